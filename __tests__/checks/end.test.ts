import { describe, expect, test } from '@jest/globals'
import { describeEnd, describeVerdict } from '../../src/checks/end.js'
import type { Check } from '../../src/github/checks.js'

describe('describeVerdict and describeEnd', () => {
  const check = (name: string, state: Check['state']): Check => ({
    name,
    source: 'check-run',
    state,
    conclusion: state === 'failed' ? 'failure' : undefined,
    url: undefined
  })
  const sha = 'f7a2b77c0ffee'

  test('one timeline line per read, names on one line', () => {
    expect(describeVerdict({ kind: 'none' }, sha)).toBe('none appeared on f7a2b77')
    expect(describeVerdict({ kind: 'passed', checks: [check('a', 'passed')] }, sha)).toBe(
      'all 1 passed on f7a2b77'
    )
    expect(
      describeVerdict(
        {
          kind: 'failed',
          failed: [check('lint\n::error::x', 'failed')],
          pending: [check('t', 'pending')]
        },
        sha
      )
    ).toBe('1 failed on f7a2b77: lint ::error::x; 1 still pending: t')
    const many = Array.from({ length: 7 }, (_, i) => check(`c${i}`, 'pending'))
    expect(describeVerdict({ kind: 'pending', pending: many }, sha)).toBe(
      '7 still pending on f7a2b77 when the wait ended: c0, c1, c2, c3, c4 and 2 more'
    )
    expect(describeVerdict({ kind: 'pending', pending: [] }, sha)).toBe(
      'none had appeared on f7a2b77 when the wait ended'
    )
  })

  const judged = {
    kind: 'judged',
    verdict: 'failed',
    failed: ['lint', 'links'],
    pending: [],
    rounds: 2,
    sha,
    preview: undefined,
    stop: 'rounds',
    graceMs: 120_000
  } as const

  test('the sentence of the Checks row and the verdict', () => {
    expect(describeEnd(judged)).toBe('failed after 2 fix rounds: lint, links')
    expect(describeEnd({ ...judged, rounds: 1, stop: 'unchanged' })).toBe(
      'failed after 1 fix round: lint, links (the last follow-up turn pushed no commit)'
    )
    expect(describeEnd({ ...judged, rounds: 0, stop: 'deadline' })).toBe(
      'failed: lint, links (timeout came before another round)'
    )
    expect(describeEnd({ ...judged, rounds: 1, stop: 'interrupted' })).toBe(
      'failed after 1 fix round: lint, links (the last follow-up turn did not complete)'
    )
    expect(describeEnd({ ...judged, verdict: 'passed', failed: [], rounds: 0 })).toBe('passed')
    expect(
      describeEnd({
        ...judged,
        verdict: 'pending',
        failed: [],
        pending: ['t'],
        rounds: 0,
        stop: undefined
      })
    ).toBe('pending when the wait ended: t')
    expect(describeEnd({ kind: 'unread', why: 'no token' })).toBe('not read: no token')
    // The grace used: 2m, or checks-timeout when shorter.
    const none = { ...judged, verdict: 'none', failed: [], rounds: 0, stop: undefined } as const
    expect(describeEnd(none)).toBe('none: no check appeared within 2m of the push')
    expect(describeEnd({ ...none, graceMs: 45_000 })).toBe(
      'none: no check appeared within 45s of the push'
    )
  })
})

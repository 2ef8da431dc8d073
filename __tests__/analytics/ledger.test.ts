import { describe, expect, test } from '@jest/globals'
import { markerSeal } from '../../src/github/hidden-marker.js'
import {
  gapId,
  ledgerLine,
  MAX_TRACKED,
  readLedger,
  type TrackedGap
} from '../../src/analytics/ledger.js'

const SEAL = markerSeal('mint_test_key', 'acme/docs')
const GAP: TrackedGap = {
  id: gapId('search', 'webhook retries'),
  kind: 'search',
  text: 'webhook retries',
  state: 'handed-over',
  since: '2026-02-15'
}

describe("a gap's identity", () => {
  test('is the same for the same question, search or page in any period, whatever its case or spacing', () => {
    expect(gapId('question', 'How do I rotate my key?')).toBe(
      gapId('question', '  how do i  rotate my key ')
    )
    expect(gapId('search', 'Webhooks')).toBe(gapId('search', 'webhooks'))
    expect(gapId('search', 'webhooks')).not.toBe(gapId('question', 'webhooks'))
    expect(gapId('page', '/api')).not.toBe(gapId('page', '/API'))
    expect(gapId('page', '/api')).toMatch(/^[\w-]{16}$/)
  })
})

describe('the ledger line', () => {
  test('round-trips, and a hand-over of the report that holds it takes its number', () => {
    const line = ledgerLine(
      [
        GAP,
        {
          ...GAP,
          id: gapId('page', '/p'),
          kind: 'page',
          text: '/p',
          state: 'merged',
          report: 7,
          pull: 42
        }
      ],
      SEAL
    )
    expect(line).toMatch(/^<!-- mintlify-docs-health-gaps: [\w-]+ seal: [\w-]{22} -->$/)
    const body = `<!-- mintlify-docs-health: … -->\n${line}\n## Report\n\nText a person edited.`
    expect(readLedger(body, SEAL, 12)).toEqual([
      { ...GAP, report: 12 },
      {
        ...GAP,
        id: gapId('page', '/p'),
        kind: 'page',
        text: '/p',
        state: 'merged',
        report: 7,
        pull: 42
      }
    ])
  })

  test('a report without one has none; one changed by hand, sealed with another key or malformed is broken', () => {
    expect(readLedger('## A report of 1.0', SEAL, 1)).toBe('none')
    // Only the second line counts: one a person adds further down is never read.
    expect(readLedger(`marker\n## Report\n${ledgerLine([GAP], SEAL)}`, SEAL, 1)).toBe('none')
    expect(readLedger(`marker\n<!-- mintlify-docs-health-gaps: x seal: y -->`, SEAL, 1)).toBe(
      'broken'
    )
    const line = ledgerLine([GAP], SEAL)
    const data = /gaps: (\S+) seal/.exec(line)?.[1] ?? ''
    const edited = Buffer.from(JSON.stringify([{ ...GAP, state: 'verified' }])).toString(
      'base64url'
    )
    expect(readLedger(`m\n${line.replace(data, edited)}`, SEAL, 1)).toBe('broken')
    expect(
      readLedger(`m\n${ledgerLine([GAP], markerSeal('another key', 'acme/docs'))}`, SEAL, 1)
    ).toBe('broken')
    expect(
      readLedger(`m\n${ledgerLine([GAP], markerSeal('mint_test_key', 'evil/fork'))}`, SEAL, 1)
    ).toBe('broken')
    for (const bad of [
      { ...GAP, state: 'done' },
      { ...GAP, pull: -1 },
      { ...GAP, id: '../x' },
      { ...GAP, text: 'x'.repeat(121) },
      null
    ])
      expect(readLedger(`m\n${ledgerLine([bad as TrackedGap], SEAL)}`, SEAL, 1)).toBe('broken')
  })

  test(`keeps at most ${MAX_TRACKED} gaps`, () => {
    const many = Array.from({ length: MAX_TRACKED + 5 }, (_, i) => ({
      ...GAP,
      id: gapId('search', `q${i}`),
      text: `q${i}`
    }))
    const read = readLedger(`m\n${ledgerLine(many, SEAL)}`, SEAL, 1)
    expect(Array.isArray(read) && read.length).toBe(MAX_TRACKED)
  })
})

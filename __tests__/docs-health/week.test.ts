import { describe, expect, test } from '@jest/globals'
import type { Logger } from '../../src/action/io.js'
import type { Gap } from '../../src/docs-health/gaps.js'
import { chooseHandOver, handedOver } from '../../src/docs-health/choose.js'
import {
  advanceGaps,
  type FoundPull,
  type HandOverFate,
  type Lookups,
  type SearchOutcome
} from '../../src/docs-health/week.js'
import { gapId, type TrackedGap } from '../../src/docs-health/ledger.js'

const warnings: string[] = []
const log: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warning: m => void warnings.push(m)
}
const search = (text: string): Gap => ({ kind: 'search', text, count: 9 })
const question = (text: string): Gap => ({ kind: 'question', text, count: 3, pages: [] })
const page = (text: string): Gap => ({ kind: 'page', text, count: 5, up: 1, comments: [] })
const tracked = (
  gap: Gap,
  state: TrackedGap['state'],
  more: Partial<TrackedGap> = {}
): TrackedGap => ({
  id: gapId(gap.kind, gap.text),
  kind: gap.kind,
  text: gap.text,
  state,
  since: '2026-02-08',
  ...more
})
const MERGED: FoundPull = {
  number: 42,
  mergedAt: '2026-02-10T00:00:00Z',
  mergeSha: 'abc',
  closedUnmerged: false
}
const OPEN: FoundPull = {
  number: 42,
  mergedAt: undefined,
  mergeSha: undefined,
  closedUnmerged: false
}
const fate = (f: HandOverFate) => () => Promise.resolve(f)

function lookups(over: Partial<Lookups> & { answers?: Record<string, SearchOutcome> } = {}) {
  const asked: string[] = []
  const l: Lookups = {
    fateOf: fate({ kind: 'pull', pull: MERGED }),
    deployedSince: () => Promise.resolve(true),
    search: query => {
      asked.push(query)
      return Promise.resolve(over.answers?.[query] ?? { kind: 'nothing' })
    },
    ...over
  }
  return { l, asked }
}

describe('a week in each gap’s history', () => {
  test('new gaps are new; one readers stopped hitting is gone; one seen again after that is new', async () => {
    const { l } = lookups()
    const followed = await advanceGaps(
      [tracked(search('old'), 'new'), tracked(search('back'), 'gone')],
      [search('fresh'), search('back')],
      '2026-02-15',
      l,
      log
    )
    // Gone ones last: the ledger keeps what is still followed first.
    expect(followed.gaps.map(g => [g.text, g.state])).toEqual([
      ['back', 'new'],
      ['fresh', 'new'],
      ['old', 'gone']
    ])
  })

  test('handed over, its pull request merged and the site deployed: search finds a page → verified', async () => {
    const { l, asked } = lookups({
      answers: { 'webhook retries': { kind: 'found', page: '/guides/webhooks' } }
    })
    const gap = search('webhook retries')
    const followed = await advanceGaps(
      [tracked(gap, 'handed-over', { report: 7 })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps[0]).toMatchObject({
      state: 'verified',
      page: '/guides/webhooks',
      pull: 42,
      report: 7
    })
    expect(followed.verified).toStrictEqual([
      {
        kind: 'search',
        text: 'webhook retries',
        state: 'verified',
        page: '/guides/webhooks',
        pull: 42
      }
    ])
    expect(asked).toEqual(['webhook retries'])
    expect(followed.searches).toBe(1)
  })

  test('search still finds nothing → still failing, with the pull request that was tried', async () => {
    const { l } = lookups()
    const gap = question('How do I use SSO?')
    const followed = await advanceGaps(
      [tracked(gap, 'handed-over', { report: 7 })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps[0]).toMatchObject({ state: 'still-failing', tried: [42] })
    expect(followed.verified).toStrictEqual([
      { kind: 'question', text: 'How do I use SSO?', state: 'still-failing', pull: 42 }
    ])
    expect(chooseHandOver(followed.gaps, [gap], 5)).toEqual([{ gap, tried: [42] }])
  })

  test('not merged yet: it stays handed over, is not searched and not handed over again', async () => {
    const { l, asked } = lookups({ fateOf: fate({ kind: 'pull', pull: OPEN }) })
    const gap = search('webhook retries')
    const followed = await advanceGaps(
      [tracked(gap, 'handed-over', { report: 7 })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps[0]).toMatchObject({ state: 'handed-over', pull: 42 })
    expect(asked).toEqual([])
    expect(chooseHandOver(followed.gaps, [gap], 5)).toEqual([])
  })

  test('merged but not deployed since: merged, nothing searched', async () => {
    const { l, asked } = lookups({ deployedSince: () => Promise.resolve(false) })
    const gap = search('webhook retries')
    const followed = await advanceGaps(
      [tracked(gap, 'handed-over', { report: 7 })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps[0]?.state).toBe('merged')
    expect(asked).toEqual([])
  })

  test('a page is verified when readers no longer rate it down more than up; not searched', async () => {
    const { l, asked } = lookups()
    const fixed = page('/quickstart')
    const still = page('/api')
    const followed = await advanceGaps(
      [tracked(fixed, 'handed-over', { report: 7 }), tracked(still, 'handed-over', { report: 7 })],
      [still],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps.map(g => g.state)).toEqual(['verified', 'still-failing'])
    expect(asked).toEqual([])
  })

  test('no search key: nothing is verified, and nothing else changes', async () => {
    const { l } = lookups({ search: undefined })
    const gap = search('webhook retries')
    const followed = await advanceGaps(
      [tracked(gap, 'handed-over', { report: 7 })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps[0]?.state).toBe('merged')
    expect(followed.searches).toBe(0)
  })

  test('a refused search skips the rest with one warning: at most one request per gap, none after', async () => {
    warnings.length = 0
    const refused: SearchOutcome = {
      kind: 'failed',
      message: 'The service refused the API key (401).'
    }
    const { l, asked } = lookups({ answers: { a: refused } })
    const gaps = [search('a'), search('b')]
    const followed = await advanceGaps(
      gaps.map(g => tracked(g, 'handed-over', { report: 7 })),
      gaps,
      '2026-02-15',
      l,
      log
    )
    expect(asked).toEqual(['a'])
    expect(followed.skipped).toBe('The service refused the API key (401).')
    expect(followed.gaps.map(g => g.state)).toEqual(['merged', 'merged'])
    expect(warnings).toEqual([
      'Verification on the live site was skipped: The service refused the API key (401).'
    ])
  })
})

describe('every state has a way out', () => {
  const gap = search('webhook retries')
  const handed = (more: Partial<TrackedGap> = {}) =>
    tracked(gap, 'handed-over', { report: 7, ...more })

  test.each([
    [{ kind: 'no-pull', status: 'failed' }, 'its agent job failed'],
    [{ kind: 'no-pull', status: 'completed' }, 'its agent job completed without a pull request'],
    [{ kind: 'no-pull', status: 'archived' }, 'its agent job was archived'],
    [{ kind: 'no-pull', status: 'gone' }, 'its agent job is no longer on the service'],
    [{ kind: 'no-pull', status: 'paused' }, 'its agent job ended as paused'],
    [{ kind: 'no-job' }, 'no agent job reported on the report issue within 28 days']
  ] as const)('handed over, %j: back among the new ones, handed over again', async (f, why) => {
    const { l } = lookups({ fateOf: fate(f) })
    const followed = await advanceGaps(
      [handed({ tried: [3], since: '2026-01-18' })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps).toEqual([
      {
        id: gapId('search', gap.text),
        kind: 'search',
        text: gap.text,
        state: 'new',
        since: '2026-02-15',
        tried: [3]
      }
    ])
    expect(followed.reopened).toEqual([
      { id: gapId('search', gap.text), kind: 'search', text: gap.text, why }
    ])
    expect(chooseHandOver(followed.gaps, [gap], 5)).toEqual([{ gap, tried: [3] }])
  })

  test('handed over less than 28 days ago and no job on the report: it waits for one', async () => {
    const { l } = lookups({ fateOf: fate({ kind: 'no-job' }) })
    for (const since of ['2026-02-15', '2026-01-19']) {
      const followed = await advanceGaps([handed({ since })], [gap], '2026-02-15', l, log)
      expect(followed.gaps[0]?.state).toBe('handed-over')
      expect(followed.reopened).toEqual([])
    }
  })

  test('handed over, its job still at work, or its hand-over unreadable: it waits, however long', async () => {
    for (const f of [fate({ kind: 'working' }), () => Promise.resolve(undefined)]) {
      const { l } = lookups({ fateOf: f })
      const old = handed({ since: '2025-12-01' })
      const followed = await advanceGaps([old], [gap], '2026-02-15', l, log)
      expect(followed.gaps[0]).toStrictEqual(old)
      expect(followed.reopened).toEqual([])
    }
  })

  test('back among the new ones with nothing tried: no tried list', async () => {
    const { l } = lookups({ fateOf: fate({ kind: 'no-pull', status: 'failed' }) })
    const followed = await advanceGaps([handed()], [gap], '2026-02-15', l, log)
    expect(followed.gaps[0]).toStrictEqual({
      id: gapId('search', gap.text),
      kind: 'search',
      text: gap.text,
      state: 'new',
      since: '2026-02-15'
    })
  })

  test('closed unmerged after 20 tries: the latest 20 are remembered', async () => {
    const closed = { ...OPEN, number: 99, closedUnmerged: true }
    const { l } = lookups({ fateOf: fate({ kind: 'pull', pull: closed }) })
    const tried = Array.from({ length: 20 }, (_, i) => i + 1)
    const followed = await advanceGaps([handed({ tried })], [gap], '2026-02-15', l, log)
    expect(followed.gaps[0]?.tried).toEqual([...tried.slice(1), 99])
  })

  test('merged last week and deployed since: verified now, its hand-over read for its pull request', async () => {
    const asked: number[] = []
    const { l } = lookups({
      fateOf: issue => (asked.push(issue), Promise.resolve({ kind: 'pull', pull: MERGED })),
      answers: { [gap.text]: { kind: 'found', page: '/guides/webhooks' } }
    })
    const merged = tracked(gap, 'merged', { report: 7, pull: 42 })
    const followed = await advanceGaps([merged], [gap], '2026-02-15', l, log)
    expect(followed.gaps[0]).toMatchObject({ state: 'verified', page: '/guides/webhooks' })
    expect(asked).toEqual([7])
  })

  test('merged, not deployed yet: it stays as it was, its date too', async () => {
    const { l } = lookups({ deployedSince: () => Promise.resolve(false) })
    const merged = tracked(gap, 'merged', { report: 7, pull: 42 })
    const followed = await advanceGaps([merged], [gap], '2026-02-15', l, log)
    expect(followed.gaps[0]).toStrictEqual(merged)
  })

  test('merged, its hand-over unreadable this week: it stays merged, nothing searched', async () => {
    const { l, asked } = lookups({ fateOf: () => Promise.resolve(undefined) })
    const merged = tracked(gap, 'merged', { report: 7, pull: 42 })
    const followed = await advanceGaps([merged], [gap], '2026-02-15', l, log)
    expect(followed.gaps[0]).toStrictEqual(merged)
    expect(asked).toEqual([])
  })

  test('only gaps being followed are looked up: none for new, verified, still failing or gone ones', async () => {
    const asked: unknown[] = []
    const { l } = lookups({ fateOf: issue => (asked.push(issue), Promise.resolve(undefined)) })
    const base = [
      tracked(search('a'), 'new', { report: 3 }),
      tracked(search('b'), 'verified', { report: 3, pull: 9, page: '/b' }),
      tracked(search('c'), 'still-failing', { report: 3, tried: [9] }),
      tracked(search('d'), 'gone', { report: 3 }),
      tracked(search('e'), 'new')
    ]
    await advanceGaps(base, [], '2026-02-15', l, log)
    expect(asked).toEqual([])
  })

  test('its pull request closed without merging: handed over again, naming it as tried', async () => {
    const closed = { ...OPEN, number: 43, closedUnmerged: true }
    const { l } = lookups({ fateOf: fate({ kind: 'pull', pull: closed }) })
    const followed = await advanceGaps([handed({ tried: [41] })], [gap], '2026-02-15', l, log)
    expect(followed.gaps[0]).toMatchObject({ state: 'new', tried: [41, 43] })
    expect(followed.reopened[0]?.why).toBe('pull request #43 was closed without merging')
    expect(chooseHandOver(followed.gaps, [gap], 5)).toEqual([{ gap, tried: [41, 43] }])
  })

  test.each([
    ['new', {}],
    ['handed-over', { report: 7 }],
    ['merged', { report: 7, pull: 42 }],
    ['still-failing', { tried: [42] }]
  ] as const)('%s, and readers stopped hitting it: gone', async (state, more) => {
    // Its pull request open, or merged and never deployed: gone all the same.
    for (const deployed of [false, true]) {
      const { l } = lookups({
        fateOf: fate({ kind: 'pull', pull: state === 'merged' ? MERGED : OPEN }),
        deployedSince: () => Promise.resolve(deployed),
        search: undefined
      })
      const followed = await advanceGaps([tracked(gap, state, more)], [], '2026-02-15', l, log)
      expect(followed.gaps[0]).toMatchObject({ state: 'gone', since: '2026-02-15' })
    }
  })

  test('gone, and readers hit it again: new; verified stays verified', async () => {
    const { l } = lookups()
    const followed = await advanceGaps(
      [tracked(gap, 'gone'), tracked(search('done'), 'verified', { page: '/d' })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps.map(g => g.state)).toEqual(['new', 'verified'])
  })
})

describe('what it reads', () => {
  test("each report's pull request and each merge's deployment once; nothing for gaps no longer followed", async () => {
    const reads = { pulls: [] as number[], deploys: 0 }
    const { l } = lookups({
      fateOf: issue => {
        reads.pulls.push(issue)
        return Promise.resolve({ kind: 'pull', pull: MERGED })
      },
      deployedSince: () => {
        reads.deploys++
        return Promise.resolve(true)
      }
    })
    const [a, b, c] = [search('a'), search('b'), search('c')]
    await advanceGaps(
      [
        tracked(a, 'handed-over', { report: 7 }),
        tracked(b, 'handed-over', { report: 7 }),
        tracked(c, 'verified', { report: 3, pull: 9, page: '/c' })
      ],
      [a, b, c],
      '2026-02-15',
      l,
      log
    )
    expect(reads).toEqual({ pulls: [7], deploys: 1 })
  })

  test('a gap remembers the latest 20 pull requests tried', async () => {
    const { l } = lookups()
    const gap = search('stubborn')
    const tried = Array.from({ length: 20 }, (_, i) => i + 1)
    const followed = await advanceGaps(
      [tracked(gap, 'handed-over', { report: 7, tried })],
      [gap],
      '2026-02-15',
      l,
      log
    )
    expect(followed.gaps[0]?.tried).toEqual([...tried.slice(1), 42])
  })
})

describe('what the ledger keeps', () => {
  test('a new gap keeps the first 120 characters of its text, and its identity the whole', async () => {
    const { l } = lookups()
    const long = search('x'.repeat(200))
    const followed = await advanceGaps([], [long], '2026-02-15', l, log)
    expect(followed.gaps[0]).toStrictEqual({
      id: gapId('search', long.text),
      kind: 'search',
      text: 'x'.repeat(120),
      state: 'new',
      since: '2026-02-15'
    })
  })

  test('at most 60 gaps: every gap still followed first, gone ones dropped first', async () => {
    const { l } = lookups()
    const gone = Array.from({ length: 10 }, (_, i) => tracked(search(`gone ${i}`), 'gone'))
    const live = Array.from({ length: 55 }, (_, i) => search(`live ${i}`))
    const followed = await advanceGaps(gone, live, '2026-02-15', l, log)
    expect(followed.gaps).toHaveLength(60)
    expect(followed.gaps.filter(g => g.state === 'new')).toHaveLength(55)
    expect(followed.gaps.slice(55).map(g => g.text)).toEqual(gone.slice(0, 5).map(g => g.text))
  })
})

describe('what is handed over', () => {
  test('new gaps first in the order found, then those still failing, within the limit', () => {
    const [a, b, c, d] = [search('a'), question('b'), page('/c'), search('d')]
    const gaps = [
      tracked(a, 'still-failing', { tried: [3] }),
      tracked(b, 'new'),
      tracked(c, 'handed-over', { report: 7 }),
      tracked(d, 'new')
    ]
    expect(chooseHandOver(gaps, [a, b, c, d], 5)).toEqual([
      { gap: b, tried: [] },
      { gap: d, tried: [] },
      { gap: a, tried: [3] }
    ])
    expect(chooseHandOver(gaps, [a, b, c, d], 1)).toEqual([{ gap: b, tried: [] }])
  })

  test('a gap handed over is recorded as this report’s, whatever report held it before', () => {
    const a = search('a')
    const before = [tracked(a, 'still-failing', { report: 3, pull: 9, tried: [9] })]
    expect(handedOver(before, [{ gap: a, tried: [9] }], '2026-02-15')).toEqual([
      {
        id: gapId('search', 'a'),
        kind: 'search',
        text: 'a',
        state: 'handed-over',
        since: '2026-02-15',
        tried: [9]
      }
    ])
  })
})

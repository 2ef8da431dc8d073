import { describe, expect, test } from '@jest/globals'
import { ActionError } from '../../src/action/errors.js'
import { DatasetRun } from '../../src/export/dataset-run.js'
import type { Standing } from '../../src/export/resume.js'
import type { AnalyticsSettings } from '../../src/analytics/settings.js'
import type { AnalyticsPage } from '../../src/service/analytics.js'
import type { DatasetName } from '../../src/service/datasets.js'

function logger() {
  const warnings: string[] = []
  return {
    warnings,
    debug: () => undefined,
    info: () => undefined,
    warning: (message: string) => void warnings.push(message)
  }
}

const SETTINGS = { summaryRows: 5, gapsLimit: 3 } as AnalyticsSettings

function datasetRun(name: DatasetName, standing: Standing, log = logger()) {
  return { run: new DatasetRun(name, standing, SETTINGS, log), log }
}

/** A page of `n` rows; more follow when `next` is given (a cursor, or true for offset pages). */
function page(n: number, next: string | boolean | null, deadEnd = false): AnalyticsPage {
  const rows = Array.from({ length: n }, (_, i) => ({ id: `r${i}`, path: `/p${i}` }))
  return {
    rows,
    more: typeof next === 'string' || next === true,
    nextCursor: typeof next === 'string' ? next : null,
    ...(deadEnd ? { deadEnd: true as const } : {})
  }
}

/** The page taken in as the export takes it: counted, then advanced past. */
function takeIn(run: DatasetRun, taken: AnalyticsPage, log = logger()) {
  run.tally.add(taken)
  return run.advance(taken, log)
}

describe('a cursor page that says more follow and names no next page', () => {
  test('ends the dataset incomplete: its rows kept, said once with where they are, nothing to resume', () => {
    const { run, log } = datasetRun('feedback', { kind: 'cursor', cursor: undefined })
    run.path = 'out/feedback.ndjson'
    expect(takeIn(run, page(100, 'c2'))).toBeUndefined()
    expect(takeIn(run, page(40, null, true), log)).toBeUndefined()
    expect(run.standing).toEqual({ kind: 'done' })
    expect(run.open).toBe(false)
    const why =
      'the service said more feedback follow (hasMore: true) with page 2 but gave no nextCursor, so the export could not go on'
    expect(log.warnings).toEqual([
      `feedback: ${why}. The 140 rows read (2 page(s)) are kept in out/feedback.ndjson; the dataset is incomplete. Run the export again to read it from the start.`
    ])
    expect(run.result()).toMatchObject({
      name: 'feedback',
      outcome: 'incomplete',
      deadEnd: why,
      error: undefined,
      standing: { kind: 'done' },
      path: 'out/feedback.ndjson'
    })
    expect(run.result().tally.rows).toBe(140)
  })

  test('without a file, the warning names none', () => {
    const { run, log } = datasetRun('searches', { kind: 'cursor', cursor: undefined })
    takeIn(run, page(1_200, null, true), log)
    expect(log.warnings).toEqual([
      'searches: the service said more searches follow (hasMore: true) with page 1 but gave no nextCursor, so the export could not go on. The 1,200 rows read (1 page(s)) are kept; the dataset is incomplete. Run the export again to read it from the start.'
    ])
  })

  test('a last page is no dead end: complete, and nothing said', () => {
    const { run, log } = datasetRun('feedback', { kind: 'cursor', cursor: undefined })
    expect(takeIn(run, page(3, null), log)).toBeUndefined()
    expect(log.warnings).toEqual([])
    expect(run.result()).toMatchObject({ outcome: 'complete', deadEnd: undefined })
  })
})

describe('where paging goes on', () => {
  test('offset pages move by the rows received; cursor pages to their cursor, and a cursor given twice stops them', () => {
    const offset = datasetRun('views', { kind: 'offset', offset: 0 }).run
    expect(offset.at).toBe('offset 0')
    takeIn(offset, page(250, true))
    expect(offset.standing).toEqual({ kind: 'offset', offset: 250 })
    expect(offset.at).toBe('offset 250')
    expect(offset.result().outcome).toBe('unfinished')
    const cursor = datasetRun('assistant', { kind: 'cursor', cursor: undefined }).run
    expect(cursor.at).toBe('page 1')
    expect(takeIn(cursor, page(2, 'c1'))).toBeUndefined()
    expect(cursor.standing).toEqual({ kind: 'cursor', cursor: 'c1' })
    expect(cursor.at).toBe('page 2')
    expect(takeIn(cursor, page(2, 'c2'))).toBeUndefined()
    expect(takeIn(cursor, page(2, 'c1'))).toBe(
      'said more assistant follow but gave a nextCursor it had given before, so paging would never end'
    )
  })

  test('a one-request dataset with more than it holds is done, and cut', () => {
    const { run } = datasetRun('feedback-by-page', { kind: 'single' })
    takeIn(run, page(100, true))
    expect(run.standing).toEqual({ kind: 'done' })
    expect(run.tally.cut).toBe(true)
    expect(run.result()).toMatchObject({ outcome: 'complete', deadEnd: undefined })
  })

  test('past a page that stopped the paging: offset by its rows, cursor to its next; a resume reads nothing twice', () => {
    const offset = datasetRun('views', { kind: 'offset', offset: 500 }).run
    offset.passPast(page(3, true))
    expect(offset.standing).toEqual({ kind: 'offset', offset: 503 })
    const cursor = datasetRun('feedback', { kind: 'cursor', cursor: 'c1' }).run
    cursor.passPast(page(3, 'c9'))
    expect(cursor.standing).toEqual({ kind: 'cursor', cursor: 'c9' })
    cursor.passPast(page(3, null))
    expect(cursor.standing).toEqual({ kind: 'cursor', cursor: 'c9' })
    const single = datasetRun('assistant-callers', { kind: 'single' }).run
    single.passPast(page(1, 'c1'))
    expect(single.standing).toEqual({ kind: 'single' })
  })

  test('a short offset page while more follow goes on after the rows received, and says so', () => {
    const { run, log } = datasetRun('views', { kind: 'offset', offset: 250 })
    takeIn(run, page(3, true), log)
    expect(run.standing).toEqual({ kind: 'offset', offset: 253 })
    expect(log.warnings).toEqual([
      'views: the page at offset 250 had 3 rows, fewer than limit 250, though more follow; the next page is read from offset 253, so no row is skipped.'
    ])
  })
})

describe('what the run keeps and watches', () => {
  test('the tally holds enough rows for the summary and for the gaps, whichever is more', () => {
    const settings = { summaryRows: 1, gapsLimit: 3 } as AnalyticsSettings
    const run = new DatasetRun('views', { kind: 'offset', offset: 0 }, settings, logger())
    const rows = [5, 4, 3, 2].map(total => ({ path: `/p${total}`, human: total, ai: 0, total }))
    run.tally.add({ rows, more: false, nextCursor: null })
    expect(run.tally.list('top').map(row => row.total)).toEqual([5, 4, 3])
  })

  test("its watch names rows by the dataset's key, or as rows when it has none", () => {
    const { run, log } = datasetRun('views', { kind: 'offset', offset: 0 })
    const seen = (keys: string[], n: number) => ({ keys, rows: [n], more: true, totals: undefined })
    run.watch.see(seen(['/a'], 1), 'offset 0')
    expect(run.watch.see(seen(['/a'], 2), 'offset 1')).toEqual({
      why: 'said more views follow offset 1 but sent only path values the page at offset 0 had, so paging would never end (its 1 rows are kept)',
      keep: true
    })
    const callers = datasetRun('assistant-callers', { kind: 'single' }, log).run
    callers.watch.see({ keys: ['', ''], rows: [1, 2], more: false, totals: undefined }, 'page 1')
    expect(log.warnings).toEqual([
      '1 row(s) came back again in the page at page 1, e.g. "": the data moved while paging.'
    ])
  })
})

describe('how a dataset ended', () => {
  test('skipped when an earlier run ended it; failed on an error, whatever else', () => {
    const done = datasetRun('views', { kind: 'done' }).run
    expect(done.skipped).toBe(true)
    expect(done.open).toBe(false)
    expect(done.result().outcome).toBe('skipped')
    const failed = datasetRun('feedback', { kind: 'cursor', cursor: undefined }).run
    takeIn(failed, page(1, null, true))
    failed.error = new ActionError('disk full')
    expect(failed.result().outcome).toBe('failed')
    const open = datasetRun('views', { kind: 'offset', offset: 0 }).run
    expect(open.open).toBe(true)
    open.error = new ActionError('x')
    expect(open.open).toBe(false)
  })
})

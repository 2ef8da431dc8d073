import { describe, expect, test } from '@jest/globals'
import { ActionError } from '../../src/action/errors.js'
import { DatasetRun, type DatasetAsk } from '../../src/export/dataset-run.js'
import type { Standing } from '../../src/export/resume.js'
import type { AnalyticsPage } from '../../src/service/analytics.js'
import type { DatasetName } from '../../src/service/datasets.js'

function logger() {
  const warnings: string[] = []
  const debugs: string[] = []
  return {
    warnings,
    debugs,
    debug: (message: string) => void debugs.push(message),
    info: () => undefined,
    warning: (message: string) => void warnings.push(message)
  }
}

const ASK: DatasetAsk = {
  topRows: 5,
  files: { kind: 'folder', directory: 'out' },
  maxRows: undefined,
  pageRows: undefined
}

function datasetRun(name: DatasetName, standing: Standing, log = logger(), ask = ASK) {
  return { run: new DatasetRun(name, standing, ask, log), log }
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
    // A next page it names is none to read: one request is the whole dataset.
    const named = datasetRun('feedback-by-page', { kind: 'single' }).run
    takeIn(named, page(100, 'c1'))
    expect(named.standing).toEqual({ kind: 'done' })
    expect(named.tally.cut).toBe(true)
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

describe('where the page after this one is read, before this one is taken in', () => {
  test('offset: after the rows received, a short page included', () => {
    const { run } = datasetRun('visitors', { kind: 'offset', offset: 100 })
    expect(run.nextPlace(visit(100, 250, true))).toEqual({ kind: 'offset', offset: 350 })
    expect(run.nextPlace(visit(100, 7, true))).toEqual({ kind: 'offset', offset: 107 })
  })

  test('cursor: at the cursor given, unless it was given before or none was', () => {
    const { run, log } = datasetRun('assistant', { kind: 'cursor', cursor: undefined })
    expect(run.nextPlace(page(2, 'c1'))).toEqual({ kind: 'cursor', cursor: 'c1' })
    takeIn(run, page(2, 'c1'), log)
    expect(run.nextPlace(page(2, 'c1'))).toBeUndefined()
    expect(run.nextPlace(page(2, null))).toBeUndefined()
    expect(run.nextPlace(page(2, 'c2'))).toEqual({ kind: 'cursor', cursor: 'c2' })
  })

  test('none when paging ends with the page: the last, an empty one, one of names already seen, a one-request dataset', async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 })
    expect(run.nextPlace(visit(0, 250, false))).toBeUndefined()
    expect(run.nextPlace(visit(0, 0, true))).toBeUndefined()
    await run.take(visit(0, 3, true), log)
    expect(run.nextPlace(visit(0, 3, true))).toBeUndefined()
    const single = datasetRun('feedback-by-page', { kind: 'single' }).run
    expect(single.nextPlace(page(2, true))).toBeUndefined()
  })

  test('none once max-rows is reached with the page; a place while room is left past it', async () => {
    const ask = { ...ASK, maxRows: 500 }
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 }, logger(), ask)
    expect(run.nextPlace(visit(0, 250, true))).toEqual({ kind: 'offset', offset: 250 })
    await run.take(visit(0, 250, true), log)
    expect(run.nextPlace(visit(250, 249, true))).toEqual({ kind: 'offset', offset: 499 })
    expect(run.nextPlace(visit(250, 250, true))).toBeUndefined()
    expect(run.nextPlace(visit(250, 251, true))).toBeUndefined()
  })

  test("the page's names are worked out once, and are the ones its watch sees", async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 })
    const first = visit(0, 2, true)
    expect(run.nextPlace(first)).toEqual({ kind: 'offset', offset: 2 })
    await run.take(first, log)
    // The same names again, in another page object: the watch saw them, so the paging stalls.
    expect(run.nextPlace(visit(0, 2, true))).toBeUndefined()
    expect(await run.take(visit(0, 2, true), log)).toMatch(/sent the same 2 rows as at offset 0/)
  })
})

describe('what the run keeps and watches', () => {
  test('the tally holds the top rows asked for', () => {
    const run = new DatasetRun(
      'views',
      { kind: 'offset', offset: 0 },
      { ...ASK, topRows: 3 },
      logger()
    )
    const rows = [5, 4, 3, 2].map(total => ({ path: `/p${total}`, human: total, ai: 0, total }))
    run.tally.add({ rows, more: false, nextCursor: null })
    expect(run.tally.list('top').map(row => row.total)).toEqual([5, 4, 3])
  })

  test("its watch names rows by the dataset's key, or as rows when it has none", () => {
    const { run, log } = datasetRun('views', { kind: 'offset', offset: 0 })
    const seen = (keys: string[], n: number) => ({
      keys,
      bytes: Buffer.from(String(n)),
      rows: 1,
      more: true,
      totals: undefined
    })
    run.watch.see(seen(['/a'], 1), 'offset 0')
    expect(run.watch.see(seen(['/a'], 2), 'offset 1')).toEqual({
      why: 'said more views follow offset 1 but sent only path values the page at offset 0 had, so paging would never end (its 1 rows are kept)',
      keep: true
    })
    const callers = datasetRun('assistant-callers', { kind: 'single' }, log).run
    callers.watch.see(
      { keys: ['', ''], bytes: Buffer.alloc(0), rows: 2, more: false, totals: undefined },
      'page 1'
    )
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

/** A writer that keeps what it was given; `fail` makes its writes throw. */
function memoryWriter(fail = false) {
  const writes: { rows: readonly unknown[]; totals: unknown }[] = []
  const encoded: number[] = []
  return {
    writes,
    /** The rows of each page encoded. */
    encoded,
    encode(rows: readonly Record<string, unknown>[]) {
      encoded.push(rows.length)
      return Promise.resolve({ bytes: Buffer.from(JSON.stringify(rows)), rows: rows.length })
    },
    write(page: { bytes: Uint8Array }, totals?: unknown) {
      if (fail) return Promise.reject(new ActionError('disk full'))
      writes.push({ rows: JSON.parse(Buffer.from(page.bytes).toString()) as unknown[], totals })
      return Promise.resolve()
    },
    close: () => Promise.resolve()
  }
}

const visit = (from: number, n: number, more: boolean, totals = 10): AnalyticsPage => ({
  rows: Array.from({ length: n }, (_, i) => ({ path: `/p${from + i}`, human: 1, ai: 0, total: 1 })),
  more,
  nextCursor: null,
  totals: { human: totals, ai: 0, total: totals }
})

describe('a page taken in', () => {
  test('is written with its totals, counted, and paging goes on after its rows', async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 })
    const writer = memoryWriter()
    run.writer = writer
    expect(await run.take(visit(0, 250, true), log)).toBeUndefined()
    expect(await run.take(visit(250, 2, false), log)).toBeUndefined()
    expect(writer.writes.map(w => [w.rows.length, w.totals])).toEqual([
      [250, { human: 10, ai: 0, total: 10 }],
      [2, { human: 10, ai: 0, total: 10 }]
    ])
    // Each page is encoded once: the watch knows a page by the very text that is written.
    expect(writer.encoded).toEqual([250, 2])
    expect(run.result()).toMatchObject({
      outcome: 'complete',
      received: 2,
      lastPage: { kind: 'offset', offset: 250 },
      standing: { kind: 'done' }
    })
    expect(run.tally).toMatchObject({ rows: 252, pages: 2, totals: { total: 10 } })
    expect(log.debugs).toEqual(['visitors: 250 rows at offset 0', 'visitors: 2 rows at offset 250'])
  })

  test('unfinished between pages, and open, when nothing stops it', async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 })
    await run.take(visit(0, 250, true), log)
    expect(run.open).toBe(true)
    expect(run.result().outcome).toBe('unfinished')
  })

  test('a dataset with no key watches its rows by nothing, and is read once', async () => {
    const { run, log } = datasetRun('assistant-callers', { kind: 'single' })
    const callers = { web: 1, api: 2, other: 3, total: 6 }
    const one: AnalyticsPage = { rows: [callers, callers], more: false, nextCursor: null }
    expect(await run.take(one, log)).toBeUndefined()
    expect(log.warnings).toEqual([
      '1 row(s) came back again in the page at page 1, e.g. "": the data moved while paging.'
    ])
    expect(run.result()).toMatchObject({ outcome: 'complete', received: 1 })
  })

  test('a page with no totals says none: a later page with some is no change', async () => {
    const { run, log } = datasetRun('searches', { kind: 'cursor', cursor: undefined })
    await run.take(page(1, 'c1'), log)
    await run.take({ ...page(1, 'c2'), rows: [{ id: 'x' }], totalSearches: 5 }, log)
    expect(log.warnings).toEqual([])
  })

  test('max-rows cuts a page part way: its rows up to it are written, and it continues after them', async () => {
    const ask = { ...ASK, maxRows: 300 }
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 100 }, logger(), ask)
    const writer = memoryWriter()
    run.writer = writer
    await run.take(visit(100, 250, true), log)
    expect(run.open).toBe(true)
    await run.take(visit(350, 250, true), log)
    expect(writer.writes.map(w => w.rows.length)).toEqual([250, 50])
    expect(writer.encoded).toEqual([250, 250, 50])
    expect(run.open).toBe(false)
    expect(run.result()).toMatchObject({
      outcome: 'stopped',
      standing: { kind: 'offset', offset: 400 },
      received: 2
    })
    expect(run.tally.rows).toBe(300)
  })

  test('max-rows reached on a page boundary stops before the next page; at the end it is complete', async () => {
    const ask = { ...ASK, maxRows: 4 }
    const edge = datasetRun('visitors', { kind: 'offset', offset: 0 }, logger(), ask).run
    await edge.take(visit(0, 4, true), logger())
    expect(edge.result()).toMatchObject({
      outcome: 'stopped',
      standing: { kind: 'offset', offset: 4 }
    })
    const last = datasetRun('visitors', { kind: 'offset', offset: 0 }, logger(), ask).run
    await last.take(visit(0, 4, false), logger())
    expect(last.result()).toMatchObject({ outcome: 'complete', standing: { kind: 'done' } })
    // Cursor pages are never cut: no place could continue one part way.
    const cursor = datasetRun('feedback', { kind: 'cursor', cursor: undefined }, logger(), ask).run
    await cursor.take(page(10, 'c1'), logger())
    expect(cursor.result()).toMatchObject({ outcome: 'unfinished' })
    expect(cursor.tally.rows).toBe(10)
  })

  test('a page that comes again is counted, not written; the place moves past it', async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 })
    const writer = memoryWriter()
    run.writer = writer
    await run.take(visit(0, 2, true), log)
    const why = await run.take(visit(0, 2, true, 11), log)
    expect(why).toBe(
      'said more visitors follow offset 2 but sent the same 2 rows as at offset 0, so paging would never end (they are in the file once)'
    )
    expect(writer.writes).toHaveLength(1)
    expect(run.result()).toMatchObject({
      received: 2,
      standing: { kind: 'offset', offset: 4 },
      lastPage: { kind: 'offset', offset: 2 }
    })
    expect(run.tally).toMatchObject({ pages: 1, rows: 2, totals: { total: 10 } })
  })

  test('a stalled page that is new is written, then paging stops past it', async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 })
    const writer = memoryWriter()
    run.writer = writer
    expect(await run.take(visit(0, 0, true), log)).toBe(
      'said more visitors follow offset 0 but sent none'
    )
    expect(writer.writes).toEqual([{ rows: [], totals: { human: 10, ai: 0, total: 10 } }])
    expect(run.standing).toEqual({ kind: 'offset', offset: 0 })
  })

  test('a failed write throws, the place and the rows unmoved; the totals and the page count', async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 500 })
    run.writer = memoryWriter(true)
    await expect(run.take(visit(500, 3, true), log)).rejects.toThrow('disk full')
    expect(run.standing).toEqual({ kind: 'offset', offset: 500 })
    expect(run.result()).toMatchObject({ received: 1 })
    expect(run.tally).toMatchObject({ rows: 0, pages: 0, totals: { total: 10 } })
  })

  test("in a one-dataset file the messages say the page and the key's plural, with the page size asked", async () => {
    const ask: DatasetAsk = { ...ASK, files: { kind: 'file', path: 'v.csv' }, pageRows: 5 }
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 }, logger(), ask)
    await run.take(visit(0, 3, true), log)
    expect(log.warnings).toEqual([
      'The page at offset 0 had 3 rows, fewer than limit 5, though more follow; the next page is read from offset 3, so no row is skipped.'
    ])
    const seen = (keys: string[]) => ({
      keys,
      bytes: Buffer.from(keys.join()),
      rows: keys.length,
      more: true,
      totals: undefined
    })
    expect(run.watch.see(seen(['/p0', '/p1']), 'offset 3')?.why).toContain(
      'sent only paths the page at offset 0 had'
    )
  })

  test("a page's totals are watched: a change is said, the first kept", async () => {
    const { run, log } = datasetRun('visitors', { kind: 'offset', offset: 0 })
    await run.take(visit(0, 250, true, 10), log)
    await run.take(visit(250, 1, false, 12), log)
    expect(log.warnings).toEqual([
      'The totals changed while paging: offset 0 said human 10, ai 0, total 10, offset 250 says human 12, ai 0, total 12. The data moved during the export; rows may be missing or repeated. The first totals are kept.'
    ])
    expect(run.tally.totals).toEqual({ human: 10, ai: 0, total: 10 })
    const searches = datasetRun('searches', { kind: 'cursor', cursor: undefined })
    const at = (n: number): AnalyticsPage => ({ ...page(1, 'c1'), totalSearches: n })
    await searches.run.take(at(5), searches.log)
    await searches.run.take({ ...at(6), rows: [{ id: 'other' }] }, searches.log)
    expect(searches.log.warnings[0]).toContain(
      'page 1 said totalSearches 5, page 2 says totalSearches 6'
    )
  })
})

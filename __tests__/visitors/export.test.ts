import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import type { Logger } from '../../src/action/io.js'
import { ServiceError } from '../../src/service/errors.js'
import type { AnalyticsApi, AnalyticsPage } from '../../src/service/analytics.js'
import type { VisitorSettings } from '../../src/visitors/settings.js'
import { exportVisitors, visitorsExport, visitorsResult } from '../../src/visitors/export.js'
import type { AnalyticsResult } from '../../src/export/export-datasets.js'
import { periodOf } from '../../src/export/period.js'
import { resultOf } from '../helpers/analytics-result.js'

const dir = mkdtempSync(join(tmpdir(), 'visitors-unit-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const quiet: Logger = { debug: () => undefined, info: () => undefined, warning: () => undefined }
const noSecrets = (text: string) => text

function settings(over: Partial<VisitorSettings>): VisitorSettings {
  return {
    projectId: 'p',
    secretKey: 'mint_x',
    baseUrl: new URL('https://example.com'),
    requestTimeoutMs: 1000,
    dryRun: false,
    keyWarning: undefined,
    period: periodOf(undefined, undefined, 'dateFrom'),
    limit: 2,
    offset: 0,
    maxRows: undefined,
    format: 'csv',
    path: join(dir, `${Math.random()}.csv`),
    workspace: dir,
    confinedTo: undefined,
    summaryRows: 2,
    chart: true,
    ...over
  }
}

const row = (i: number) => ({ path: `/p${i}`, human: i, ai: 0, total: i })

/** Pages of `size` rows, `limit` at a time; fails at `failAt` offset if given. */
function api(size: number, failAt?: number): AnalyticsApi & { asked: unknown[] } {
  const asked: unknown[] = []
  return {
    asked,
    page(dataset, query, place, bounds) {
      const offset = place.kind === 'offset' ? place.offset : -1
      const limit = bounds.limit ?? 0
      asked.push({ dataset: dataset.name, offset, limit, allowance: bounds.allowance, query })
      if (offset === failAt)
        return Promise.reject(
          new ServiceError('boom', { kind: 'status', status: 503 }, { method: 'GET', path: '/x' })
        )
      const rows = Array.from({ length: Math.max(0, Math.min(limit, size - offset)) }, (_v, k) =>
        row(offset + k)
      )
      const page: AnalyticsPage = {
        totals: { human: 1, ai: 2, total: 3 },
        rows,
        more: offset + limit < size,
        nextCursor: null
      }
      return Promise.resolve(page)
    }
  }
}

const deps = (a: AnalyticsApi, signal?: AbortSignal) => ({
  api: a,
  log: quiet,
  redact: noSecrets,
  ...(signal === undefined ? {} : { signal })
})

describe('the visitors action asks the one export engine', () => {
  test('for the visitors alone, to its one file, by offset, its 429 retried, its JSON headed', () => {
    const period = periodOf('2026-02-01', '2026-03-01', 'dateFrom')
    const s = settings({ period, limit: 50, offset: 100, maxRows: 7, format: 'json' })
    expect(visitorsExport(s)).toEqual({
      projectId: 'p',
      datasets: ['visitors'],
      period,
      source: undefined,
      status: undefined,
      previous: undefined,
      format: 'json',
      files: { kind: 'file', path: s.path },
      confinedTo: undefined,
      totalsHeader: true,
      pageRows: 50,
      maxRows: 7,
      topRows: 2,
      requests: { kind: 'retried' },
      resume: { kind: 'offset', offset: 100 }
    })
  })

  test('pages by offset += limit while hasMore, with no allowance', async () => {
    const a = api(5)
    const result = await exportVisitors(visitorsExport(settings({})), deps(a))
    expect(result.kind).toBe('complete')
    expect(a.asked).toEqual(
      [0, 2, 4].map(offset => ({
        dataset: 'visitors',
        offset,
        limit: 2,
        allowance: undefined,
        query: {
          projectId: 'p',
          dateFrom: undefined,
          dateTo: undefined,
          source: undefined,
          status: undefined
        }
      }))
    )
    expect(result.stats).toEqual({
      rows: 5,
      pages: 3,
      totals: { human: 1, ai: 2, total: 3 },
      top: [row(4), row(3)]
    })
  })

  test('max-rows on a page boundary stops before the next request', async () => {
    const a = api(10)
    const result = await exportVisitors(visitorsExport(settings({ maxRows: 4 })), deps(a))
    expect(result).toMatchObject({ kind: 'stopped', nextOffset: 4, stats: { rows: 4 } })
    expect(a.asked).toHaveLength(2)
  })

  test('a failure keeps the rows so far and names the offset', async () => {
    const s = settings({})
    const result = await exportVisitors(visitorsExport(s), deps(api(10, 4)))
    expect(result).toMatchObject({ kind: 'failed', nextOffset: 4, stats: { rows: 4, pages: 2 } })
    expect(parse(readFileSync(s.path, 'utf8'), { columns: true })).toHaveLength(4)
  })

  test('a cancelled export stops before its first request and says where to continue', async () => {
    const controller = new AbortController()
    controller.abort()
    const a = api(10)
    const result = await exportVisitors(
      visitorsExport(settings({ offset: 6 })),
      deps(a, controller.signal)
    )
    expect(result).toMatchObject({ kind: 'cancelled', nextOffset: 6, stats: { pages: 0 } })
    expect(a.asked).toEqual([])
  })
})

describe("the engine's result as the visitors action tells it", () => {
  const error = new ServiceError(
    'refused',
    { kind: 'status', status: 401 },
    {
      method: 'GET',
      path: '/x'
    }
  )
  /** A one-dataset result, as the engine returns it, with these changes. */
  function result(
    dataset: Partial<AnalyticsResult['datasets'][number]>,
    over: Partial<AnalyticsResult> = {}
  ): AnalyticsResult {
    const base = resultOf({ visitors: [row(3), row(9)] }, 1, {
      totals: { visitors: { human: 1, ai: 1, total: 2 } }
    })
    const [visitors] = base.datasets
    return { ...base, datasets: [{ ...visitors!, ...dataset }], ...over }
  }

  test('complete, with its stats: rows, pages received, the first totals, the top rows', () => {
    expect(visitorsResult(result({ received: 4 }))).toEqual({
      kind: 'complete',
      stats: { rows: 2, pages: 4, totals: { human: 1, ai: 1, total: 2 }, top: [row(9)] }
    })
  })

  test('stopped at max-rows, continuing at its standing', () => {
    const stopped = result({ outcome: 'stopped', standing: { kind: 'offset', offset: 12 } })
    expect(visitorsResult(stopped)).toMatchObject({ kind: 'stopped', nextOffset: 12 })
  })

  test('failed on its own error, or on a halt that stops every dataset', () => {
    const own = result({ outcome: 'failed', error, standing: { kind: 'offset', offset: 8 } })
    expect(visitorsResult(own)).toMatchObject({ kind: 'failed', error, nextOffset: 8 })
    const refused = result(
      { outcome: 'unfinished', error: undefined, standing: { kind: 'offset', offset: 0 } },
      { halt: { kind: 'refused', error } }
    )
    expect(visitorsResult(refused)).toMatchObject({ kind: 'failed', error, nextOffset: 0 })
  })

  test('failed once complete (its file not closed): from where its last page started', () => {
    const closing = result({
      outcome: 'failed',
      error,
      standing: { kind: 'done' },
      lastPage: { kind: 'offset', offset: 500 }
    })
    expect(visitorsResult(closing)).toMatchObject({ kind: 'failed', nextOffset: 500 })
  })

  test('cancelled, where it stood', () => {
    const cancelled = result(
      { outcome: 'unfinished', standing: { kind: 'offset', offset: 30 } },
      { halt: { kind: 'cancelled' } }
    )
    expect(visitorsResult(cancelled)).toMatchObject({ kind: 'cancelled', nextOffset: 30 })
  })

  test('an end no visitors export can reach is a bug, said as one', () => {
    const budget = result(
      { outcome: 'unfinished', standing: { kind: 'offset', offset: 0 } },
      { halt: { kind: 'budget' } }
    )
    expect(() => visitorsResult(budget)).toThrow(
      'the visitors export ended unfinished with no reason'
    )
    expect(() => visitorsResult({ ...budget, datasets: [] })).toThrow(
      'the visitors export read no dataset'
    )
  })
})

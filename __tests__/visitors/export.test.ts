import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import type { Logger } from '../../src/action/io.js'
import { ServiceError } from '../../src/service/errors.js'
import type { VisitorsApi, VisitorsPage } from '../../src/service/visitors.js'
import type { VisitorSettings } from '../../src/visitors/settings.js'
import { exportVisitors, TopRows } from '../../src/visitors/export.js'
import { periodOf } from '../../src/export/period.js'

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
function api(size: number, failAt?: number): VisitorsApi & { offsets: number[] } {
  const offsets: number[] = []
  return {
    offsets,
    getVisitors(_p, q) {
      offsets.push(q.offset)
      if (q.offset === failAt)
        return Promise.reject(
          new ServiceError('boom', { kind: 'status', status: 503 }, { method: 'GET', path: '/x' })
        )
      const visitors = Array.from(
        { length: Math.max(0, Math.min(q.limit, size - q.offset)) },
        (_v, k) => row(q.offset + k)
      )
      const page: VisitorsPage = {
        totals: { human: 1, ai: 2, total: 3 },
        visitors,
        hasMore: q.offset + q.limit < size
      }
      return Promise.resolve(page)
    }
  }
}

describe('exportVisitors', () => {
  test('pages by offset += limit while hasMore', async () => {
    const a = api(5)
    const result = await exportVisitors(settings({}), { api: a, log: quiet, redact: noSecrets })
    expect(result.kind).toBe('complete')
    expect(a.offsets).toEqual([0, 2, 4])
    expect(result.stats).toMatchObject({ rows: 5, pages: 3, totals: { human: 1, ai: 2, total: 3 } })
  })

  test('max-rows on a page boundary stops before the next request', async () => {
    const a = api(10)
    const result = await exportVisitors(settings({ maxRows: 4 }), {
      api: a,
      log: quiet,
      redact: noSecrets
    })
    expect(result).toMatchObject({ kind: 'stopped', nextOffset: 4, stats: { rows: 4 } })
    expect(a.offsets).toEqual([0, 2])
  })

  test('a failure keeps the rows so far and names the offset', async () => {
    const s = settings({})
    const result = await exportVisitors(s, { api: api(10, 4), log: quiet, redact: noSecrets })
    expect(result).toMatchObject({ kind: 'failed', nextOffset: 4, stats: { rows: 4 } })
    expect(parse(readFileSync(s.path, 'utf8'), { columns: true })).toHaveLength(4)
  })

  test('hasMore with an empty page fails instead of paging forever', async () => {
    const a: VisitorsApi = {
      getVisitors: () =>
        Promise.resolve({ totals: { human: 0, ai: 0, total: 0 }, visitors: [], hasMore: true })
    }
    const result = await exportVisitors(settings({}), { api: a, log: quiet, redact: noSecrets })
    expect(result.kind === 'failed' && result.error.message).toContain('sent none')
  })

  test('a cancelled export stops and says where to continue', async () => {
    const controller = new AbortController()
    controller.abort()
    const result = await exportVisitors(settings({ offset: 6 }), {
      api: api(10),
      log: quiet,
      signal: controller.signal,
      redact: noSecrets
    })
    expect(result).toMatchObject({ kind: 'cancelled', nextOffset: 6 })
  })
})

describe('TopRows', () => {
  test('keeps the best by total, first seen winning a tie', () => {
    const top = new TopRows(3)
    for (const [path, total] of [
      ['a', 5],
      ['b', 9],
      ['c', 5],
      ['d', 1],
      ['e', 9],
      ['f', 7]
    ] as const)
      top.add({ path, human: 0, ai: 0, total })
    expect(top.rows().map(r => r.path)).toEqual(['b', 'e', 'f'])
  })
  test('size 0 keeps nothing', () => {
    const top = new TopRows(0)
    top.add(row(1))
    expect(top.rows()).toEqual([])
  })
})

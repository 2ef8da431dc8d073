import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { exportAnalytics } from '../../src/export/export-datasets.js'
import { boundedPeriodOf, periodOf } from '../../src/export/period.js'
import type { ExportRequest } from '../../src/export/request.js'
import type { AnalyticsApi, AnalyticsPage, Place, Row } from '../../src/service/analytics.js'
import type { DatasetName } from '../../src/service/datasets.js'
import { ServiceError } from '../../src/service/errors.js'

/**
 * The export's loop asks for its next page as soon as the current one is in, before it is written
 * and counted (the read-ahead), so the service works while the action does; and never for a page
 * it would not have read without it, but one whose dataset taking in the current page ends.
 */

const dir = mkdtempSync(join(tmpdir(), 'export-datasets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function request(over: Partial<ExportRequest> = {}): ExportRequest {
  return {
    projectId: 'p',
    datasets: ['visitors'],
    period: periodOf(undefined, undefined, 'dateFrom'),
    source: undefined,
    status: undefined,
    previous: undefined,
    format: 'ndjson',
    files: { kind: 'file', path: join(dir, `${Math.random()}.ndjson`) },
    confinedTo: undefined,
    totalsHeader: false,
    pageRows: 2,
    maxRows: undefined,
    topRows: 2,
    requests: { kind: 'retried' },
    resume: { kind: 'offset', offset: 0 },
    ...over
  }
}

const failure = (status: number) =>
  new ServiceError(`status ${status}`, { kind: 'status', status }, { method: 'GET', path: '/x' })

const where = (place: Place) =>
  place.kind === 'offset' ? `${place.offset}` : place.kind === 'cursor' ? `${place.cursor}` : '1'

/**
 * A service of `size` rows a dataset, two a page, answering on a later turn of the event loop;
 * `answer` may replace a page or fail it, by dataset and place. It notes each request asked for
 * (`asked <dataset>@<place>`) and answered, and the most ever in flight at once.
 */
function service(
  size: number,
  answer: (name: DatasetName, at: string, page: AnalyticsPage) => AnalyticsPage | Error = (
    _n,
    _a,
    page
  ) => page,
  asking: (at: string) => void = () => undefined
) {
  const events: string[] = []
  let flying = 0
  let most = 0
  const api: AnalyticsApi = {
    page(dataset, _query, place, bounds) {
      const at = where(place)
      events.push(`asked ${dataset.name}@${at}`)
      bounds.allowance?.take()
      flying++
      most = Math.max(most, flying)
      const from =
        place.kind === 'offset'
          ? place.offset
          : place.kind === 'cursor'
            ? Number(place.cursor ?? 0)
            : 0
      const rows: Row[] = Array.from(
        { length: Math.max(0, Math.min(2, size - from)) },
        (_v, k) => ({
          path: `/p${from + k}`,
          id: `r${from + k}`,
          human: 1,
          ai: 0,
          total: 1
        })
      )
      const more = from + 2 < size
      const page: AnalyticsPage = {
        rows,
        more,
        nextCursor: place.kind === 'cursor' && more ? String(from + 2) : null
      }
      return new Promise((resolve, reject) => {
        let done = false
        const settle = () => {
          if (done) return
          done = true
          flying--
          events.push(`answered ${dataset.name}@${at}`)
          const got =
            bounds.signal?.aborted === true
              ? new ServiceError('cancelled', { kind: 'cancelled' }, { method: 'GET', path: '/x' })
              : answer(dataset.name, at, page)
          if (got instanceof Error) reject(got)
          else resolve(got)
        }
        // Stopped a little after it is told to, as a request is.
        bounds.signal?.addEventListener('abort', () => setTimeout(settle, 5), { once: true })
        asking(at)
        setImmediate(settle)
      })
    }
  }
  const log = {
    debug: (message: string) => void events.push(message),
    info: () => undefined,
    warning: (message: string) => void events.push(`warning: ${message}`)
  }
  return {
    api,
    log,
    events,
    most: () => most,
    /** Requests asked for and not yet answered (stopped ones are answered too). */
    flying: () => flying,
    asked: () => events.filter(e => e.startsWith('asked'))
  }
}

const noSecrets = (text: string) => text

describe('the next page is asked for while the current one is written', () => {
  test('a lone dataset by offset: each page asked for before the one before it is counted', async () => {
    const s = service(5)
    const ask = request()
    const result = await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(result.complete).toBe(true)
    expect(s.events).toEqual([
      'asked visitors@0',
      'answered visitors@0',
      'asked visitors@2',
      'answered visitors@2',
      'visitors: 2 rows at offset 0',
      'asked visitors@4',
      'answered visitors@4',
      'visitors: 2 rows at offset 2',
      'visitors: 1 rows at offset 4'
    ])
    // One request at a time, each page once, and every row in the file in order.
    expect(s.most()).toBe(1)
    expect(result.requests).toBe(3)
    const file = ask.files.kind === 'file' ? ask.files.path : ''
    const paths = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map(line => (JSON.parse(line) as Row).path)
    expect(paths).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4'])
  })

  test('by cursor: the nextCursor given, each page once', async () => {
    const s = service(5)
    const ask = request({
      datasets: ['feedback'],
      resume: { kind: 'sealed', from: undefined, secretKey: 'k' }
    })
    const result = await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(result.complete).toBe(true)
    expect(s.asked()).toEqual(['asked feedback@undefined', 'asked feedback@2', 'asked feedback@4'])
    expect(s.events.indexOf('asked feedback@4')).toBeLessThan(
      s.events.indexOf('feedback: 2 rows at page 2')
    )
  })

  test('several datasets take turns: the next turn is asked for, whichever dataset it is', async () => {
    const s = service(3)
    const ask = request({
      datasets: ['visitors', 'views', 'feedback-by-page'],
      files: { kind: 'folder', directory: join(dir, `${Math.random()}`) },
      resume: { kind: 'sealed', from: undefined, secretKey: 'k' }
    })
    const result = await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(result.complete).toBe(true)
    // The one-request dataset first, then a page of each by turns; the last turn has no next.
    expect(s.asked()).toEqual([
      'asked feedback-by-page@1',
      'asked visitors@0',
      'asked views@0',
      'asked visitors@2',
      'asked views@2'
    ])
    expect(s.events.indexOf('asked views@0')).toBeLessThan(
      s.events.indexOf('visitors: 2 rows at offset 0')
    )
    expect(s.most()).toBe(1)
  })
})

describe('no request it would not have sent, but one whose dataset the page before ends', () => {
  test('a stall: the page after a page that comes again is not asked for', async () => {
    const same: AnalyticsPage = {
      rows: [{ path: '/a' }, { path: '/b' }],
      more: true,
      nextCursor: null
    }
    const s = service(100, () => same)
    const result = await exportAnalytics(request(), { api: s.api, log: s.log, redact: noSecrets })
    expect(s.asked()).toEqual(['asked visitors@0', 'asked visitors@2'])
    expect(result.datasets[0]?.error?.message).toMatch(/sent the same 2 rows as at offset 0/)
  })

  test('a cursor given before is not asked for again', async () => {
    const s = service(10, (_n, _at, page) => ({ ...page, nextCursor: '2' }))
    const ask = request({
      datasets: ['feedback'],
      resume: { kind: 'sealed', from: undefined, secretKey: 'k' }
    })
    const result = await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(s.asked()).toEqual(['asked feedback@undefined', 'asked feedback@2'])
    expect(result.datasets[0]?.error?.message).toMatch(/a nextCursor it had given before/)
  })

  test('a page max-rows cuts, or fills, is the last asked for', async () => {
    for (const maxRows of [3, 4]) {
      const s = service(10)
      const result = await exportAnalytics(request({ maxRows }), {
        api: s.api,
        log: s.log,
        redact: noSecrets
      })
      expect(s.asked()).toEqual(['asked visitors@0', 'asked visitors@2'])
      expect(result.datasets[0]).toMatchObject({
        outcome: 'stopped',
        standing: { offset: maxRows }
      })
    }
  })

  test("the allowance's last request is the last asked for", async () => {
    const s = service(10)
    const ask = request({
      requests: { kind: 'allowance', max: 2 },
      resume: { kind: 'sealed', from: undefined, secretKey: 'k' }
    })
    const result = await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(s.asked()).toEqual(['asked visitors@0', 'asked visitors@2'])
    expect(result).toMatchObject({ requests: 2, halt: { kind: 'budget' } })
    expect(result.datasets[0]).toMatchObject({ standing: { kind: 'offset', offset: 4 } })
  })

  test('a page that comes again after another is known once encoded: the one asked ahead is stopped', async () => {
    const pages = [0, 1].map(k => ({
      rows: [{ path: `/a${k}` }, { path: `/b${k}` }],
      more: true,
      nextCursor: null
    }))
    const s = service(100, (_n, at) => pages[(Number(at) / 2) % 2] ?? pages[0]!)
    const result = await exportAnalytics(request(), { api: s.api, log: s.log, redact: noSecrets })
    // The third page is the first again: the fourth, asked for while it was taken in, is stopped.
    expect(s.asked()).toEqual([
      'asked visitors@0',
      'asked visitors@2',
      'asked visitors@4',
      'asked visitors@6'
    ])
    expect(s.flying()).toBe(0)
    expect(result.datasets[0]?.error?.message).toMatch(/sent the same 2 rows as at offset 0/)
    expect(result.datasets[0]?.tally.rows).toBe(4)
  })

  test('a write that fails (a full disk): the page asked ahead is stopped, nothing more', async () => {
    const s = service(10)
    const ask = request({ files: { kind: 'file', path: '/dev/full' } })
    const result = await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(s.asked()).toEqual(['asked visitors@0', 'asked visitors@2'])
    expect(s.flying()).toBe(0)
    expect(result.datasets[0]?.error?.message).toMatch(/ENOSPC/)
    expect(result.datasets[0]?.standing).toEqual({ kind: 'offset', offset: 0 })
  })

  test('cancelled while a page is taken in: nothing more is asked for', async () => {
    const stop = new AbortController()
    const s = service(10, (_n, _at, page) => (stop.abort(), page))
    const deps = { api: s.api, log: s.log, redact: noSecrets, signal: stop.signal }
    const result = await exportAnalytics(request(), deps)
    expect(result.halt).toEqual({ kind: 'cancelled' })
    expect(s.asked()).toEqual(['asked visitors@0'])
    expect(result.datasets[0]?.standing).toEqual({ kind: 'offset', offset: 2 })
  })

  test('a previous period to compare: the first round reads nothing ahead', async () => {
    const s = service(5)
    const ask = request({ previous: boundedPeriodOf('2026-01-01', '2026-02-01', 'dateFrom') })
    await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(s.asked()).toEqual([
      'asked visitors@0',
      'asked visitors@0',
      'asked visitors@2',
      'asked visitors@4'
    ])
  })
})

describe('a page read ahead that fails fails as it would have at its turn', () => {
  test('a server error fails the dataset there, the rows before it kept', async () => {
    const boom = failure(503)
    const s = service(10, (_n, at, page) => (at === '2' ? boom : page))
    const result = await exportAnalytics(request(), { api: s.api, log: s.log, redact: noSecrets })
    expect(s.asked()).toEqual(['asked visitors@0', 'asked visitors@2'])
    expect(result.datasets[0]).toMatchObject({
      outcome: 'failed',
      error: boom,
      standing: { kind: 'offset', offset: 2 }
    })
    expect(result.datasets[0]?.tally.rows).toBe(2)
  })

  test('a 429 under an allowance stops the export, rate-limited', async () => {
    const limited = failure(429)
    const s = service(10, (_n, at, page) => (at === '2' ? limited : page))
    const ask = request({
      requests: { kind: 'allowance', max: 10 },
      resume: { kind: 'sealed', from: undefined, secretKey: 'k' }
    })
    const result = await exportAnalytics(ask, { api: s.api, log: s.log, redact: noSecrets })
    expect(result.halt).toEqual({ kind: 'rate-limited', error: limited })
    expect(result.datasets[0]).toMatchObject({ outcome: 'unfinished', error: undefined })
    expect(result.datasets[0]?.standing).toEqual({ kind: 'offset', offset: 2 })
  })

  test('cancelled while it comes: the export stops cancelled, the page stopped and settled', async () => {
    const stop = new AbortController()
    const s = service(
      10,
      (_n, _at, page) => page,
      at => {
        if (at === '2') stop.abort()
      }
    )
    const result = await exportAnalytics(request(), {
      api: s.api,
      log: s.log,
      redact: noSecrets,
      signal: stop.signal
    })
    expect(result.halt).toEqual({ kind: 'cancelled' })
    expect(s.asked()).toEqual(['asked visitors@0', 'asked visitors@2'])
    // Nothing left running: the page asked ahead was answered (or stopped) before the export ended.
    expect(s.flying()).toBe(0)
    expect(result.datasets[0]?.standing).toEqual({ kind: 'offset', offset: 2 })
  })
})

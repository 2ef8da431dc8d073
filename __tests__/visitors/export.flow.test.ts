import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { type Fault } from '../../emulator/server.js'
import { withoutMaskCommands } from '../../emulator/runner.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { runStep } from '../helpers/run-step.js'
import { expected, readCsv, readNdjson, type Row } from '../helpers/visitors-files.js'
import { useExportStep } from '../helpers/export-step.js'

/**
 * The visitors action's export, in process (helpers/run-step.ts: the step as the runner prepares
 * it, waits instant on the injected clock; request-timeout still on the real clock), against the
 * stand-in, with real files. A whole export through dist/ stays in e2e/visitors.test.ts.
 */

const visitors = useExportStep('visitors', runStep, { prefix: 'visitors-flow-' })
const { exportRun } = visitors

describe('visitors export, in process', () => {
  test('JSON is one document with dates, totals and every row', async () => {
    visitors.emulator.resetVisitors(hostileDataset(120))
    const run = await exportRun({
      format: 'json',
      limit: '50',
      dateFrom: '2026-02-01',
      dateTo: '2026-03-01'
    })
    expect(run.code).toBe(0)
    const doc = JSON.parse(readFileSync(join(visitors.dir, 'visitors.json'), 'utf8')) as {
      dateFrom: string
      dateTo: string
      totals: Row
      visitors: Row[]
    }
    expect(doc.dateFrom).toBe('2026-02-01')
    expect(doc.dateTo).toBe('2026-03-01')
    expect(doc.totals.human).toBe(Number(run.outputs.human))
    expect(doc.visitors).toEqual(expected(visitors.emulator.visitors))
    expect(Object.keys(doc)).toEqual(['dateFrom', 'dateTo', 'totals', 'visitors'])
  })

  test('NDJSON is one object per line', async () => {
    visitors.emulator.resetVisitors(hostileDataset(75))
    const run = await exportRun({ format: 'ndjson', limit: '20', path: 'out/deep/v.ndjson' })
    expect(run.code).toBe(0)
    expect(readNdjson(join(visitors.dir, 'out/deep/v.ndjson'))).toEqual(
      expected(visitors.emulator.visitors)
    )
    expect(run.outputs.pages).toBe('4')
  })

  test('0 rows: a header-only CSV, a valid empty JSON', async () => {
    let run = await exportRun({})
    expect(run.code).toBe(0)
    expect(readFileSync(join(visitors.dir, 'visitors.csv'), 'utf8')).toBe('path,human,ai,total\r\n')
    expect(run.outputs).toMatchObject({ rows: '0', pages: '1', complete: 'true', total: '0' })
    run = await exportRun({ format: 'json' })
    expect(JSON.parse(readFileSync(join(visitors.dir, 'visitors.json'), 'utf8'))).toEqual({
      dateFrom: null,
      dateTo: null,
      totals: { human: 0, ai: 0, total: 0 },
      visitors: []
    })
  })

  test('exactly one full page takes one request; one page plus one row takes two', async () => {
    visitors.emulator.resetVisitors(hostileDataset(100))
    let run = await exportRun({ limit: '100' })
    expect(run.outputs).toMatchObject({ rows: '100', pages: '1', complete: 'true' })
    expect(visitors.emulator.count('visitors')).toBe(1)
    visitors.emulator.resetVisitors(hostileDataset(101))
    run = await exportRun({ limit: '100' })
    expect(run.outputs).toMatchObject({ rows: '101', pages: '2', complete: 'true' })
    expect(readCsv(join(visitors.dir, 'visitors.csv'))).toEqual(
      expected(visitors.emulator.visitors)
    )
  })

  test('max-rows stops mid-page and names where to continue; resuming from it yields the rest', async () => {
    visitors.emulator.resetVisitors(hostileDataset(300))
    const first = await exportRun({
      limit: '100',
      'max-rows': '150',
      format: 'ndjson',
      path: 'part1.ndjson'
    })
    expect(first.code).toBe(0)
    expect(first.outputs).toMatchObject({
      rows: '150',
      pages: '2',
      complete: 'false',
      'next-offset': '150'
    })
    expect(first.summary).toContain('### Top 20 pages by visitors, of the rows exported')
    const second = await exportRun({
      limit: '100',
      offset: '150',
      format: 'ndjson',
      path: 'part2.ndjson'
    })
    expect(second.outputs).toMatchObject({ rows: '150', complete: 'true', 'next-offset': '' })
    expect(second.summary).toContain('### Top 20 pages by visitors\n')
    const all = [
      ...readNdjson(join(visitors.dir, 'part1.ndjson')),
      ...readNdjson(join(visitors.dir, 'part2.ndjson'))
    ]
    expect(all).toEqual(expected(visitors.emulator.visitors))
  })

  test('dateTo is exclusive: the stand-in filters and the file holds only those days', async () => {
    visitors.emulator.resetVisitors(hostileDataset(280))
    const run = await exportRun({ dateFrom: '2026-02-03', dateTo: '2026-02-05', format: 'ndjson' })
    expect(run.code).toBe(0)
    const rows = readNdjson(join(visitors.dir, 'visitors.ndjson'))
    const want = expected(visitors.emulator.visitors).filter((_r, i) =>
      ['2026-02-03', '2026-02-04'].includes(visitors.emulator.visitors.rowAt(i).date)
    )
    expect(rows).toEqual(want)
    expect(rows).toHaveLength(20)
  })

  test('days: the last N whole UTC days, passed as YYYY-MM-DD', async () => {
    const run = await exportRun({ days: '7' })
    expect(run.code).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    const from = new Date(Date.parse(today) - 7 * 86_400_000).toISOString().slice(0, 10)
    expect(visitors.emulator.requests[0]?.query.get('dateFrom')).toBe(from)
    expect(visitors.emulator.requests[0]?.query.get('dateTo')).toBe(today)
  })

  test.each([
    [{ dateFrom: '2026-02-30' }, 'Input "dateFrom" must be a real date'],
    [{ dateTo: '02/01/2026' }, 'Input "dateTo" must be a real date'],
    [
      { dateFrom: '2026-03-01', dateTo: '2026-02-01' },
      'Input "dateFrom" (2026-03-01) must be before "dateTo"'
    ],
    [{ days: '7', dateFrom: '2026-01-01' }, 'Input "days" cannot be used together with "dateFrom"'],
    [{ days: '0' }, 'Input "days" must be a whole number from 1'],
    [{ limit: '251' }, 'Input "limit" must be a whole number from 1 to 250'],
    [{ limit: '0' }, 'Input "limit" must be a whole number from 1 to 250'],
    [{ offset: '-1' }, 'Input "offset" must be a whole number of at least 0'],
    [{ 'max-rows': 'ten' }, 'Input "max-rows" must be a whole number'],
    [{ format: 'xlsx' }, 'Input "format" must be one of csv, json, ndjson, not "xlsx"'],
    [{ 'summary-rows': '-2' }, 'Input "summary-rows" must be a whole number'],
    [{ 'base-url': 'http://example.com' }, 'Input "base-url" must use https://'],
    [{ projectId: '' }, 'Input "projectId" is required']
  ])('bad input %j fails naming it, and nothing is sent', async (inputs, message) => {
    const run = await exportRun(inputs)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`::error::${message}`)
    expect(visitors.emulator.requests).toHaveLength(0)
  })

  test('a 429 in the middle is retried and still yields every row exactly once', async () => {
    visitors.emulator.resetVisitors(hostileDataset(260))
    visitors.emulator.inject(
      'visitors',
      { delayMs: 0 },
      { status: 429, body: { error: 'Too many requests' }, headers: { 'retry-after': '0' } }
    )
    const run = await exportRun({ limit: '100', format: 'ndjson' })
    expect(run.code).toBe(0)
    expect(readNdjson(join(visitors.dir, 'visitors.ndjson'))).toEqual(
      expected(visitors.emulator.visitors)
    )
    expect(visitors.emulator.requests.map(r => `${r.query.get('offset')}:${r.status}`)).toEqual([
      '0:200',
      '100:429',
      '100:200',
      '200:200'
    ])
    expect(run.outputs.pages).toBe('3')
  })

  test('retries running out: the step fails, the file keeps the rows, the error names the offset to resume from', async () => {
    visitors.emulator.resetVisitors(hostileDataset(500))
    const burst = Array.from({ length: 5 }, () => ({ status: 503, body: { error: 'unavailable' } }))
    visitors.emulator.inject('visitors', { delayMs: 0 }, { delayMs: 0 }, ...burst)
    const run = await exportRun({ limit: '100', format: 'json' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      'The service failed (503) when trying to read visitors of project "docs" at offset 200 after 5 attempts'
    )
    expect(run.stdout).toContain('Run again with offset: 200 to continue.')
    expect(run.outputs).toMatchObject({ rows: '200', complete: 'false', 'next-offset': '200' })
    const doc = JSON.parse(readFileSync(join(visitors.dir, 'visitors.json'), 'utf8')) as {
      visitors: Row[]
    }
    expect(doc.visitors).toEqual(expected(visitors.emulator.visitors, 0, 200))
    const resumed = await exportRun({
      limit: '100',
      offset: '200',
      format: 'json',
      path: 'rest.json'
    })
    const rest = JSON.parse(readFileSync(join(visitors.dir, 'rest.json'), 'utf8')) as {
      visitors: Row[]
    }
    expect(resumed.code).toBe(0)
    expect([...doc.visitors, ...rest.visitors]).toEqual(expected(visitors.emulator.visitors))
  })

  test.each<[string, Fault[]]>([
    [
      'a 5xx burst within the retry budget',
      [{ status: 502 }, { status: 503 }, { status: 500, body: { error: 'x' } }, { status: 504 }]
    ],
    ['a connection dropped mid-page', [{ drop: 'mid-body' }]],
    ['a connection dropped before the response', [{ drop: 'before-response' }]],
    ['a page that is not JSON', [{ status: 200, raw: '<html>upstream error</html>' }]],
    ['a page that never comes', [{ hang: true }]]
  ])('%s in the middle of an export: retried, every row exactly once', async (_name, faults) => {
    visitors.emulator.resetVisitors(hostileDataset(350))
    visitors.emulator.inject('visitors', { delayMs: 0 }, ...faults)
    const run = await exportRun({ limit: '100', format: 'ndjson', 'request-timeout': '300ms' })
    expect(run.code).toBe(0)
    expect(readNdjson(join(visitors.dir, 'visitors.ndjson'))).toEqual(
      expected(visitors.emulator.visitors)
    )
    expect(visitors.emulator.count('visitors')).toBe(4 + faults.length)
    expect(visitors.emulator.requests.filter(r => r.query.get('offset') === '100')).toHaveLength(
      1 + faults.length
    )
    expect(run.outputs).toMatchObject({ rows: '350', pages: '4', complete: 'true' })
  })

  const page = (paths: string[], hasMore = true) => ({
    status: 200,
    body: {
      totals: { human: 9, ai: 1, total: 10 },
      visitors: paths.map(path => ({ path, human: 1, ai: 0, total: 1 })),
      hasMore
    }
  })

  // The page that stops the paging is past once read: its rows are written, unless it is row for
  // row one the file holds already; a resume goes on after it. [requests, next-offset, rows written]
  test.each<[string, Fault[], [number, number, number], string]>([
    [
      'the same page again and again',
      Array.from({ length: 50 }, () => page(['/a', '/b'])),
      [2, 4, 2],
      'said more visitors follow offset 2 but sent the same 2 rows as at offset 0, so paging would never end (they are in the file once)'
    ],
    [
      'pages that cycle',
      [
        page(['/a', '/b']),
        page(['/c', '/d']),
        ...Array.from({ length: 50 }, () => page(['/a', '/b']))
      ],
      [3, 6, 4],
      'said more visitors follow offset 4 but sent the same 2 rows as at offset 0'
    ],
    [
      'the previous page again, counts changed',
      [page(['/a', '/b']), page(['/b', '/a']), page(['/b'])],
      [2, 4, 4],
      'said more visitors follow offset 2 but sent only paths the page at offset 0 had, so paging would never end (its 2 rows are kept)'
    ],
    [
      'an empty page',
      [page(['/a', '/b']), ...Array.from({ length: 50 }, () => page([]))],
      [2, 2, 2],
      'said more visitors follow offset 2 but sent none'
    ]
  ])(
    'hasMore with %s ends by itself: says why, complete false, where to resume, no row dropped',
    async (_what, pages, [requests, resumeAt, written], why) => {
      visitors.emulator.inject('visitors', ...pages)
      const run = await exportRun({ limit: '2', format: 'ndjson' })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(why)
      expect(visitors.emulator.count('visitors')).toBe(requests)
      expect(run.outputs).toMatchObject({ complete: 'false', 'next-offset': String(resumeAt) })
      expect(readNdjson(join(visitors.dir, 'visitors.ndjson'))).toHaveLength(written)
      expect(run.stdout.match(/::warning::/g) ?? []).toHaveLength(0)
    }
  )

  test.each([
    ['1.5', 'visitors[1].human = 1.5'],
    ['1e21', 'visitors[1].human = 1e+21'],
    ['-1', 'visitors[1].human = -1'],
    ['"12"', 'visitors[1].human = "12"'],
    ['null', 'visitors[1].human = null'],
    ['9007199254740993', 'visitors[1].human = 9007199254740992']
  ])(
    'a count of %s is refused, naming the offset and the field; the rows before it are kept',
    async (raw, field) => {
      visitors.emulator.resetVisitors(hostileDataset(500))
      const bad = `{"totals":{"human":1,"ai":1,"total":2},"hasMore":true,"visitors":[{"path":"/x","human":1,"ai":0,"total":1},{"path":"/y","human":${raw},"ai":0,"total":1}]}`
      visitors.emulator.inject(
        'visitors',
        { delayMs: 0 },
        { delayMs: 0 },
        { status: 200, raw: bad }
      )
      const run = await exportRun({ limit: '100', format: 'csv' })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(
        `::error::The service's answer to the request to read visitors of project "docs" at offset 200 has ${field}, not a whole number of 0 or more.`
      )
      expect(run.outputs).toMatchObject({ rows: '200', complete: 'false', 'next-offset': '200' })
      expect(readCsv(join(visitors.dir, 'visitors.csv'))).toEqual(
        expected(visitors.emulator.visitors, 0, 200)
      )
      expect(visitors.emulator.count('visitors')).toBe(3)
    }
  )

  test('the summary has the totals, a bar chart and the top pages with escaped paths; chart: false leaves it out', async () => {
    visitors.emulator.resetVisitors(hostileDataset(40))
    const run = await exportRun({ 'summary-rows': '5' })
    // People read 16,300 in the summary; the outputs keep plain integers.
    const human = Number(run.outputs.human)
    expect(human).toBeGreaterThan(1000)
    expect(run.summary).toContain(`| Human | ${human.toLocaleString('en-US')} |`)
    expect(run.summary).toContain(
      '```mermaid\n%%{init: {"xyChart": {"width": 800, "height": 280}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da"}}}}%%\nxychart-beta horizontal'
    )
    const top = expected(visitors.emulator.visitors)
      .sort((a, b) => b.total - a.total)
      .slice(0, 5)
    const tableRows = run.summary
      .split('\n')
      .filter(l => /^\| \S.* \| [\d,]+ \| [\d,]+ \| [\d,]+ \|$/.test(l))
    expect(tableRows.map(l => Number(l.split('|').at(-2)?.replace(/,/g, '')))).toEqual(
      top.map(r => r.total)
    )
    // A path with "|" or a newline stays inside its cell.
    expect(run.summary).not.toMatch(/\|\s*line\/8/)
    const plain = await exportRun({ 'summary-rows': '5', chart: 'false' })
    expect(plain.summary).not.toContain('mermaid')
    expect(plain.summary).toContain('### Top 5 pages by visitors')
  })

  test('moving data is warned about, naming the offsets', async () => {
    visitors.emulator.resetVisitors(hostileDataset(4))
    const page = (offset: number, totals: number) => ({
      status: 200,
      body: {
        totals: { human: totals, ai: 0, total: totals },
        visitors: [
          { path: offset === 0 ? '/a' : '/a', human: 1, ai: 0, total: 1 },
          { path: `/b${offset}`, human: 1, ai: 0, total: 1 }
        ],
        hasMore: offset === 0
      }
    })
    visitors.emulator.inject('visitors', page(0, 10), page(2, 11))
    const run = await exportRun({ limit: '2', format: 'json', path: 'moving.json' })
    expect(run.code).toBe(0)
    // The file, the outputs and the summary carry the same (first) totals.
    const file = JSON.parse(readFileSync(join(visitors.dir, 'moving.json'), 'utf8')) as {
      totals: { total: number }
    }
    expect(file.totals.total).toBe(10)
    expect(run.outputs.total).toBe('10')
    expect(run.summary).toContain('| Total (deduplicated) | 10 |')
    expect(run.stdout).toContain(
      '::warning::The totals changed while paging: offset 0 said human 10, ai 0, total 10, offset 2 says human 11'
    )
    expect(run.stdout).toContain(
      '::warning::1 path(s) came back again in the page at offset 2, e.g. "/a" (already in the page at offset 0)'
    )
  })

  test('the key never reaches the output, even when the service echoes it', async () => {
    visitors.emulator.inject('visitors', {
      status: 400,
      body: { error: `invalid key ${visitors.emulator.apiKey}` }
    })
    const run = await exportRun({})
    expect(run.code).toBe(1)
    expect(withoutMaskCommands(run.stdout + run.stderr)).not.toContain(visitors.emulator.apiKey)
    expect(run.summary).not.toContain(visitors.emulator.apiKey)
  })
})

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { ActionError } from '../../src/action/errors.js'
import { redactor } from '../../src/text/secrets.js'
import { isWithin, openWriter } from '../../src/visitors/writers.js'

const dir = mkdtempSync(join(tmpdir(), 'writers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const noSecrets = (text: string) => text
const none = { dateFrom: undefined, dateTo: undefined }
const TOTALS = { human: 5, ai: 7, total: 12 }
const KEY = 'mint_live_9f8e7d6c5b4a'

describe('each format, streamed row by row', () => {
  const rows = [
    { path: '/a', human: 1, ai: 2, total: 3 },
    { path: '/b "q", c', human: 4, ai: 5, total: 9 }
  ]

  test("json: the dates, the first page's totals, then every row, as one document", async () => {
    const path = join(dir, 'all.json')
    const w = await openWriter(
      'json',
      path,
      { dateFrom: '2026-01-01', dateTo: '2026-02-01' },
      noSecrets
    )
    await w.begin(TOTALS)
    await w.write(rows.slice(0, 1))
    await w.write([])
    await w.write(rows.slice(1))
    await w.close()
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      totals: TOTALS,
      visitors: rows
    })
  })

  test("ndjson: one object per line, with only the contract's four fields", async () => {
    const path = join(dir, 'all.ndjson')
    const w = await openWriter('ndjson', path, none, noSecrets)
    await w.begin(TOTALS)
    await w.write([{ ...rows[0], extra: 'x' } as (typeof rows)[0], rows[1]] as typeof rows)
    await w.close()
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n')
    expect(lines.map(l => JSON.parse(l) as unknown)).toEqual(rows)
  })

  test('csv: a header, CRLF records, quoted where needed', async () => {
    const path = join(dir, 'all.csv')
    const w = await openWriter('csv', path, none, noSecrets)
    await w.begin(TOTALS)
    await w.write(rows)
    await w.close()
    const text = readFileSync(path, 'utf8')
    expect(text.startsWith('path,human,ai,total\r\n')).toBe(true)
    expect(parse(text, { columns: true, cast: true })).toEqual(rows)
  })

  test('CSV quotes a lone carriage return or line feed (RFC 4180)', async () => {
    const path = join(dir, 'edge.csv')
    const w = await openWriter('csv', path, none, noSecrets)
    const edge = [
      { path: 'a\rb', human: 1, ai: 2, total: 3 },
      { path: 'c\nd', human: 1, ai: 2, total: 3 },
      { path: '=1+1', human: 0, ai: 0, total: 0 }
    ]
    await w.begin({ human: 0, ai: 0, total: 0 })
    await w.write(edge)
    await w.close()
    expect(parse(readFileSync(path, 'utf8'), { columns: true, cast: true })).toEqual(edge)
  })

  test.each([
    ['csv', 'path,human,ai,total\r\n'],
    ['ndjson', ''],
    ['json', '{"dateFrom":"2026-01-01","dateTo":null,"totals":null,"visitors":[]}\n']
  ] as const)('a %s file closed without any page is still complete', async (format, expected) => {
    const path = join(dir, `empty.${format}`)
    const meta = { dateFrom: '2026-01-01', dateTo: undefined }
    await (await openWriter(format, path, meta, noSecrets)).close()
    expect(readFileSync(path, 'utf8')).toBe(expected)
  })
})

describe('a file is an edge: what it holds is redacted', () => {
  test.each(['csv', 'json', 'ndjson'] as const)(
    '%s: a path that holds the key, in any form',
    async format => {
      const path = join(dir, `secret.${format}`)
      const w = await openWriter(format, path, none, redactor([KEY]))
      await w.begin(TOTALS)
      await w.write([
        { path: `/docs/${KEY}`, human: 1, ai: 0, total: 1 },
        { path: `/docs/${encodeURIComponent(KEY).replace('_', '%5F')}`, human: 1, ai: 0, total: 1 }
      ])
      await w.close()
      const text = readFileSync(path, 'utf8')
      expect(text).not.toContain(KEY)
      expect(text).not.toContain('9f8e7d6c5b4a')
      expect(text.match(/\/docs\/\*\*\*/g)).toHaveLength(2)
    }
  )
})

test('a path that cannot be written fails before any row, naming the input', async () => {
  const file = join(dir, 'a-file')
  writeFileSync(file, 'x')
  const error = await openWriter('csv', join(file, 'under.csv'), none, noSecrets).catch(
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(ActionError)
  expect((error as Error).message).toMatch(
    /^Could not write the export to .*under\.csv \(input "path"\): /
  )
})

describe('isWithin', () => {
  test.each([
    ['/ws', '/ws', true],
    ['/ws/a/b.csv', '/ws', true],
    ['/ws/..reports/v.csv', '/ws', true],
    ['/ws/../x.csv', '/ws', false],
    ['/wsx/v.csv', '/ws', false],
    ['/other', '/ws', false]
  ])('%s in %s: %s', (path, folder, inside) => {
    expect(isWithin(path, folder)).toBe(inside)
  })
})

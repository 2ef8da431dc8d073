import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { ActionError } from '../../src/action/errors.js'
import { redactor } from '../../src/text/secrets.js'
import { isWithin, openFile, openWriter } from '../../src/export/files.js'
import { periodOf } from '../../src/export/period.js'

const dir = mkdtempSync(join(tmpdir(), 'writers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const noSecrets = (text: string) => text
const none = { period: periodOf(undefined, undefined, 'dateFrom') }
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
      { period: periodOf('2026-01-01', '2026-02-01', 'dateFrom') },
      noSecrets
    )
    await w.begin(TOTALS)
    await w.write(rows.slice(0, 1))
    await w.write([])
    await w.write(rows.slice(1))
    await w.close()
    const text = readFileSync(path, 'utf8')
    expect(JSON.parse(text)).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      totals: TOTALS,
      visitors: rows
    })
    // One row a line, as a person scrolling the file (or a diff) reads it.
    expect(text.split('\n')).toEqual([
      '{"dateFrom":"2026-01-01","dateTo":"2026-02-01","totals":{"human":5,"ai":7,"total":12},"visitors":[',
      '{"path":"/a","human":1,"ai":2,"total":3},',
      '{"path":"/b \\"q\\", c","human":4,"ai":5,"total":9}',
      ']}',
      ''
    ])
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
    const meta = { period: periodOf('2026-01-01', undefined, 'dateFrom') }
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
    ['/', '/ws', false],
    ['/w', '/w/s', false],
    ['/other', '/ws', false]
  ])('%s in %s: %s', (path, folder, inside) => {
    expect(isWithin(path, folder)).toBe(inside)
  })
})

describe('openFile: files go where the user said, and nowhere else', () => {
  /** A fresh workspace and, beside it, a folder outside it holding a file that must survive. */
  function places() {
    const root = mkdtempSync(join(dir, 'place-'))
    const ws = join(root, 'ws')
    const outside = join(root, 'outside')
    mkdirSync(ws)
    mkdirSync(outside)
    writeFileSync(join(outside, 'keep.txt'), 'precious')
    return { ws, outside }
  }
  const written = async (path: string, confinedTo?: string) => {
    const file = openFile(path, 'path', confinedTo)
    await file.put('export')
    await file.finish()
  }

  test('a symbolic link at the path is replaced by the file, never written through', async () => {
    const { ws, outside } = places()
    symlinkSync(join(outside, 'keep.txt'), join(ws, 'views.csv'))
    await written(join(ws, 'views.csv'), ws)
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('precious')
    expect(lstatSync(join(ws, 'views.csv')).isSymbolicLink()).toBe(false)
    expect(readFileSync(join(ws, 'views.csv'), 'utf8')).toBe('export')
  })

  test.each([
    ['the folder is a link out', 'link/views.csv'],
    ['a folder to create under a link out', 'link/new/deeper/views.csv'],
    ['a path that climbs back into the link', 'a/../link/new/views.csv']
  ])('%s: refused within the workspace, and nothing is created outside', async (_, rel) => {
    const { ws, outside } = places()
    symlinkSync(outside, join(ws, 'link'))
    // Joined as written: path.join would resolve the `..` before openFile sees it.
    const error = await written(`${ws}/${rel}`, ws).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionError)
    expect((error as Error).message).toContain(
      `(input "path"): its folder is really ${outside}, outside the workspace ${ws}, because a symbolic link leads there. Nothing was written. To write there on purpose, give "path" as an absolute path.`
    )
    expect(existsSync(join(outside, 'new'))).toBe(false)
    expect(existsSync(join(outside, 'views.csv'))).toBe(false)
  })

  test('a link that stays inside the workspace is followed', async () => {
    const { ws } = places()
    mkdirSync(join(ws, 'real'))
    symlinkSync(join(ws, 'real'), join(ws, 'link'))
    await written(join(ws, 'link/new/views.csv'), ws)
    expect(readFileSync(join(ws, 'real/new/views.csv'), 'utf8')).toBe('export')
  })

  test('without confinement (an absolute path given on purpose), a link out is followed', async () => {
    const { ws, outside } = places()
    symlinkSync(outside, join(ws, 'link'))
    await written(join(ws, 'link/views.csv'))
    expect(readFileSync(join(outside, 'views.csv'), 'utf8')).toBe('export')
  })

  test('a link that leads nowhere is no folder to write in', async () => {
    const { ws, outside } = places()
    symlinkSync(join(outside, 'gone'), join(ws, 'link'))
    await expect(written(join(ws, 'link/sub/views.csv'), ws)).rejects.toThrow(
      /^Could not write the export to .*views\.csv \(input "path"\): .*ENOENT/
    )
    expect(existsSync(join(outside, 'gone'))).toBe(false)
  })

  test('a write that fails later (a full disk) rejects, naming the input, and stays failed', async () => {
    // /dev/full itself, never a file left where it was.
    expect(lstatSync('/dev/full').isCharacterDevice()).toBe(true)
    const file = openFile('/dev/full', 'path')
    const failure = await file.put('x'.repeat(1 << 20)).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ActionError)
    expect((failure as Error).message).toMatch(
      /^Could not write the export to \/dev\/full \(input "path"\): .*ENOSPC/
    )
    await expect(file.put('more')).rejects.toBe(failure)
    await expect(file.finish()).rejects.toBe(failure)
  })

  test('a failure found only when the file is closed rejects the finish', async () => {
    expect(lstatSync('/dev/full').isCharacterDevice()).toBe(true)
    const file = openFile('/dev/full', 'dir')
    await file.put('small')
    await expect(file.finish()).rejects.toThrow(
      /^Could not write the export to \/dev\/full \(input "dir"\): .*ENOSPC/
    )
  })

  test('finishing twice is harmless', async () => {
    const { ws } = places()
    const file = openFile(join(ws, 'twice.csv'), 'path', ws)
    await file.put('once')
    await file.finish()
    await file.finish()
    expect(readFileSync(join(ws, 'twice.csv'), 'utf8')).toBe('once')
  })
})

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { ActionError } from '../../src/action/errors.js'
import { redactor } from '../../src/text/secrets.js'
import { cell, openDatasetWriter, type DatasetFile } from '../../src/export/dataset-file.js'
import { periodOf, type Period } from '../../src/export/period.js'
import type { ExportFormat } from '../../src/export/settings.js'
import { datasetSpec, type DatasetName } from '../../src/service/datasets.js'
import type { Row } from '../../src/service/analytics.js'
import { refusal } from '../helpers/refusal.js'

const dir = mkdtempSync(join(tmpdir(), 'dataset-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const noSecrets = (text: string) => text
const TOTALS = { human: 5, ai: 7, total: 12 }
const KEY = 'mint_live_9f8e7d6c5b4a'
const FEBRUARY = periodOf('2026-01-01', '2026-02-01', 'dateFrom')
const rows = [
  { path: '/a', human: 1, ai: 2, total: 3 },
  { path: '/b "q", c', human: 4, ai: 5, total: 9 }
]

let files = 0
/** A writer of `name` to a fresh file, and a function that reads the file back. */
function writer(name: DatasetName, format: ExportFormat, header?: Period, redact = noSecrets) {
  const file: DatasetFile = {
    format,
    path: join(dir, `${files++}.${format}`),
    input: 'path',
    confinedTo: undefined,
    header
  }
  const raw = openDatasetWriter(datasetSpec(name), file, redact)
  // A page as the export writes it: encoded, then written.
  const w = {
    write: async (page: readonly Row[], totals?: typeof TOTALS) =>
      raw.write(await raw.encode(page), totals),
    close: raw.close
  }
  return { w, text: () => readFileSync(file.path, 'utf8') }
}

describe("the visitors action's v1 JSON: the period and the first totals head the rows", () => {
  test('one document, a row a line, the totals of the first page only', async () => {
    const { w, text } = writer('visitors', 'json', FEBRUARY)
    await w.write(rows.slice(0, 1), { ...TOTALS, extra: 1 } as typeof TOTALS)
    await w.write([], { human: 0, ai: 0, total: 0 })
    await w.write(rows.slice(1), { human: 9, ai: 9, total: 9 })
    await w.close()
    expect(text().split('\n')).toEqual([
      '{"dateFrom":"2026-01-01","dateTo":"2026-02-01","totals":{"human":5,"ai":7,"total":12},"visitors":[',
      '{"path":"/a","human":1,"ai":2,"total":3},',
      '{"path":"/b \\"q\\", c","human":4,"ai":5,"total":9}',
      ']}',
      ''
    ])
  })

  test.each<[Period, string]>([
    [
      periodOf('2026-01-01', undefined, 'dateFrom'),
      '{"dateFrom":"2026-01-01","dateTo":null,"totals":null,"visitors":[]}\n'
    ],
    [
      periodOf(undefined, '2026-02-01', 'dateFrom'),
      '{"dateFrom":null,"dateTo":"2026-02-01","totals":null,"visitors":[]}\n'
    ]
  ])('no page in %j: still one complete document', async (period, expected) => {
    const { w, text } = writer('visitors', 'json', period)
    await w.close()
    expect(text()).toBe(expected)
  })

  test('a first page with no rows still gives the totals', async () => {
    const { w, text } = writer('visitors', 'json', FEBRUARY)
    await w.write([], TOTALS)
    await w.close()
    expect(JSON.parse(text())).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      totals: TOTALS,
      visitors: []
    })
    expect(text().endsWith('"visitors":[]}\n')).toBe(true)
  })

  test("a page without totals heads the document with none, under the dataset's list", async () => {
    const { w, text } = writer('views', 'json', FEBRUARY)
    await w.write(rows)
    await w.close()
    expect(JSON.parse(text())).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-02-01',
      totals: null,
      views: rows
    })
  })

  test('a dataset with no list of rows has its rows under "rows"', async () => {
    const { w, text } = writer('assistant-callers', 'json', FEBRUARY)
    await w.write([{ web: 1, api: 2, other: 3, total: 6 }])
    await w.close()
    expect(text()).toBe(
      '{"dateFrom":"2026-01-01","dateTo":"2026-02-01","totals":null,"rows":[\n{"web":1,"api":2,"other":3,"total":6}\n]}\n'
    )
  })

  test('the header changes nothing but JSON', async () => {
    for (const format of ['csv', 'ndjson'] as const) {
      const headed = writer('visitors', format, FEBRUARY)
      const plain = writer('visitors', format)
      for (const { w } of [headed, plain]) {
        await w.write(rows, TOTALS)
        await w.close()
      }
      expect(headed.text()).toBe(plain.text())
    }
  })
})

describe('each format, streamed page by page', () => {
  test('json: an array of the rows, one a line', async () => {
    const { w, text } = writer('visitors', 'json')
    await w.write(rows.slice(0, 1), TOTALS)
    await w.write([])
    await w.write(rows.slice(1))
    await w.close()
    expect(text()).toBe(
      '[\n{"path":"/a","human":1,"ai":2,"total":3},\n{"path":"/b \\"q\\", c","human":4,"ai":5,"total":9}\n]\n'
    )
  })

  test('ndjson: one object a line', async () => {
    const { w, text } = writer('visitors', 'ndjson')
    await w.write(rows, TOTALS)
    await w.write([])
    await w.close()
    expect(text()).toBe(rows.map(r => `${JSON.stringify(r)}\n`).join(''))
  })

  test("csv: a header of the contract's fields, CRLF records, quoted where needed", async () => {
    const { w, text } = writer('visitors', 'csv')
    await w.write(rows, TOTALS)
    await w.close()
    expect(text()).toBe('path,human,ai,total\r\n/a,1,2,3\r\n"/b ""q"", c",4,5,9\r\n')
  })

  test('csv quotes a lone carriage return or line feed (RFC 4180); a formula stays as written', async () => {
    const edge = [
      { path: 'a\rb', human: 1, ai: 2, total: 3 },
      { path: 'c\nd', human: 1, ai: 2, total: 3 },
      { path: '=1+1', human: 0, ai: 0, total: 0 }
    ]
    const { w, text } = writer('visitors', 'csv')
    await w.write(edge)
    await w.close()
    expect(parse(text(), { columns: true, cast: true })).toEqual(edge)
    expect(text()).toContain('\r\n=1+1,0,0,0\r\n')
  })

  test('csv: null and absent fields are empty cells, a list its JSON', async () => {
    const { w, text } = writer('assistant', 'csv')
    await w.write([
      {
        id: 'a',
        timestamp: 't',
        query: 'q',
        response: 'r',
        sources: [{ title: 'T', url: 'U' }],
        resolutionStatus: 'answered',
        queryCategory: null,
        pageUrl: null
      }
    ])
    await w.close()
    expect(text().split('\r\n')).toEqual([
      'id,timestamp,query,response,responseType,sources,resolutionStatus,queryCategory,pageUrl',
      'a,t,q,r,,"[{""title"":""T"",""url"":""U""}]",answered,,',
      ''
    ])
  })

  test.each([
    ['csv', 'path,human,ai,total\r\n'],
    ['ndjson', ''],
    ['json', '[]\n']
  ] as const)('a %s file closed without any page is still complete', async (format, expected) => {
    const { w, text } = writer('visitors', format)
    await w.close()
    expect(text()).toBe(expected)
  })
})

describe('a file is an edge: what it holds is redacted', () => {
  test.each(['csv', 'json', 'ndjson'] as const)(
    '%s: every text of a row, nested ones too, in any form',
    async format => {
      const { w, text } = writer('assistant', format, FEBRUARY, redactor([KEY]))
      await w.write([
        {
          id: `/docs/${KEY}`,
          timestamp: 't',
          query: `/docs/${encodeURIComponent(KEY).replace('_', '%5F')}`,
          response: 'r',
          sources: [{ title: KEY, url: `https://x/${KEY}` }],
          resolutionStatus: 'answered',
          queryCategory: null,
          pageUrl: null
        }
      ])
      await w.close()
      expect(text()).not.toContain(KEY)
      expect(text()).not.toContain('9f8e7d6c5b4a')
      expect(text().match(/\*\*\*/g)).toHaveLength(4)
    }
  )

  test('a field named __proto__ is written as a field, its secret redacted; a row with none is written as it came', async () => {
    const { w, text } = writer('views', 'ndjson', undefined, redactor([KEY]))
    const hostile = JSON.parse(
      `{"path":"/a","__proto__":{"note":"${KEY}"},"list":["${KEY}",1],"human":1}`
    ) as Row
    const plain = JSON.parse(
      '{"path":"/b","__proto__":{"note":"n"},"list":["x",[1]],"human":2}'
    ) as Row
    await w.write([hostile, plain])
    await w.close()
    expect(text()).toBe(
      '{"path":"/a","__proto__":{"note":"***"},"list":["***",1],"human":1}\n' +
        '{"path":"/b","__proto__":{"note":"n"},"list":["x",[1]],"human":2}\n'
    )
  })
})

test('a header that cannot be written is said by the first write and by the end', async () => {
  const file = { format: 'csv', path: '/dev/full', input: 'path' } as const
  const w = openDatasetWriter(
    datasetSpec('views'),
    { ...file, confinedTo: undefined, header: undefined },
    noSecrets
  )
  const failure = await refusal(async () => w.write(await w.encode(rows)))
  expect(failure).toBeInstanceOf(ActionError)
  expect((failure as Error).message).toMatch(/^Could not write the export to \/dev\/full .*ENOSPC/)
  await expect(w.close()).rejects.toBe(failure)
})

test.each(['json', 'csv', 'ndjson'] as const)(
  '%s: a file that cannot be written while the first page is on its way is said by the first write and the end',
  async format => {
    const file = { format, path: '/dev/full', input: 'path' } as const
    const w = openDatasetWriter(
      datasetSpec('views'),
      { ...file, confinedTo: undefined, header: undefined },
      noSecrets
    )
    // The first page takes a while: nothing the writer did meanwhile may fail unheard.
    await new Promise(resolve => setTimeout(resolve, 50))
    const failure = await refusal(async () => w.write(await w.encode(rows)))
    expect(failure).toBeInstanceOf(ActionError)
    expect((failure as Error).message).toMatch(
      /^Could not write the export to \/dev\/full .*ENOSPC/
    )
    await expect(w.close()).rejects.toBe(failure)
  }
)

test('a place that cannot be written fails at once, naming the input', () => {
  const file = join(dir, 'a-file')
  writeFileSync(file, 'x')
  const at = { format: 'csv', path: join(file, 'v.csv'), input: 'directory' } as const
  let error: unknown
  try {
    openDatasetWriter(
      datasetSpec('views'),
      { ...at, confinedTo: undefined, header: undefined },
      noSecrets
    )
  } catch (thrown) {
    error = thrown
  }
  expect(error).toBeInstanceOf(ActionError)
  expect((error as Error).message).toMatch(
    /^Could not write the export to .* \(input "directory"\)/
  )
})

test.each([
  [null, ''],
  [undefined, ''],
  ['text', 'text'],
  [0, '0'],
  [1.5, '1.5'],
  [Number.NaN, 'NaN'],
  [Number.POSITIVE_INFINITY, 'Infinity'],
  [false, 'false'],
  [true, 'true'],
  [[{ title: 't' }], '[{"title":"t"}]'],
  [{ a: 1 }, '{"a":1}']
])('cell(%p) is %p', (value, said) => {
  expect(cell(value)).toBe(said)
})

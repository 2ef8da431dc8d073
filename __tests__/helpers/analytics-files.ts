import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import type { Sizes, Table } from '../../emulator/analytics-data.js'
import { wire } from '../../emulator/analytics.js'
import type { Emulator } from '../../emulator/server.js'
import { datasetSpec, type DatasetName } from '../../src/service/datasets.js'

/**
 * The analytics export's files against the stand-in's tables: the rows each dataset should hold,
 * the files read back, and the fewest requests an export can cost. Shared by the analytics
 * action's runs through dist/ (e2e/analytics.test.ts) and in process (analytics/action.flow).
 */

/** The stand-in's table sizes for an export that pages every dataset. */
export const SIZES: Sizes = {
  views: 530,
  feedback: 230,
  'feedback-by-page': 40,
  searches: 150,
  assistant: 1200
}

/** Visitors the stand-in holds beside SIZES. */
export const VISITORS = 300

export type Row = Record<string, unknown>

/** A table's rows as the contract has them (without the stand-in's own fields). */
function rowsOf(table: Table): Row[] {
  return Array.from({ length: table.size }, (_, i) => wire(table.rowAt(i)))
}

/** The rows a dataset of the stand-in should export. */
export function expectedRows(emulator: Emulator, name: DatasetName): Row[] {
  if (name === 'visitors')
    return rowsOf({ size: VISITORS, rowAt: i => ({ ...emulator.visitors.rowAt(i) }) })
  if (name === 'assistant-callers') {
    const all = rowsOf(emulator.analytics.assistant)
    return [{ web: 600, api: 300, other: 300, total: all.length }]
  }
  return rowsOf(emulator.analytics[name === 'views' ? 'views' : name])
}

/** Every file format read back into rows; CSV cells compared as the writer makes them. */
export function readRows(path: string, format: string): Row[] {
  const text = readFileSync(path, 'utf8')
  if (format === 'json') return JSON.parse(text) as Row[]
  if (format === 'ndjson')
    return text
      .split('\n')
      .filter(line => line !== '')
      .map(line => JSON.parse(line) as Row)
  return parse<Row>(text, { columns: true })
}

export function asCells(name: DatasetName, rows: readonly Row[]): Row[] {
  const fields = datasetSpec(name).fields.map(f => f.name)
  return rows.map(row =>
    Object.fromEntries(
      fields.map(f => {
        const v = row[f]
        const cell =
          typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
            ? String(v)
            : v === null || v === undefined
              ? ''
              : JSON.stringify(v)
        return [f, cell]
      })
    )
  )
}

export const ALL: readonly DatasetName[] = [
  'views',
  'visitors',
  'feedback',
  'feedback-by-page',
  'searches',
  'assistant',
  'assistant-callers'
]

/** The fewest requests a dataset of `rows` rows can cost at the contract's largest page. */
export function fewest(name: DatasetName, rows: number): number {
  const spec = datasetSpec(name)
  if (spec.paging === 'single') return 1
  return Math.max(1, Math.ceil(rows / (spec.limit ?? 1)))
}

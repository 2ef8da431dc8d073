import type { Row } from '../service/analytics.js'
import type { DatasetSpec } from '../service/datasets.js'
import type { ExportFormat } from './settings.js'
import { CSV_OPTIONS, openFile } from './files.js'

/**
 * One file per dataset, written page by page as the rows arrive (memory does not grow with the
 * rows), always left complete: `close()` ends the JSON array also after a failure.
 *
 * - `csv`: RFC 4180, a header of the contract's field names; a null or absent field is an empty
 *   cell, a list (an answer's `sources`) its JSON text in one cell. Text is kept exactly as the
 *   service sent it, also text a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`):
 *   the file is data, and altering it would change what readers wrote.
 * - `ndjson`: one row a line; `json`: an array of the rows. Both keep the structure.
 *
 * A file is an edge where text leaves the process: every text of a row is redacted here.
 */
export interface DatasetWriter {
  write(rows: readonly Row[]): Promise<void>
  close(): Promise<void>
}

export async function openDatasetWriter(
  dataset: DatasetSpec,
  format: ExportFormat,
  path: string,
  redact: (text: string) => string,
  confinedTo?: string
): Promise<DatasetWriter> {
  const { put, finish } = openFile(path, 'directory', confinedTo)
  const clean = (row: Row) => cleanRow(row, redact)
  switch (format) {
    case 'csv': {
      // The CSV library is loaded only for a CSV export.
      const { stringify } = await import('csv-stringify/sync')
      const names = dataset.fields.map(f => f.name)
      let header: Promise<void> | undefined = put(stringify([names], CSV_OPTIONS))
      const flush = async () => {
        await header
        header = undefined
      }
      return {
        async write(rows) {
          await flush()
          if (rows.length === 0) return
          const records = rows.map(clean).map(row => names.map(name => cell(row[name])))
          await put(stringify(records, CSV_OPTIONS))
        },
        async close() {
          await flush()
          await finish()
        }
      }
    }
    case 'ndjson':
      return {
        write: rows => put(rows.map(row => JSON.stringify(clean(row)) + '\n').join('')),
        close: finish
      }
    case 'json': {
      let first = true
      const opened = put('[')
      return {
        async write(rows) {
          await opened
          if (rows.length === 0) return
          await put(
            (first ? '\n' : ',\n') + rows.map(row => JSON.stringify(clean(row))).join(',\n')
          )
          first = false
        },
        async close() {
          await opened
          await put(first ? ']\n' : '\n]\n')
          await finish()
        }
      }
    }
  }
}

/** A value as one CSV cell (and as one text, where a row's value names it). */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Every text of a row, nested ones too, with the run's secrets removed. */
function cleanRow(row: Row, redact: (text: string) => string): Row {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(row)) out[name] = cleanValue(value, redact)
  return out
}

function cleanValue(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) return value.map(v => cleanValue(v, redact))
  if (typeof value === 'object' && value !== null) return cleanRow(value as Row, redact)
  return value
}

import { once } from 'node:events'
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { dirname } from 'node:path'
import { stringify } from 'csv-stringify/sync'
import type { VisitorCounts, VisitorRow } from '../service/visitors.js'
import type { ExportFormat } from './settings.js'

/**
 * Writers stream rows to the file as each page arrives, waiting on the stream when it is full,
 * so memory does not grow with the number of rows. `close()` always leaves a complete file of the
 * rows written so far, also after a failure (the JSON document is closed properly).
 */
export interface RowWriter {
  /** Called once, with the totals of the first page (the JSON document starts with them). */
  begin(totals: VisitorCounts): Promise<void>
  write(rows: readonly VisitorRow[]): Promise<void>
  close(): Promise<void>
}

export interface ExportMeta {
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
}

export function openWriter(format: ExportFormat, path: string, meta: ExportMeta): RowWriter {
  mkdirSync(dirname(path), { recursive: true })
  const out = createWriteStream(path, { flags: 'w', encoding: 'utf8' })
  const put = (text: string) => write(out, text)
  switch (format) {
    case 'csv':
      return csvWriter(out, put)
    case 'ndjson':
      return {
        begin: () => Promise.resolve(),
        write: rows => put(rows.map(r => JSON.stringify(row(r)) + '\n').join('')),
        close: () => end(out)
      }
    case 'json':
      return jsonWriter(out, put, meta)
  }
}

// RFC 4180: CRLF between records; a field with a comma, quote or line break is quoted. With CRLF
// records csv-stringify quotes only fields holding the whole CRLF, so a lone \n or \r is matched too.
const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const

function csvWriter(out: WriteStream, put: (text: string) => Promise<void>): RowWriter {
  let header = put(stringify([['path', 'human', 'ai', 'total']], CSV_OPTIONS))
  return {
    begin: () => header,
    async write(rows) {
      await header
      header = Promise.resolve()
      if (rows.length > 0)
        await put(
          stringify(
            rows.map(r => [r.path, r.human, r.ai, r.total]),
            CSV_OPTIONS
          )
        )
    },
    async close() {
      await header
      await end(out)
    }
  }
}

function jsonWriter(
  out: WriteStream,
  put: (text: string) => Promise<void>,
  meta: ExportMeta
): RowWriter {
  let started = false
  let first = true
  const head = (totals: VisitorCounts | null) =>
    `{"dateFrom":${JSON.stringify(meta.dateFrom ?? null)},"dateTo":${JSON.stringify(meta.dateTo ?? null)},"totals":${JSON.stringify(totals)},"visitors":[`
  return {
    async begin(totals) {
      started = true
      await put(head({ human: totals.human, ai: totals.ai, total: totals.total }))
    },
    async write(rows) {
      if (rows.length === 0) return
      const text = rows.map(r => JSON.stringify(row(r))).join(',\n')
      await put((first ? '\n' : ',\n') + text)
      first = false
    },
    async close() {
      if (!started) await put(head(null))
      await put(first ? ']}\n' : '\n]}\n')
      await end(out)
    }
  }
}

/** Only the contract's four fields, in a fixed order. */
function row(r: VisitorRow): VisitorRow {
  return { path: r.path, human: r.human, ai: r.ai, total: r.total }
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain')
}

async function end(out: WriteStream): Promise<void> {
  if (out.writableFinished) return
  out.end()
  await once(out, 'finish')
}

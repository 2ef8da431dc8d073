import type { Counts, Row } from '../service/analytics.js'
import type { DatasetSpec } from '../service/datasets.js'
import type { ExportFormat } from './settings.js'
import { periodDates, type Period } from './period.js'
import { openFile, type FileOut } from './files.js'

/**
 * One file per dataset, written page by page as the rows arrive (memory does not grow with the
 * rows), always left complete: `close()` ends the JSON document also after a failure.
 *
 * - `csv`: RFC 4180, a header of the contract's field names; a null or absent field is an empty
 *   cell, a list (an answer's `sources`) its JSON text in one cell. Text is kept exactly as the
 *   service sent it, also text a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`):
 *   the file is data, and altering it would change what readers wrote.
 * - `ndjson`: one row a line; `json`: an array of the rows, one a line, or with a totals header
 *   the visitors action's v1 document (`{"dateFrom","dateTo","totals","visitors":[…]}`). Both keep
 *   the structure.
 *
 * A file is an edge where text leaves the process: every text of a row is redacted here.
 */
export interface DatasetWriter {
  /**
   * A page's rows as the file will hold them, redacted: the same rows make the same text, so a
   * page that comes again is known by it (`PageWatch`) without encoding the page twice.
   */
  encode(rows: readonly Row[]): Promise<Encoded>
  /** Writes a page `encode` made; `totals` are its site-wide totals, which a header takes from the first. */
  write(page: Encoded, totals?: Counts): Promise<void>
  close(): Promise<void>
}

/**
 * A page's rows encoded for the file: its bytes (UTF-8, made once: the watch digests them and the
 * file is given them) and how many rows it holds.
 */
export interface Encoded {
  readonly bytes: Uint8Array
  readonly rows: number
}

export interface DatasetFile {
  readonly format: ExportFormat
  readonly path: string
  /** The input that named the place, for an error: "directory", "path". */
  readonly input: string
  readonly confinedTo: string | undefined
  /** The period that heads a JSON document with the first totals; undefined: a plain array. */
  readonly header: Period | undefined
}

/** Opens the file now (`openFile`): a place that cannot be written fails before any request. */
export function openDatasetWriter(
  dataset: DatasetSpec,
  file: DatasetFile,
  redact: (text: string) => string
): DatasetWriter {
  const out = openFile(file.path, file.input, file.confinedTo)
  const clean = (row: Row) => cleanRow(row, redact)
  switch (file.format) {
    case 'csv':
      return csvWriter(dataset, out, clean)
    case 'ndjson':
      return {
        encode: rows =>
          Promise.resolve({
            bytes: Buffer.from(rows.map(row => JSON.stringify(clean(row)) + '\n').join('')),
            rows: rows.length
          }),
        write: page => out.put(page.bytes),
        close: out.finish
      }
    case 'json':
      return file.header === undefined
        ? jsonWriter(out, clean, { open: '[', close: ']\n' })
        : headedWriter(out, clean, headOf(dataset, file.header))
  }
}

/**
 * A record as RFC 4180 writes it, CRLF-ended: a field that holds a comma, a quote or a line break
 * (a lone \r or \n too) is quoted, its quotes doubled. csv-stringify wrote the same bytes with a
 * fifth of a visitors export's time, and loaded while the first request was out.
 */
function csvRecord(fields: readonly string[]): string {
  let record = ''
  for (let at = 0; at < fields.length; at++) {
    const field = fields[at] as string
    if (at > 0) record += ','
    record += QUOTED.test(field) ? `"${field.replaceAll('"', '""')}"` : field
  }
  return `${record}\r\n`
}

const QUOTED = /[",\r\n]/

function csvWriter(
  dataset: DatasetSpec,
  { put, finish }: FileOut,
  clean: (row: Row) => Row
): DatasetWriter {
  const names = dataset.fields.map(f => f.name)
  // The header goes in at the first write, or at the end when there is none.
  let headed = false
  const head = async () => {
    if (headed) return
    headed = true
    await put(csvRecord(names))
  }
  return {
    encode(rows) {
      let text = ''
      for (const row of rows) {
        const cleaned = clean(row)
        text += csvRecord(names.map(name => cell(cleaned[name])))
      }
      return Promise.resolve({ bytes: Buffer.from(text), rows: rows.length })
    },
    async write(page) {
      await head()
      await put(page.bytes)
    },
    async close() {
      await head()
      await finish()
    }
  }
}

/** The rows of a JSON document between `open` and `close`, one a line. */
function jsonWriter(
  { put, finish }: FileOut,
  clean: (row: Row) => Row,
  ends: { readonly open: string; readonly close: string }
): DatasetWriter {
  let first = true
  // Opened at the first write or the end, and awaited there: a failure to write it (a full disk)
  // is said by that write, never left unheard while the first page is on its way.
  let opened: Promise<void> | undefined
  const open = () => (opened ??= put(ends.open))
  return {
    encode: rows => jsonRows(rows, clean),
    async write(page) {
      await open()
      if (page.rows === 0) return
      await put(first ? '\n' : ',\n')
      await put(page.bytes)
      first = false
    },
    async close() {
      await open()
      await put(first ? ends.close : `\n${ends.close}`)
      await finish()
    }
  }
}

/** A page's rows as JSON texts, one a line, between which a JSON document's rows are joined. */
function jsonRows(rows: readonly Row[], clean: (row: Row) => Row): Promise<Encoded> {
  const text = rows.map(row => JSON.stringify(clean(row))).join(',\n')
  return Promise.resolve({ bytes: Buffer.from(text), rows: rows.length })
}

/** The v1 document's opening, given the first page's totals (null when no page came). */
function headOf(dataset: DatasetSpec, period: Period): (totals: Counts | null) => string {
  const { dateFrom, dateTo } = periodDates(period)
  const list = JSON.stringify(dataset.list ?? 'rows')
  return totals =>
    `{"dateFrom":${JSON.stringify(dateFrom ?? null)},"dateTo":${JSON.stringify(dateTo ?? null)},"totals":${JSON.stringify(totals)},${list}:[`
}

/**
 * A JSON document headed by the period and the first page's totals: it opens once the first page
 * is in (or at the end, with null totals, when none came).
 */
function headedWriter(
  out: FileOut,
  clean: (row: Row) => Row,
  head: (totals: Counts | null) => string
): DatasetWriter {
  let body: DatasetWriter | undefined
  const open = (totals: Counts | null) =>
    (body ??= jsonWriter(out, clean, { open: head(totals), close: ']}\n' }))
  return {
    encode: rows => jsonRows(rows, clean),
    write: (page, totals) => open(totalsOf(totals)).write(page),
    close: () => open(null).close()
  }
}

/** Only the three counts, in their order, whatever else the answer's totals held. */
function totalsOf(totals: Counts | undefined): Counts | null {
  return totals === undefined ? null : { human: totals.human, ai: totals.ai, total: totals.total }
}

/** A value as one CSV cell (and as one text, where a row's value names it). */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  // A number as JavaScript writes it (JSON would write NaN as null); true and false as JSON does.
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/**
 * Every text of a row, nested ones too, with the run's secrets removed: the row itself when
 * nothing was (no copy of a million rows that held no secret). A copy is made with its fields as
 * data, so a field named `__proto__` (JSON.parse makes it an own field) is written, not taken as
 * the copy's prototype.
 */
function cleanRow(row: Row, redact: (text: string) => string): Row {
  const names = Object.keys(row)
  let out: [string, unknown][] | undefined
  for (let at = 0; at < names.length; at++) {
    const name = names[at] as string
    const value = row[name]
    const clean = cleanValue(value, redact)
    if (out === undefined && clean !== value) out = names.slice(0, at).map(n => [n, row[n]])
    out?.push([name, clean])
  }
  return out === undefined ? row : Object.fromEntries(out)
}

function cleanValue(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) {
    const clean = value.map(v => cleanValue(v, redact))
    return clean.every((v, at) => v === value[at]) ? value : clean
  }
  if (typeof value === 'object' && value !== null) return cleanRow(value as Row, redact)
  return value
}

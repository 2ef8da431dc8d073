import { once } from 'node:events'
import {
  constants,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  unlinkSync,
  type WriteStream
} from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import type { stringify as Stringify } from 'csv-stringify/sync'
import { ActionError } from '../action/errors.js'
import type { Counts } from '../service/analytics.js'
import type { VisitorRow } from '../service/visitors.js'
import { errorMessage } from '../text/format.js'
import type { ExportFormat } from './settings.js'
import { periodDates, type Period } from './period.js'

/**
 * Writers stream rows to the file as each page arrives, waiting on the stream when it is full,
 * so memory does not grow with the number of rows. `close()` always leaves a complete file of the
 * rows written so far, also after a failure (the JSON document is closed properly). A file is an
 * edge where text leaves the process: every text of a row (its path) is redacted here.
 */
export interface RowWriter {
  /** Called once, with the totals of the first page (the JSON document starts with them). */
  begin(totals: Counts): Promise<void>
  write(rows: readonly VisitorRow[]): Promise<void>
  close(): Promise<void>
}

export interface ExportMeta {
  /** The period the JSON document opens with. */
  readonly period: Period
}

/** Opens the file now (see `openFile`): a path that cannot be written fails before any request. */
export async function openWriter(
  format: ExportFormat,
  path: string,
  meta: ExportMeta & { readonly confinedTo?: string | undefined },
  redact: (text: string) => string
): Promise<RowWriter> {
  const clean = (r: VisitorRow): VisitorRow => ({ ...r, path: redact(r.path) })
  const { put, finish } = openFile(path, 'path', meta.confinedTo)
  switch (format) {
    case 'csv':
      // The CSV library is loaded only for a CSV export.
      return csvWriter(put, finish, (await import('csv-stringify/sync')).stringify, clean)
    case 'ndjson':
      return {
        // Stryker disable next-line ArrowFunction: what begin returns is only awaited
        begin: () => Promise.resolve(),
        write: rows => put(rows.map(r => JSON.stringify(row(clean(r))) + '\n').join('')),
        close: finish
      }
    case 'json':
      return jsonWriter(put, finish, meta, clean)
  }
}

// RFC 4180: CRLF between records; a field with a comma, quote or line break is quoted. With CRLF
// records csv-stringify quotes only fields holding the whole CRLF, so a lone \n or \r is matched too.
export const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const

function csvWriter(
  put: (text: string) => Promise<void>,
  finish: () => Promise<void>,
  stringify: typeof Stringify,
  clean: (r: VisitorRow) => VisitorRow
): RowWriter {
  let header = put(stringify([['path', 'human', 'ai', 'total']], CSV_OPTIONS))
  return {
    // Stryker disable next-line ArrowFunction: write and close await the header all the same
    begin: () => header,
    async write(rows) {
      await header
      header = Promise.resolve()
      await put(
        stringify(
          rows.map(clean).map(r => [r.path, r.human, r.ai, r.total]),
          CSV_OPTIONS
        )
      )
    },
    async close() {
      await header
      await finish()
    }
  }
}

function jsonWriter(
  put: (text: string) => Promise<void>,
  finish: () => Promise<void>,
  meta: ExportMeta,
  clean: (r: VisitorRow) => VisitorRow
): RowWriter {
  let started = false
  let first = true
  const { dateFrom, dateTo } = periodDates(meta.period)
  const head = (totals: Counts | null) =>
    `{"dateFrom":${JSON.stringify(dateFrom ?? null)},"dateTo":${JSON.stringify(dateTo ?? null)},"totals":${JSON.stringify(totals)},"visitors":[`
  return {
    async begin(totals) {
      started = true
      await put(head({ human: totals.human, ai: totals.ai, total: totals.total }))
    },
    async write(rows) {
      if (rows.length === 0) return
      const text = rows.map(r => JSON.stringify(row(clean(r)))).join(',\n')
      await put((first ? '\n' : ',\n') + text)
      first = false
    },
    async close() {
      if (!started) await put(head(null))
      await put(first ? ']}\n' : '\n]}\n')
      await finish()
    }
  }
}

/** Only the contract's four fields, in a fixed order. */
function row(r: VisitorRow): VisitorRow {
  return { path: r.path, human: r.human, ai: r.ai, total: r.total }
}

/** A file being written: `put` waits while the stream is full; `finish` closes it. */
export interface FileOut {
  readonly put: (text: string) => Promise<void>
  readonly finish: () => Promise<void>
}

/**
 * Opens the file now (with its folders), so a path that cannot be written (a directory, a path
 * under a file, no permission) fails before any request, with an error that names `input`; a
 * write that fails later (a full disk) rejects the next `put` or the `finish` the same way.
 *
 * Files go where the user said, and nowhere else: a symbolic link at the path (a repository can
 * commit one) is replaced by the new file, never written through; and with `confinedTo` (the
 * workspace, when the input named a place inside it), a folder that a link takes outside it is
 * refused before anything is created there.
 */
export function openFile(path: string, input: string, confinedTo?: string): FileOut {
  let failure: ActionError | undefined
  const fail = (error: unknown) =>
    new ActionError(
      `Could not write the export to ${path} (input "${input}"): ${errorMessage(error)}.`
    )
  let fd: number
  try {
    // Resolved first, so `a/../link` cannot pass the check as `a` and be created as `link`.
    const folder = dirname(resolve(path))
    if (confinedTo !== undefined) requireInside(nearestExisting(folder), confinedTo, path, input)
    mkdirSync(folder, { recursive: true })
    // Not mutated: a mutant that unlinks whatever the path names deletes /dev/full, which the tests
    // write to, when they run as root (the symbolic link's replacement is tested end to end).
    // Stryker disable next-line ConditionalExpression,BooleanLiteral,EqualityOperator,OptionalChaining
    if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() === true) unlinkSync(path)
    const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = constants
    fd = openSync(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o666)
  } catch (error) {
    if (error instanceof ActionError) throw error
    throw fail(error)
  }
  const out = createWriteStream(path, { fd, encoding: 'utf8' })
  out.on('error', error => (failure ??= fail(error)))
  return {
    async put(text) {
      if (failure !== undefined) throw failure
      await write(out, text).catch((error: unknown) => {
        throw (failure ??= fail(error))
      })
    },
    finish: () =>
      end(out).catch((error: unknown) => {
        throw failure ?? fail(error)
      })
  }
}

/** The folder itself, or its nearest ancestor that exists. */
function nearestExisting(folder: string): string {
  let at = folder
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at)
  return at
}

/** Whether `path` is `folder` or lies under it (`..reports` in it is under it; `../x` is not). */
export function isWithin(path: string, folder: string): boolean {
  const rel = relative(folder, path)
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}

/** Refuses a folder whose real place (links followed) is outside `root`'s. */
function requireInside(folder: string, root: string, path: string, input: string): void {
  const real = realpathSync(folder)
  const top = realpathSync(root)
  if (isWithin(real, top)) return
  throw new ActionError(
    `Could not write the export to ${path} (input "${input}"): its folder is really ${real}, outside the workspace ${top}, because a symbolic link leads there. Nothing was written. To write there on purpose, give "${input}" as an absolute path.`
  )
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain')
}

async function end(out: WriteStream): Promise<void> {
  if (out.writableFinished) return
  if (out.errored !== null) {
    out.destroy()
    throw out.errored
  }
  out.end()
  await once(out, 'finish')
}

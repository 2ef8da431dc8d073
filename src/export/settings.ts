import { isAbsolute, resolve } from 'node:path'
import { InputError } from '../action/errors.js'
import { parseDate, parseInteger, type DeclaredInputs, type InputReader } from '../action/inputs.js'

/** What every export reads alike: its period, its file format, and where its files may go. */

export type ExportFormat = 'csv' | 'json' | 'ndjson'
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json', 'ndjson']

export const DAY_MS = 86_400_000

/** The inputs of a period, `dateFrom`, `dateTo` and `days`, that both exports declare. */
export const PERIOD_INPUTS = {
  dateFrom: '',
  dateTo: '',
  days: ''
} as const satisfies DeclaredInputs

/** A date as given (or computed from `days`), and its instant. */
export interface Dated {
  readonly text: string
  readonly at: number
}

/**
 * The period of `dateFrom`, `dateTo` and `days`, shared by the exports: dates as written, or the
 * last `days` whole UTC days (`dateFrom` = today − days, `dateTo` = today); dateTo is exclusive.
 */
export function readPeriod(
  input: InputReader,
  now: number
): { readonly from: Dated | undefined; readonly to: Dated | undefined } {
  const rawFrom = input('dateFrom')
  const rawTo = input('dateTo')
  const rawDays = input('days')
  let dateFrom = rawFrom === '' ? undefined : parseDate('dateFrom', rawFrom)
  let dateTo = rawTo === '' ? undefined : parseDate('dateTo', rawTo)
  if (rawDays !== '') {
    if (dateFrom !== undefined || dateTo !== undefined) {
      throw new InputError(
        'days',
        `Input "days" cannot be used together with "${dateFrom !== undefined ? 'dateFrom' : 'dateTo'}": give either days, or dateFrom/dateTo.`
      )
    }
    const days = parseInteger('days', rawDays, {
      min: 1,
      max: 3660,
      what: 'how many whole days back from today, UTC'
    })
    const today = Math.floor(now / DAY_MS) * DAY_MS
    dateFrom = { text: isoDay(today - days * DAY_MS), at: today - days * DAY_MS }
    dateTo = { text: isoDay(today), at: today }
  }
  if (dateFrom !== undefined && dateTo !== undefined && dateFrom.at >= dateTo.at) {
    throw new InputError(
      'dateFrom',
      `Input "dateFrom" (${dateFrom.text}) must be before "dateTo" (${dateTo.text}); dateTo is exclusive.`
    )
  }
  return { from: dateFrom, to: dateTo }
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The workspace, for an input that named a place inside it (a relative path); else undefined. */
export function confinedTo(path: string, workspace: string): string | undefined {
  return isAbsolute(path) ? undefined : workspace
}

export function resolvePath(workspace: string, path: string): string {
  return isAbsolute(path) ? path : resolve(workspace, path)
}

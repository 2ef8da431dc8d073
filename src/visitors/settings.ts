import { isAbsolute, resolve } from 'node:path'
import {
  declaredReader,
  parseBoolean,
  parseChoice,
  parseDate,
  parseInteger,
  type DeclaredInputs,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { InputError } from '../action/errors.js'
import { readServiceSettings, SERVICE_INPUTS, type ServiceSettings } from '../service/settings.js'

/** The visitors export's inputs as one typed, readonly settings object. */

export type ExportFormat = 'csv' | 'json' | 'ndjson'
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json', 'ndjson']

export interface VisitorSettings extends ServiceSettings {
  /** Passed to the service as written (or computed from `days`); undefined for none. */
  readonly dateFrom: string | undefined
  /** Exclusive upper limit. */
  readonly dateTo: string | undefined
  /** Page size, 1..250. */
  readonly limit: number
  readonly offset: number
  /** Stop after this many page rows; undefined for all. */
  readonly maxRows: number | undefined
  readonly format: ExportFormat
  /** The file to write, absolute. */
  readonly path: string
  /** GITHUB_WORKSPACE (or the working directory): where files are expected to go. */
  readonly workspace: string
  /** The workspace when `path` named a place inside it (a relative path): the file must stay there. */
  readonly confinedTo: string | undefined
  readonly summaryRows: number
  /** Whether the summary shows the chart of the top pages. */
  readonly chart: boolean
}

export const DAY_MS = 86_400_000

/** The inputs of a period, `dateFrom`, `dateTo` and `days`, that both exports declare. */
export const PERIOD_INPUTS = {
  dateFrom: '',
  dateTo: '',
  days: ''
} as const satisfies DeclaredInputs

/** The visitors action's inputs as action.yml declares them, with their defaults (a test holds them together). */
export const VISITORS_INPUTS = {
  ...SERVICE_INPUTS,
  ...PERIOD_INPUTS,
  limit: '250',
  offset: '0',
  'max-rows': '',
  format: 'csv',
  path: '',
  'summary-rows': '20',
  chart: 'true'
} as const satisfies DeclaredInputs

export function readVisitorSettings(
  given: InputReader,
  env: Env,
  now = Date.now()
): VisitorSettings {
  const input = declaredReader(given, VISITORS_INPUTS)
  const service = readServiceSettings(input)
  const range = readDateRange(input, now)
  const format = parseChoice('format', input('format'), EXPORT_FORMATS)
  const rawMax = input('max-rows')
  const rawPath = input('path') === '' ? `visitors.${format}` : input('path')
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd())
  return {
    ...service,
    ...range,
    limit: parseInteger('limit', input('limit'), {
      min: 1,
      max: 250,
      what: 'rows per page'
    }),
    offset: parseInteger('offset', input('offset'), { min: 0, what: 'rows to skip' }),
    maxRows:
      rawMax === ''
        ? undefined
        : parseInteger('max-rows', rawMax, { min: 1, what: 'page rows to export at most' }),
    format,
    path: resolvePath(workspace, rawPath),
    workspace,
    confinedTo: confinedTo(rawPath, workspace),
    summaryRows: parseInteger('summary-rows', input('summary-rows'), {
      min: 0,
      max: 1000,
      what: 'top pages in the job summary'
    }),
    chart: parseBoolean('chart', input('chart'))
  }
}

/** `dateFrom`/`dateTo` as written, or the last `days` whole UTC days; dateTo is exclusive. */
function readDateRange(
  input: InputReader,
  now: number
): Pick<VisitorSettings, 'dateFrom' | 'dateTo'> {
  const { from, to } = readPeriod(input, now)
  return { dateFrom: from?.text, dateTo: to?.text }
}

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

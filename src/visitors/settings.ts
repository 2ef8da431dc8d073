import { resolve } from 'node:path'
import {
  declaredReader,
  parseBoolean,
  parseChoice,
  parseInteger,
  type DeclaredInputs,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { readServiceSettings, SERVICE_INPUTS, type ServiceSettings } from '../service/settings.js'
import { confinedTo, EXPORT_FORMATS, resolvePath, type ExportFormat } from '../export/settings.js'
import { PERIOD_INPUTS, readPeriod, type Period } from '../export/period.js'

/** The visitors export's inputs as one typed, readonly settings object. */

export interface VisitorSettings extends ServiceSettings {
  /** Its dates are passed to the service as written (or computed from `days`). */
  readonly period: Period
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
  const period = readPeriod(input, now)
  const format = parseChoice('format', input('format'), EXPORT_FORMATS)
  const rawMax = input('max-rows')
  const rawPath = input('path') === '' ? `visitors.${format}` : input('path')
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd())
  return {
    ...service,
    period,
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
    confinedTo: confinedTo('path', rawPath, workspace),
    summaryRows: parseInteger('summary-rows', input('summary-rows'), {
      min: 0,
      max: 1000,
      what: 'top pages in the job summary'
    }),
    chart: parseBoolean('chart', input('chart'))
  }
}

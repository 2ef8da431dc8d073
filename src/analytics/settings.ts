import { InputError } from '../action/errors.js'
import {
  declaredReader,
  parseChoice,
  parseInteger,
  parseList,
  type DeclaredInputs,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { DATASET_NAMES, type DatasetName } from '../service/datasets.js'
import { readServiceSettings, SERVICE_INPUTS, type ServiceSettings } from '../service/settings.js'
import { confinedTo, EXPORT_FORMATS, resolvePath, type ExportFormat } from '../export/settings.js'
import {
  isBounded,
  PERIOD_INPUTS,
  periodBefore,
  readPeriod,
  type BoundedPeriod,
  type Period
} from '../export/period.js'
import type { ReportSettings } from '../docs-health/request.js'
import { readGapsLimit, readReportSettings, REPORT_INPUTS } from './health-settings.js'
import { decodeResume, resumeMismatch, type Resume, type ResumeScope } from '../export/resume.js'

/** The analytics action's inputs as one typed, readonly settings object. */

export interface AnalyticsSettings extends ServiceSettings {
  /** The datasets to export, in the order given (duplicates dropped). */
  readonly datasets: readonly DatasetName[]
  /** The period exported: the inputs', or the one a resume continues. */
  readonly period: Period
  readonly format: ExportFormat
  /** The folder the files go to, absolute. */
  readonly directory: string
  /** The workspace when `directory` named a place inside it (a relative path): files stay there. */
  readonly confinedTo: string | undefined
  readonly workspace: string
  /** The most analytics requests this run may send, retries included. */
  readonly maxRequests: number
  /** Where an earlier run stopped; undefined to start from the beginning. */
  readonly resume: Resume | undefined
  readonly summaryRows: number
  /** The previous period of the same length, for `compare: previous`; undefined for none. */
  readonly previous: BoundedPeriod | undefined
  /** The feedback filters, passed to both feedback endpoints as written. */
  readonly source: string | undefined
  readonly status: string | undefined
  /** How many gaps the `gaps` output hands over (0: none). */
  readonly gapsLimit: number
  /** The docs-health report's issue; undefined for `report: none`. */
  readonly report: ReportSettings | undefined
}

/**
 * Half of the hourly 100 the service allows an organization for every analytics endpoint
 * together: the other half stays for other workflows, a dashboard, or a second run in the hour.
 */
export const DEFAULT_MAX_REQUESTS = 50

const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed']

/** The analytics action's inputs as action.yml declares them, with their defaults (a test holds them together). */
export const ANALYTICS_INPUTS = {
  ...SERVICE_INPUTS,
  datasets: '',
  ...PERIOD_INPUTS,
  format: 'csv',
  directory: 'mintlify-analytics',
  'max-requests': `${DEFAULT_MAX_REQUESTS}`,
  resume: '',
  'summary-rows': '10',
  compare: 'none',
  'feedback-source': '',
  'feedback-status': '',
  ...REPORT_INPUTS
} as const satisfies DeclaredInputs

export function readAnalyticsSettings(
  given: InputReader,
  env: Env,
  now = Date.now()
): AnalyticsSettings {
  const input = declaredReader(given, ANALYTICS_INPUTS)
  const service = readServiceSettings(input)
  const datasets = readDatasets(input('datasets'))
  const { source, status } = readFeedbackFilters(input)
  const { resume, period } = readResumed(input, service.secretKey, readPeriod(input, now), {
    projectId: service.projectId,
    source,
    status,
    datasets
  })
  const report = readReportSettings(input, env, {
    period: isBounded(period),
    resume: resume !== undefined
  })
  const asked = parseChoice('compare', input('compare'), ['none', 'previous'] as const)
  // The report compares with the period before, whatever `compare` says.
  const compare = report === undefined ? asked : 'previous'
  const format = parseChoice('format', input('format'), EXPORT_FORMATS)
  const workspace = resolvePath(env.GITHUB_WORKSPACE ?? process.cwd(), '.')
  return {
    ...service,
    datasets,
    period,
    format,
    directory: resolvePath(workspace, input('directory')),
    confinedTo: confinedTo('directory', input('directory'), workspace),
    workspace,
    maxRequests: parseInteger('max-requests', input('max-requests'), {
      min: 1,
      max: 10_000,
      what: 'analytics requests this run may send, retries included'
    }),
    resume,
    summaryRows: parseInteger('summary-rows', input('summary-rows'), {
      min: 0,
      max: 100,
      what: 'rows in each table of the job summary'
    }),
    previous: compare === 'previous' ? previousOf(period) : undefined,
    source,
    status,
    gapsLimit: readGapsLimit(input),
    report
  }
}

/**
 * The `resume` input, checked against what this run asks, and the period the export covers: a run
 * with `days` (or no dates) continues the period the export began with.
 */
function readResumed(
  input: InputReader,
  key: string,
  period: Period,
  asked: Omit<ResumeScope, 'period'>
): { resume: Resume | undefined; period: Period } {
  const resume = input('resume') === '' ? undefined : decodeResume(input('resume'), key)
  if (resume === undefined) return { resume, period }
  const datesGiven = input('dateFrom') !== '' || input('dateTo') !== ''
  const mismatch = resumeMismatch(resume, { ...asked, period }, datesGiven)
  if (mismatch !== undefined) throw new InputError('resume', mismatch)
  return { resume, period: resume.period }
}

function readDatasets(value: string): DatasetName[] {
  const names = parseList(value)
  if (names.length === 0) return [...DATASET_NAMES]
  const chosen: DatasetName[] = []
  for (const name of names) {
    const known = DATASET_NAMES.find(d => d === name)
    if (known === undefined) {
      throw new InputError(
        'datasets',
        `Input "datasets" names "${name}", which is not a dataset: give some of ${DATASET_NAMES.join(', ')} (comma- or newline-separated), or leave it empty for all.`
      )
    }
    if (!chosen.includes(known)) chosen.push(known)
  }
  return chosen
}

function readFeedbackFilters(input: InputReader): {
  readonly source: string | undefined
  readonly status: string | undefined
} {
  const source =
    input('feedback-source') === ''
      ? undefined
      : parseChoice('feedback-source', input('feedback-source'), FEEDBACK_SOURCES)
  return { source, status: readStatuses(input('feedback-status')) }
}

function readStatuses(value: string): string | undefined {
  const statuses = parseList(value)
  if (statuses.length === 0) return undefined
  for (const status of statuses) {
    if (!FEEDBACK_STATUSES.includes(status)) {
      throw new InputError(
        'feedback-status',
        `Input "feedback-status" names "${status}", which is not a feedback status: give some of ${FEEDBACK_STATUSES.join(', ')}, comma-separated.`
      )
    }
  }
  return statuses.join(',')
}

/** The period before this one, for `compare: previous`, which needs both ends. */
function previousOf(period: Period): BoundedPeriod {
  if (!isBounded(period)) {
    throw new InputError(
      'compare',
      'Input "compare: previous" needs a period to compare with the one before it: give days, or both dateFrom and dateTo.'
    )
  }
  return periodBefore(period)
}

import { PASSED, failed, type Action, type RunResult } from '../action/run-action.js'
import {
  analyticsRequest,
  CHECK_ANALYTICS_LIMIT,
  createAnalyticsApi,
  startOf,
  type AnalyticsQuery
} from '../service/analytics.js'
import { periodBounds, periodDates } from '../export/period.js'
import { datasetSpec } from '../service/datasets.js'
import { connectService } from '../service/connect.js'
import { dryRun, type DryRunPlan } from '../service/dry-run.js'
import { exportAnalytics, type AnalyticsResult } from '../export/export-datasets.js'
import { ANALYTICS_INPUTS, readAnalyticsSettings, type AnalyticsSettings } from './settings.js'
import { handOver, renderHandOver, reportPlan, type HandOver } from '../docs-health/hand-over.js'
import { renderAnalyticsSummary } from './summary.js'
import { exportRequest, healthRequest } from './plan.js'

/**
 * The analytics action, top to bottom: read -> export every dataset within the allowance ->
 * outputs, summary -> verdict. Nothing here fails the step itself (`runAction` does).
 */
export const analyticsAction: Action<AnalyticsSettings> = {
  secretInputs: ['secret-key', 'search-key', 'github-token'],
  inputs: ANALYTICS_INPUTS,
  readSettings: io => readAnalyticsSettings(name => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context
    const period = periodBounds(settings.period)
    // A dry run exports nothing: its plan says what would be.
    io.info(
      `${settings.dryRun ? 'Would export' : 'Exporting'} ${settings.datasets.join(', ')} of project ${settings.projectId} (${period}) as ${settings.format} to ${settings.directory}, with at most ${settings.maxRequests} analytics requests.`
    )
    if (settings.resume !== undefined)
      io.info(`Continuing the export of ${period} where an earlier run stopped (input resume).`)
    if (settings.dryRun) {
      const checked = await dryRun(planExport(settings), settings, context)
      return checked.kind === 'failed' ? failed(checked.message) : PASSED
    }
    const api = connectService(settings, context, createAnalyticsApi)
    const result = await exportAnalytics(exportRequest(settings), {
      api,
      log: io,
      signal: context.time.signal,
      redact: text => io.redact(text)
    })
    const verdict = judgeAnalytics(result)
    const done = await handOver(healthRequest(settings), result, verdict.kind === 'failed', context)
    io.setOutputs({ ...analyticsOutputs(result, settings.directory), ...handOverOutputs(done) })
    if (verdict.kind === 'passed') io.info(verdict.message)
    else if (verdict.kind === 'warned') io.warning(verdict.message)
    if (done.report.kind === 'written') {
      const { issue } = done.report
      io.info(
        `${issue.kind === 'opened' ? 'Opened' : 'Updated'} the docs-health report ${issue.url}.`
      )
    }
    const summary = [renderAnalyticsSummary(result, settings), ...renderHandOver(done)]
    await io.writeSummary(summary.join('\n'))
    const failures = [verdict, done.report].flatMap(v => (v.kind === 'failed' ? [v.message] : []))
    return failures.length === 0 ? PASSED : failed(failures.join(' '))
  }
}

/** The report's number and address, and the gaps; each empty when there is none. */
export function handOverOutputs(done: HandOver): Record<string, string> {
  const issue = done.report.kind === 'written' ? done.report.issue : undefined
  return {
    'report-issue': issue === undefined ? '' : String(issue.number),
    'report-url': issue?.url ?? '',
    gaps: done.gaps,
    verified: issue === undefined ? '' : JSON.stringify(done.verified)
  }
}

export function analyticsOutputs(
  result: AnalyticsResult,
  directory: string
): Record<string, string> {
  const written = result.datasets.filter(d => d.path !== undefined)
  return {
    directory,
    files: JSON.stringify(Object.fromEntries(written.map(d => [d.name, d.path]))),
    rows: JSON.stringify(Object.fromEntries(written.map(d => [d.name, d.tally.rows]))),
    requests: String(result.requests),
    complete: String(result.complete),
    resume: result.resume
  }
}

/** Pass, pass with a warning, or fail, and the sentence that says so. Pure. */
export function judgeAnalytics(result: AnalyticsResult): {
  readonly kind: RunResult['kind'] | 'warned'
  readonly message: string
} {
  const { halt } = result
  const rows = result.datasets.reduce((sum, d) => sum + d.tally.rows, 0)
  const done = `${rows} rows in ${result.requests} analytics request(s)`
  const failures = result.datasets.filter(d => d.error !== undefined)
  // A dataset the service gave no way on: the rows read are kept, and the run says so.
  const incomplete = result.datasets
    .filter(d => d.outcome === 'incomplete')
    .map(
      d => ` Dataset ${d.name} is incomplete: ${d.deadEnd ?? ''}; the rows read are in its file.`
    )
    .join('')
  const resume =
    result.resume === ''
      ? ''
      : ' Run again with the resume output as input resume to continue where it stopped.'
  if (halt?.kind === 'unknown-project') {
    const [first, second] = halt.datasets
    return {
      kind: 'failed',
      message: `${halt.error.message} ${first} and ${second} both answered 404 and no dataset answered, so the export stopped after ${result.requests} requests: nothing was exported.`
    }
  }
  if (halt?.kind === 'refused' || halt?.kind === 'cancelled') {
    const why = halt.kind === 'refused' ? halt.error.message : 'The export was cancelled.'
    const before =
      rows === 0 && resume === ''
        ? `Nothing was exported (${result.requests} analytics request(s)).`
        : `${done} were written before it stopped.${resume}`
    return { kind: 'failed', message: `${why} ${before}` }
  }
  if (failures.length > 0) {
    const each = failures.map(d => `Dataset ${d.name} failed: ${d.error?.message ?? ''}`)
    const others =
      result.datasets.length > failures.length ? ' The other datasets were written.' : ''
    return { kind: 'failed', message: `${each.join(' ')}${others}${incomplete}${resume}` }
  }
  if (halt?.kind === 'budget') {
    return {
      kind: 'warned',
      message: `Stopped at max-requests (${result.requests} requests) with datasets left unfinished: ${done}.${incomplete}${resume}`
    }
  }
  if (halt?.kind === 'rate-limited') {
    return {
      kind: 'warned',
      message: `${halt.error.message} ${done} were written.${incomplete}${resume}`
    }
  }
  if (incomplete !== '') return { kind: 'warned', message: `Exported ${done}.${incomplete}` }
  return { kind: 'passed', message: `Exported ${done}; every dataset is complete.` }
}

/**
 * A dry run: the first request of each dataset as it would be sent, and one request at `limit: 1`
 * as the check (one analytics request; it writes no file).
 */
function planExport(settings: AnalyticsSettings): DryRunPlan {
  const { projectId, source, status } = settings
  const query: AnalyticsQuery = { projectId, ...periodDates(settings.period), source, status }
  const first = datasetSpec(settings.datasets[0] ?? 'views')
  return {
    prompt: undefined,
    planned: settings.datasets.map(name => {
      const spec = datasetSpec(name)
      const place = settings.resume?.places[name] ?? startOf(spec)
      const op = analyticsRequest(spec, query, place.kind === 'done' ? startOf(spec) : place)
      return {
        op,
        when:
          place.kind === 'done'
            ? 'not sent: ended in an earlier run'
            : spec.paging === 'single'
              ? 'one request'
              : 'then one more for each further page, within max-requests'
      }
    }),
    notes: [
      `The rows would be written as ${settings.format} to ${settings.directory}, one file per dataset, with at most ${settings.maxRequests} analytics requests.`,
      ...reportPlan(healthRequest(settings))
    ],
    check: {
      ...analyticsRequest(first, query, startOf(first), first.limit === undefined ? undefined : 1),
      action: `check the key and project "${settings.projectId}" (dry run)`,
      rateLimit: CHECK_ANALYTICS_LIMIT
    },
    checkCost:
      'It is the first request at limit 1: it creates nothing, and counts as 1 of the 100 analytics requests per organization per hour.',
    learn: () => undefined
  }
}

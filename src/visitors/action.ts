import { isWithin } from '../export/files.js'
import { PASSED, failed, type Action, type RunResult } from '../action/run-action.js'
import { connectService } from '../service/connect.js'
import { dryRun, type DryRunPlan } from '../service/dry-run.js'
import {
  CHECK_ANALYTICS_LIMIT,
  createAnalyticsApi,
  isCounts,
  type Counts
} from '../service/analytics.js'
import { visitorsPage, visitorsRequest } from '../service/visitors.js'
import { periodBounds, periodDates } from '../export/period.js'
import { exportVisitors, visitorsExport, type ExportResult } from './export.js'
import { readVisitorSettings, VISITORS_INPUTS, type VisitorSettings } from './settings.js'
import { renderVisitorsSummary } from './summary.js'

/**
 * The visitors action, top to bottom: read -> export page by page -> outputs, summary -> verdict.
 * Nothing here fails the step itself (`runAction` does, from the returned result).
 */
export const visitorsAction: Action<VisitorSettings> = {
  secretInputs: ['secret-key'],
  inputs: VISITORS_INPUTS,
  readSettings: io => readVisitorSettings(name => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context
    // A dry run exports nothing: its plan says what would be.
    io.info(
      `${settings.dryRun ? 'Would export' : 'Exporting'} visitors of project ${settings.projectId} (${periodBounds(settings.period)}, ${settings.limit} per page, from offset ${settings.offset}) to ${settings.path}`
    )
    if (!isWithin(settings.path, settings.workspace)) {
      io.notice(
        `The export is written outside the workspace (${settings.workspace}), to ${settings.path}.`
      )
    }
    if (settings.dryRun) {
      const checked = await dryRun(planExport(settings), settings, context)
      if (checked.kind === 'failed') return failed(checked.message)
      io.setOutputs(totalsOutputs(checked.answer))
      return PASSED
    }
    const api = connectService(settings, context, client =>
      createAnalyticsApi(client, visitorsPage)
    )
    const result = await exportVisitors(visitorsExport(settings), {
      api,
      log: io,
      signal: context.time.signal,
      redact: text => io.redact(text)
    })
    io.setOutputs(exportOutputs(result, settings.path))
    const verdict = judgeExport(result, settings.path)
    if (verdict.kind === 'passed') io.info(verdict.message)
    await io.writeSummary(renderVisitorsSummary(result, settings))
    return verdict.kind === 'passed' ? PASSED : failed(verdict.message)
  }
}

export function exportOutputs(result: ExportResult, path: string): Record<string, string> {
  const { stats } = result
  const count = (key: 'human' | 'ai' | 'total') =>
    stats.totals === undefined ? '' : String(stats.totals[key])
  return {
    human: count('human'),
    ai: count('ai'),
    total: count('total'),
    rows: String(stats.rows),
    pages: String(stats.pages),
    path,
    complete: String(result.kind === 'complete'),
    'next-offset': result.kind === 'complete' ? '' : String(result.nextOffset)
  }
}

/** Pass or fail, and the sentence that says so. Pure. */
export function judgeExport(
  result: ExportResult,
  path: string
): { readonly kind: RunResult['kind']; readonly message: string } {
  const { rows, pages } = result.stats
  switch (result.kind) {
    case 'complete':
      return { kind: 'passed', message: `Exported ${rows} rows in ${pages} request(s) to ${path}.` }
    case 'stopped':
      return {
        kind: 'passed',
        message: `Stopped at max-rows after ${rows} rows; continue with offset: ${result.nextOffset}.`
      }
    case 'cancelled':
      return {
        kind: 'failed',
        message: `The export was cancelled after ${rows} rows, kept in ${path}; continue with offset: ${result.nextOffset}.`
      }
    case 'failed':
      return {
        kind: 'failed',
        message: `${result.error.message} The export stopped at offset ${result.nextOffset}: the ${rows} rows before it are in ${path}. Run again with offset: ${result.nextOffset} to continue.`
      }
  }
}

/**
 * A dry run of the export: the first page request as it would be sent, and the same request at
 * `limit: 1` as the check (one analytics request; it creates nothing and writes no file).
 */
function planExport(settings: VisitorSettings): DryRunPlan {
  const { projectId, limit, offset } = settings
  const { dateFrom, dateTo } = periodDates(settings.period)
  const first = visitorsRequest(projectId, { dateFrom, dateTo, limit, offset })
  const check = visitorsRequest(projectId, { dateFrom, dateTo, limit: 1, offset })
  return {
    prompt: undefined,
    planned: [
      {
        op: first,
        when: `then one more for each further page while the service says hasMore${settings.maxRows === undefined ? '' : `, up to max-rows (${settings.maxRows} rows)`}`
      }
    ],
    notes: [`The rows would be written as ${settings.format} to ${settings.path}.`],
    check: {
      ...check,
      action: `check the key and project "${projectId}" (dry run)`,
      rateLimit: CHECK_ANALYTICS_LIMIT
    },
    checkCost:
      'It is the first request at limit 1: it creates nothing, and counts as 1 of the 100 analytics requests per organization per hour.',
    learn: answer => {
      const totals = totalsOf(answer)
      return totals === undefined
        ? undefined
        : `the range has ${totals.total} unique visitors (${totals.human} human, ${totals.ai} AI)`
    }
  }
}

/** The site-wide totals of a visitors answer, when it has numeric ones. */
function totalsOf(answer: unknown): Counts | undefined {
  const totals = (answer as { totals?: unknown } | undefined)?.totals
  return isCounts(totals) ? totals : undefined
}

function totalsOutputs(answer: unknown): Record<string, string> {
  const totals = totalsOf(answer)
  return {
    human: totals === undefined ? '' : String(totals.human),
    ai: totals === undefined ? '' : String(totals.ai),
    total: totals === undefined ? '' : String(totals.total)
  }
}

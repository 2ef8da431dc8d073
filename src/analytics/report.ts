import type { MarkerSeal } from '../github/hidden-marker.js'
import type { RunContext } from '../action/run-action.js'
import { lacksPermission } from '../github/failure.js'
import { lazyOctokit, describeFailure } from '../github/octokit.js'
import { escapeMarkdown, linkOrText } from '../text/markdown.js'
import type { AnalyticsResult } from './export.js'
import { describePeriod, findGaps, gapsPrompt, type Gap, type GapsAbout } from './gaps.js'
import { renderReport, reportMarker, reportTitle, type ReportPeriod } from './health-report.js'
import { publishReport, type Published } from './report-issue.js'
import type { AnalyticsSettings } from './settings.js'

/**
 * After the export: the gaps handed to the agent (`gaps`) and, with `report: issue`, the period's
 * docs-health issue that shows them. A report is written from a finished or partly finished
 * export (it says so), never from one that failed, so a good report is not overwritten by a bad
 * run; a report that cannot be written fails the step, naming the permission it needs.
 */
export type ReportOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'written'; readonly issue: Published }
  | { readonly kind: 'failed'; readonly message: string }

export interface HandOver {
  readonly gaps: string
  readonly count: number
  readonly report: ReportOutcome
}

export async function handOver(
  settings: AnalyticsSettings,
  result: AnalyticsResult,
  exportFailed: boolean,
  context: RunContext
): Promise<HandOver> {
  const list = findGaps(result, settings.gapsLimit)
  const about = aboutOf(settings)
  const plain: HandOver = {
    gaps: gapsPrompt(list, about),
    count: list.length,
    report: { kind: 'none' }
  }
  const { report } = settings
  const period = periodOf(settings)
  if (report === undefined || period === undefined || settings.previous === undefined) return plain
  if (exportFailed)
    return {
      ...plain,
      report: {
        kind: 'failed',
        message:
          'The docs-health report was not written, so that a failed export does not replace it: run again once the export passes.'
      }
    }
  const octokit = await lazyOctokit(report.github, context)()
  // Not reached: report settings are refused without a token. Said, not skipped, if it were.
  if (octokit === undefined)
    return {
      ...plain,
      report: { kind: 'failed', message: 'The docs-health report needs github-token.' }
    }
  const compose = composer(settings, result, list, about, {
    period,
    previousPeriod: settings.previous,
    seal: report.seal
  })
  try {
    const issue = await publishReport(octokit, report, period, compose, context.io)
    return { gaps: issue.gaps, count: list.length, report: { kind: 'written', issue } }
  } catch (error) {
    const permission = lacksPermission(error)
      ? ' The workflow needs "permissions: issues: write" for its token (github-token).'
      : ''
    return {
      ...plain,
      report: {
        kind: 'failed',
        message: `The docs-health report could not be written to GitHub (${describeFailure(error)}).${permission} The files and the gaps output were written.`
      }
    }
  }
}

function aboutOf(settings: AnalyticsSettings): GapsAbout {
  const { dateFrom, dateTo, projectId } = settings
  const period =
    dateFrom !== undefined && dateTo !== undefined
      ? describePeriod(dateFrom, dateTo)
      : `${dateFrom ?? 'the start'} to ${dateTo ?? 'now'}`
  return { period, projectId }
}

function periodOf(settings: AnalyticsSettings): ReportPeriod | undefined {
  const { projectId, dateFrom, dateTo } = settings
  return dateFrom === undefined || dateTo === undefined
    ? undefined
    : { projectId, dateFrom, dateTo }
}

function composer(
  settings: AnalyticsSettings,
  result: AnalyticsResult,
  list: readonly Gap[],
  about: GapsAbout,
  report: {
    readonly period: ReportPeriod
    readonly previousPeriod: { readonly dateFrom: string; readonly dateTo: string }
    readonly seal: MarkerSeal
  }
) {
  const { period, previousPeriod, seal } = report
  return (where: {
    readonly url: string | undefined
    readonly previousIssue: number | undefined
  }) => {
    const gaps = gapsPrompt(list, about, where.url)
    const { body } = renderReport({
      period,
      seal,
      previousPeriod,
      result,
      gaps,
      gapsLimit: settings.gapsLimit,
      rows: settings.summaryRows,
      runUrl: settings.report?.github.runUrl,
      previousIssue: where.previousIssue
    })
    return { body, gaps }
  }
}

/** What the run did about the report and the hand-over, for the job summary. */
export function renderHandOver(done: HandOver): string[] {
  const { report } = done
  const lines = [
    report.kind === 'none' ? '### Handed to the agent' : '### Docs-health report and hand-over',
    ''
  ]
  if (report.kind === 'written') {
    const { issue } = report
    const link = `#${issue.number} (${linkOrText(issue.url) ?? ''})`
    const closed =
      issue.closed.length === 0
        ? ''
        : ` Closed the earlier report(s) ${issue.closed.map(n => `#${n}`).join(', ')}.`
    lines.push(`${issue.kind === 'opened' ? 'Opened' : 'Updated'} the report ${link}.${closed}`, '')
  } else if (report.kind === 'failed') lines.push(`❌ ${escapeMarkdown(report.message)}`, '')
  lines.push(
    done.count === 0
      ? 'The `gaps` output is empty: nothing to hand over.'
      : `The \`gaps\` output holds ${done.count} gap(s) for the agent${report.kind === 'written' ? ', as the report shows' : ''}.`
  )
  return lines
}

/** What a dry run would write, for its notes. */
export function reportPlan(settings: AnalyticsSettings): string[] {
  const period = periodOf(settings)
  const gaps = `The gaps output would hold up to ${settings.gapsLimit} gaps from what the export reads.`
  if (settings.report === undefined || period === undefined) return [gaps]
  const { labels, closePrevious, github } = settings.report
  const repo = `${github.repository.owner}/${github.repository.repo}`
  return [
    `The docs-health report would be written to the issue "${reportTitle(period)}" in ${repo}: updated in place when a bot's issue starts with ${reportMarker(period, settings.report.seal)}, opened otherwise${labels.length === 0 ? '' : `, labelled ${labels.join(', ')}`}.${closePrevious ? ' The open reports of earlier periods would be closed (close-previous).' : ''} A dry run writes nothing to GitHub.`,
    gaps
  ]
}

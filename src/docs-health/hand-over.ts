import type { Logger } from '../action/io.js'
import type { MarkerSeal } from '../github/hidden-marker.js'
import type { RunContext } from '../action/run-action.js'
import { lacksPermission } from '../github/failure.js'
import { lazyOctokit, describeFailure } from '../github/octokit.js'
import { escapeMarkdown, linkOrText } from '../text/markdown.js'
import type { AnalyticsResult } from '../export/export-datasets.js'
import { chooseHandOver, handedOver } from './choose.js'
import { advanceGaps, type Lookups, type Verified } from './week.js'
import { gapLookups } from './lookups.js'
import { findGaps, gapsPrompt, type GapsAbout, type HandedGap } from './gaps.js'
import { renderReport, reportTitle } from './body.js'
import type { ReportScope } from './marker.js'
import { describePeriod, isBounded, type BoundedPeriod } from '../export/period.js'
import type { History } from './history.js'
import { gapId, MAX_TRACKED, readLedger, type TrackedGap } from './ledger.js'
import { publishReport, type Compose, type Located, type WrittenReport } from './issue.js'
import type { HealthRequest, ReportSettings } from './request.js'

/**
 * After the export: the gaps handed to the agent (`gaps`) and, with `report: issue`, the period's
 * docs-health issue that shows them. A report is written from a finished or partly finished
 * export (it says so), never from one that failed, so a good report is not overwritten by a bad
 * run; a report that cannot be written fails the step, naming the permission it needs.
 */
type ReportOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'written'; readonly issue: WrittenReport }
  | { readonly kind: 'failed'; readonly message: string }

export interface HandOver {
  readonly gaps: string
  readonly count: number
  readonly report: ReportOutcome
  /** The gaps verified or found still failing this run (the `verified` output). */
  readonly verified: readonly Verified[]
}

export async function handOver(
  settings: HealthRequest,
  result: AnalyticsResult,
  exportFailed: boolean,
  context: RunContext
): Promise<HandOver> {
  const list = findGaps(result, settings.gapsLimit)
  const about = aboutOf(settings)
  const plain: HandOver = {
    gaps: gapsPrompt(list, about),
    count: list.length,
    report: { kind: 'none' },
    verified: []
  }
  const { report } = settings
  const scope = scopeOf(settings)
  if (report === undefined || scope === undefined || settings.previous === undefined) return plain
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
  const lookups = gapLookups(octokit, { ...settings, report }, context)
  const { prepare, week } = preparer(
    { ...settings, report },
    result,
    { about, scope, lookups },
    context.io
  )
  try {
    const issue = await publishReport(octokit, report, scope, prepare, context.io)
    return {
      gaps: issue.gaps,
      count: week.handed.length,
      report: { kind: 'written', issue },
      verified: week.verified
    }
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

/** What this week's report handed over and verified, once it is composed. */
interface Week {
  handed: readonly HandedGap[]
  verified: readonly Verified[]
}

/**
 * The report's composition, once the reports are found: the history it starts from, followed
 * through this week, the gaps handed over, and the ledger it carries to the next.
 */
function preparer(
  settings: HealthRequest & { readonly report: ReportSettings },
  result: AnalyticsResult,
  where: { readonly about: GapsAbout; readonly scope: ReportScope; readonly lookups: Lookups },
  log: Logger & { redact(text: string): string }
): { readonly prepare: (located: Located) => Promise<Compose>; readonly week: Week } {
  const { report } = settings
  const { about, scope, lookups } = where
  // The first day of the period: when each gap came to the state it is in.
  const since = scope.period.from.text
  const week: Week = { handed: [], verified: [] }
  const prepare = async (located: Located) => {
    // The ledger holds readers' words: without the run's secrets, as everything it writes.
    const found = findGaps(result, MAX_TRACKED).map(gap => ({ ...gap, text: log.redact(gap.text) }))
    const base = historyOf(located, report.seal, scope.projectId, log)
    const followed = await advanceGaps(base, found, since, lookups, log)
    const chosen = chooseHandOver(followed.gaps, found, settings.gapsLimit)
    week.handed = chosen.map(c => ({ ...c.gap, tried: c.tried }))
    week.verified = followed.verified
    return composer(settings, result, week.handed, about, {
      scope,
      previousPeriod: settings.previous ?? scope.period,
      seal: report.seal,
      followed: {
        ...followed,
        gaps: handedOver(followed.gaps, chosen, since),
        seen: new Set(found.map(g => gapId(g.kind, g.text))),
        verification: report.verification !== undefined
      }
    })
  }
  return { prepare, week }
}

function aboutOf(settings: HealthRequest): GapsAbout {
  return { period: describePeriod(settings.period), projectId: settings.projectId }
}

/** What a report is about, when the period has both ends (a report is of one such period). */
function scopeOf(settings: HealthRequest): ReportScope | undefined {
  const { projectId, period } = settings
  return isBounded(period) ? { projectId, period } : undefined
}

function composer(
  settings: HealthRequest,
  result: AnalyticsResult,
  list: readonly HandedGap[],
  about: GapsAbout,
  report: {
    readonly scope: ReportScope
    readonly previousPeriod: BoundedPeriod
    readonly seal: MarkerSeal
    readonly followed?: History
  }
) {
  const { scope, previousPeriod, seal, followed } = report
  return (where: Parameters<Compose>[0]) => {
    const gaps = gapsPrompt(list, about, where.url)
    const { body } = renderReport({
      scope,
      seal,
      number: where.number,
      previousPeriod,
      result,
      gaps,
      gapsLimit: settings.gapsLimit,
      rows: settings.summaryRows,
      runUrl: settings.report?.github.runUrl,
      previousIssue: where.previousIssue,
      followed
    })
    return { body, gaps }
  }
}

/**
 * The gaps' history this report starts from: the newest earlier report's ledger (a later run for
 * the same period starts from the same one, so it hands over the same gaps). A report whose ledger
 * is missing (its line removed) or not sealed for it (edited, pasted from another report or
 * project, written with another key) is passed over, with a warning that says which, for the one
 * before it.
 */
function historyOf(
  located: Located,
  seal: MarkerSeal,
  projectId: string,
  log: Logger
): readonly TrackedGap[] {
  for (const report of located.earlier) {
    const ledger = readLedger(report.body, seal, { projectId, issue: report.number })
    if (ledger.kind === 'read') return ledger.gaps
    const why =
      ledger.kind === 'missing'
        ? 'has no gap history (its hidden line was removed)'
        : 'holds a gap history not sealed for it (changed by hand, pasted from another report or project, or written with another key)'
    log.warning(
      `Report #${report.number} ${why}: the history is taken from the report before it${located.earlier.at(-1) === report ? ', and there is none: gaps start afresh' : ''}.`
    )
  }
  return []
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
export function reportPlan(settings: HealthRequest): string[] {
  const scope = scopeOf(settings)
  const gaps = `The gaps output would hold up to ${settings.gapsLimit} gaps from what the export reads.`
  if (settings.report === undefined || scope === undefined) return [gaps]
  const { labels, closePrevious, github } = settings.report
  const repo = `${github.repository.owner}/${github.repository.repo}`
  return [
    `The docs-health report would be written to the issue "${reportTitle(scope)}" in ${repo}: updated in place when an issue the token's own account opened starts with this period's sealed report marker, opened otherwise and sealed for its number${labels.length === 0 ? '' : `, labelled ${labels.join(', ')}`}.${closePrevious ? ' The open reports of earlier periods would be closed (close-previous).' : ''} A dry run writes nothing to GitHub.`,
    gaps,
    `Each gap of the earlier reports would be followed: to its pull request and, once the site deployed it, ${settings.report.verification === undefined ? 'not to the live site (verification is off: no search-key)' : `to the live site's search of "${settings.report.verification.domain}" (one request per gap to verify)`}.`
  ]
}

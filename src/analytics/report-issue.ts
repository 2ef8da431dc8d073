import type { MarkerSeal } from '../github/hidden-marker.js'
import type { Logger } from '../action/io.js'
import { markerLine } from '../github/comments.js'
import type { Repository } from '../github/event.js'
import { addLabels, editIssue, listIssues, openIssue } from '../github/issues.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import { readReportMarker, reportTitle, type ReportPeriod } from './health-report.js'
import type { ReportSettings } from './report-settings.js'

/**
 * The report's issue on GitHub, through its REST API: found again among the repository's issues
 * by the marker on the first line of a bot's issue (the rule job markers follow: a person, or a
 * bot quoting one, cannot plant it), then updated in place, or opened; the open reports of
 * earlier periods of the same project closed when asked.
 */

/** A report issue as found. */
export interface FoundReport {
  readonly number: number
  readonly url: string
  readonly open: boolean
  readonly labels: readonly string[]
  readonly period: ReportPeriod
  /** Its body as GitHub has it (the gaps' ledger is read from it). */
  readonly body: string
}

/** Issues looked at: the newest first, a page of 100 at a time. */
const PAGE = 100
export const MAX_PAGES = 5

/**
 * The reports of the project among the newest `MAX_PAGES` pages of issues, newest first; paging
 * stops once `enough` says so. Labels do not narrow the search: a person may remove one.
 */
export async function findReports(
  octokit: Octokit,
  where: { readonly repository: Repository; readonly projectId: string; readonly seal: MarkerSeal },
  enough: (found: readonly FoundReport[]) => boolean
): Promise<FoundReport[]> {
  const found: FoundReport[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const issues = await listIssues(octokit, where.repository, { number: page, size: PAGE })
    for (const issue of issues) {
      if (issue.pull_request != null) continue
      const line = markerLine(issue)
      const period = line === undefined ? undefined : readReportMarker(line, where.seal)
      if (period?.projectId !== where.projectId) continue
      found.push({
        number: issue.number,
        url: issue.html_url,
        open: issue.state === 'open',
        labels: issue.labels.map(l => (typeof l === 'string' ? l : (l.name ?? ''))),
        period,
        body: issue.body ?? ''
      })
    }
    if (issues.length < PAGE || enough(found)) break
  }
  return found
}

/** The reports found: this period's, when there is one, and the earlier ones, newest first. */
export interface Located {
  readonly current: FoundReport | undefined
  readonly earlier: readonly FoundReport[]
}

/** The report's body and the `gaps` it shows, given the issue's address once it has one. */
export type Compose = (where: {
  readonly url: string | undefined
  readonly previousIssue: number | undefined
}) => { readonly body: string; readonly gaps: string }

export interface Published {
  readonly kind: 'opened' | 'updated'
  readonly number: number
  readonly url: string
  /** The earlier reports closed (`close-previous`). */
  readonly closed: readonly number[]
  /** The `gaps` the issue shows. */
  readonly gaps: string
}

/**
 * Writes this period's report: its issue updated in place when found, opened otherwise (then its
 * body written once more, so the hand-over it shows ends with the issue's own address). A failure
 * to find, open or update throws; a failure to label or close is a warning.
 */
export async function publishReport(
  octokit: Octokit,
  settings: ReportSettings,
  period: ReportPeriod,
  prepare: (located: Located) => Promise<Compose>,
  log: Logger
): Promise<Published> {
  const { repository } = settings.github
  const same = (r: FoundReport) =>
    r.period.dateFrom === period.dateFrom && r.period.dateTo === period.dateTo
  const earlier = (r: FoundReport) => Date.parse(r.period.dateFrom) < Date.parse(period.dateFrom)
  const reports = await findReports(
    octokit,
    { repository, projectId: period.projectId, seal: settings.seal },
    found => found.some(same) && found.some(earlier)
  )
  const current = reports.find(same)
  const previousIssue = reports.find(earlier)?.number
  const compose = await prepare({ current, earlier: reports.filter(earlier) })
  const title = reportTitle(period)
  let written: Omit<Published, 'closed'>
  if (current !== undefined) {
    const { body, gaps } = compose({ url: current.url, previousIssue })
    await editIssue(octokit, repository, current.number, { title, body })
    await labelReport(octokit, repository, current, settings.labels, log)
    written = { kind: 'updated', number: current.number, url: current.url, gaps }
  } else {
    const first = compose({ url: undefined, previousIssue })
    const issue = await openIssue(octokit, repository, {
      title,
      body: first.body,
      labels: settings.labels
    })
    const opened = { ...issue, gaps: first.gaps }
    const gaps = await linkBack(octokit, repository, opened, compose, previousIssue, log)
    written = { kind: 'opened', ...opened, gaps }
  }
  const closed = settings.closePrevious
    ? await closeEarlier(
        octokit,
        repository,
        reports.filter(r => r.open && earlier(r)),
        log
      )
    : []
  return { ...written, closed }
}

/** The new issue's body once more, with its own address at the end of the hand-over. */
async function linkBack(
  octokit: Octokit,
  repository: Repository,
  issue: { readonly number: number; readonly url: string; readonly gaps: string },
  compose: Compose,
  previousIssue: number | undefined,
  log: Logger
): Promise<string> {
  if (issue.gaps === '') return ''
  const { body, gaps } = compose({ url: issue.url, previousIssue })
  try {
    await editIssue(octokit, repository, issue.number, { body })
    return gaps
  } catch (error) {
    log.warning(
      `Could not add the report's address to the hand-over in issue #${issue.number} (${describeFailure(error)}); the gaps output is what the issue shows, without it.`
    )
    return issue.gaps
  }
}

async function labelReport(
  octokit: Octokit,
  repository: Repository,
  report: FoundReport,
  labels: readonly string[],
  log: Logger
): Promise<void> {
  const missing = labels.filter(l => !report.labels.includes(l))
  if (missing.length === 0) return
  try {
    await addLabels(octokit, repository, report.number, missing)
  } catch (error) {
    log.warning(`Could not label report #${report.number} (${describeFailure(error)}).`)
  }
}

async function closeEarlier(
  octokit: Octokit,
  repository: Repository,
  reports: readonly FoundReport[],
  log: Logger
): Promise<number[]> {
  const closed: number[] = []
  for (const report of reports) {
    try {
      await editIssue(octokit, repository, report.number, {
        state: 'closed',
        state_reason: 'completed'
      })
      closed.push(report.number)
    } catch (error) {
      log.warning(
        `Could not close the earlier report #${report.number} (${describeFailure(error)}).`
      )
    }
  }
  return closed
}

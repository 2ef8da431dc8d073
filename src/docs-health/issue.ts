import type { MarkerSeal } from '../github/hidden-marker.js'
import type { Logger } from '../action/io.js'
import { markerLine } from '../github/own-comments.js'
import { tokenLogin } from '../github/identity.js'
import type { Repository } from '../github/event.js'
import { addLabels, editIssue, listIssues, openIssue } from '../github/issues.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import { reportTitle } from './body.js'
import { samePeriod } from '../export/period.js'
import { readReportMarker, type ReportScope } from './marker.js'
import type { ReportSettings } from './request.js'

/**
 * The report's issue on GitHub, through its REST API: found again among the repository's issues
 * by the marker on the first line of an issue the token's own account opened, sealed for that
 * issue's number (the rule job markers follow: a person, another bot, or a copy in another issue
 * cannot plant it), then updated in place, or opened and sealed; the open reports of earlier
 * periods of the same project closed when asked.
 */

/** A report issue as found. */
interface FoundReport {
  readonly number: number
  readonly url: string
  readonly open: boolean
  readonly labels: readonly string[]
  readonly scope: ReportScope
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
  const login = await tokenLogin(octokit)
  for (let page = 1; page <= MAX_PAGES; page++) {
    const issues = await listIssues(octokit, where.repository, { number: page, size: PAGE })
    for (const issue of issues) {
      if (issue.pull_request != null) continue
      const line = markerLine(issue, login)
      const scope =
        line === undefined ? undefined : readReportMarker(line, where.seal, issue.number)
      if (scope?.projectId !== where.projectId) continue
      found.push({
        number: issue.number,
        url: issue.html_url,
        open: issue.state === 'open',
        labels: issue.labels.map(l => (typeof l === 'string' ? l : (l.name ?? ''))),
        scope,
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

/** The report's body and the `gaps` it shows, given the issue's number and address once it has them. */
export type Compose = (where: {
  readonly number: number | undefined
  readonly url: string | undefined
  readonly previousIssue: number | undefined
}) => { readonly body: string; readonly gaps: string }

export interface WrittenReport {
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
 * body written once more, sealed for the issue's number and with the hand-over ending with the
 * issue's own address). A failure to find, open or update throws; a failure to seal, label or
 * close is a warning.
 */
export async function publishReport(
  octokit: Octokit,
  settings: ReportSettings,
  scope: ReportScope,
  prepare: (located: Located) => Promise<Compose>,
  log: Logger
): Promise<WrittenReport> {
  const { repository } = settings.github
  const { period } = scope
  const same = (r: FoundReport) => samePeriod(r.scope.period, period)
  const earlier = (r: FoundReport) => r.scope.period.from.at < period.from.at
  const reports = await findReports(
    octokit,
    { repository, projectId: scope.projectId, seal: settings.seal },
    found => found.some(same) && found.some(earlier)
  )
  const current = reports.find(same)
  const previousIssue = reports.find(earlier)?.number
  const compose = await prepare({ current, earlier: reports.filter(earlier) })
  const title = reportTitle(scope)
  let written: Omit<WrittenReport, 'closed'>
  if (current !== undefined) {
    const { number, url } = current
    const { body, gaps } = compose({ number, url, previousIssue })
    await editIssue(octokit, repository, number, { title, body })
    await labelReport(octokit, repository, current, settings.labels, log)
    written = { kind: 'updated', number, url, gaps }
  } else {
    const first = compose({ number: undefined, url: undefined, previousIssue })
    const issue = await openIssue(octokit, repository, {
      title,
      body: first.body,
      labels: settings.labels
    })
    const gaps = await seal(octokit, repository, { ...issue, gaps: first.gaps }, compose, {
      previousIssue,
      log
    })
    written = { kind: 'opened', ...issue, gaps }
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

/**
 * The new issue's body once more, now that it has a number: its marker and ledger sealed for it,
 * and its own address at the end of the hand-over. Until then no run can find it as a report.
 */
async function seal(
  octokit: Octokit,
  repository: Repository,
  issue: { readonly number: number; readonly url: string; readonly gaps: string },
  compose: Compose,
  rest: { readonly previousIssue: number | undefined; readonly log: Logger }
): Promise<string> {
  const { body, gaps } = compose({ ...issue, previousIssue: rest.previousIssue })
  try {
    await editIssue(octokit, repository, issue.number, { body })
    return gaps
  } catch (error) {
    rest.log.warning(
      `Could not seal the new report #${issue.number} (${describeFailure(error)}): the next run will not find it, and opens another for this period; the gaps output is what the issue shows.`
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

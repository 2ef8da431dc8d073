import type { Logger } from '../action/io.js'
import type { RunContext } from '../action/run-action.js'
import { readJobMarker } from '../agent/marker.js'
import { listComments, markerLine } from '../github/comments.js'
import { readAppDeployment } from '../github/deployments.js'
import { gitHubErrorOf } from '../github/failure.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import { isOnServer, parsePullRequestUrl, readPullMerge } from '../github/pull-request.js'
import { createAgentApi, type AgentApi } from '../service/agent.js'
import { connectService } from '../service/connect.js'
import { createSiteSearch } from '../service/discovery.js'
import { ServiceError } from '../service/errors.js'
import type { FoundPull, Lookups } from './follow.js'
import type { AnalyticsSettings } from './settings.js'
import type { ReportSettings } from './report-settings.js'

/**
 * Where a gap's history is read from, each source trusted for what it can prove:
 * - a report's pull request: the agent action's job comment on the report issue (its marker is
 *   sealed with `secret-key`, so only a job this workflow started counts), that job's `prLink` on
 *   the service, and the pull request itself on this repository (merged or not, and its commit);
 * - the site deployed since: the deployment Mintlify's GitHub app made of the merge commit,
 *   ended in success (only the app's own deployments count);
 * - the live site's search: the Discovery API with `search-key`.
 * A lookup that fails is a warning, and leaves the gap where it stood.
 */
export function gapLookups(
  octokit: Octokit,
  settings: AnalyticsSettings & { readonly report: ReportSettings },
  context: RunContext
): Lookups {
  const { report } = settings
  const { repository } = report.github
  const log = context.io
  // The export's client already said what it thinks of the key: not said again.
  const agent = connectService({ ...settings, keyWarning: undefined }, context, createAgentApi)
  const verification = report.verification
  const site =
    verification === undefined
      ? undefined
      : connectService(
          { ...settings, secretKey: verification.key, keyWarning: undefined },
          context,
          client => createSiteSearch(client, verification.domain)
        )
  const where = { octokit, agent, settings, log }
  return {
    pullOf: issue => pullOf(issue, where),
    async deployedSince(pull) {
      if (pull.mergeSha === undefined) return false
      try {
        const deployment = await readAppDeployment(octokit, repository, pull.mergeSha, undefined)
        return deployment.kind === 'found' && deployment.state === 'success'
      } catch (error) {
        if (gitHubErrorOf(error) === undefined) throw error
        log.warning(
          `Could not read the deployments of #${pull.number}'s merge (${describeFailure(error)}): give the workflow "permissions: deployments: read". Its gaps wait for the next run.`
        )
        return false
      }
    },
    search:
      site === undefined
        ? undefined
        : async query => {
            try {
              const [page] = await site.search(query)
              // Kept in the ledger: without the run's secrets, as readers' words are.
              return page === undefined
                ? { kind: 'nothing' }
                : { kind: 'found', page: context.io.redact(page) }
            } catch (error) {
              if (!(error instanceof ServiceError)) throw error
              return { kind: 'failed', message: error.message }
            }
          }
  }
}

/** The pull request of a report's hand-over, as the service and GitHub say; undefined if none. */
async function pullOf(
  issue: number,
  where: {
    readonly octokit: Octokit
    readonly agent: AgentApi
    readonly settings: AnalyticsSettings & { readonly report: ReportSettings }
    readonly log: Logger
  }
): Promise<FoundPull | undefined> {
  const { octokit, agent, settings, log } = where
  const { report } = settings
  const { repository } = report.github
  try {
    const jobId = await newestJob(octokit, { repository, number: issue }, report, log)
    if (jobId === undefined) return undefined
    const job = await agent.getJob(settings.projectId, jobId)
    const ref = typeof job.prLink === 'string' ? parsePullRequestUrl(job.prLink) : undefined
    const here =
      ref !== undefined &&
      isOnServer(ref, report.github.serverUrl) &&
      ref.owner.toLowerCase() === repository.owner.toLowerCase() &&
      ref.repo.toLowerCase() === repository.repo.toLowerCase()
    if (!here) return undefined
    return { number: ref.number, ...(await readPullMerge(octokit, ref)) }
  } catch (error) {
    const why =
      error instanceof ServiceError
        ? error.message
        : gitHubErrorOf(error) === undefined
          ? undefined
          : describeFailure(error)
    if (why === undefined) throw error
    log.warning(
      `Could not follow the hand-over of report #${issue} to its pull request (${why}); its gaps stay as they were.`
    )
    return undefined
  }
}

/** The job of the newest comment on the issue that the agent action sealed as its own. */
async function newestJob(
  octokit: Octokit,
  issue: { readonly repository: ReportSettings['github']['repository']; readonly number: number },
  report: ReportSettings,
  log: Logger
): Promise<string | undefined> {
  const comments = await listComments(octokit, issue)
  for (const comment of [...comments].reverse()) {
    const line = markerLine(comment)
    const jobId = line === undefined ? undefined : readJobMarker(line, report.seal, issue.number)
    if (jobId !== undefined) return jobId
  }
  log.debug(`Report #${issue.number} has no comment of an agent job: nothing handed over yet.`)
  return undefined
}

import type { Logger } from '../action/io.js'
import type { RunContext } from '../action/run-action.js'
import { readJobMarker } from '../github/job-marker.js'
import { findOwn } from '../github/own-comments.js'
import { readAppDeployment } from '../github/deployments.js'
import { gitHubErrorOf } from '../github/failure.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import { isOnServer, parsePullRequestUrl, readPullMerge } from '../github/pull-request.js'
import { createAgentApi, TERMINAL_STATUSES, type AgentApi } from '../service/agent.js'
import { printable } from '../text/format.js'
import { connectService } from '../service/connect.js'
import { createSiteSearch } from '../service/discovery.js'
import { answered, ServiceError } from '../service/errors.js'
import type { HandOverFate, Lookups } from './week.js'
import type { HealthRequest, ReportSettings } from './request.js'

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
  settings: HealthRequest & { readonly report: ReportSettings },
  context: RunContext
): Lookups {
  const { report } = settings
  const { repository } = report.github
  const log = context.io
  // The export's client already said what it thinks of the key: the request carries no warning.
  const agent = connectService(settings.service, context, createAgentApi)
  const verification = report.verification
  const site =
    verification === undefined
      ? undefined
      : connectService({ ...settings.service, secretKey: verification.key }, context, client =>
          createSiteSearch(client, verification.domain)
        )
  const where = { octokit, agent, settings, log }
  return {
    fateOf: issue => fateOf(issue, where),
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

/**
 * Where a report's hand-over stands, as the service and GitHub say: no job on the report yet, its
 * job at work, its job ended without a pull request on this repository, or its pull request.
 * Undefined when it could not be read (a warning): the gaps stay where they were.
 */
async function fateOf(
  issue: number,
  where: {
    readonly octokit: Octokit
    readonly agent: AgentApi
    readonly settings: HealthRequest & { readonly report: ReportSettings }
    readonly log: Logger
  }
): Promise<HandOverFate | undefined> {
  const { octokit, agent, settings, log } = where
  const { report } = settings
  const { repository } = report.github
  try {
    const jobId = await newestJob(octokit, { repository, number: issue }, report, log)
    if (jobId === undefined) return { kind: 'no-job' }
    const job = await jobOf(agent, settings.projectId, jobId)
    if (job === undefined) return { kind: 'no-pull', status: 'gone' }
    const ref = typeof job.prLink === 'string' ? parsePullRequestUrl(job.prLink) : undefined
    const here =
      ref !== undefined &&
      isOnServer(ref, report.github.serverUrl) &&
      ref.owner.toLowerCase() === repository.owner.toLowerCase() &&
      ref.repo.toLowerCase() === repository.repo.toLowerCase()
    if (here)
      return { kind: 'pull', pull: { number: ref.number, ...(await readPullMerge(octokit, ref)) } }
    // A pull request elsewhere is no fix here; a job that ended without one here will not make one.
    return TERMINAL_STATUSES.includes(job.status)
      ? { kind: 'no-pull', status: printable(job.status, 40) }
      : { kind: 'working' }
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

/** The job on the service, or undefined when the service no longer has it (404). */
async function jobOf(agent: AgentApi, projectId: string, jobId: string) {
  try {
    return await agent.getJob(projectId, jobId)
  } catch (error) {
    if (answered(error, 404)) return undefined
    throw error
  }
}

/** The job of the newest comment on the issue that the agent action sealed as its own. */
async function newestJob(
  octokit: Octokit,
  issue: { readonly repository: ReportSettings['github']['repository']; readonly number: number },
  report: ReportSettings,
  log: Logger
): Promise<string | undefined> {
  const found = await findOwn(octokit, issue, line =>
    readJobMarker(line, report.seal, issue.number)
  )
  if (found !== undefined) return found.value
  log.debug(`Report #${issue.number} has no comment of an agent job: nothing handed over yet.`)
  return undefined
}

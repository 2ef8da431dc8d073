import type { Logger } from '../service/client.js'
import type { Repository } from '../settings.js'
import type { Octokit } from './comments.js'
import { findComment, GITHUB_REQUEST_TIMEOUT_MS, statusOf } from './comments.js'

/**
 * Pull-request follow-through, once the job's `prLink` is known: labels, review requests, and a
 * comment linking the issue. Every step is best-effort: a failure is a warning and changes
 * neither the job's outcome nor the outputs.
 */

export interface PullRequestRef extends Repository {
  readonly number: number
}

/** The repository and number of `https://<server>/<owner>/<repo>/pull/<n>` on this GitHub server. */
export function parsePullRequest(prLink: string, serverUrl: string): PullRequestRef | undefined {
  let url: URL
  try {
    url = new URL(prLink)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.host !== new URL(serverUrl).host) return undefined
  const m = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)\/?$/.exec(url.pathname)
  if (m?.[1] === undefined || m[2] === undefined || m[3] === undefined) return undefined
  return { owner: m[1], repo: m[2], number: Number(m[3]) }
}

export interface FollowThrough {
  readonly labels: readonly string[]
  readonly reviewers: readonly string[]
  /** The triggering issue to link, when there is one and linking is on. */
  readonly issue: { readonly repository: Repository; readonly number: number } | undefined
}

export async function followThrough(
  octokit: Octokit,
  pr: PullRequestRef,
  plan: FollowThrough,
  log: Logger
): Promise<void> {
  const base = { owner: pr.owner, repo: pr.repo }
  const where = `${pr.owner}/${pr.repo}#${pr.number}`
  // A fresh time limit for each request: one slow step must not use up the next one's.
  const request = () => ({ signal: AbortSignal.timeout(GITHUB_REQUEST_TIMEOUT_MS) })
  const attempt = async (what: string, step: () => Promise<unknown>): Promise<void> => {
    try {
      await step()
      log.info(`Pull request ${where}: ${what}.`)
    } catch (error) {
      log.warning(
        `Could not ${what} on pull request ${where} (${statusOf(error) ?? (error instanceof Error ? error.message : String(error))}): the token may lack "pull-requests: write", or the pull request is in a repository it cannot reach.`
      )
    }
  }
  if (plan.labels.length > 0) {
    await attempt(`add labels ${plan.labels.join(', ')}`, () =>
      octokit.rest.issues.addLabels({
        ...base,
        issue_number: pr.number,
        labels: [...plan.labels],
        request: request()
      })
    )
  }
  if (plan.reviewers.length > 0) {
    const teams = plan.reviewers.filter(r => r.includes('/')).map(r => r.slice(r.indexOf('/') + 1))
    const users = plan.reviewers.filter(r => !r.includes('/'))
    await attempt(`request reviews from ${plan.reviewers.join(', ')}`, () =>
      octokit.rest.pulls.requestReviewers({
        ...base,
        pull_number: pr.number,
        reviewers: users,
        team_reviewers: teams,
        request: request()
      })
    )
  }
  if (plan.issue !== undefined) {
    const { repository, number } = plan.issue
    const sameRepo = repository.owner === pr.owner && repository.repo === pr.repo
    const ref = sameRepo ? `#${number}` : `${repository.owner}/${repository.repo}#${number}`
    const marker = `<!-- mintlify-agent-link: ${repository.owner}/${repository.repo}#${number} -->`
    await attempt(`link ${ref}`, async () => {
      const target = { repository: { owner: pr.owner, repo: pr.repo }, issueNumber: pr.number }
      if ((await findComment(octokit, target, marker)) !== undefined) return
      await octokit.rest.issues.createComment({
        ...base,
        issue_number: pr.number,
        body: `${marker}\nOpened by the Mintlify agent for ${ref}.`,
        request: request()
      })
    })
  }
}

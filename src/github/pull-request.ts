import type { Logger } from '../action/io.js'
import type { Job } from '../service/agent.js'
import { isHttpsUrl } from '../text/markdown.js'
import { describeTarget, findComment } from './comments.js'
import { sameRepository, type IssueTarget, type Repository } from './event.js'
import { describeFailure, requestOptions, type Octokit } from './octokit.js'

/**
 * The job's pull request: whether there is one (decided here, once), what it is, and the
 * follow-through once it is known: labels, review requests, and a comment linking the issue.
 * Every follow-through step is best-effort: a failure is a warning and changes neither the job's
 * outcome nor the outputs.
 */

export interface PullRequestRef extends Repository {
  /** The host of the URL (`github.com`, or a GitHub Enterprise Server's). */
  readonly host: string
  readonly number: number
}

export interface PullRequest {
  /** The job's `prLink`, as the service gave it. */
  readonly url: string
  /** Its parts, when it is an `https://<host>/<owner>/<repo>/pull/<n>` URL; undefined otherwise. */
  readonly ref: PullRequestRef | undefined
}

/**
 * The one answer to "has the job a pull request?": a `prLink` that is an `https://` URL. Anything
 * else (empty, `http://`, `javascript:`, not a URL) is no pull request: not linked, not followed
 * through, and `require-pr` fails.
 */
export function pullRequestOf(job: Job | undefined): PullRequest | undefined {
  const url = job?.prLink
  if (typeof url !== 'string' || !isHttpsUrl(url)) return undefined
  return { url, ref: parsePullRequestUrl(url) }
}

/**
 * The one parser of pull-request URLs: `https://<host>/<owner>/<repo>/pull/<n>`, where anything
 * after the number (`/files`, `/commits`, a query or fragment) still names the pull request.
 */
export function parsePullRequestUrl(text: string): PullRequestRef | undefined {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:') return undefined
  const m = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)(?:\/.*)?$/.exec(url.pathname)
  if (m?.[1] === undefined || m[2] === undefined || m[3] === undefined) return undefined
  const number = Number(m[3])
  if (!Number.isSafeInteger(number) || number < 1) return undefined
  return { host: url.host, owner: m[1], repo: m[2], number }
}

/** `owner/repo#N`, as GitHub writes references. */
export function describePullRequest(ref: PullRequestRef): string {
  return describeTarget(issueOf(ref))
}

/** Whether the pull request is on this GitHub server (GITHUB_SERVER_URL), so it can be followed. */
export function isOnServer(ref: PullRequestRef, serverUrl: string): boolean {
  return ref.host === new URL(serverUrl).host
}

function issueOf(ref: PullRequestRef): IssueTarget {
  return { repository: { owner: ref.owner, repo: ref.repo }, number: ref.number }
}

export interface FollowThrough {
  readonly labels: readonly string[]
  readonly reviewers: readonly string[]
  /** The triggering issue to link, when there is one and linking is on. */
  readonly issue: IssueTarget | undefined
}

export async function followThrough(
  octokit: Octokit,
  pr: PullRequestRef,
  plan: FollowThrough,
  log: Logger
): Promise<void> {
  const base = { owner: pr.owner, repo: pr.repo }
  const where = describePullRequest(pr)
  const attempt = async (what: string, step: () => Promise<unknown>): Promise<void> => {
    try {
      await step()
      log.info(`Pull request ${where}: ${what}.`)
    } catch (error) {
      log.warning(
        `Could not ${what} on pull request ${where} (${describeFailure(error)}): the token may lack "pull-requests: write", or the pull request is in a repository it cannot reach.`
      )
    }
  }
  if (plan.labels.length > 0) {
    await attempt(`add labels ${plan.labels.join(', ')}`, () =>
      octokit.rest.issues.addLabels({
        ...base,
        issue_number: pr.number,
        labels: [...plan.labels],
        request: requestOptions()
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
        request: requestOptions()
      })
    )
  }
  if (plan.issue !== undefined) {
    const issue = plan.issue
    const ref = sameRepository(issue.repository, pr) ? `#${issue.number}` : describeTarget(issue)
    const marker = `<!-- mintlify-agent-link: ${describeTarget(issue)} -->`
    await attempt(`link ${ref}`, async () => {
      if ((await findComment(octokit, issueOf(pr), marker)) !== undefined) return
      await octokit.rest.issues.createComment({
        ...base,
        issue_number: pr.number,
        body: `${marker}\nOpened by the Mintlify agent for ${ref}.`,
        request: requestOptions()
      })
    })
  }
}

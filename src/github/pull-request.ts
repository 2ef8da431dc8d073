import type { Job } from '../service/agent.js'
import { isHttpsUrl } from '../text/markdown.js'
import { describeTarget } from './comments.js'
import type { IssueTarget, Repository } from './event.js'
import type { Octokit } from './octokit.js'

/**
 * The job's pull request: whether there is one (decided here, once), what it is, and where it is.
 * What is done to it once known is in `follow-through.ts`, loaded only then.
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

/** The pull request as an issue (comments on it are issue comments). */
export function issueOf(ref: PullRequestRef): IssueTarget {
  return { repository: { owner: ref.owner, repo: ref.repo }, number: ref.number }
}

/** The pull request's head commit, as GitHub has it now; a failure is thrown as `GitHubError`. */
export async function readPullHead(octokit: Octokit, ref: PullRequestRef): Promise<string> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.number
  })
  return data.head.sha
}

/** The newest open pull requests of the repository, at most `count` (one page). */
export async function listOpenPulls(octokit: Octokit, repository: Repository, count: number) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls', {
    ...repository,
    state: 'open',
    sort: 'created',
    direction: 'desc',
    per_page: count
  })
  return data
}

/** Whether a pull request merged, when, and the commit the merge made; or closed without it. */
interface PullMerge {
  readonly mergedAt: string | undefined
  readonly mergeSha: string | undefined
  /** Closed without merging: it will not merge unless someone reopens it. */
  readonly closedUnmerged: boolean
}

export async function readPullMerge(octokit: Octokit, ref: PullRequestRef): Promise<PullMerge> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.number
  })
  const at = data.merged_at
  const sha = data.merge_commit_sha
  const mergedAt = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : undefined
  return {
    mergedAt,
    mergeSha: typeof sha === 'string' && /^[0-9a-f]{40}$/.test(sha) ? sha : undefined,
    closedUnmerged: data.state === 'closed' && mergedAt === undefined
  }
}

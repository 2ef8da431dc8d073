import type { Repository } from './event.js'
import type { Octokit } from './octokit.js'
import type { PullRequestRef } from './pull-request.js'

/**
 * The GitHub reads and edits follow-code makes besides the change itself (changes/ reads that):
 * the repository's comments newest first, its releases, a docs pull request's state and
 * description. Each fails as a GitHubError (octokit.ts).
 */

/**
 * One page of every issue and pull request comment of the repository, newest created first
 * ("List issue comments for a repository", `sort=created&direction=desc`).
 */
export async function newestRepoComments(octokit: Octokit, repository: Repository, page: number) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/comments', {
    ...repository,
    sort: 'created',
    direction: 'desc',
    per_page: 100,
    page
  })
  return data
}

/** The newest `count` releases (one page; GitHub lists drafts only to writers). */
export async function newestReleases(octokit: Octokit, repository: Repository, count: number) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/releases', {
    ...repository,
    per_page: count
  })
  return data
}

/** A pull request's state and description, as GitHub has them now. */
export async function readPull(
  octokit: Octokit,
  ref: PullRequestRef
): Promise<{ readonly state: 'open' | 'merged' | 'closed'; readonly body: string }> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.number
  })
  const merged = typeof data.merged_at === 'string'
  return {
    state: merged ? 'merged' : data.state === 'open' ? 'open' : 'closed',
    body: typeof data.body === 'string' ? data.body : ''
  }
}

/** Sets a pull request's description (the whole of it: sending it again is safe). */
export async function editPullBody(
  octokit: Octokit,
  ref: PullRequestRef,
  body: string
): Promise<void> {
  await octokit.request('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', {
    owner: ref.owner,
    repo: ref.repo,
    pull_number: ref.number,
    body,
    request: { retries: 1 }
  })
}

import type { Repository } from './event.js'
import type { Octokit } from './octokit.js'

/**
 * Issues of the repository through GitHub's REST API: listed newest first, opened, edited and
 * labelled. What is written in them, and which of them is whose, is decided by the callers (the
 * docs-health report); a failure is thrown as `GitHubError`.
 */

/** One page of the repository's issues (pull requests among them), newest first, of every state. */
export async function listIssues(
  octokit: Octokit,
  repository: Repository,
  page: { readonly number: number; readonly size: number }
) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues', {
    ...repository,
    state: 'all',
    sort: 'created',
    direction: 'desc',
    per_page: page.size,
    page: page.number
  })
  return data
}

/** Opens an issue; its number and address. */
export async function openIssue(
  octokit: Octokit,
  repository: Repository,
  issue: { readonly title: string; readonly body: string; readonly labels: readonly string[] }
): Promise<{ readonly number: number; readonly url: string }> {
  const { data } = await octokit.request('POST /repos/{owner}/{repo}/issues', {
    ...repository,
    title: issue.title,
    body: issue.body,
    labels: [...issue.labels]
  })
  return { number: data.number, url: data.html_url }
}

/** Edits an issue: its title and body, or closes it as completed. */
export async function editIssue(
  octokit: Octokit,
  repository: Repository,
  number: number,
  change:
    | { readonly title?: string; readonly body: string }
    | { readonly state: 'closed'; readonly state_reason: 'completed' }
): Promise<void> {
  await octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
    ...repository,
    issue_number: number,
    ...change
  })
}

/** Adds labels to an issue. */
export async function addLabels(
  octokit: Octokit,
  repository: Repository,
  number: number,
  labels: readonly string[]
): Promise<void> {
  await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
    ...repository,
    issue_number: number,
    labels: [...labels]
  })
}

import type { Logger } from '../action/io.js'
import { describeTarget } from './comments.js'
import { findComment } from './own-comments.js'
import { sameRepository, type IssueTarget } from './event.js'
import { describeFailure, type Octokit } from './octokit.js'
import { describePullRequest, issueOf, type PullRequestRef } from './pull-request.js'

/**
 * The follow-through once the job's pull request is known: labels, review requests, the issue
 * closed from its description, and the job's comment on it. Every step is best-effort: a failure
 * is a warning and changes neither the job's outcome nor the outputs. Loaded only by a run that
 * has a pull request to follow.
 */

interface FollowThrough {
  readonly labels: readonly string[]
  readonly reviewers: readonly string[]
  /** The triggering issue to link, when there is one and linking is on. */
  readonly issue: IssueTarget | undefined
  /**
   * The job's comment on the pull request, left once: its hidden `marker` lets an instruction on
   * the pull request find the job, and `text` says how to give one. It is left when `always`, and
   * otherwise only to link the issue where the description cannot do it. Undefined when the run's
   * own comment is already on this pull request.
   */
  readonly comment:
    { readonly marker: string; readonly text: string; readonly always: boolean } | undefined
}

/**
 * Applies the plan to the pull request, each step best-effort. Says whether the job's comment is
 * on the pull request afterwards (left now or found there): undefined when none was asked for.
 */
export async function followThrough(
  octokit: Octokit,
  pr: PullRequestRef,
  plan: FollowThrough,
  log: Logger
): Promise<boolean | undefined> {
  const base = { owner: pr.owner, repo: pr.repo }
  const attempt = attempter(describePullRequest(pr), log)
  if (plan.labels.length > 0) {
    const labels = plan.labels.join(', ')
    const what = { doing: `add labels ${labels}`, done: `labels ${labels} added` }
    await attempt(what, () =>
      octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
        ...base,
        issue_number: pr.number,
        labels: [...plan.labels]
      })
    )
  }
  if (plan.reviewers.length > 0) {
    const teams = plan.reviewers.filter(r => r.includes('/')).map(r => r.slice(r.indexOf('/') + 1))
    const users = plan.reviewers.filter(r => !r.includes('/'))
    const who = plan.reviewers.join(', ')
    const what = { doing: `request reviews from ${who}`, done: `reviews requested from ${who}` }
    await attempt(what, () =>
      octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', {
        ...base,
        pull_number: pr.number,
        reviewers: users,
        team_reviewers: teams
      })
    )
  }
  const issue = plan.issue
  const same = issue !== undefined && sameRepository(issue.repository, pr)
  const closed = same && (await closeFromDescription(octokit, pr, issue.number, log))
  const link =
    issue === undefined || closed ? undefined : same ? `#${issue.number}` : describeTarget(issue)
  const { comment } = plan
  if (comment === undefined || (!comment.always && link === undefined)) return undefined
  const what =
    link === undefined
      ? { doing: "leave the job's comment", done: "the job's comment left" }
      : { doing: `link ${link}`, done: `${link} linked in the job's comment` }
  return attempt(what, async () => {
    const found = await findComment(octokit, issueOf(pr), comment.marker)
    if (found !== undefined) return
    await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...base,
      issue_number: pr.number,
      body: `${comment.marker}\nOpened by the Mintlify agent${link === undefined ? '' : ` for ${link}`}. ${comment.text}`
    })
  })
}

/**
 * One step on the pull request, logged as done (a fact) or as what could not be done, and why;
 * true when it was done.
 */
function attempter(where: string, log: Logger) {
  return async (
    what: { readonly doing: string; readonly done: string },
    step: () => Promise<unknown>
  ): Promise<boolean> => {
    try {
      await step()
      log.info(`Pull request ${where}: ${what.done}.`)
      return true
    } catch (error) {
      log.warning(
        `Could not ${what.doing} on pull request ${where} (${describeFailure(error)}): the token may lack "pull-requests: write", or the pull request is in a repository it cannot reach.`
      )
      return false
    }
  }
}

/**
 * Writes `Closes #N` at the end of the pull request's description, so the issue closes when it
 * merges; once only: a description that already closes #N (any of GitHub's closing keywords,
 * written by the agent or by an earlier run) is left as it is. False, with a warning saying why,
 * when the description could not be read or edited: the caller then links the issue in a comment.
 */
async function closeFromDescription(
  octokit: Octokit,
  pr: PullRequestRef,
  issueNumber: number,
  log: Logger
): Promise<boolean> {
  const line = `Closes #${issueNumber}`
  const where = describePullRequest(pr)
  const target = { owner: pr.owner, repo: pr.repo, pull_number: pr.number }
  try {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
      ...target
    })
    const body = typeof data.body === 'string' ? data.body : ''
    if (closesIssue(body, issueNumber)) {
      log.info(`Pull request ${where}: its description already closes #${issueNumber}.`)
      return true
    }
    await octokit.request('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', {
      ...target,
      body: body.trim() === '' ? line : `${body.trimEnd()}\n\n${line}`
    })
    log.info(`Pull request ${where}: "${line}" added to its description.`)
    return true
  } catch (error) {
    log.warning(
      `Could not add "${line}" to the description of pull request ${where} (${describeFailure(error)}): the token may lack "pull-requests: write". Linking #${issueNumber} in a comment instead, which does not close it on merge.`
    )
    return false
  }
}

/** Whether a description closes issue `n` of its own repository with one of GitHub's keywords. */
export function closesIssue(body: string, n: number): boolean {
  return new RegExp(`\\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?):?\\s+#${n}(?!\\d)`, 'i').test(
    body
  )
}

import type { Logger } from '../action/io.js'
import type { IssueTarget } from './event.js'
import { describeFailure, requestOptions, statusOf, type Octokit } from './octokit.js'

/**
 * The run's one comment on an issue or pull request, created on the first `post` and edited in
 * place after. Every failure is a warning (commenting is best-effort); calls are queued so two
 * edits never race.
 */
export interface IssueCommenter {
  /**
   * Creates or edits the comment. `marker` is the hidden text that identifies it: after a create
   * whose result is unknown (a 5xx or a dropped connection) the comment may exist, so it is looked
   * for by its marker before another is created.
   */
  post(body: string, marker?: string): Promise<void>
  /** The id of the comment once it exists. */
  readonly commentId: number | undefined
}

export function createCommenter(
  octokit: Octokit,
  target: IssueTarget,
  log: Logger,
  existingId?: number
): IssueCommenter {
  let commentId = existingId
  let disabled = false
  let mayExist = false
  let queue: Promise<void> = Promise.resolve()
  const where = describeTarget(target)
  const base = { owner: target.repository.owner, repo: target.repository.repo }

  async function send(body: string, marker: string | undefined): Promise<void> {
    if (disabled) return
    try {
      if (commentId === undefined && mayExist && marker !== undefined) {
        commentId = await findComment(octokit, target, marker)
        if (commentId !== undefined)
          log.info(`Found the comment of an unanswered create on ${where}.`)
      }
      if (commentId === undefined) {
        mayExist = true
        const { data } = await octokit.rest.issues.createComment({
          ...base,
          issue_number: target.number,
          body,
          request: requestOptions()
        })
        commentId = data.id
        mayExist = false
        log.info(`Commented on ${where}: ${data.html_url}`)
      } else {
        await octokit.rest.issues.updateComment({
          ...base,
          comment_id: commentId,
          body,
          request: requestOptions()
        })
      }
    } catch (error) {
      const status = statusOf(error)
      if (status === 401 || status === 403 || status === 404) {
        disabled = true
        log.warning(
          `Could not comment on ${where} (${status}): the job goes on without a comment. Give the workflow "permissions: issues: write" (and "pull-requests: write" for pull requests), or set comment: false.`
        )
      } else {
        // A 4xx other than those was answered, so nothing was created; anything else may have been.
        if (status !== undefined && status < 500) mayExist = false
        log.warning(
          `Could not comment on ${where} (${describeFailure(error)}); will try again at the next update.`
        )
      }
    }
  }

  return {
    post(body, marker) {
      queue = queue.then(() => send(body, marker))
      return queue
    },
    get commentId() {
      return commentId
    }
  }
}

/** `owner/repo#N`, as GitHub writes references. */
export function describeTarget(target: IssueTarget): string {
  return `${target.repository.owner}/${target.repository.repo}#${target.number}`
}

/** Every comment on the issue or pull request, oldest first. */
export async function listComments(octokit: Octokit, target: IssueTarget) {
  return octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.repository.owner,
    repo: target.repository.repo,
    issue_number: target.number,
    per_page: 100,
    request: requestOptions()
  })
}

/** The newest comment on the issue carrying `marker`, or undefined. */
export async function findComment(
  octokit: Octokit,
  target: IssueTarget,
  marker: string
): Promise<number | undefined> {
  const comments = await listComments(octokit, target)
  return comments.filter(c => typeof c.body === 'string' && c.body.includes(marker)).at(-1)?.id
}

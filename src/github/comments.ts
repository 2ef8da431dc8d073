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
  return new Commenter(octokit, target, log, existingId)
}

class Commenter implements IssueCommenter {
  private disabled = false
  /** A create's answer was lost: the comment may exist. */
  private mayExist = false
  private queue: Promise<void> = Promise.resolve()
  private readonly where: string

  constructor(
    private readonly octokit: Octokit,
    private readonly target: IssueTarget,
    private readonly log: Logger,
    public commentId: number | undefined
  ) {
    this.where = describeTarget(target)
  }

  post(body: string, marker?: string): Promise<void> {
    this.queue = this.queue.then(() => this.send(body, marker))
    return this.queue
  }

  private async send(body: string, marker: string | undefined): Promise<void> {
    if (this.disabled) return
    const { octokit, target } = this
    const base = { owner: target.repository.owner, repo: target.repository.repo }
    try {
      if (this.commentId === undefined && this.mayExist && marker !== undefined) {
        this.commentId = await findComment(octokit, target, marker)
        if (this.commentId !== undefined)
          this.log.info(`Found the comment of an unanswered create on ${this.where}.`)
      }
      if (this.commentId !== undefined) {
        const comment_id = this.commentId
        await octokit.rest.issues.updateComment({
          ...base,
          comment_id,
          body,
          request: requestOptions()
        })
        return
      }
      this.mayExist = true
      const { data } = await octokit.rest.issues.createComment({
        ...base,
        issue_number: target.number,
        body,
        request: requestOptions()
      })
      this.commentId = data.id
      this.mayExist = false
      this.log.info(`Commented on ${this.where}: ${data.html_url}`)
    } catch (error) {
      this.failed(error)
    }
  }

  private failed(error: unknown): void {
    const status = statusOf(error)
    if (status === 401 || status === 403 || status === 404) {
      this.disabled = true
      this.log.warning(
        `Could not comment on ${this.where} (${status}): the job goes on without a comment. Give the workflow "permissions: issues: write" (and "pull-requests: write" for pull requests), or set comment: false.`
      )
      return
    }
    // Any other 4xx was answered, so nothing was created; a 5xx or a lost answer may have.
    if (status !== undefined && status < 500) this.mayExist = false
    this.log.warning(
      `Could not comment on ${this.where} (${describeFailure(error)}); will try again at the next update.`
    )
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

import type { Logger } from '../action/io.js'
import type { IssueTarget } from './event.js'
import { gitHubErrorOf } from './failure.js'
import { describeFailure, type Octokit } from './octokit.js'
import { findComment } from './own-comments.js'

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
  /**
   * The last post: like `post`, but its edit asks the retry engine for FINAL_RETRIES more
   * attempts after a failure that may pass (a 5xx, a lost connection), and a create whose answer
   * was lost is sent once more (after looking for it by its marker), so the comment does not stay
   * "running" when the run is over.
   */
  postFinal(body: string, marker?: string): Promise<void>
  /** The id of the comment once it exists. */
  readonly commentId: number | undefined
}

/**
 * The retries the last edit asks of the run's retry engine: three attempts in all, a retry delay
 * apart, then twice that; one when the run was cancelled (the engine waits out nothing then).
 */
export const FINAL_RETRIES = 2

export function createCommenter(
  octokit: Octokit,
  target: IssueTarget,
  log: Logger,
  existingId?: number
): IssueCommenter {
  return new Commenter(octokit, target, log, existingId)
}

/** How one create or edit went: `lost` when a create's answer was lost (the comment may exist). */
type Sent = 'done' | 'lost'

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
    this.queue = this.queue.then(async () => void (await this.send(body, marker, 0)))
    return this.queue
  }

  postFinal(body: string, marker?: string): Promise<void> {
    this.queue = this.queue.then(async () => {
      // Sending it again is safe: a create whose answer was lost is looked for before another.
      if ((await this.send(body, marker, FINAL_RETRIES)) === 'lost')
        await this.send(body, marker, FINAL_RETRIES)
    })
    return this.queue
  }

  /** One create or edit; an edit asks for `retries` more attempts of the retry engine. */
  private async send(body: string, marker: string | undefined, retries: number): Promise<Sent> {
    if (this.disabled) return 'done'
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
        await octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          ...base,
          comment_id,
          body,
          // An edit sets the whole body: sending it again is safe.
          ...(retries > 0 ? { request: { retries } } : {})
        })
        return 'done'
      }
      this.mayExist = true
      const { data } = await octokit.request(
        'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
        {
          ...base,
          issue_number: target.number,
          body
        }
      )
      this.commentId = Number(data.id)
      this.mayExist = false
      this.log.info(`Commented on ${this.where}: ${data.html_url}`)
      return 'done'
    } catch (error) {
      return this.failed(error)
    }
  }

  private failed(error: unknown): Sent {
    const failure = gitHubErrorOf(error)
    if (failure?.meaning === 'unauthorized' || failure?.lacksPermission === true) {
      this.disabled = true
      this.log.warning(
        `Could not comment on ${this.where} (${failure.describe()}): the job goes on without a comment. Give the workflow "permissions: issues: write" (and "pull-requests: write" for pull requests), or set comment: false.`
      )
      return 'done'
    }
    // Turned away (a 4xx, a 503 that said when to come back, nothing sent): nothing was created.
    const acted = failure?.mayHaveActed ?? true
    if (!acted) this.mayExist = false
    this.log.warning(
      `Could not comment on ${this.where} (${describeFailure(error)}); will try again${acted ? '' : ' at the next update'}.`
    )
    return acted && this.mayExist ? 'lost' : 'done'
  }
}

/** `owner/repo#N`, as GitHub writes references. */
export function describeTarget(target: IssueTarget): string {
  return `${target.repository.owner}/${target.repository.repo}#${target.number}`
}

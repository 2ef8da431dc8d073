import type { Endpoints } from '@octokit/types'
import type { Clock, Logger, Sleep } from '../action/io.js'
import { retrying, type Tried } from '../http/retry.js'
import type { IssueTarget } from './event.js'
import { describeFailure, githubFailure, statusOf, type Octokit } from './octokit.js'

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
   * The last post: like `post`, but a failure that may pass (a 5xx, a lost connection) is tried
   * again, so the comment does not stay "running" when the run is over.
   */
  postFinal(body: string, marker?: string): Promise<void>
  /** The id of the comment once it exists. */
  readonly commentId: number | undefined
}

/**
 * How the last post is tried again, by the run's retry engine: `attempts` in all, the first wait
 * about `delayMs` and doubling; once when cancelled.
 */
export interface FinalRetry {
  readonly attempts: number
  readonly delayMs: number
  readonly sleep: Sleep
  readonly random: () => number
  readonly now: Clock
  /** The run's cancellation: a cancelled run's last post is tried once, with no wait. */
  readonly signal: AbortSignal
}

export function createCommenter(
  octokit: Octokit,
  target: IssueTarget,
  log: Logger,
  options: { readonly existingId?: number | undefined; readonly retry: FinalRetry }
): IssueCommenter {
  return new Commenter(octokit, target, log, options.existingId, options.retry)
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
    public commentId: number | undefined,
    private readonly retry: FinalRetry
  ) {
    this.where = describeTarget(target)
  }

  post(body: string, marker?: string): Promise<void> {
    this.queue = this.queue.then(async () => void (await this.send(body, marker)))
    return this.queue
  }

  postFinal(body: string, marker?: string): Promise<void> {
    const { retry } = this
    this.queue = this.queue.then(async () => {
      // Repeating it is safe: a create whose answer was lost is looked for before another.
      await retrying(() => this.send(body, marker), {
        policy: { maxAttempts: retry.attempts, baseDelayMs: retry.delayMs, maxDelayMs: 60_000 },
        repeatable: true,
        sleep: retry.sleep,
        random: retry.random,
        now: retry.now,
        signal: retry.signal
      })
    })
    return this.queue
  }

  /** One create or edit; failed when it failed in a way that may pass. */
  private async send(body: string, marker: string | undefined): Promise<Tried<void>> {
    if (this.disabled) return DONE
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
          body
        })
        return DONE
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
      return DONE
    } catch (error) {
      return this.failed(error)
    }
  }

  private failed(error: unknown): Tried<void> {
    const status = statusOf(error)
    if (status === 401 || status === 403 || status === 404) {
      this.disabled = true
      this.log.warning(
        `Could not comment on ${this.where} (${status}): the job goes on without a comment. Give the workflow "permissions: issues: write" (and "pull-requests: write" for pull requests), or set comment: false.`
      )
      return DONE
    }
    // Any other 4xx was answered, so nothing was created; a 5xx or a lost answer may have.
    const answered = status !== undefined && status < 500
    if (answered) this.mayExist = false
    this.log.warning(
      `Could not comment on ${this.where} (${describeFailure(error)}); will try again${answered ? ' at the next update' : ''}.`
    )
    return answered ? DONE : { kind: 'failed', failure: githubFailure(error, this.retry.now()) }
  }
}

const DONE: Tried<void> = { kind: 'done', value: undefined }

/** `owner/repo#N`, as GitHub writes references. */
export function describeTarget(target: IssueTarget): string {
  return `${target.repository.owner}/${target.repository.repo}#${target.number}`
}

/** Every comment on the issue or pull request, oldest first. */
export async function listComments(octokit: Octokit, target: IssueTarget) {
  const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments'
  const parameters = {
    owner: target.repository.owner,
    repo: target.repository.repo,
    issue_number: target.number,
    per_page: 100
  }
  // The pagination types leave out `request` (the per-call options), which Octokit takes.
  return octokit.paginate(route, parameters as Endpoints[typeof route]['parameters'])
}

/**
 * The line of a comment where a marker of this action counts: the whole first line of a comment a
 * bot account wrote, which is where and how the action writes its markers. A marker anywhere else
 * is someone's words: a person can type one, and another bot (a welcome or triage bot) can quote
 * a person's text that holds one. Undefined for a comment a person wrote.
 */
export function markerLine(comment: {
  readonly user?: { readonly type?: string } | null
  readonly body?: string | null
}): string | undefined {
  if (comment.user?.type !== 'Bot' || typeof comment.body !== 'string') return undefined
  return /^[^\r\n]*/.exec(comment.body)?.[0]
}

/** The newest comment on the issue whose marker line is `marker`, or undefined. */
export async function findComment(
  octokit: Octokit,
  target: IssueTarget,
  marker: string
): Promise<number | undefined> {
  const comments = await listComments(octokit, target)
  const id = comments.filter(c => markerLine(c) === marker).at(-1)?.id
  return id === undefined ? undefined : Number(id)
}

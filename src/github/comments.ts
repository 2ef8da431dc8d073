import { getOctokit } from '@actions/github'
import type { Logger } from '../service/client.js'
import type { Repository } from '../settings.js'

export type Octokit = ReturnType<typeof getOctokit>

/** One GitHub request must not hold up the job's outcome, nor a cancelled run's exit. */
export const GITHUB_REQUEST_TIMEOUT_MS = 10_000

export function createOctokit(token: string, apiUrl: string): Octokit {
  return getOctokit(token, {
    baseUrl: apiUrl,
    userAgent: 'mintlify-agent-action',
    request: { retries: 0 }
  })
}

export interface CommentTarget {
  readonly repository: Repository
  readonly issueNumber: number
}

/**
 * The run's one comment on the issue, created on the first `post` and edited in place after.
 * Every failure is a warning (commenting is best-effort); calls are queued so two edits never race.
 */
export interface IssueCommenter {
  post(body: string): Promise<void>
  /** The id of the comment once it exists. */
  readonly commentId: number | undefined
}

export function createCommenter(
  octokit: Octokit,
  target: CommentTarget,
  log: Logger,
  options: { existingId?: number; marker?: string } = {}
): IssueCommenter {
  let commentId = options.existingId
  let disabled = false
  // After a create whose result is unknown (a 5xx or a dropped connection), the comment may exist:
  // look for it by its marker before creating another.
  let mayExist = false
  let queue: Promise<void> = Promise.resolve()
  const where = `${target.repository.owner}/${target.repository.repo}#${target.issueNumber}`
  const base = { owner: target.repository.owner, repo: target.repository.repo }

  async function send(body: string): Promise<void> {
    if (disabled) return
    const request = { signal: AbortSignal.timeout(GITHUB_REQUEST_TIMEOUT_MS) }
    try {
      if (commentId === undefined && mayExist && options.marker !== undefined) {
        commentId = await findComment(octokit, target, options.marker)
      }
      if (commentId === undefined) {
        mayExist = true
        const { data } = await octokit.rest.issues.createComment({
          ...base,
          issue_number: target.issueNumber,
          body,
          request
        })
        commentId = data.id
        mayExist = false
        log.info(`Commented on ${where}: ${data.html_url}`)
      } else {
        await octokit.rest.issues.updateComment({ ...base, comment_id: commentId, body, request })
      }
    } catch (error) {
      const status = statusOf(error)
      if (status === 401 || status === 403 || status === 404) {
        disabled = true
        log.warning(
          `Could not comment on ${where} (${status}): the job goes on without a comment. Give the workflow "permissions: issues: write" (and "pull-requests: write" for pull requests), or set comment: false.`
        )
      } else {
        log.warning(
          `Could not comment on ${where} (${status ?? describe(error)}); will try again at the next update.`
        )
      }
    }
  }

  return {
    post(body) {
      queue = queue.then(() => send(body))
      return queue
    },
    get commentId() {
      return commentId
    }
  }
}

/** Every comment on the issue or pull request, oldest first. */
export async function listComments(octokit: Octokit, target: CommentTarget) {
  return octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.repository.owner,
    repo: target.repository.repo,
    issue_number: target.issueNumber,
    per_page: 100,
    request: { signal: AbortSignal.timeout(GITHUB_REQUEST_TIMEOUT_MS) }
  })
}

/** The newest comment on the issue carrying `marker`, or undefined. */
export async function findComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string
): Promise<number | undefined> {
  const comments = await listComments(octokit, target)
  return comments.filter(c => typeof c.body === 'string' && c.body.includes(marker)).at(-1)?.id
}

export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

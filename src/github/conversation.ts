import type { Logger } from '../service/client.js'
import type { CommentTarget, Octokit } from './comments.js'
import { GITHUB_REQUEST_TIMEOUT_MS, listComments, statusOf } from './comments.js'

/**
 * Conversations across runs: the action's comment on an issue carries its job id in a hidden
 * marker, so a later `/agent` comment can continue that job instead of starting over.
 */

const MARKER = /<!-- mintlify-agent-job: (.+?) -->/

export interface JobComment {
  readonly commentId: number
  readonly jobId: string
}

/**
 * The newest comment on the issue that carries a job marker and was written by a bot account
 * (github-actions[bot] or an app). A marker in a comment a person wrote is ignored: anyone who can
 * comment could otherwise point a maintainer's next instruction at another job.
 */
export async function findJobComment(
  octokit: Octokit,
  target: CommentTarget
): Promise<JobComment | undefined> {
  const comments = await listComments(octokit, target)
  for (const comment of [...comments].reverse()) {
    if (comment.user?.type !== 'Bot') continue
    const match = MARKER.exec(comment.body ?? '')
    if (match?.[1] !== undefined)
      return { commentId: comment.id, jobId: match[1].replace(/- -/g, '--') }
  }
  return undefined
}

export type Reaction = 'eyes' | 'rocket' | 'confused'

/** Reacts to the triggering comment; best-effort. */
export async function react(
  octokit: Octokit,
  target: CommentTarget,
  commentId: number,
  content: Reaction,
  log: Logger
): Promise<void> {
  try {
    await octokit.rest.reactions.createForIssueComment({
      owner: target.repository.owner,
      repo: target.repository.repo,
      comment_id: commentId,
      content,
      request: { signal: AbortSignal.timeout(GITHUB_REQUEST_TIMEOUT_MS) }
    })
  } catch (error) {
    log.warning(
      `Could not react with ${content} to the triggering comment (${statusOf(error) ?? String(error)}).`
    )
  }
}

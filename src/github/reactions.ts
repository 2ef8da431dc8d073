import type { Logger } from '../action/io.js'
import type { CommentKind, IssueTarget } from './event.js'
import { describeFailure, type Octokit } from './octokit.js'

export type Reaction = 'eyes' | 'rocket' | 'confused'

/**
 * Reacts to the comment that carries this run's instruction; best-effort. A comment on an issue or
 * a pull request's conversation and a review comment each have their own route; GitHub has no
 * reactions on a review's body, so a review gets none.
 */
export async function react(
  octokit: Octokit,
  target: IssueTarget,
  comment: { readonly kind: CommentKind; readonly id: number },
  content: Reaction,
  log: Logger
): Promise<void> {
  if (comment.kind === 'review') return
  const parameters = {
    owner: target.repository.owner,
    repo: target.repository.repo,
    comment_id: comment.id,
    content
  }
  try {
    await (comment.kind === 'review-comment'
      ? octokit.request(
          'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
          parameters
        )
      : octokit.request(
          'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
          parameters
        ))
  } catch (error) {
    log.warning(
      `Could not react with ${content} to the triggering comment (${describeFailure(error)}).`
    )
  }
}

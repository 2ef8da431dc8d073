import type { Logger } from '../action/io.js'
import type { IssueTarget } from './event.js'
import { describeFailure, requestOptions, type Octokit } from './octokit.js'

export type Reaction = 'eyes' | 'rocket' | 'confused'

/** Reacts to a comment on the issue (the instruction this run carries); best-effort. */
export async function react(
  octokit: Octokit,
  target: IssueTarget,
  commentId: number,
  content: Reaction,
  log: Logger
): Promise<void> {
  try {
    await octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', {
      owner: target.repository.owner,
      repo: target.repository.repo,
      comment_id: commentId,
      content,
      request: requestOptions()
    })
  } catch (error) {
    log.warning(
      `Could not react with ${content} to the triggering comment (${describeFailure(error)}).`
    )
  }
}

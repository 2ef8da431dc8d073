import type { Logger, Sleep } from '../action/io.js'
import { createCommenter, type IssueCommenter } from '../github/comments.js'
import type { IssueTarget, Repository } from '../github/event.js'
import { createOctokit, type Octokit } from '../github/octokit.js'
import { waitOutRateLimits } from '../github/rate-limit.js'
import { react, type Reaction } from '../github/reactions.js'
import type { AgentSettings } from './settings.js'

/**
 * The run's place on GitHub, worked out once: the client (none without a token), the issue it
 * reports on, the comment instruction to acknowledge, and whether to comment at all.
 */
export interface IssueContext {
  readonly octokit: Octokit | undefined
  readonly repository: Repository | undefined
  readonly issue: IssueTarget | undefined
  /** Reacts to the triggering comment, when this run carries one; best-effort. */
  acknowledge(reaction: Reaction): Promise<void>
  /** The commenter of this run's comment, or undefined when it does not comment. */
  openCommenter(existingId?: number): IssueCommenter | undefined
}

export async function connectIssue(
  settings: AgentSettings,
  log: Logger,
  sleep: Sleep
): Promise<IssueContext> {
  const { github } = settings
  const octokit = github.token === '' ? undefined : await createOctokit(github.token, github.apiUrl)
  if (octokit !== undefined) waitOutRateLimits(octokit, sleep, log)
  const issue = github.issue
  const commentId = settings.ask?.comment?.id
  return {
    octokit,
    repository: github.repository,
    issue,
    async acknowledge(reaction) {
      if (commentId !== undefined && octokit !== undefined && issue !== undefined) {
        await react(octokit, issue, commentId, reaction, log)
      }
    },
    openCommenter(existingId) {
      if (!settings.comment || issue === undefined) return undefined
      if (octokit === undefined) {
        log.warning('No github-token: the result will not be commented on the issue.')
        return undefined
      }
      // The last edit is tried three times in all, a retry delay apart, then twice that.
      const retry = { attempts: 3, delayMs: settings.retryBaseDelayMs, sleep }
      return createCommenter(octokit, issue, log, { existingId, retry })
    }
  }
}

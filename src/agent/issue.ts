import type { RunContext } from '../action/run-action.js'
import { createCommenter, type IssueCommenter } from '../github/comments.js'
import type { IssueTarget, Repository } from '../github/event.js'
import { lazyOctokit, type Octokit } from '../github/octokit.js'
import { react, type Reaction } from '../github/reactions.js'
import type { AgentSettings } from './settings.js'

/**
 * The run's place on GitHub, worked out once: the client (none without a token), the issue it
 * reports on, the comment instruction to acknowledge, and whether to comment at all (never in a
 * dry run, which writes nothing to GitHub either: no comment, no reaction).
 */
export interface IssueContext {
  /** The GitHub client, created on first use (a run that never calls GitHub never loads it). */
  octokit(): Promise<Octokit | undefined>
  readonly repository: Repository | undefined
  readonly issue: IssueTarget | undefined
  /** Reacts to the triggering comment, when this run carries one; best-effort. */
  acknowledge(reaction: Reaction): Promise<void>
  /** The commenter of this run's comment, or undefined when it does not comment. */
  openCommenter(existingId?: number): Promise<IssueCommenter | undefined>
}

export function connectIssue(
  settings: Pick<AgentSettings, 'github' | 'ask' | 'dryRun' | 'comment'>,
  run: Pick<RunContext, 'io' | 'http' | 'time'>
): IssueContext {
  const { github } = settings
  const { io: log } = run
  const octokit = lazyOctokit(github, run)
  const issue = github.issue
  const instruction = settings.ask?.comment
  return {
    octokit,
    repository: github.repository,
    issue,
    async acknowledge(reaction) {
      if (settings.dryRun || instruction === undefined || issue === undefined) return
      const client = await octokit()
      if (client !== undefined) await react(client, issue, instruction, reaction, log)
    },
    async openCommenter(existingId) {
      if (settings.dryRun || !settings.comment || issue === undefined) return undefined
      const client = await octokit()
      if (client === undefined) {
        log.warning('No github-token: the result will not be commented on the issue.')
        return undefined
      }
      return createCommenter(client, issue, log, existingId)
    }
  }
}

import {
  agentInputs,
  githubEnv,
  runAction,
  type ActionRun,
  type RunOptions
} from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import type { StepRunner } from './run-step.js'
import { useStandIn } from '../e2e/stand-in.js'

/**
 * A person's comment on issue 7 and the agent's workflow run on it, against a fresh stand-in per
 * test (`outsider` may read; a job turn opens PR). Shared by the comment conversations
 * (jobs/conversation.flow.test.ts) and the pull request's follow-through
 * (github/follow-through.flow.test.ts); the comment's event alone by the comment-binding tests
 * (github/own-comments.binding.test.ts, e2e/trust.test.ts). Each run goes through `run`: dist/ in a process
 * (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export const PR = 'https://github.com/acme/docs/pull/42'

export interface CommentOptions {
  readonly inputs?: Record<string, string>
  /** The event's action: `created` unless given. */
  readonly action?: string
  /** Who comments: `maintainer` unless given. */
  readonly login?: string
}

/**
 * A person's comment on issue 7 (`maintainer`'s, created, unless `extra` says otherwise), written
 * on `stand`, and the `issue_comment` event GitHub sends for it.
 */
export function commentOnIssue(
  stand: Emulator,
  body: string,
  extra: Omit<CommentOptions, 'inputs'> = {}
): RunOptions['event'] {
  const login = extra.login ?? 'maintainer'
  const written = stand.addComment(7, body, { login, type: 'User' })
  return {
    name: 'issue_comment',
    payload: {
      action: extra.action ?? 'created',
      issue: { number: 7, title: 'Document exports', body: 'We need an exports page.' },
      comment: { id: written.id, body, user: { login, type: 'User' } },
      sender: { login, type: 'User' }
    }
  }
}

export interface IssueComment {
  /** The stand-in of the current test (useStandIn's). */
  readonly emulator: Emulator
  /** A person comments `body` on issue 7 and the workflow runs on it. */
  comment(body: string, extra?: CommentOptions): Promise<ActionRun>
}

export function useIssueComment(run: StepRunner = runAction): IssueComment {
  const emulator = useStandIn(emulator => {
    emulator.permissions.outsider = 'read'
    emulator.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
  })
  return {
    emulator,
    comment: (body, extra = {}) =>
      run({
        inputs: agentInputs(emulator, extra.inputs),
        event: commentOnIssue(emulator, body, extra),
        env: githubEnv(emulator)
      })
  }
}

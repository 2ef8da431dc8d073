import type { Job } from '../service/agent.js'
import { KNOWN_STATUSES, TERMINAL_STATUSES } from '../service/agent.js'

/**
 * When an agent job's turn has ended, decided from what the service says (the loop and its
 * schedule are action/poll.ts). Pure.
 */

/**
 * How long after a follow-up a terminal status still counts as the previous turn's, when the
 * service's answer to the follow-up itself still said the previous turn's end (it usually says
 * `active`, and then no grace is needed: jobs/run-job.ts).
 */
export const FOLLOW_UP_GRACE_MS = 30_000

interface TurnState {
  /** True for a turn started by a follow-up: the job may still show the last turn's end. */
  readonly afterFollowUp: boolean
  /** Whether the job has been seen `active` since the turn started. */
  readonly seenActive: boolean
  /** Milliseconds since the turn started. */
  readonly elapsedMs: number
}

type TurnDecision =
  | { readonly kind: 'ended'; readonly status: string }
  | { readonly kind: 'running' }
  /** A status the contract does not list: warned about once, treated as not finished. */
  | { readonly kind: 'unknown'; readonly status: string }

export function decideTurn(job: Job, turn: TurnState): TurnDecision {
  if (!(KNOWN_STATUSES as readonly string[]).includes(job.status)) {
    return { kind: 'unknown', status: job.status }
  }
  if (!TERMINAL_STATUSES.includes(job.status)) return { kind: 'running' }
  // After a follow-up the job may read terminal from the previous turn for a moment. It counts
  // for the new turn once the job was seen active again, or once the grace period has passed.
  if (turn.afterFollowUp && !turn.seenActive && turn.elapsedMs < FOLLOW_UP_GRACE_MS) {
    return { kind: 'running' }
  }
  return { kind: 'ended', status: job.status }
}

import type { Clock, Sleep } from '../action/io.js'
import type { Job } from '../service/agent.js'
import { KNOWN_STATUSES, TERMINAL_STATUSES } from '../service/agent.js'

/**
 * Polling as one generic loop plus pure decisions (after Codex-/await-remote-run): the loop owns
 * the deadline and cancellation; `decideTurn` maps what the service says to "done / not yet";
 * `pollDelayMs` says how long to wait. Clock, sleep and randomness are injected.
 *
 * The schedule follows the clock of the turn: the gap before a check is a tenth of the time since
 * the turn started, at least a second, at most `poll-interval`. A turn that ends is noticed within
 * max(1 s, 10 % of its run time), whatever its length, and a long one costs few checks: at the
 * default `poll-interval` (2m) a 30-minute turn takes at most 68 (`npm run bench` counts them).
 */

/** How long after a follow-up a terminal status still counts as the previous turn's. */
export const FOLLOW_UP_GRACE_MS = 30_000
/** The shortest gap between two checks: the first comes about a second after the turn starts. */
export const MIN_POLL_GAP_MS = 1_000
/** The gap is this fraction of the time since the turn started (between the bounds). */
export const POLL_GAP_FRACTION = 0.1
/** Jitter shortens a gap by up to this fraction, so checks of many runs do not fall in step. */
const POLL_JITTER = 0.05

/**
 * The wait before the next check, `elapsedMs` into the turn: max(1 s, 10 % of elapsed), capped by
 * `pollIntervalMs`, less up to 5 % jitter, so never longer than that budget.
 */
export function pollDelayMs(
  elapsedMs: number,
  pollIntervalMs: number,
  random: () => number
): number {
  const budget = Math.min(pollIntervalMs, Math.max(MIN_POLL_GAP_MS, POLL_GAP_FRACTION * elapsedMs))
  return Math.floor(budget * (1 - POLL_JITTER * random()))
}

export interface TurnState {
  /** True for a turn started by a follow-up: the job may still show the last turn's end. */
  readonly afterFollowUp: boolean
  /** Whether the job has been seen `active` since the turn started. */
  readonly seenActive: boolean
  /** Milliseconds since the turn started. */
  readonly elapsedMs: number
}

export type TurnDecision =
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

export type PollResult<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'timed-out' }
  | { readonly kind: 'cancelled' }

export interface PollOptions<T> {
  /** One check; returns a value when finished, undefined to keep waiting. */
  readonly check: () => Promise<T | undefined>
  /** The wait before the next check, given the time since the loop started. */
  readonly delayMs: (elapsedMs: number) => number
  /** Absolute time (per `now`) after which the loop gives up. */
  readonly deadline: number
  readonly now: Clock
  readonly sleep: Sleep
  readonly signal?: AbortSignal
}

/** Sleeps, then checks, until `check` returns a value, the deadline passes, or the signal fires. */
export async function pollUntil<T>(options: PollOptions<T>): Promise<PollResult<T>> {
  const started = options.now()
  for (;;) {
    if (isAborted(options.signal)) return { kind: 'cancelled' }
    const now = options.now()
    const remaining = options.deadline - now
    if (remaining <= 0) return { kind: 'timed-out' }
    try {
      await options.sleep(Math.min(options.delayMs(now - started), remaining), options.signal)
    } catch {
      return { kind: 'cancelled' }
    }
    // The signal may have fired while sleeping resolved; a check now would race the cancel.
    if (isAborted(options.signal)) return { kind: 'cancelled' }
    const value = await options.check()
    if (value !== undefined) return { kind: 'done', value }
  }
}

function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true
}

import type { Clock, Sleep } from '../action/io.js'
import type { Job } from '../service/agent.js'
import { KNOWN_STATUSES, TERMINAL_STATUSES } from '../service/agent.js'

/**
 * Polling as one generic loop plus pure decisions (after Codex-/await-remote-run): the loop owns
 * the deadline and cancellation; `decideTurn` maps what the service says to "done / not yet";
 * `pollDelayMs` says how long to wait. Clock, sleep and randomness are injected.
 */

/** How long after a follow-up a terminal status still counts as the previous turn's. */
export const FOLLOW_UP_GRACE_MS = 30_000
/** The first check comes within about a second of the job starting. */
export const FIRST_POLL_DELAY_MS = 1_000

/**
 * The wait before check number `n` (from 0): it starts at a second and doubles up to
 * `pollIntervalMs`, with jitter that only shortens it (75–100 %), so it never exceeds the interval.
 */
export function pollDelayMs(n: number, pollIntervalMs: number, random: () => number): number {
  const nominal = Math.min(pollIntervalMs, FIRST_POLL_DELAY_MS * 2 ** n)
  return Math.round(nominal * (0.75 + 0.25 * random()))
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
  readonly delayMs: (n: number) => number
  /** Absolute time (per `now`) after which the loop gives up. */
  readonly deadline: number
  readonly now: Clock
  readonly sleep: Sleep
  readonly signal?: AbortSignal
}

/** Sleeps, then checks, until `check` returns a value, the deadline passes, or the signal fires. */
export async function pollUntil<T>(options: PollOptions<T>): Promise<PollResult<T>> {
  for (let n = 0; ; n++) {
    if (isAborted(options.signal)) return { kind: 'cancelled' }
    const remaining = options.deadline - options.now()
    if (remaining <= 0) return { kind: 'timed-out' }
    try {
      await options.sleep(Math.min(options.delayMs(n), remaining), options.signal)
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

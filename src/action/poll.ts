import type { Timing } from '../timing.js'

/**
 * Polling as one generic loop plus pure decisions (after Codex-/await-remote-run): the loop owns
 * the deadline and cancellation; the caller's check maps what the other side says to "done / not
 * yet"; `pollDelayMs` says how long to wait. Clock, sleep and randomness are injected. The agent's
 * turns, the checks loop and the deploy action's statuses all wait this way.
 *
 * The schedule follows the clock of the wait: the gap before a check is a tenth of the time since
 * the wait started, at least a second, at most the interval given. An end is noticed within
 * max(1 s, 10 % of the time waited), whatever its length, and a long wait costs few checks: at an
 * interval of 2m a 30-minute wait takes at most 68 (`npm run bench` counts them).
 */

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

type PollResult<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'timed-out' }
  | { readonly kind: 'cancelled' }

interface PollOptions<T> {
  /** One check; returns a value when finished, undefined to keep waiting. */
  readonly check: () => Promise<T | undefined>
  /** The wait before the next check, given the time since the loop started. */
  readonly delayMs: (elapsedMs: number) => number
  /** Absolute time (per `now`) after which the loop gives up. */
  readonly deadline: number
  /** The run's time: its clock, its waits, and the signal that cancels the loop. */
  readonly time: Timing
}

/** Sleeps, then checks, until `check` returns a value, the deadline passes, or the signal fires. */
export async function pollUntil<T>(options: PollOptions<T>): Promise<PollResult<T>> {
  const { now: clock, sleep, signal } = options.time
  const started = clock()
  for (;;) {
    if (signal.aborted) return { kind: 'cancelled' }
    const now = clock()
    const remaining = options.deadline - now
    if (remaining <= 0) return { kind: 'timed-out' }
    try {
      await sleep(Math.min(options.delayMs(now - started), remaining), signal)
    } catch {
      return { kind: 'cancelled' }
    }
    // The signal may have fired while sleeping resolved; a check now would race the cancel.
    if (signal.aborted) return { kind: 'cancelled' }
    const value = await options.check()
    if (value !== undefined) return { kind: 'done', value }
  }
}

import { setTimeout as sleepTimer } from 'node:timers/promises'

/**
 * The run's time, as one value: its clock, its waits, its chance and its cancellation. `runAction`
 * makes it once; every loop that waits or retries (the retry engine, the poll loop, the agent's
 * turns, the checks, the deploy waits) is given it whole, so a test swaps all of it at once and no
 * step plumbs four fields by hand.
 */

/** Milliseconds since the epoch, as `Date.now`. */
export type Clock = () => number
/** An abortable wait; rejects when the signal fires. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export interface Timing {
  readonly now: Clock
  readonly sleep: Sleep
  /** Jitter for backoff and polling, in [0, 1), as `Math.random`. */
  readonly random: () => number
  /** Fires when the run is cancelled (SIGINT or SIGTERM from the runner); stops every wait. */
  readonly signal: AbortSignal
  /**
   * The first backoff delay of a retried request (it doubles per attempt): 1 s, or what
   * MINTLIFY_ACTION_RETRY_DELAY says (internal, so tests run fast). Every wait the retry engine
   * chooses itself scales with it; a wait the other side asks for does not.
   */
  readonly retryBaseDelayMs: number
}

/** An abortable sleep: the default wait of the retry loop and of the poll loop. */
export const sleep: Sleep = async (ms, signal) => {
  await sleepTimer(ms, undefined, { signal })
}

/** The same run's time with another cancellation (a step's own deadline added to the run's). */
export function within(timing: Timing, signal: AbortSignal): Timing {
  return { ...timing, signal }
}

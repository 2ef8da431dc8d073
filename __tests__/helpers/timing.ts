import type { Timing } from '../../src/timing.js'

/**
 * A run's time for a test: a clock, waits that return at once, no jitter, a signal nothing fires
 * and a 1 ms retry delay, each replaceable.
 */
export function testTiming(given: Partial<Timing> = {}): Timing {
  return {
    now: Date.now,
    sleep: () => Promise.resolve(),
    random: () => 0,
    signal: new AbortController().signal,
    retryBaseDelayMs: 1,
    ...given
  }
}

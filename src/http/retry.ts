import type { Timing } from '../timing.js'
import { isRetryable, type Failure } from './failure.js'

/**
 * The one retry engine of a run, for the service's reads and writes, GitHub's rate limits and
 * server errors, and the final comment edit. Deciding is kept apart from the loop that retries
 * (as `@octokit/plugin-retry` keeps `error-request.ts` apart from `wrap-request.ts`): `nextWaitMs`
 * is pure, and the loop takes its clock, sleep and random source as parameters.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number
  /** The first backoff delay; it doubles with each attempt. */
  readonly baseDelayMs: number
  /** The longest backoff delay, and the longest `Retry-After` that is waited out. */
  readonly maxDelayMs: number
  /**
   * A 429 that does not say when to come back: `back-off` (the default) retries it like a server
   * error, for limits over seconds; `stop` does not retry it, for a limit over an hour (the
   * analytics allowance), where seconds of backoff would only spend what is left of it;
   * `{ waitMs }` waits out the documented window of the limit (10 s for the deployment triggers),
   * once per attempt, when that much time is left, and stops otherwise.
   */
  readonly unsaidRateLimit?: 'back-off' | 'stop' | { readonly waitMs: number }
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000
}

/**
 * The wait before attempt `attempt + 1` (attempts count from 1), or undefined to stop: the failure
 * is not worth retrying (`isRetryable`), no attempt is left, or the other side asked to wait
 * longer than the policy's longest wait or than `leftMs` (what is left of the run's time). A
 * `Retry-After` is never cut short: the run stops and says when to come back. Otherwise the wait
 * is exponential backoff with jitter (AWS Architecture Blog, "Exponential Backoff and Jitter"),
 * between half and all of the nominal delay so it never collapses to zero, and no longer than
 * `leftMs`.
 */
export function nextWaitMs(
  attempt: number,
  failure: Failure,
  repeatable: boolean,
  policy: RetryPolicy,
  random: () => number,
  leftMs = Infinity
): number | undefined {
  if (attempt >= policy.maxAttempts || !isRetryable(failure, repeatable) || leftMs <= 0)
    return undefined
  const asked = failure.kind === 'status' ? failure.retryAfterMs : undefined
  if (asked !== undefined) return asked > Math.min(policy.maxDelayMs, leftMs) ? undefined : asked
  const unsaid = policy.unsaidRateLimit ?? 'back-off'
  if (unsaid !== 'back-off' && failure.kind === 'status' && failure.status === 429)
    return unsaid === 'stop' || unsaid.waitMs > leftMs ? undefined : unsaid.waitMs
  const nominal = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.min(leftMs, Math.round(nominal / 2 + (random() * nominal) / 2))
}

/**
 * A `Retry-After` value (RFC 9110 §10.2.3), delay-seconds or an HTTP date, as milliseconds from
 * `nowMs`; undefined when absent, negative or unreadable (treated as not given). A date in the
 * past is 0.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  nowMs: number
): number | undefined {
  if (value === undefined || value === null) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // An HTTP date names a weekday and GMT; Date.parse also reads bare numbers ("-5", "1.5"), so
  // anything without letters is not a date.
  if (!/[a-z]/i.test(trimmed)) return undefined
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs)
}

/** One attempt's result: a value, or a failure (with the error that carried it, if any). */
export type Tried<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'failed'; readonly failure: Failure; readonly error?: unknown }

interface Retrying {
  readonly policy: RetryPolicy
  /** Whether sending the request again is safe whatever the other side did (a read). */
  readonly repeatable: boolean
  /** The run's time; its signal stops the waiting, and the last failure is returned as it is. */
  readonly time: Timing
  /** When the run's time is up, per `now`: no wait goes past it. */
  readonly deadline?: number | undefined
  /** Told before each wait, for the log. */
  readonly onWait?: (attempt: number, waitMs: number, failure: Failure) => void
}

/** Runs `attempt` until it is done or the engine says stop; the last result, and the count. */
export async function retrying<T>(
  attempt: (n: number) => Promise<Tried<T>>,
  r: Retrying
): Promise<Tried<T> & { readonly attempts: number }> {
  const { time } = r
  for (let n = 1; ; n++) {
    const tried = await attempt(n)
    if (tried.kind === 'done' || time.signal.aborted) return { ...tried, attempts: n }
    const left = r.deadline === undefined ? Infinity : r.deadline - time.now()
    const waitMs = nextWaitMs(n, tried.failure, r.repeatable, r.policy, time.random, left)
    if (waitMs === undefined) return { ...tried, attempts: n }
    r.onWait?.(n, waitMs, tried.failure)
    try {
      await time.sleep(waitMs, time.signal)
    } catch {
      return { ...tried, attempts: n }
    }
  }
}

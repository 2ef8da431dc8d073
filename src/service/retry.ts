/**
 * Whether and when to retry a failed request, kept apart from the loop that retries
 * (as `@octokit/plugin-retry` keeps `error-request.ts` apart from `wrap-request.ts`).
 * Everything here is pure: the clock and the random source are parameters.
 */

export type HttpMethod = 'GET' | 'POST'

export type Failure =
  | { readonly kind: 'status'; readonly status: number; readonly retryAfterMs?: number }
  /** `sent: false` means the connection failed before any byte of the request left (refused, DNS). */
  | { readonly kind: 'network'; readonly sent: boolean }
  | { readonly kind: 'timeout' }
  /** A 2xx whose body could not be parsed (a proxy's HTML page). */
  | { readonly kind: 'invalid-body' }
  /** The proxy refused the request, as it will again (its credentials, a blocked host). */
  | { readonly kind: 'proxy-refused' }

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number
  /** The first backoff delay; it doubles with each attempt. */
  readonly baseDelayMs: number
  /** The longest backoff delay, and the longest `Retry-After` we are willing to honour. */
  readonly maxDelayMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000
}

/**
 * A GET changes nothing, so any transient failure may be retried. A POST creates a job or sends a
 * message: it is retried only where the service surely did not act on it — a 429, a 503 that says
 * when to come back, or a connection that failed before anything was sent. A time-out or a reset
 * after sending could have created a job already, and a retry would create a second one.
 */
export function isRetryable(method: HttpMethod, failure: Failure): boolean {
  switch (failure.kind) {
    case 'status':
      // 408 Request Timeout: the server gave up waiting for the request; a read is safe to repeat.
      if (method === 'GET')
        return failure.status === 408 || failure.status === 429 || failure.status >= 500
      return (
        failure.status === 429 || (failure.status === 503 && failure.retryAfterMs !== undefined)
      )
    case 'network':
      return method === 'GET' || !failure.sent
    case 'timeout':
    case 'invalid-body':
      return method === 'GET'
    case 'proxy-refused':
      return false
  }
}

/**
 * Whether attempt `attempt` (from 1) is followed by another: the failure is retryable, attempts
 * are left, and the service did not ask to wait longer than we are willing to. A Retry-After
 * beyond that is not honoured by waiting less: the run stops and says when to come back.
 */
export function shouldRetry(
  attempt: number,
  method: HttpMethod,
  failure: Failure,
  policy: RetryPolicy
): boolean {
  if (attempt >= policy.maxAttempts || !isRetryable(method, failure)) return false
  return !(
    failure.kind === 'status' &&
    failure.retryAfterMs !== undefined &&
    failure.retryAfterMs > policy.maxDelayMs
  )
}

/**
 * The wait before attempt `attempt + 1` (attempt counts from 1). `Retry-After` wins when given;
 * otherwise exponential backoff with "full jitter" (AWS Architecture Blog, "Exponential Backoff
 * and Jitter"), between half and all of the nominal delay so it never collapses to zero.
 */
export function retryDelayMs(
  attempt: number,
  failure: Failure,
  policy: RetryPolicy,
  random: () => number
): number {
  if (failure.kind === 'status' && failure.retryAfterMs !== undefined) {
    return Math.min(failure.retryAfterMs, policy.maxDelayMs)
  }
  const nominal = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  return Math.round(nominal / 2 + (random() * nominal) / 2)
}

/**
 * Parses a `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP date.
 * Returns milliseconds from `nowMs`, never negative; undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  // An HTTP date names a weekday and GMT; Date.parse also reads plain numbers, so those are
  // handled above and anything without letters is rejected here.
  if (!/[a-z]/i.test(trimmed)) return undefined
  const at = Date.parse(trimmed)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - nowMs)
}

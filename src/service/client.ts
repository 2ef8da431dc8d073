import type { Logger } from '../action/io.js'
import { within, type Timing } from '../timing.js'
import { failureIn, type Failure } from '../http/failure.js'
import {
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  retrying,
  type RetryPolicy,
  type Tried
} from '../http/retry.js'
import { DIRECT, timeLimit, type Fetch } from '../http/stack.js'
import { errorCode } from '../text/format.js'
import { judgeResponse } from './answer.js'
import { readBody } from './body.js'
import { ServiceError } from './errors.js'
import type { KeptAnswer } from './kept-json.js'
import { failureMessage } from './messages.js'

/**
 * The one way out to the service. Every call goes through `request()`, which joins the base URL
 * safely, URL-encodes every path segment, sets auth, JSON and the User-Agent, bounds each attempt
 * by a time limit, retries what the retry engine allows, and maps every failure to `ServiceError`.
 * What the service sends is passed on as it came: it is redacted where it leaves the process.
 */

interface ClientOptions {
  readonly baseUrl: URL
  readonly apiKey: string
  readonly userAgent: string
  readonly requestTimeoutMs: number
  readonly retry?: RetryPolicy
  readonly log: Logger
  /** The run's time; its signal cancels every request and retry wait (the run was cancelled). */
  readonly time: Timing
  /** The run's HTTP stack (direct or through a proxy); `nodeFetch` (direct) by default. */
  readonly fetch?: Fetch
}

export interface Operation {
  readonly method: 'GET' | 'POST'
  /** Path segments after the base URL; each is URL-encoded. */
  readonly segments: readonly string[]
  readonly query?: Readonly<Record<string, string | number | undefined>>
  readonly body?: unknown
  /** What the call does, for messages: "create a job in project \"docs\"". */
  readonly action: string
  /** The message for a 404: which thing was not found, and which input names it. */
  readonly notFound: string
  /** What to check after a 400, naming the input. */
  readonly badRequestHint?: string
  /** The rate limit that applies, for a 429 (default: the agent-job and analytics limits). */
  readonly rateLimit?: string
  /** What else a 403 may mean for this call, besides the key's scope and IP allow-list. */
  readonly forbidden?: string
  /** What to check after a 401, for a call made with another key than `secret-key`. */
  readonly unauthorized?: string
  /** Sent once, never retried: a call whose requests the run counts one by one (a search). */
  readonly once?: true
  /** The contract answers a JSON array, not an object (the site's search). */
  readonly answersList?: true
  /** A POST that changes nothing (a search): the service cannot have acted on it. */
  readonly readOnly?: true
  /** The largest answer read; a larger one is an error. Default: MAX_BODY_BYTES. */
  readonly maxBodyBytes?: number
  /**
   * A success's answer that may be larger than any bound that holds it whole (a build's status
   * and its logs): read to its end and kept in part, as this says (kept-json.ts).
   */
  readonly keep?: KeptAnswer
  /** Extra bound on this call (the run's deadline); cancels like `ClientOptions.signal`. */
  readonly signal?: AbortSignal
  /** When the run's time is up, per the clock: no retry waits past it. */
  readonly deadline?: number
  /**
   * The window of the rate limit the call is under, when the service documents one (10 s for the
   * deployment and automation triggers, a minute for previews): a 429 that does not say when to
   * come back is waited out for that long, within the deadline, never backed off blindly.
   */
  readonly rateWindowMs?: number
  /**
   * An hourly allowance the call draws on (the analytics requests): each attempt takes one, no
   * attempt is made once it is spent, and a 429 is retried only when the service says to come
   * back soon (the window is an hour).
   */
  readonly allowance?: Allowance
}

/** Requests a run may still send against a limit it shares with others. */
export interface Allowance {
  /** Attempts left; a call with none left is not made. */
  readonly left: number
  /** Counts one attempt, as it is sent. */
  take(): void
}

export interface ServiceClient {
  request(op: Operation): Promise<unknown>
}

/** A job object is a few kilobytes; a megabyte is far more than any answer the contract allows. */
export const MAX_BODY_BYTES = 1024 * 1024

export function createServiceClient(options: ClientOptions): ServiceClient {
  return new Client(options)
}

class Client implements ServiceClient {
  private readonly fetch: Fetch

  constructor(private readonly options: ClientOptions) {
    this.fetch = options.fetch ?? DIRECT.fetch
  }

  async request(op: Operation): Promise<unknown> {
    const { options } = this
    const url = requestUrl(options.baseUrl, op)
    const signal =
      op.signal === undefined
        ? options.time.signal
        : AbortSignal.any([options.time.signal, op.signal])
    const result = await retrying(() => this.attempt(op, url, signal), {
      policy: policyFor(options.retry ?? DEFAULT_RETRY_POLICY, op),
      repeatable: op.method === 'GET',
      time: within(options.time, signal),
      deadline: op.deadline,
      onWait: (n, ms) =>
        options.log.debug(`retrying ${op.method} ${url.pathname} in ${ms} ms (attempt ${n + 1})`)
    })
    if (result.kind === 'done') return result.value
    const failure: Failure = signal.aborted ? { kind: 'cancelled' } : result.failure
    const { attempts } = result
    const at = { origin: url.origin, requestTimeoutMs: options.requestTimeoutMs, attempts }
    throw new ServiceError(failureMessage(failure, op, at), failure, {
      method: op.method,
      path: url.pathname,
      attempts
    })
  }

  /** One exchange with the service, bounded by request-timeout; never throws. */
  private async attempt(op: Operation, url: URL, stop: AbortSignal): Promise<Tried<unknown>> {
    const { options } = this
    const { now } = options.time
    const signal = AbortSignal.any([timeLimit(options.requestTimeoutMs), stop])
    const started = now()
    op.allowance?.take()
    const took = (what: string | number) =>
      options.log.debug(`${op.method} ${url.pathname} -> ${what} (${now() - started} ms)`)
    try {
      const res = await this.fetch(url, {
        method: op.method,
        signal,
        // Redirects are never followed, so the Authorization header cannot travel to another
        // host; a 3xx is reported as an error.
        redirect: 'manual',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          // No compression is asked for: one that comes anyway is an error (see readBody).
          'accept-encoding': 'identity',
          'user-agent': options.userAgent,
          ...(op.body === undefined ? {} : { 'content-type': 'application/json' })
        },
        body: op.body === undefined ? undefined : JSON.stringify(op.body)
      })
      // The time limit covers the body too: the signal aborts reading it.
      const succeeded = res.status >= 200 && res.status < 300
      const read = await readBody(
        res,
        op.maxBodyBytes ?? MAX_BODY_BYTES,
        succeeded ? op.keep : undefined
      )
      took(res.status)
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), now())
      return judgeResponse(
        res.status,
        read,
        retryAfterMs,
        op.answersList === true ? 'list' : 'object'
      )
    } catch (error) {
      took(errorCode(error) ?? (error instanceof Error ? error.name : 'unknown error'))
      const failure = stop.aborted ? { kind: 'cancelled' as const } : failureIn(error)
      if (failure === undefined) throw error
      return { kind: 'failed', failure, error }
    }
  }
}

/** Attempts of a call under a documented rate window: ten windows, at most. */
export const RATE_WINDOW_ATTEMPTS = 10

/**
 * The policy of one call. One that draws on an hourly allowance: no attempt past it, no 429
 * guessed. One under a documented rate window: a 429 waits out the window, for up to
 * RATE_WINDOW_ATTEMPTS attempts (the deadline bounds them too); the window is scaled like every
 * wait the engine chooses itself (MINTLIFY_ACTION_RETRY_DELAY, for tests, scales the base delay).
 */
export function policyFor(
  policy: RetryPolicy,
  op: Pick<Operation, 'allowance' | 'rateWindowMs' | 'once'>
): RetryPolicy {
  const { allowance, rateWindowMs } = op
  if (op.once === true) return { ...policy, maxAttempts: 1 }
  if (allowance !== undefined) {
    const maxAttempts = Math.max(1, Math.min(policy.maxAttempts, allowance.left))
    return { ...policy, maxAttempts, unsaidRateLimit: 'stop' }
  }
  if (rateWindowMs === undefined) return policy
  const scale = policy.baseDelayMs / DEFAULT_RETRY_POLICY.baseDelayMs
  return {
    ...policy,
    maxAttempts: Math.max(policy.maxAttempts, RATE_WINDOW_ATTEMPTS),
    unsaidRateLimit: { waitMs: Math.round(rateWindowMs * scale) }
  }
}

/** Longer than any id a service makes; a longer one is a broken value, not an id. */
export const MAX_SEGMENT_CHARS = 256

/**
 * Why `value` cannot be one segment of a request path, or undefined when it can. The rule for
 * every value that becomes a path segment, from an input (`projectId`, `jobId`, `automation`) or
 * from the service (a job id in an answer): `requestUrl` encodes each segment, but encoding
 * leaves `.` and `..` as they are, which the URL then resolves away (`/v2/agent/../job` is
 * `/v2/job`, with the key), and it cannot encode a lone surrogate at all.
 */
export function segmentProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return 'is missing or empty'
  if (value === '.' || value === '..') return `is "${value}", which would name another path`
  if (value.length > MAX_SEGMENT_CHARS) return `is longer than ${MAX_SEGMENT_CHARS} characters`
  // With the u flag a whole pair is one code point, so only a lone half is in category Cs.
  if (/\p{Cs}/u.test(value)) return 'holds half of a UTF-16 surrogate pair, which no URL can carry'
  return undefined
}

/**
 * The URL of an operation: the base URL's path, then each segment URL-encoded (so an id can never
 * add a path level or a query), then the query; the base URL's own query and fragment are dropped.
 */
export function requestUrl(baseUrl: URL, op: Pick<Operation, 'segments' | 'query'>): URL {
  const url = new URL(baseUrl.href)
  const prefix = url.pathname.replace(/\/+$/, '')
  url.pathname = `${prefix}/${op.segments.map(s => encodeURIComponent(s)).join('/')}`
  url.search = ''
  url.hash = ''
  for (const [key, value] of Object.entries(op.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url
}

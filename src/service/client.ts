import type { Clock, Logger, Sleep } from '../action/io.js'
import { DIRECT, ProxyFailure, type Fetch } from '../http/stack.js'
import { errorCode } from '../text/format.js'
import { redactDeep, redactor, type Redactor } from '../text/secrets.js'
import { judgeAttempt, type AttemptResult, type FailureDetails } from './answer.js'
import { readBody } from './body.js'
import { ServiceError } from './errors.js'
import {
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  retryDelayMs,
  shouldRetry,
  type HttpMethod,
  type RetryPolicy
} from './retry.js'

/**
 * The one way out to the service. Every call goes through `request()`, which joins the base URL
 * safely, URL-encodes every path segment, sets auth, JSON and the User-Agent, bounds each attempt
 * by a time limit, retries what `isRetryable()` allows, and maps every failure to `ServiceError`.
 */

export interface ClientOptions {
  readonly baseUrl: URL
  readonly apiKey: string
  readonly userAgent: string
  readonly requestTimeoutMs: number
  readonly retry?: RetryPolicy
  readonly log: Logger
  /** Cancels every request and retry wait (the run was cancelled). */
  readonly signal?: AbortSignal
  readonly sleep: Sleep
  readonly random?: () => number
  readonly now?: Clock
  /** The run's HTTP stack (direct or through a proxy); `nodeFetch` (direct) by default. */
  readonly fetch?: Fetch
}

export interface Operation {
  readonly method: HttpMethod
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
  /** The largest answer read; a larger one is an error. Default: MAX_BODY_BYTES. */
  readonly maxBodyBytes?: number
  /** Extra bound on this call (the run's deadline); cancels like `ClientOptions.signal`. */
  readonly signal?: AbortSignal
}

export interface ServiceClient {
  request(op: Operation): Promise<unknown>
}

/** A job object is a few kilobytes; a megabyte is far more than any answer the contract allows. */
export const MAX_BODY_BYTES = 1024 * 1024

// Codes that fetch (undici) and Node report when the connection failed before any of the request was
// written: the service cannot have acted on it, so even a POST may be sent again.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  // nodeFetch's: no connection within its connect time limit.
  'CONNECT_TIMEOUT'
])
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])

export function createServiceClient(options: ClientOptions): ServiceClient {
  return new Client(options)
}

class Client implements ServiceClient {
  private readonly policy: RetryPolicy
  private readonly now: Clock
  private readonly fetch: Fetch
  private readonly secrets: readonly string[]
  private readonly redact: Redactor

  constructor(private readonly options: ClientOptions) {
    this.policy = options.retry ?? DEFAULT_RETRY_POLICY
    this.now = options.now ?? Date.now
    this.fetch = options.fetch ?? DIRECT.fetch
    this.secrets = [options.apiKey]
    this.redact = redactor(this.secrets)
  }

  async request(op: Operation): Promise<unknown> {
    const url = requestUrl(this.options.baseUrl, op)
    const fail = (judged: { message: string; details: FailureDetails }) =>
      new ServiceError(
        judged.message,
        { ...judged.details, method: op.method, path: url.pathname },
        this.secrets
      )
    for (let n = 1; ; n++) {
      const result = await this.attempt(op, url)
      const judged = judgeAttempt(result, op, {
        origin: url.origin,
        requestTimeoutMs: this.options.requestTimeoutMs,
        attempts: n
      })
      // The key is removed from every decoded string too: an echo escaped as JSON (\u006d…) or
      // nested in another encoding is plain text only after parsing.
      if (judged.kind === 'value') return redactDeep(judged.value, this.redact)
      if (judged.kind === 'aborted' || !shouldRetry(n, op.method, judged.failure, this.policy))
        throw fail(judged)
      const delay = retryDelayMs(n, judged.failure, this.policy, this.options.random ?? Math.random)
      this.options.log.debug(
        `retrying ${op.method} ${url.pathname} in ${delay} ms (attempt ${n + 1})`
      )
      try {
        await this.options.sleep(delay, anySignal(this.options.signal, op.signal))
      } catch {
        throw fail({
          message: `Stopped while waiting to retry the request to ${op.action}.`,
          details: { kind: 'aborted', attempts: n }
        })
      }
    }
  }

  /** One exchange with the service, bounded by request-timeout; never throws. */
  private async attempt(op: Operation, url: URL): Promise<AttemptResult> {
    const { options, now } = this
    const timeout = AbortSignal.timeout(options.requestTimeoutMs)
    const signal = anySignal(timeout, options.signal, op.signal)
    const started = now()
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
      const read = await readBody(res, op.maxBodyBytes ?? MAX_BODY_BYTES)
      took(res.status)
      return {
        kind: 'response',
        status: res.status,
        // The service could echo the key back (in an error or any field): it is removed here, at
        // the one way in, before anything parses, escapes, logs or renders the body.
        body: read.kind === 'text' ? { kind: 'text', text: this.redact(read.text) } : read,
        retryAfterMs: parseRetryAfter(res.headers.get('retry-after') ?? undefined, now())
      }
    } catch (error) {
      const code = errorCode(error) ?? (error instanceof Error ? error.name : 'unknown error')
      took(code)
      if (options.signal?.aborted === true || op.signal?.aborted === true)
        return { kind: 'aborted' }
      if (error instanceof ProxyFailure)
        return { kind: 'proxy', status: error.status, why: error.message }
      if (timeout.aborted || TIMEOUT_CODES.has(code)) return { kind: 'timeout' }
      return { kind: 'network', code, sent: !NOT_SENT_CODES.has(code) }
    }
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

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined)
  return present.length === 0 ? undefined : AbortSignal.any(present)
}

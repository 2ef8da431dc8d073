import { Agent, request as undiciRequest, type Dispatcher } from 'undici'
import type { Clock, Logger, Sleep } from '../action/io.js'
import { redact } from '../text/format.js'
import { USER_AGENT } from '../version.js'
import { judgeAttempt, type AttemptResult, type FailureDetails } from './answer.js'
import { ServiceError } from './errors.js'
import type { ServiceSettings } from './settings.js'
import {
  DEFAULT_RETRY_POLICY,
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
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
  readonly dispatcher?: Dispatcher
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
  /** Extra bound on this call (the run's deadline); cancels like `ClientOptions.signal`. */
  readonly signal?: AbortSignal
}

export interface ServiceClient {
  request(op: Operation): Promise<unknown>
  close(): Promise<void>
}

// Codes that undici and Node report when the connection failed before any of the request was
// written: the service cannot have acted on it, so even a POST may be sent again.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT'
])
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])

/** The client both actions use, configured from their shared service settings. */
export function serviceClientFor(
  settings: ServiceSettings,
  run: {
    readonly io: Logger
    readonly signal: AbortSignal
    readonly sleep: Sleep
    readonly random: () => number
    readonly now: Clock
  }
): ServiceClient {
  return createServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.secretKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: settings.requestTimeoutMs,
    retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: settings.retryBaseDelayMs },
    log: run.io,
    signal: run.signal,
    sleep: run.sleep,
    random: run.random,
    now: run.now
  })
}

export function createServiceClient(options: ClientOptions): ServiceClient {
  const policy = options.retry ?? DEFAULT_RETRY_POLICY
  const wait = options.sleep
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const ownDispatcher = options.dispatcher === undefined
  // Redirects are never followed (undici's request() does not follow them), so the
  // Authorization header cannot travel to another host; a 3xx is reported as an error.
  const dispatcher = options.dispatcher ?? new Agent({ connect: { timeout: 10_000 } })
  const secrets = [options.apiKey]

  function buildUrl(op: Operation): URL {
    const url = new URL(options.baseUrl.href)
    const prefix = url.pathname.replace(/\/+$/, '')
    url.pathname = `${prefix}/${op.segments.map(s => encodeURIComponent(s)).join('/')}`
    url.search = ''
    url.hash = ''
    for (const [key, value] of Object.entries(op.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    return url
  }

  async function attempt(op: Operation, url: URL, pathForLog: string): Promise<AttemptResult> {
    const timeout = AbortSignal.timeout(options.requestTimeoutMs)
    const signals = [timeout, options.signal, op.signal].filter(
      (s): s is AbortSignal => s !== undefined
    )
    const signal = AbortSignal.any(signals)
    const started = now()
    try {
      const res = await undiciRequest(url, {
        method: op.method,
        dispatcher,
        signal,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          'user-agent': options.userAgent,
          ...(op.body === undefined ? {} : { 'content-type': 'application/json' })
        },
        body: op.body === undefined ? undefined : JSON.stringify(op.body)
      })
      // The service could echo the key back (in an error or any field): it is removed here, at
      // the one way in, before anything parses, escapes, logs or renders the body.
      const text = redact(await res.body.text(), secrets)
      options.log.debug(`${op.method} ${pathForLog} -> ${res.statusCode} (${now() - started} ms)`)
      const retryAfter = res.headers['retry-after']
      return {
        kind: 'response',
        status: res.statusCode,
        text,
        retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, now())
      }
    } catch (error) {
      options.log.debug(`${op.method} ${pathForLog} -> ${errorCode(error)} (${now() - started} ms)`)
      if (options.signal?.aborted === true || op.signal?.aborted === true) {
        return { kind: 'aborted' }
      }
      if (timeout.aborted || TIMEOUT_CODES.has(errorCode(error))) return { kind: 'timeout' }
      const code = errorCode(error)
      return { kind: 'network', code, sent: !NOT_SENT_CODES.has(code) }
    }
  }

  async function request(op: Operation): Promise<unknown> {
    const url = buildUrl(op)
    const pathForLog = url.pathname
    const fail = (judged: { message: string; details: FailureDetails }) =>
      new ServiceError(
        judged.message,
        { ...judged.details, method: op.method, path: pathForLog },
        secrets
      )

    for (let n = 1; ; n++) {
      const result = await attempt(op, url, pathForLog)
      const judged = judgeAttempt(result, op, {
        origin: url.origin,
        requestTimeoutMs: options.requestTimeoutMs,
        attempts: n
      })
      if (judged.kind === 'value') return judged.value
      if (judged.kind === 'aborted') throw fail(judged)
      const { failure } = judged
      if (n >= policy.maxAttempts || !isRetryable(op.method, failure)) throw fail(judged)
      // A Retry-After beyond what we are willing to wait is not honoured by waiting less:
      // we stop and say when the service will take requests again.
      if (
        failure.kind === 'status' &&
        failure.retryAfterMs !== undefined &&
        failure.retryAfterMs > policy.maxDelayMs
      ) {
        throw fail(judged)
      }
      const delay = retryDelayMs(n, failure, policy, random)
      options.log.debug(`retrying ${op.method} ${pathForLog} in ${delay} ms (attempt ${n + 1})`)
      try {
        await wait(delay, anySignal(options.signal, op.signal))
      } catch {
        throw fail({
          message: `Stopped while waiting to retry the request to ${op.action}.`,
          details: { kind: 'aborted', attempts: n }
        })
      }
    }
  }

  return {
    request,
    async close() {
      if (ownDispatcher) await dispatcher.close()
    }
  }
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined)
  return present.length === 0 ? undefined : AbortSignal.any(present)
}

function errorCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return error instanceof Error ? error.name : 'unknown error'
}

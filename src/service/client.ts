import { setTimeout as sleepTimer } from 'node:timers/promises'
import { Agent, request as undiciRequest, type Dispatcher } from 'undici'
import type { ServiceSettings } from '../settings.js'
import { USER_AGENT } from '../version.js'
import { ServiceError, redact } from './errors.js'
import {
  DEFAULT_RETRY_POLICY,
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
  type Failure,
  type HttpMethod,
  type RetryPolicy
} from './retry.js'

/**
 * The one way out to the service. Every call goes through `request()`, which joins the base URL
 * safely, URL-encodes every path segment, sets auth, JSON and the User-Agent, bounds each attempt
 * by a time limit, retries what `isRetryable()` allows, and maps every failure to `ServiceError`.
 */

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export interface Logger {
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
}

export interface ClientOptions {
  readonly baseUrl: URL
  readonly apiKey: string
  readonly userAgent: string
  readonly requestTimeoutMs: number
  readonly retry?: RetryPolicy
  readonly log: Logger
  /** Cancels every request and retry wait (the run was cancelled). */
  readonly signal?: AbortSignal
  readonly sleep?: Sleep
  readonly random?: () => number
  readonly now?: () => number
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

/** An abortable sleep: the default wait of the retry loop and of the poll loop. */
export const sleep: Sleep = async (ms, signal) => {
  await sleepTimer(ms, undefined, { signal })
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
  log: Logger,
  signal: AbortSignal
): ServiceClient {
  return createServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.secretKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: settings.requestTimeoutMs,
    retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: settings.retryBaseDelayMs },
    log,
    signal
  })
}

export function createServiceClient(options: ClientOptions): ServiceClient {
  const policy = options.retry ?? DEFAULT_RETRY_POLICY
  const wait = options.sleep ?? sleep
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
    const fail = (
      message: string,
      details: Omit<ConstructorParameters<typeof ServiceError>[1], 'method' | 'path'>
    ) => new ServiceError(message, { ...details, method: op.method, path: pathForLog }, secrets)

    for (let n = 1; ; n++) {
      const result = await attempt(op, url, pathForLog)
      let failure: Failure
      let error: ServiceError
      switch (result.kind) {
        case 'aborted':
          throw fail(`Stopped before the service answered the request to ${op.action}.`, {
            kind: 'aborted',
            attempts: n
          })
        case 'timeout':
          failure = { kind: 'timeout' }
          error = fail(
            `The service did not answer within ${formatMs(options.requestTimeoutMs)} (request-timeout) when trying to ${op.action}${attemptsNote(n)}.${
              op.method === 'POST'
                ? ' It was not repeated, since the service may have acted on it; check the dashboard before running again.'
                : ''
            }`,
            { kind: 'timeout', attempts: n }
          )
          break
        case 'network':
          failure = { kind: 'network', sent: result.sent }
          error = fail(
            `Could not reach the service at ${url.origin} to ${op.action} (${result.code})${attemptsNote(n)}.${
              op.method === 'POST' && result.sent
                ? ' The connection failed after the request was sent, so it was not repeated: the service may have acted on it; check the dashboard before running again.'
                : ''
            }`,
            { kind: 'network', attempts: n, sent: result.sent }
          )
          break
        case 'response': {
          if (result.status >= 200 && result.status < 300) {
            const parsed = parseJson(result.text)
            if (parsed.ok) return parsed.value
            failure = { kind: 'invalid-body' }
            error = fail(
              `The service answered ${result.status} to the request to ${op.action}, but its body is not JSON (${describeBody(result.text)})${attemptsNote(n)}.`,
              { kind: 'invalid-response', status: result.status, attempts: n }
            )
            break
          }
          const serviceMessage = errorText(result.text)
          failure =
            result.retryAfterMs === undefined
              ? { kind: 'status', status: result.status }
              : { kind: 'status', status: result.status, retryAfterMs: result.retryAfterMs }
          error = fail(describeStatus(result.status, op, serviceMessage, n, result.retryAfterMs), {
            kind: 'http',
            status: result.status,
            attempts: n,
            ...(serviceMessage === undefined ? {} : { serviceMessage }),
            ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs })
          })
          break
        }
      }
      if (n >= policy.maxAttempts || !isRetryable(op.method, failure)) throw error
      // A Retry-After beyond what we are willing to wait is not honoured by waiting less:
      // we stop and say when the service will take requests again.
      if (
        failure.kind === 'status' &&
        failure.retryAfterMs !== undefined &&
        failure.retryAfterMs > policy.maxDelayMs
      ) {
        throw error
      }
      const delay = retryDelayMs(n, failure, policy, random)
      options.log.debug(`retrying ${op.method} ${pathForLog} in ${delay} ms (attempt ${n + 1})`)
      try {
        await wait(delay, anySignal(options.signal, op.signal))
      } catch {
        throw fail(`Stopped while waiting to retry the request to ${op.action}.`, {
          kind: 'aborted',
          attempts: n
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

  function describeStatus(
    status: number,
    op: Operation,
    serviceMessage: string | undefined,
    attempts: number,
    retryAfterMs: number | undefined
  ): string {
    const said = serviceMessage === undefined ? '' : `: ${serviceMessage}`
    if (status === 400) {
      return `The service rejected the request to ${op.action} (400 Bad Request)${said}`
    }
    if (status === 401) {
      return `The service refused the API key (401 Unauthorized) when trying to ${op.action}. Check the secret-key input: it must be a current admin API key (they start with "mint_"; assistant "mint_dsc_" and search "mint_us_" keys are rejected), and it may have expired.`
    }
    if (status === 403) {
      return `The API key may not ${op.action} (403 Forbidden): it lacks the needed scope ("read" for reads, "write" for changes), or this runner's IP address is outside the key's IP allow-list${said}.`
    }
    if (status === 404) return `${op.notFound} (404 Not Found)${said}.`
    if (status === 429) {
      const when =
        retryAfterMs === undefined ? '' : ` The service asked to wait ${formatMs(retryAfterMs)}.`
      return `Rate limit exceeded (429) when trying to ${op.action}${attemptsNote(attempts)}. The service allows 100 job creations and 100 follow-up messages per project per hour, and 100 analytics requests per organization per hour.${when}`
    }
    if (status >= 300 && status < 400) {
      return `The service answered with a redirect (${status}) to the request to ${op.action}; redirects are not followed so the API key never goes to another host. Check the base-url input.`
    }
    if (status >= 500) {
      return `The service failed (${status}) when trying to ${op.action}${attemptsNote(attempts)}${said}.`
    }
    return `The service answered ${status} to the request to ${op.action}${said}.`
  }
}

type AttemptResult =
  | {
      readonly kind: 'response'
      readonly status: number
      readonly text: string
      readonly retryAfterMs: number | undefined
    }
  | { readonly kind: 'network'; readonly code: string; readonly sent: boolean }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'aborted' }

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

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The `error` text of `{ "error": string }`, the shape of both contracts' error bodies. */
function errorText(text: string): string | undefined {
  const parsed = parseJson(text)
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
    return text.trim() === '' ? undefined : `(not JSON: ${describeBody(text)})`
  }
  const { error, details } = parsed.value as { error?: unknown; details?: unknown }
  if (typeof error !== 'string') return undefined
  const extra = Array.isArray(details)
    ? details
        .map(d => (d as { message?: unknown }).message)
        .filter((m): m is string => typeof m === 'string')
    : []
  return truncate([error, ...extra].join('; '), 500)
}

function describeBody(text: string): string {
  const looksHtml = /^\s*</.test(text)
  const flat = text.replace(/\s+/g, ' ').trim()
  return `${looksHtml ? 'an HTML page' : 'text'} starting "${truncate(flat, 60)}"`
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

function attemptsNote(attempts: number): string {
  return attempts > 1 ? ` after ${attempts} attempts` : ''
}

export function formatMs(ms: number): string {
  if (ms < 1000) return `${ms}ms`
  const s = ms / 1000
  if (s < 120) return `${Number.isInteger(s) ? s : s.toFixed(1)}s`
  const m = s / 60
  return m < 120 ? `${Math.round(m)}m` : `${(m / 60).toFixed(1)}h`
}

import { formatDuration, oneLine, truncate } from '../text/format.js'
import type { ServiceErrorDetails } from './errors.js'
import type { BodyRead } from './body.js'
import { printable } from '../text/format.js'
import type { Failure } from './retry.js'

/**
 * What one attempt of a request came to, judged apart from the loop that retries it (as
 * `@octokit/plugin-retry` keeps its decision apart from its loop): a value, a failure that may be
 * retried (with the message a person reads if it is not), or a stop because the run was
 * cancelled. Pure: no I/O, no clock.
 */

export type AttemptResult =
  | {
      readonly kind: 'response'
      readonly status: number
      readonly body: BodyRead
      readonly retryAfterMs: number | undefined
    }
  | { readonly kind: 'network'; readonly code: string; readonly sent: boolean }
  /** The proxy refused the tunnel (`status`) or could not be reached: nothing reached the service. */
  | {
      readonly kind: 'proxy'
      readonly status: number | undefined
      /** What happened, naming the proxy by host and port. */
      readonly why: string
    }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'aborted' }

/** What a `ServiceError` needs besides the method and path, which the client adds. */
export type FailureDetails = Omit<ServiceErrorDetails, 'method' | 'path'>

export type Judgement =
  | { readonly kind: 'value'; readonly value: unknown }
  | {
      readonly kind: 'failure'
      readonly failure: Failure
      readonly message: string
      readonly details: FailureDetails
    }
  | { readonly kind: 'aborted'; readonly message: string; readonly details: FailureDetails }

/** The parts of an operation that messages name. */
export interface OperationText {
  readonly method: 'GET' | 'POST'
  /** What the call does: "create a job in project \"docs\"". */
  readonly action: string
  /** The message for a 404: which thing was not found, and which input names it. */
  readonly notFound: string
  /** What to check after a 400, naming the input: "Check the automation input: …". */
  readonly badRequestHint?: string
  /** The rate limit that applies, for a 429; default: the agent-job and analytics limits. */
  readonly rateLimit?: string
}

const DEFAULT_RATE_LIMIT =
  'The service allows 100 job creations and 100 follow-up messages per project per hour, and 100 analytics requests per organization per hour.'

const MAY_HAVE_ACTED = 'the service may have acted on it; check the dashboard before running again.'

export function judgeAttempt(
  result: AttemptResult,
  op: OperationText,
  at: { readonly origin: string; readonly requestTimeoutMs: number; readonly attempts: number }
): Judgement {
  const n = at.attempts
  const post = op.method === 'POST'
  switch (result.kind) {
    case 'aborted':
      return {
        kind: 'aborted',
        message: `Stopped before the service answered the request to ${op.action}.`,
        details: { kind: 'aborted', attempts: n }
      }
    case 'timeout':
      return {
        kind: 'failure',
        failure: { kind: 'timeout' },
        message: `The service did not answer within ${formatDuration(at.requestTimeoutMs)} (request-timeout) when trying to ${op.action}${attemptsNote(n)}.${notRepeated(op)}`,
        details: { kind: 'timeout', attempts: n }
      }
    case 'network':
      return {
        kind: 'failure',
        failure: { kind: 'network', sent: result.sent },
        message: `Could not reach the service at ${at.origin} to ${op.action} (${result.code})${attemptsNote(n)}.${post && result.sent ? ` The connection failed after the request was sent, so it was not repeated: ${MAY_HAVE_ACTED}` : ''}`,
        details: { kind: 'network', attempts: n, sent: result.sent }
      }
    case 'proxy':
      return judgeProxy(result, op, at.origin, n)
    case 'response':
      return judgeResponse(result, op, n)
  }
}

/**
 * What the proxy refused was never sent on, so the service cannot have acted: a refusal the proxy
 * will repeat (its credentials, a host it blocks: a 4xx) is not retried; a proxy that cannot reach
 * the service (a 5xx) or cannot itself be reached is, like any connection that was not made.
 */
function judgeProxy(
  result: Extract<AttemptResult, { kind: 'proxy' }>,
  op: OperationText,
  origin: string,
  n: number
): Judgement {
  const final = result.status !== undefined && result.status < 500
  const hint =
    result.status === 407
      ? ' Check the user name and password in the proxy variable (HTTPS_PROXY or HTTP_PROXY).'
      : ' Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.'
  return {
    kind: 'failure',
    failure: final ? { kind: 'proxy-refused' } : { kind: 'network', sent: false },
    message: `Could not ${op.action}: ${result.why}${attemptsNote(n)}, so nothing reached the service at ${origin}.${hint}`,
    details: { kind: 'network', attempts: n, sent: false }
  }
}

function judgeResponse(
  result: Extract<AttemptResult, { kind: 'response' }>,
  op: OperationText,
  n: number
): Judgement {
  const { status, retryAfterMs, body } = result
  const ok = status >= 200 && status < 300
  if (ok && body.kind === 'text') {
    const parsed = parseJson(body.text)
    if (parsed.ok && isObject(parsed.value)) return { kind: 'value', value: parsed.value }
    const what = parsed.ok
      ? `is JSON but not an object (${kindOf(parsed.value)})`
      : `is not JSON (${describeBody(body.text)})`
    return invalidBody(
      status,
      `The service answered ${status} to the request to ${op.action}, but its body ${what}${attemptsNote(n)}.${notRepeated(op)}`,
      n
    )
  }
  if (ok && body.kind === 'unreadable') {
    return invalidBody(
      status,
      `The service's answer (${status}) to the request to ${op.action} could not be read: ${body.why}${attemptsNote(n)}.${notRepeated(op)}`,
      n
    )
  }
  const serviceMessage = body.kind === 'text' ? errorText(body.text) : `(${body.why})`
  return {
    kind: 'failure',
    failure:
      retryAfterMs === undefined
        ? { kind: 'status', status }
        : { kind: 'status', status, retryAfterMs },
    message: describeStatus(status, op, serviceMessage, n, retryAfterMs),
    details: {
      kind: 'http',
      status,
      attempts: n,
      ...(serviceMessage === undefined ? {} : { serviceMessage }),
      ...(retryAfterMs === undefined ? {} : { retryAfterMs })
    }
  }
}

/** For a POST whose outcome is unknown (no answer, or one that cannot be used): not sent again. */
function notRepeated(op: OperationText): string {
  return op.method === 'POST' ? ` It was not repeated, since ${MAY_HAVE_ACTED}` : ''
}

/** A body that is not the JSON object the contract describes: retried like a 5xx for a GET. */
function invalidBody(status: number, message: string, n: number): Judgement {
  return {
    kind: 'failure',
    failure: { kind: 'invalid-body' },
    message,
    details: { kind: 'invalid-response', status, attempts: n }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function kindOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`
}

function describeStatus(
  status: number,
  op: OperationText,
  serviceMessage: string | undefined,
  attempts: number,
  retryAfterMs: number | undefined
): string {
  const said = serviceMessage === undefined ? '' : `: ${serviceMessage}`
  if (status === 400) {
    const hint = op.badRequestHint === undefined ? '' : `. ${op.badRequestHint}`
    return `The service rejected the request to ${op.action} (400 Bad Request)${said}${hint}`
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
      retryAfterMs === undefined
        ? ''
        : ` The service asked to wait ${formatDuration(retryAfterMs)}.`
    return `Rate limit exceeded (429) when trying to ${op.action}${attemptsNote(attempts)}. ${op.rateLimit ?? DEFAULT_RATE_LIMIT}${when}`
  }
  if (status >= 300 && status < 400) {
    return `The service answered with a redirect (${status}) to the request to ${op.action}; redirects are not followed so the API key never goes to another host. Check the base-url input.`
  }
  if (status >= 500) {
    return `The service failed (${status}) when trying to ${op.action}${attemptsNote(attempts)}${said}.`
  }
  return `The service answered ${status} to the request to ${op.action}${said}.`
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
  return `${looksHtml ? 'an HTML page' : 'text'} starting "${printable(oneLine(text), 60)}"`
}

function attemptsNote(attempts: number): string {
  return attempts > 1 ? ` after ${attempts} attempts` : ''
}

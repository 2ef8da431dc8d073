import type { Failure } from '../http/failure.js'
import { mayHaveActed } from '../http/failure.js'
import { describeProxy } from '../http/proxy.js'
import { formatDuration } from '../text/format.js'

/**
 * The message a person reads when a request to the service failed for good, written from the
 * failure (the run's one failure model) and the operation. Each says what was tried, what
 * happened, whether the service may have acted, and what to check.
 */

/** The parts of an operation that messages name. */
interface OperationText {
  readonly method: 'GET' | 'POST'
  /** What the call does: "create a job in project \"docs\"". */
  readonly action: string
  /** The message for a 404: which thing was not found, and which input names it. */
  readonly notFound: string
  /** What to check after a 400, naming the input: "Check the automation input: …". */
  readonly badRequestHint?: string
  /** The rate limit that applies, for a 429, as the service documents it; when it documents none, undefined. */
  readonly rateLimit?: string
  /** What else a 403 may mean for this call, besides the key's scope and IP allow-list. */
  readonly forbidden?: string
  /** What to check after a 401, for a call made with another key than `secret-key`. */
  readonly unauthorized?: string
  /** A POST that changes nothing (a search): the service cannot have acted on it. */
  readonly readOnly?: true
}

interface Attempted {
  /** The service's origin, `https://api.mintlify.com`. */
  readonly origin: string
  readonly requestTimeoutMs: number
  readonly attempts: number
}

/** Said of a 429 on a request whose limit the service does not document (a job's status read). */
const UNDOCUMENTED_RATE_LIMIT = 'The service documents no limit for this request.'

const MAY_HAVE_ACTED = 'the service may have acted on it; check the dashboard before running again.'

export function failureMessage(failure: Failure, op: OperationText, at: Attempted): string {
  const n = attemptsNote(at.attempts)
  switch (failure.kind) {
    case 'cancelled':
      return `Stopped before the service answered the request to ${op.action}.`
    case 'timeout':
      return `The service did not answer within ${formatDuration(at.requestTimeoutMs)} (request-timeout) when trying to ${op.action}${n}.${notRepeated(op, failure)}`
    case 'not-sent':
    case 'cut':
      return `The connection to the service at ${at.origin} failed when trying to ${op.action} (${failure.code})${n}.${op.method === 'POST' && op.readOnly !== true && mayHaveActed(failure) ? ` The connection failed after the request was sent, so it was not repeated: ${MAY_HAVE_ACTED}` : ''}`
    case 'proxy': {
      const hint =
        failure.status === 407
          ? ' Check the user name and password in the proxy variable (HTTPS_PROXY or HTTP_PROXY).'
          : ' Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.'
      return `The request to ${op.action} did not get past the proxy: ${describeProxy(failure)}${n}, so nothing reached the service at ${at.origin}.${hint}`
    }
    case 'unreadable':
      return `The service answered ${failure.status ?? 'with a success'} to the request to ${op.action}, but its body ${failure.why}${n}.${notRepeated(op, failure)}`
    case 'status':
      return statusMessage(failure, op, n)
  }
}

/** For a POST the service may have acted on: it was not sent again. */
function notRepeated(op: OperationText, failure: Failure): string {
  return op.method === 'POST' && op.readOnly !== true && mayHaveActed(failure)
    ? ` It was not repeated, since ${MAY_HAVE_ACTED}`
    : ''
}

function statusMessage(
  failure: Extract<Failure, { kind: 'status' }>,
  op: OperationText,
  attempts: string
): string {
  const { status, said, retryAfterMs } = failure
  // Its own final period goes: each message below ends the sentence itself.
  const saying = said === undefined ? '' : `: ${said.replace(/\.$/, '')}`
  if (status === 400) {
    const hint = op.badRequestHint === undefined ? '' : `. ${op.badRequestHint}`
    return `The service rejected the request to ${op.action} (400 Bad Request)${saying}${hint}`
  }
  if (status === 401) {
    if (op.unauthorized !== undefined)
      return `The service refused the API key (401 Unauthorized) when trying to ${op.action}. ${op.unauthorized}`
    return `The service refused the API key (401 Unauthorized) when trying to ${op.action}. Check the secret-key input: it must be a current admin API key (they start with "mint_"; assistant "mint_dsc_" and search "mint_us_" keys are rejected), and it may have expired.`
  }
  if (status === 403) {
    const scope = op.method === 'GET' ? 'read' : 'write'
    const also = op.forbidden === undefined ? '' : `, or ${op.forbidden}`
    return `The API key may not ${op.action} (403 Forbidden): it lacks the "${scope}" scope this request needs, or this runner's IP address is outside the key's IP allow-list${also}${saying}.`
  }
  if (status === 404) return `${op.notFound} (404 Not Found)${saying}.`
  if (status === 429) {
    const when =
      retryAfterMs === undefined
        ? ''
        : ` The service asked to wait ${formatDuration(retryAfterMs)}.`
    return `Rate limit exceeded (429) when trying to ${op.action}${attempts}. ${op.rateLimit ?? UNDOCUMENTED_RATE_LIMIT}${when}`
  }
  if (status >= 300 && status < 400) {
    return `The service answered with a redirect (${status}) to the request to ${op.action}; redirects are not followed so the API key never goes to another host. Check the base-url input.`
  }
  if (status >= 500) {
    return `The service failed (${status}) when trying to ${op.action}${attempts}${saying}.`
  }
  return `The service answered ${status} to the request to ${op.action}${saying}.`
}

function attemptsNote(attempts: number): string {
  return attempts > 1 ? ` after ${attempts} attempts` : ''
}

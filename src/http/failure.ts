/**
 * What happened to a request that brought back no usable answer: one tagged union for every
 * request of a run, to the service and to GitHub, direct and through a proxy. Whether the other
 * side may have acted on it, and whether trying again may help, are decided here, once, from the
 * kind; every message a person reads is written from it (service/messages.ts, github/octokit.ts).
 * Adding a kind touches this file and the messages.
 */
export type Failure =
  /** No connection was made (refused, no such host, no route, the connect time limit): nothing was sent. */
  | { readonly kind: 'not-sent'; readonly code: string }
  /**
   * The proxy refused the tunnel (`status`: a 407 for its credentials, a 403 for a host it
   * blocks, a 502 when it could not reach the far side) or could not itself be reached
   * (`status` undefined): nothing went past it. `proxy` is its `host:port`, never its password.
   */
  | {
      readonly kind: 'proxy'
      readonly proxy: string
      readonly status: number | undefined
      readonly code: string | undefined
    }
  /** The connection broke after the request went out, before the whole answer came back. */
  | { readonly kind: 'cut'; readonly code: string }
  /** The time limit of the request fired. */
  | { readonly kind: 'timeout' }
  /** The run was cancelled, or its deadline passed, while the request was under way. */
  | { readonly kind: 'cancelled' }
  /** An answer whose status is not a success; `retryAfterMs` when it said when to come back. */
  | {
      readonly kind: 'status'
      readonly status: number
      readonly retryAfterMs?: number
      /** The other side's own words about it (the service's `error` text), when it gave any. */
      readonly said?: string
    }
  /**
   * A success whose body cannot be used (not JSON, too large, compressed, not what was asked):
   * `why` follows "its body" ("is not JSON (…)"); `status` when the failure is the answer's own.
   */
  | { readonly kind: 'unreadable'; readonly status?: number; readonly why: string }

/**
 * Whether the other side may have acted on the request: it reached the far side and was not
 * plainly turned away. A 429 and a 503 that says when to come back turned it away; so did a
 * 4xx. A 5xx, a cut connection, a time limit, a cancel or an unusable success may have come
 * after the work was done.
 */
export function mayHaveActed(failure: Failure): boolean {
  switch (failure.kind) {
    case 'not-sent':
    case 'proxy':
      return false
    case 'status':
      return (
        failure.status >= 500 && !(failure.status === 503 && failure.retryAfterMs !== undefined)
      )
    case 'cut':
    case 'timeout':
    case 'cancelled':
    case 'unreadable':
      return true
  }
}

/**
 * Whether the same request may succeed if sent again: a connection that failed, a time limit, an
 * answer that could not be read, a server error, a rate limit (429, or GitHub's 403 that says
 * when to come back), a 408. A proxy that refused for a reason it will give again (its
 * credentials, a blocked host: a 4xx) will refuse again; a cancel is final.
 */
export function mayPass(failure: Failure): boolean {
  switch (failure.kind) {
    case 'not-sent':
    case 'cut':
    case 'timeout':
    case 'unreadable':
      return true
    case 'proxy':
      return failure.status === undefined || failure.status >= 500
    case 'status':
      return (
        failure.status === 408 ||
        failure.status === 429 ||
        failure.status >= 500 ||
        (failure.status === 403 && failure.retryAfterMs !== undefined)
      )
    case 'cancelled':
      return false
  }
}

/**
 * Whether to send it again: it may pass, and either repeating it is safe (a read, or a write
 * that finds its own earlier effect first) or the other side surely did not act on it.
 */
export function isRetryable(failure: Failure, repeatable: boolean): boolean {
  return mayPass(failure) && (repeatable || !mayHaveActed(failure))
}

/**
 * A request the HTTP stack could not complete, thrown by its `fetch` and by its body reads: the
 * failure it came to, and the error behind it. Its `code` is the failure's (a Node code such as
 * `ECONNREFUSED`, or `PROXY_REFUSED`/`PROXY_UNREACHABLE`), for messages that quote one.
 */
export class RequestFailure extends Error {
  override readonly name = 'RequestFailure'
  readonly code: string | undefined

  constructor(
    readonly failure: Failure,
    message: string,
    cause?: unknown
  ) {
    super(message, { cause })
    this.code = codeOf(failure)
  }
}

function codeOf(failure: Failure): string | undefined {
  switch (failure.kind) {
    case 'not-sent':
    case 'cut':
      return failure.code
    case 'proxy':
      return failure.status === undefined ? 'PROXY_UNREACHABLE' : 'PROXY_REFUSED'
    case 'timeout':
      return 'TIMEOUT'
    case 'cancelled':
      return 'CANCELLED'
    case 'status':
    case 'unreadable':
      return undefined
  }
}

/** The failure a thrown value carries, looking through up to four causes; undefined for none. */
export function failureIn(error: unknown): Failure | undefined {
  let current = error
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof RequestFailure) return current.failure
    current = current.cause
  }
  return undefined
}

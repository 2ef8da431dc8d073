import { mayHaveActed, type Failure } from '../http/failure.js'
import { errorCode, errorMessage } from '../text/format.js'

/**
 * What a failed GitHub request means, decided here once from the run's failure model, so that no
 * caller reads a status: the Octokit hook throws a `GitHubError` for every request that failed
 * (after the retries it was allowed), as the service client throws a `ServiceError`.
 */
type GitHubMeaning =
  /** 401: GitHub refused the token (expired, revoked, mistyped). */
  | 'unauthorized'
  /** 403 without a wait: the token lacks a permission for it. */
  | 'denied'
  /** 404: not there, or hidden from a token that may not see it. */
  | 'not-found'
  /** 429, or a 403 that says when to come back: the rate limit, waited out as far as allowed. */
  | 'rate-limited'
  /** Another 4xx: GitHub refused the request as it was (a 422 for a stale edit, a 409). */
  | 'refused'
  /** A 5xx, an unreadable answer, or no answer at all. */
  | 'failed'

export class GitHubError extends Error {
  override readonly name = 'GitHubError'
  /** The HTTP status, when GitHub answered. */
  readonly status: number | undefined
  readonly meaning: GitHubMeaning
  /** Whether GitHub may have done it anyway (`mayHaveActed`, the one rule for every request). */
  readonly mayHaveActed: boolean

  constructor(
    readonly failure: Failure,
    cause: unknown
  ) {
    super(errorMessage(cause), { cause })
    this.status = failure.kind === 'status' ? failure.status : undefined
    this.meaning = meaningOf(failure)
    this.mayHaveActed = mayHaveActed(failure)
  }

  /**
   * Whether the token may lack a permission: GitHub answers 403, or 404 for what a token may not
   * see (it hides a private resource rather than admit it is there).
   */
  get lacksPermission(): boolean {
    return this.meaning === 'denied' || this.meaning === 'not-found'
  }

  /** What went wrong, for a warning (`failureText`). */
  describe(): string {
    return failureText(this.status, this)
  }
}

/**
 * A failed GitHub call as a warning says it: the HTTP status when GitHub answered, else the
 * message and the code behind it (`connect ECONNREFUSED`, `fetch failed: UND_ERR_SOCKET`).
 */
export function failureText(status: number | undefined, error: unknown): string {
  if (status !== undefined) return String(status)
  const code = errorCode(error)
  const message = errorMessage(error)
  return code !== undefined && !message.includes(code) ? `${message}: ${code}` : message
}

/** A rate limit, as GitHub says it: a 429, or a 403 that says when to come back. */
export function rateLimited(failure: Failure): boolean {
  return (
    failure.kind === 'status' &&
    (failure.status === 429 || (failure.status === 403 && failure.retryAfterMs !== undefined))
  )
}

function meaningOf(failure: Failure): GitHubMeaning {
  if (failure.kind !== 'status') return 'failed'
  if (rateLimited(failure)) return 'rate-limited'
  const { status } = failure
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'denied'
  if (status === 404) return 'not-found'
  return status < 500 ? 'refused' : 'failed'
}

/** The `GitHubError` a caught value is, or undefined for anything else (a bug, rethrown). */
export function gitHubErrorOf(error: unknown): GitHubError | undefined {
  return error instanceof GitHubError ? error : undefined
}

/**
 * Whether a caught value is a GitHub failure that says the token may lack a permission (a 403, or
 * the 404 GitHub answers for what a token may not see): the one place that reads it so.
 */
export function lacksPermission(error: unknown): boolean {
  return gitHubErrorOf(error)?.lacksPermission === true
}

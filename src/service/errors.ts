import { ActionError } from '../action/inputs.js'
import { redact } from '../text/secrets.js'

/**
 * The one error type of the service client, in the manner of octokit's `RequestError`: it carries
 * what went wrong (`kind`), the method and path (never the query or the key), and the HTTP status
 * when there was one. Network failures (no status) are kept apart from HTTP statuses.
 *
 * Every text that came from the service is redacted in the constructor, so an error body that
 * echoes the API key back cannot carry it into a log line, a comment or a summary.
 */
export type ServiceErrorKind =
  /** The service answered with a non-2xx status. */
  | 'http'
  /** The connection failed; `sent` tells whether the request may have reached the service. */
  | 'network'
  /** The per-request time limit fired. */
  | 'timeout'
  /** A 2xx answer whose body is not what the contract describes. */
  | 'invalid-response'
  /** The run was cancelled or its deadline passed while the request was under way. */
  | 'aborted'

export interface ServiceErrorDetails {
  readonly kind: ServiceErrorKind
  readonly method: string
  readonly path: string
  readonly status?: number
  /** The `error` text of the service's JSON error body, when it had one. */
  readonly serviceMessage?: string
  /** How many attempts were made, retries included. */
  readonly attempts?: number
  /** For `network`: whether any of the request may have reached the service. */
  readonly sent?: boolean
  /** For 429: how long the service asked us to wait, when it said. */
  readonly retryAfterMs?: number
}

export class ServiceError extends ActionError {
  override readonly name = 'ServiceError'
  readonly kind: ServiceErrorKind
  readonly method: string
  readonly path: string
  readonly status: number | undefined
  readonly serviceMessage: string | undefined
  readonly attempts: number
  readonly sent: boolean
  readonly retryAfterMs: number | undefined

  constructor(message: string, details: ServiceErrorDetails, secrets: readonly string[] = []) {
    super(redact(message, secrets))
    this.kind = details.kind
    this.method = details.method
    this.path = redact(details.path, secrets)
    this.status = details.status
    this.serviceMessage =
      details.serviceMessage === undefined ? undefined : redact(details.serviceMessage, secrets)
    this.attempts = details.attempts ?? 1
    this.sent = details.sent ?? true
    this.retryAfterMs = details.retryAfterMs
  }
}

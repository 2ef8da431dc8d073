import { ActionError } from '../action/errors.js'
import type { Failure } from '../http/failure.js'

/**
 * The one error type of the service client, in the manner of octokit's `RequestError`: the
 * message a person reads, what happened (`failure`, the run's one failure model), the method and
 * path (never the query or the key), and how many attempts were made. Its texts are the service's
 * as they came: they are redacted where they leave the process (ActionIO, GitHub, files).
 */
export class ServiceError extends ActionError {
  override readonly name = 'ServiceError'
  readonly method: string
  readonly path: string
  readonly attempts: number

  constructor(
    message: string,
    readonly failure: Failure,
    where: { readonly method: string; readonly path: string; readonly attempts?: number }
  ) {
    super(message)
    this.method = where.method
    this.path = where.path
    this.attempts = where.attempts ?? 1
  }

  /** The HTTP status the service answered with, when it answered. */
  get status(): number | undefined {
    return this.failure.kind === 'status' || this.failure.kind === 'unreadable'
      ? this.failure.status
      : undefined
  }
}

/** Whether `error` is the service's answer `status` (a 404 for a job it does not know). */
export function answered(error: unknown, status: number): error is ServiceError {
  return error instanceof ServiceError && error.failure.kind === 'status' && error.status === status
}

/**
 * An answer that parsed but is not what the contract describes (a job without an id, a page of
 * counts that are not counts): the request reached the service, and its answer is unusable.
 */
export function invalidAnswer(
  message: string,
  why: string,
  where: { readonly method: string; readonly path: string }
): ServiceError {
  return new ServiceError(message, { kind: 'unreadable', why }, where)
}

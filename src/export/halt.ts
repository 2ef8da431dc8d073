import { isRetryable } from '../http/failure.js'
import type { Allowance } from '../service/client.js'
import type { DatasetName } from '../service/datasets.js'
import type { ServiceError } from '../service/errors.js'
import type { RequestPolicy } from './request.js'

/** When the analytics export stops every dataset, not one: the rules, and what they watch. */

/** Why the run stopped before every dataset reached its end. */
export type Halt =
  | { readonly kind: 'budget' }
  | { readonly kind: 'rate-limited'; readonly error: ServiceError }
  | { readonly kind: 'refused'; readonly error: ServiceError }
  /** Two datasets answered 404 and none answered otherwise: the project is not the service's. */
  | {
      readonly kind: 'unknown-project'
      readonly error: ServiceError
      readonly datasets: readonly [DatasetName, DatasetName]
    }
  | { readonly kind: 'cancelled' }

/** A halt that running again unchanged cannot get past. */
export function final(halt: Halt | undefined): boolean {
  return halt?.kind === 'refused' || halt?.kind === 'unknown-project'
}

/**
 * What stops the whole run, rather than one dataset; undefined for a failure of its own. A 404
 * counts towards an unknown project when the dataset that met it is given.
 */
export function haltOf(
  error: ServiceError,
  budget: Budget,
  met?: { readonly project: ProjectWatch; readonly dataset: DatasetName }
): Halt | undefined {
  const { failure } = error
  if (met !== undefined && failure.kind === 'status' && failure.status === 404)
    return met.project.notFound(met.dataset, error)
  if (failure.kind === 'cancelled') return { kind: 'cancelled' }
  // Under an allowance a 429 is the organization's hourly limit, which stops every dataset; without
  // one the client has retried it already, and it fails the dataset that met it.
  if (failure.kind === 'status' && failure.status === 429)
    return budget.allowance === undefined ? undefined : { kind: 'rate-limited', error }
  if (failure.kind === 'status' && (failure.status === 401 || failure.status === 403))
    return { kind: 'refused', error }
  // A failure that a retry could have got past, had the allowance left one.
  if (budget.left === 0 && isRetryable(failure, true)) return { kind: 'budget' }
  return undefined
}

/**
 * What the answers so far say about the project. The contract documents no 404 for any exported
 * dataset, and its 404 bodies do not say which resource is missing: a 404 on a second dataset
 * before any dataset answered means the project is unknown, while a 404 once another dataset has
 * answered is that dataset's alone.
 */
export class ProjectWatch {
  private answered = false
  private missing: DatasetName | undefined
  ok(): void {
    this.answered = true
  }
  notFound(name: DatasetName, error: ServiceError): Halt | undefined {
    if (this.answered || this.missing === name) return undefined
    if (this.missing === undefined) {
      this.missing = name
      return undefined
    }
    return { kind: 'unknown-project', error, datasets: [this.missing, name] }
  }
}

/**
 * The requests an export spends. Under an allowance each attempt is counted by the client, which
 * makes none past it; without one, the export counts a request per page it asks for (the
 * client's retries are its own), and none is ever refused.
 */
export class Budget implements Allowance {
  used = 0
  constructor(private readonly policy: RequestPolicy) {}
  get left(): number {
    return this.policy.kind === 'allowance' ? this.policy.max - this.used : Infinity
  }
  take(): void {
    this.used++
  }
  /** What the client is given to draw on: this budget, when it is an allowance. */
  get allowance(): Allowance | undefined {
    return this.policy.kind === 'allowance' ? this : undefined
  }
}

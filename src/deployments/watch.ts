import type { Timing } from '../timing.js'
import { pollDelayMs, pollUntil } from '../action/poll.js'
import { timeLimit } from '../http/stack.js'
import { DEPLOY_STATUSES, type DeployApi, type DeployStatus } from '../service/deploy.js'
import { ServiceError } from '../service/errors.js'

/**
 * Watching a deployment's status to its end: one pure decision per status read, and the run's
 * one poll loop and schedule (action/poll.ts), within one deadline. It never logs or fails the
 * step itself: it tells the observer and returns how the wait ended.
 */

type StatusDecision =
  | { readonly kind: 'running' }
  /** `success`, `failure`, or a word outside the contract's list that carries `endedAt`. */
  | { readonly kind: 'ended'; readonly verdict: 'success' | 'failure' | 'other' }
  /** A word outside the contract's list without `endedAt`: waited on, named once. */
  | { readonly kind: 'unknown' }

/**
 * What a status says. The contract lists queued, in_progress, success and failure; another word
 * (a skipped build, say) ends the wait when the service also says when it ended, and is waited on
 * otherwise, since it may be a step on the way.
 */
export function decideStatus(status: DeployStatus): StatusDecision {
  if (status.status === 'success' || status.status === 'failure')
    return { kind: 'ended', verdict: status.status }
  if ((DEPLOY_STATUSES as readonly string[]).includes(status.status)) return { kind: 'running' }
  return status.endedAt === undefined ? { kind: 'unknown' } : { kind: 'ended', verdict: 'other' }
}

export type WatchEnd =
  | { readonly kind: 'ended'; readonly status: DeployStatus; readonly checks: number }
  | {
      readonly kind: 'timed-out'
      readonly last: DeployStatus | undefined
      readonly checks: number
    }
  | {
      readonly kind: 'cancelled'
      readonly last: DeployStatus | undefined
      readonly checks: number
    }
  | {
      readonly kind: 'error'
      readonly error: ServiceError
      readonly last: DeployStatus | undefined
      readonly checks: number
    }

export interface StatusObserver {
  /** The status word changed (the first read included). */
  statusChanged(status: DeployStatus): void
  /** A word outside the contract's list, without `endedAt`: said once per word. */
  unknownStatus(status: DeployStatus): void
}

interface WatchDeps {
  readonly api: Pick<DeployApi, 'getStatus'>
  readonly observer: StatusObserver
  readonly time: Timing
}

interface WatchPlan {
  readonly statusId: string
  /** When the wait gives up, per `now`. */
  readonly deadline: number
  readonly pollIntervalMs: number
}

/** Reads the status until it ends, the deadline passes, or the run is cancelled. */
export async function watchStatus(plan: WatchPlan, deps: WatchDeps): Promise<WatchEnd> {
  const started = deps.time.now()
  const requestSignal = AbortSignal.any([deps.time.signal, timeLimit(plan.deadline - started)])
  const warned = new Set<string>()
  let last: DeployStatus | undefined
  let checks = 0
  const check = async (): Promise<DeployStatus | undefined> => {
    checks++
    let status: DeployStatus
    try {
      status = await deps.api.getStatus(plan.statusId, {
        signal: requestSignal,
        deadline: plan.deadline
      })
    } catch (error) {
      // The deadline or a cancel stopped the request: the loop says which.
      if (error instanceof ServiceError && error.failure.kind === 'cancelled') return undefined
      throw error
    }
    if (status.status !== last?.status) deps.observer.statusChanged(status)
    last = status
    const decision = decideStatus(status)
    if (decision.kind === 'unknown' && !warned.has(status.status)) {
      warned.add(status.status)
      deps.observer.unknownStatus(status)
    }
    return decision.kind === 'ended' ? status : undefined
  }
  try {
    const result = await pollUntil({
      check,
      delayMs: elapsed => pollDelayMs(elapsed, plan.pollIntervalMs, deps.time.random),
      deadline: plan.deadline,
      time: deps.time
    })
    if (result.kind === 'done') return { kind: 'ended', status: result.value, checks }
    return result.kind === 'cancelled'
      ? { kind: 'cancelled', last, checks }
      : { kind: 'timed-out', last, checks }
  } catch (error) {
    if (deps.time.signal.aborted) return { kind: 'cancelled', last, checks }
    if (error instanceof ServiceError) return { kind: 'error', error, last, checks }
    throw error
  }
}

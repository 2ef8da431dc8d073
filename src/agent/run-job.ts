import type { AgentApi, Job } from '../service/agent.js'
import { ServiceError } from '../service/errors.js'
import type { Clock, Sleep } from '../action/io.js'
import { decideTurn, pollDelayMs, pollUntil } from './poll.js'

/**
 * The agent-job flow: create the job (or continue one), poll each turn to its end, send each
 * follow-up only after the previous turn completed, all within one deadline. It returns an
 * `Outcome`; it never logs, comments or fails the step itself: the observer and the action do.
 */

export interface FollowUps {
  /** Follow-ups delivered to the service, in order. */
  readonly sent: readonly string[]
  /** Follow-ups that were not delivered (the job ended otherwise, or the service refused one). */
  readonly undelivered: readonly string[]
}

interface Base {
  readonly followUps: FollowUps
}

export type Outcome =
  /** The last turn ended `completed` or `archived` and every follow-up was delivered. */
  | (Base & { readonly kind: 'finished'; readonly job: Job })
  /** The job ended `failed`. */
  | (Base & { readonly kind: 'failed'; readonly job: Job })
  /** `wait: false`: the job was started and not waited for. */
  | (Base & { readonly kind: 'started'; readonly job: Job })
  /** A follow-up could not be delivered: the job was archived, or the service refused it. */
  | (Base & { readonly kind: 'not-delivered'; readonly job: Job; readonly reason: string })
  | (Base & { readonly kind: 'timed-out'; readonly job: Job })
  | (Base & { readonly kind: 'cancelled'; readonly job: Job | undefined })
  /** A request failed for good (after retries, or one not worth retrying). */
  | (Base & { readonly kind: 'error'; readonly job: Job | undefined; readonly error: ServiceError })

export interface JobObserver {
  /** The job exists on the service: from here on its id must reach the log, output and comment. */
  jobStarted(job: Job, how: 'created' | 'continued'): Promise<void>
  statusChanged(job: Job, previous: string): Promise<void>
  unknownStatus(job: Job): void
  followUpSent(index: number, total: number, job: Job): Promise<void>
}

export interface JobPlan {
  readonly projectId: string
  readonly prompt: string
  readonly messages: readonly string[]
  readonly jobId: string | undefined
  readonly wait: boolean
  readonly timeoutMs: number
  readonly pollIntervalMs: number
}

export interface JobDeps {
  readonly api: AgentApi
  readonly observer: JobObserver
  readonly now: Clock
  readonly sleep: Sleep
  readonly random: () => number
  /** Fires when the run is cancelled. */
  readonly signal?: AbortSignal
}

export async function runJob(plan: JobPlan, deps: JobDeps): Promise<Outcome> {
  const { api, observer, signal } = deps
  // With jobId the prompt is a follow-up to that job; otherwise it creates one.
  const followUps = plan.jobId === undefined ? [...plan.messages] : [plan.prompt, ...plan.messages]
  const sent: string[] = []
  const progress = (): FollowUps => ({ sent: [...sent], undelivered: followUps.slice(sent.length) })

  let job: Job
  try {
    job =
      plan.jobId === undefined
        ? await api.createJob(plan.projectId, plan.prompt)
        : await api.getJob(plan.projectId, plan.jobId)
  } catch (error) {
    return failure(error, undefined)
  }
  await observer.jobStarted(job, plan.jobId === undefined ? 'created' : 'continued')
  if (!plan.wait && followUps.length === 0) return { kind: 'started', job, followUps: progress() }

  const deadline = deps.now() + plan.timeoutMs
  const deadlineSignal = AbortSignal.timeout(plan.timeoutMs)
  const requestSignal =
    signal === undefined ? deadlineSignal : AbortSignal.any([signal, deadlineSignal])
  const warned = new Set<string>()
  let lastStatus = job.status

  const see = async (next: Job): Promise<void> => {
    job = next
    if (next.status !== lastStatus) {
      const previous = lastStatus
      lastStatus = next.status
      await observer.statusChanged(next, previous)
    }
  }

  /** Polls until the current turn ends; returns how the wait ended. */
  const waitTurn = async (afterFollowUp: boolean): Promise<'ended' | 'timed-out' | 'cancelled'> => {
    const started = deps.now()
    let seenActive = false
    const result = await pollUntil({
      check: async () => {
        let next: Job
        try {
          next = await api.getJob(plan.projectId, job.id, requestSignal)
        } catch (error) {
          // The deadline or a cancel stopped the request: let the loop say which.
          if (error instanceof ServiceError && error.kind === 'aborted') return undefined
          throw error
        }
        await see(next)
        if (next.status === 'active') seenActive = true
        const decision = decideTurn(next, {
          afterFollowUp,
          seenActive,
          elapsedMs: deps.now() - started
        })
        if (decision.kind === 'unknown' && !warned.has(decision.status)) {
          warned.add(decision.status)
          observer.unknownStatus(next)
        }
        return decision.kind === 'ended' ? true : undefined
      },
      delayMs: n => pollDelayMs(n, plan.pollIntervalMs, deps.random),
      deadline,
      now: deps.now,
      sleep: deps.sleep,
      ...(signal === undefined ? {} : { signal })
    })
    if (result.kind === 'done') return 'ended'
    return result.kind
  }

  try {
    // With jobId the job may be mid-turn: that turn ends before the first follow-up is sent.
    let ended =
      plan.jobId === undefined || job.status === 'active' ? await waitTurn(false) : 'ended'
    for (const [index, message] of followUps.entries()) {
      if (ended !== 'ended') break
      if (job.status !== 'completed') {
        if (job.status === 'failed') return { kind: 'failed', job, followUps: progress() }
        return {
          kind: 'not-delivered',
          job,
          followUps: progress(),
          reason: `the job is ${job.status}, and follow-ups are sent only after a turn ends completed`
        }
      }
      try {
        await see(await api.sendMessage(plan.projectId, job.id, message, requestSignal))
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'http' && error.status === 400) {
          return { kind: 'not-delivered', job, followUps: progress(), reason: error.message }
        }
        throw error
      }
      sent.push(message)
      await observer.followUpSent(index, followUps.length, job)
      ended = plan.wait ? await waitTurn(true) : 'ended'
    }
    if (!plan.wait) return { kind: 'started', job, followUps: progress() }
    if (ended === 'cancelled' || signal?.aborted === true) {
      return { kind: 'cancelled', job, followUps: progress() }
    }
    if (ended === 'timed-out') return { kind: 'timed-out', job, followUps: progress() }
    if (job.status === 'failed') return { kind: 'failed', job, followUps: progress() }
    return { kind: 'finished', job, followUps: progress() }
  } catch (error) {
    return failure(error, job)
  }

  function failure(error: unknown, current: Job | undefined): Outcome {
    if (signal?.aborted === true) return { kind: 'cancelled', job: current, followUps: progress() }
    if (error instanceof ServiceError) {
      if (error.kind === 'aborted' && current !== undefined) {
        return { kind: 'timed-out', job: current, followUps: progress() }
      }
      return { kind: 'error', job: current, error, followUps: progress() }
    }
    throw error
  }
}

import type { Timing } from '../timing.js'
import type { AgentApi, AutomationRun, Bound, Job } from '../service/agent.js'
import { mayHaveActed } from '../http/failure.js'
import { timeLimit } from '../http/stack.js'
import { answered, ServiceError } from '../service/errors.js'
import { pollDelayMs, pollUntil } from '../action/poll.js'
import { decideTurn } from './poll.js'

/**
 * The agent-job flow: create the job (or continue one, or run an automation and take its job),
 * poll each turn to its end, send each follow-up only after the previous turn completed, all
 * within one deadline. It returns an `Outcome`; it never logs, comments or fails the step
 * itself: the observer and the action do.
 */

interface FollowUps {
  /** Follow-ups delivered to the service, in order. */
  readonly sent: readonly string[]
  /** Follow-ups that were not delivered (the job ended otherwise, or the service refused one). */
  readonly undelivered: readonly string[]
  /** The follow-up in flight when the run was stopped: it may or may not have been delivered. */
  readonly uncertain?: string
}

interface Base {
  readonly followUps: FollowUps
  /** The automation run this job belongs to, once the trigger was answered. */
  readonly automationRun?: AutomationRun
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
  /** Cancelled; `whileCreating`: the create request was in flight, so the job may exist. */
  | (Base & {
      readonly kind: 'cancelled'
      readonly job: Job | undefined
      readonly whileCreating?: boolean
    })
  /**
   * The automation run was queued, but its job cannot be followed here: the trigger's answer
   * named no usable job id, or reading the job answered 404.
   */
  | (Base & {
      readonly kind: 'queued'
      readonly job: undefined
      readonly automationRun: AutomationRun
      readonly why: 'no-job-id' | 'unreadable'
    })
  /** A request failed for good (after retries, or one not worth retrying). */
  | (Base & { readonly kind: 'error'; readonly job: Job | undefined; readonly error: ServiceError })

export interface JobObserver {
  /** The automation run was queued: its ids must reach the log and outputs at once. */
  automationTriggered(run: AutomationRun): void
  /** The job exists on the service: from here on its id must reach the log, output and comment. */
  jobStarted(job: Job, how: 'created' | 'continued' | 'triggered'): Promise<void>
  statusChanged(job: Job, previous: string): Promise<void>
  unknownStatus(job: Job): void
  followUpSent(index: number, total: number, job: Job): Promise<void>
  /** A turn (the prompt's, or a follow-up's) ended, as the job now reads. */
  turnEnded?(job: Job): Promise<void>
  /** A status check that changed nothing: the time to refresh what is shown, if it is due. */
  polled?(job: Job): Promise<void>
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
  /** The run's time; its signal fires when the run is cancelled. */
  readonly time: Timing
}

type Waited = 'ended' | 'timed-out' | 'cancelled'

export async function runJob(plan: JobPlan, deps: JobDeps): Promise<Outcome> {
  // With jobId the prompt is a follow-up to that job; otherwise it creates one.
  const followUps = plan.jobId === undefined ? [...plan.messages] : [plan.prompt, ...plan.messages]
  let job: Job
  try {
    job =
      plan.jobId === undefined
        ? await deps.api.createJob(plan.projectId, plan.prompt)
        : await deps.api.getJob(plan.projectId, plan.jobId)
  } catch (error) {
    const outcome = failure(
      error,
      undefined,
      { sent: [], undelivered: followUps },
      deps.time.signal
    )
    return outcome.kind === 'cancelled' && plan.jobId === undefined
      ? { ...outcome, whileCreating: true }
      : outcome
  }
  await deps.observer.jobStarted(job, plan.jobId === undefined ? 'created' : 'continued')
  return follow(plan, deps, job, followUps)
}

/** Follows a job that exists (created, continued or started by an automation) to its end. */
export async function follow(
  plan: JobPlan,
  deps: JobDeps,
  job: Job,
  followUps: readonly string[]
): Promise<Outcome> {
  const follower = new JobFollower(plan, deps, job, followUps)
  if (!plan.wait && followUps.length === 0) return follower.outcome('started')
  try {
    return await follower.follow()
  } catch (error) {
    return failure(error, follower.job, follower.followUps(), deps.time.signal)
  }
}

/** Follows one job through its turns and follow-ups, within one deadline. */
class JobFollower {
  private readonly sent: string[] = []
  /** The follow-up being sent right now, if any. */
  private sending: string | undefined
  private readonly warned = new Set<string>()
  private readonly deadline: number
  /** Stops a request in flight at the deadline or on cancel. */
  private readonly requestSignal: AbortSignal
  private lastStatus: string

  constructor(
    private readonly plan: JobPlan,
    private readonly deps: JobDeps,
    public job: Job,
    private readonly pending: readonly string[]
  ) {
    this.lastStatus = job.status
    this.deadline = deps.time.now() + plan.timeoutMs
    // Held by its timer: AbortSignal.any holds its sources weakly (see timeLimit).
    const deadlineSignal = timeLimit(plan.timeoutMs)
    this.requestSignal = AbortSignal.any([deps.time.signal, deadlineSignal])
  }

  /** The deadline, for a request: it stops one under way, and no retry waits past it. */
  private bound(): Bound {
    return { signal: this.requestSignal, deadline: this.deadline }
  }

  followUps(): FollowUps {
    const inFlight = this.sending === undefined ? 0 : 1
    const undelivered = this.pending.slice(this.sent.length + inFlight)
    return this.sending === undefined
      ? { sent: [...this.sent], undelivered }
      : { sent: [...this.sent], undelivered, uncertain: this.sending }
  }

  outcome(kind: 'started' | 'finished' | 'failed' | 'timed-out' | 'cancelled'): Outcome {
    return { kind, job: this.job, followUps: this.followUps() }
  }

  async follow(): Promise<Outcome> {
    const { plan, deps } = this
    // With jobId the job may be mid-turn: that turn ends before the first follow-up is sent.
    let ended: Waited =
      plan.jobId === undefined || this.job.status === 'active'
        ? await this.waitTurn(false)
        : 'ended'
    for (const [index, message] of this.pending.entries()) {
      if (ended !== 'ended') break
      if (this.job.status === 'failed') return this.outcome('failed')
      const refused =
        this.job.status === 'completed'
          ? await this.deliver(message)
          : `the job is ${this.job.status}, and follow-ups are sent only after a turn ends completed`
      if (refused !== undefined) {
        return {
          kind: 'not-delivered',
          job: this.job,
          followUps: this.followUps(),
          reason: refused
        }
      }
      await deps.observer.followUpSent(index, this.pending.length, this.job)
      ended = plan.wait ? await this.waitTurn(true) : 'ended'
    }
    // wait: false passes only once everything was sent: a prompt for a job that was mid-turn is
    // sent when that turn ends, and a time-out or cancel before then fails, naming it.
    if (!plan.wait && ended === 'ended') return this.outcome('started')
    if (ended === 'cancelled' || deps.time.signal.aborted) return this.outcome('cancelled')
    if (ended === 'timed-out') return this.outcome('timed-out')
    return this.outcome(this.job.status === 'failed' ? 'failed' : 'finished')
  }

  /** Sends one follow-up; the service's reason when it refused it (400), undefined when sent. */
  private async deliver(message: string): Promise<string | undefined> {
    this.sending = message
    try {
      const { projectId } = this.plan
      await this.see(await this.deps.api.sendMessage(projectId, this.job.id, message, this.bound()))
    } catch (error) {
      if (answered(error, 400)) {
        this.sending = undefined
        return error.message
      }
      // Unless the service surely did not act on it, it may have been delivered: `sending`
      // stays set, and the outcome says so.
      if (error instanceof ServiceError && !mayHaveActed(error.failure)) this.sending = undefined
      throw error
    }
    this.sending = undefined
    this.sent.push(message)
    return undefined
  }

  /** Takes the job as it now reads; true when its status changed. */
  private async see(next: Job): Promise<boolean> {
    this.job = next
    if (next.status === this.lastStatus) return false
    const previous = this.lastStatus
    this.lastStatus = next.status
    await this.deps.observer.statusChanged(next, previous)
    return true
  }

  /** Polls until the current turn ends; says how the wait ended. */
  private async waitTurn(afterFollowUp: boolean): Promise<Waited> {
    const { deps } = this
    const started = deps.time.now()
    // The follow-up's answer is the job as the service holds it once the message is taken: when it
    // says active, the new turn has begun, and the next terminal status is that turn's end, not
    // the previous turn's (otherwise a turn that ends before the first check waits out the grace).
    const turn = { afterFollowUp, seenActive: afterFollowUp && this.job.status === 'active' }
    const result = await pollUntil({
      check: () => this.check(turn, started),
      delayMs: elapsed => pollDelayMs(elapsed, this.plan.pollIntervalMs, deps.time.random),
      deadline: this.deadline,
      time: deps.time
    })
    if (result.kind !== 'done') return result.kind
    await deps.observer.turnEnded?.(this.job)
    return 'ended'
  }

  /** One status check: true once the turn has ended, undefined to keep waiting. */
  private async check(
    turn: { readonly afterFollowUp: boolean; seenActive: boolean },
    started: number
  ): Promise<true | undefined> {
    let next: Job
    try {
      next = await this.deps.api.getJob(this.plan.projectId, this.job.id, this.bound())
    } catch (error) {
      // The deadline or a cancel stopped the request: let the loop say which.
      if (error instanceof ServiceError && error.failure.kind === 'cancelled') return undefined
      throw error
    }
    if (!(await this.see(next))) await this.deps.observer.polled?.(next)
    if (next.status === 'active') turn.seenActive = true
    const decision = decideTurn(next, { ...turn, elapsedMs: this.deps.time.now() - started })
    if (decision.kind === 'unknown' && !this.warned.has(decision.status)) {
      this.warned.add(decision.status)
      this.deps.observer.unknownStatus(next)
    }
    return decision.kind === 'ended' ? true : undefined
  }
}

export function failure(
  error: unknown,
  job: Job | undefined,
  followUps: FollowUps,
  signal: AbortSignal
): Outcome {
  if (signal.aborted) return { kind: 'cancelled', job, followUps }
  if (error instanceof ServiceError) {
    if (error.failure.kind === 'cancelled' && job !== undefined)
      return { kind: 'timed-out', job, followUps }
    return { kind: 'error', job, error, followUps }
  }
  throw error
}

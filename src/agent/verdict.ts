import type { PullRequest } from '../github/pull-request.js'
import { pullRequestOf } from '../github/pull-request.js'
import { AUTOMATIONS_PAGE, type AutomationRun, type Job } from '../service/agent.js'
import { formatDuration, oneLine, truncate } from '../text/format.js'
import type { ChecksEnd } from '../checks/end.js'
import { describeEnd } from '../checks/end.js'
import type { ReportState } from './job-view.js'
import type { Outcome } from '../jobs/run-job.js'
import { DEFAULT_TRIGGER } from './trigger.js'

/**
 * Whether the step passes, and the one sentence that says why: a pure function of the job's
 * outcome and the two settings that change the answer. Everything the run publishes afterwards
 * (outputs, log, summary, comment, reactions, follow-through) reads its facts from here.
 */
export interface Verdict {
  readonly ok: boolean
  /** A pass that deserves attention (no pull request): logged as a warning and shown in reports. */
  readonly warning: boolean
  readonly state: ReportState
  readonly message: string
  /** The job's pull request, decided once by `pullRequestOf`. */
  readonly pullRequest: PullRequest | undefined
}

interface VerdictSettings {
  readonly requirePr: boolean
  readonly timeoutMs: number
  /** The automation this run triggers, if any. */
  readonly automation?: string | undefined
  /** `require`: failing or pending checks at the end fail the step (`require-checks`). */
  readonly checks?: { readonly require: boolean }
  /** The word that starts an instruction in a comment (`/agent`), for what to do next. */
  readonly trigger?: string
}

/** `checks`: how the pull request's checks ended, when they were followed. */
export function decideVerdict(
  outcome: Outcome,
  settings: VerdictSettings,
  checks?: ChecksEnd
): Verdict {
  const pullRequest = pullRequestOf(outcome.job)
  const judged = judge(outcome, settings, pullRequest)
  const final =
    outcome.kind === 'finished' && pullRequest !== undefined && checks?.kind === 'judged'
      ? judgeChecksEnd(judged, checks, settings)
      : judged
  return { warning: false, ...final, pullRequest }
}

/**
 * A completed job whose pull request's checks were read: passed and none add a word; failed or
 * pending ones are a warning, and fail the step with `require-checks`.
 */
function judgeChecksEnd(
  judged: Judgement,
  end: Extract<ChecksEnd, { kind: 'judged' }>,
  settings: VerdictSettings
): Judgement {
  const message = `${judged.message} Checks: ${describeEnd(end)}.`
  if (end.verdict === 'passed' || end.verdict === 'none') return { ...judged, message }
  const state = end.verdict === 'failed' ? 'checks-failed' : 'checks-pending'
  return settings.checks?.require === true
    ? { ok: false, state, message: `${message} require-checks is true, so the step fails.` }
    : { ok: true, warning: true, state, message }
}

type Judgement = Omit<Verdict, 'pullRequest' | 'warning'> & { readonly warning?: boolean }

function judge(
  outcome: Outcome,
  settings: VerdictSettings,
  pullRequest: PullRequest | undefined
): Judgement {
  const id = outcome.job?.id
  const notSent =
    undeliveredNote(outcome.followUps.undelivered) + maybeSent(outcome.followUps.uncertain)
  const fail = (state: ReportState, message: string): Judgement => ({ ok: false, state, message })
  switch (outcome.kind) {
    case 'finished':
      return judgeFinished(outcome.job, settings, pullRequest)
    case 'started':
      return {
        ok: true,
        state: 'started',
        message: `Job ${outcome.job.id} started; not waiting for it (wait: false).`
      }
    case 'failed':
      return fail('failed', `${failedOnService(outcome.job, settings.trigger)}${notSent}`)
    case 'not-delivered':
      return fail(
        'not-delivered',
        `Job ${outcome.job.id} is ${outcome.job.status}: ${outcome.reason}.${notSent}`
      )
    case 'timed-out':
      return fail(
        'timed-out',
        `Timed out after ${formatDuration(settings.timeoutMs)} (timeout) waiting for job ${outcome.job.id}; its last status was ${outcome.job.status}. The job keeps running on the service.${notSent}`
      )
    case 'queued':
      return judgeQueued(outcome, settings)
    case 'cancelled':
      return fail('cancelled', cancelled(outcome, settings, notSent))
    case 'error':
      return fail(
        'error',
        id !== undefined
          ? `${outcome.error.message} Job ${id} was last seen ${outcome.job?.status ?? 'unknown'}.${notSent}`
          : outcome.automationRun !== undefined
            ? `${triggered(outcome.automationRun)} is queued, but its job could not be read: ${outcome.error.message}`
            : outcome.error.message
      )
  }
}

function judgeFinished(
  job: Job,
  settings: VerdictSettings,
  pullRequest: PullRequest | undefined
): Judgement {
  const state = job.status === 'archived' ? 'archived' : 'completed'
  if (pullRequest !== undefined) {
    return { ok: true, state, message: `Job ${job.id} ${job.status}: ${pullRequest.url}` }
  }
  const odd = typeof job.prLink === 'string' && job.prLink !== ''
  const why = odd
    ? `Job ${job.id} ended ${job.status}, but its prLink "${truncate(oneLine(String(job.prLink)), 200)}" is not an https:// URL, so it is not taken as a pull request.`
    : `Job ${job.id} ended ${job.status} without a pull request: the agent changed no files, or the project commits straight to its deploy branch.`
  return settings.requirePr
    ? { ok: false, state, message: `${why} require-pr is true, so the step fails.` }
    : { ok: true, warning: true, state, message: why }
}

/** Where people see an agent job's conversation: the Mintlify dashboard. */
const DASHBOARD = 'https://app.mintlify.com'

/**
 * A failed job, with what the service said of it and where to look next. The contract's job
 * (admin-openapi.json, AgentJob) carries no reason for `failed` ("an unrecoverable error"): only
 * its branch (`source.ref`), and a pull request if it opened one first; an `error` text, the
 * service's error body's field, is quoted when the job carries one anyway.
 */
function failedOnService(job: Job, trigger = DEFAULT_TRIGGER): string {
  const branch = job.source?.ref
  const where =
    typeof branch === 'string' && branch !== ''
      ? ` on branch ${truncate(oneLine(branch), 120)}`
      : ''
  const pullRequest = pullRequestOf(job)
  const opened = pullRequest === undefined ? '' : `, after opening ${pullRequest.url}`
  const reason = typeof job.error === 'string' ? oneLine(job.error).trim() : ''
  const said =
    reason === ''
      ? 'the service gives no reason (a failed job carries only its status)'
      : `the service says: "${truncate(reason, 300)}"`
  return `Job ${job.id} failed on the service${where}${opened}: ${said}. Next: open job ${job.id} on the Mintlify dashboard (${DASHBOARD}) to see what the agent did and where it stopped, then start a new job: comment "${trigger} <what to do>" on the issue, or re-run the workflow.`
}

/** An automation run whose job cannot be followed: a pass that says where to look. */
function judgeQueued(
  outcome: Extract<Outcome, { kind: 'queued' }>,
  settings: VerdictSettings
): Judgement {
  const why =
    outcome.why === 'unreadable'
      ? `with job ${outcome.automationRun.jobId ?? ''}, which the agent-job endpoint cannot read (404)`
      : "but the service's answer named no job to follow"
  const message = `${triggered(outcome.automationRun)} is queued, ${why}, so it cannot be followed here: follow it on the dashboard's Automations page (${AUTOMATIONS_PAGE}).`
  return settings.requirePr
    ? {
        ok: false,
        state: 'queued',
        message: `${message} Whether it opens a pull request is not known here, and require-pr is true, so the step fails.`
      }
    : { ok: true, warning: true, state: 'queued', message }
}

function cancelled(
  outcome: Extract<Outcome, { kind: 'cancelled' }>,
  settings: VerdictSettings,
  notSent: string
): string {
  const { job } = outcome
  if (job !== undefined) {
    return `The run was cancelled; job ${job.id} keeps running on the service (last status: ${job.status}): there is no cancel request, and its pull request, if any, will still arrive.${notSent}`
  }
  if (outcome.whileCreating !== true) return 'The run was cancelled before a job was started.'
  return settings.automation === undefined
    ? 'The run was cancelled while the job was being created: it may exist on the service. Check the dashboard before running again.'
    : `The run was cancelled while automation ${settings.automation} was being triggered: it may have been queued. Check the dashboard's Automations page (${AUTOMATIONS_PAGE}) before running again.`
}

/** `Automation A was triggered: run R`, naming the run only when the service gave its id. */
function triggered(run: AutomationRun): string {
  const instance = run.instanceId === undefined ? 'its run' : `run ${run.instanceId}`
  return `Automation ${run.automationId} was triggered: ${instance}`
}

/** ` The follow-up "…" may have been delivered.`, for the one in flight when the run stopped. */
function maybeSent(uncertain: string | undefined): string {
  return uncertain === undefined
    ? ''
    : ` The follow-up "${truncate(oneLine(uncertain), 60)}" was being sent and may have been delivered.`
}

/** ` 2 follow-up(s) not delivered: "…", "…".`, or '' when every one was delivered. */
function undeliveredNote(undelivered: readonly string[]): string {
  if (undelivered.length === 0) return ''
  const quoted = undelivered.map(m => `"${truncate(oneLine(m), 60)}"`).join(', ')
  return ` ${undelivered.length} follow-up(s) not delivered: ${quoted}.`
}

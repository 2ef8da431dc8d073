import type { ActionIO } from '../action/io.js'
import type { Timing } from '../timing.js'
import type { IssueCommenter } from '../github/comments.js'
import type { AutomationRun, Job } from '../service/agent.js'
import { jobOutputs } from './outputs.js'
import type { ReportPlan } from './plan.js'
import {
  renderComment,
  type ReportState,
  type ReportView,
  type TimelineEntry,
  type TimelineTurn
} from './job-view.js'
import type { JobObserver } from '../jobs/run-job.js'

/**
 * Reports a job as it goes: one log line per event, the outputs as soon as the job exists (so
 * its id survives whatever fails later), and edits of the one running comment. What it shows is a
 * function of the events seen so far (`Seen`), which the observer only appends to; `viewOf` turns
 * them into a view, here for the running comment and in `publish` for the final one.
 */
export interface Progress {
  readonly observer: JobObserver
  /**
   * The pull request's checks are being waited on: the running comment says so, and a `line`
   * (what a read of them decided) joins the timeline.
   */
  checking(job: Job, line?: string): Promise<void>
  /** The observer of a fix turn, whose follow-up is the `round`-th sent for failing checks. */
  fixObserver(round: number): JobObserver
  /** The events seen so far, in order. */
  seen(): readonly Seen[]
}

/** One thing the observer saw, with when (per the run's clock). */
export type Seen =
  | { readonly kind: 'triggered'; readonly run: AutomationRun }
  | {
      readonly kind: 'started'
      readonly at: number
      readonly how: 'created' | 'continued' | 'triggered'
    }
  | { readonly kind: 'turn-ended'; readonly at: number; readonly status: string }
  | { readonly kind: 'follow-up'; readonly at: number; readonly index: number }
  /** A follow-up sent for failing checks: the `round`-th. */
  | { readonly kind: 'fix'; readonly at: number; readonly round: number }
  | { readonly kind: 'checks'; readonly at: number; readonly line: string }
  | { readonly kind: 'posted'; readonly at: number }

interface ProgressContext {
  readonly io: ActionIO
  readonly time: Timing
  /** When the run started, per `time.now`. */
  readonly startedAt: number
  readonly commenter: IssueCommenter | undefined
}

/** What a view shows at one moment, besides the plan and the events. */
interface Moment {
  readonly state: ReportState
  readonly job: Job | undefined
  readonly now: number
  /** When the run started, per the clock. */
  readonly startedAt: number
  readonly explanation?: string | undefined
  readonly undelivered?: readonly string[]
  /** Follow-ups delivered, when the outcome knows (else as the events count them). */
  readonly followUpsSent?: number
  readonly checks?: ReportView['checks']
  readonly preview?: ReportView['preview']
}

/** The view of the job at `moment`, from the plan and the events seen: pure. */
export function viewOf(report: ReportPlan, seen: readonly Seen[], moment: Moment): ReportView {
  const started = seen.find(e => e.kind === 'started')
  const run = seen.find(e => e.kind === 'triggered')?.run
  return {
    state: moment.state,
    job: moment.job,
    explanation: moment.explanation,
    elapsedMs: moment.now - moment.startedAt,
    followUpsSent: moment.followUpsSent ?? seen.filter(e => e.kind === 'follow-up').length,
    followUpsTotal: report.followUpsTotal,
    startedAt: started?.at,
    timeline: timelineOf(seen),
    now: moment.now,
    undelivered: moment.undelivered ?? [],
    runUrl: report.runUrl,
    serverUrl: report.serverUrl,
    note: report.note,
    instruction: report.instruction,
    automation: report.automation === undefined ? undefined : { id: report.automation, run },
    checks: moment.checks,
    preview: moment.preview
  }
}

/**
 * Each turn this run started: the prompt's (a continued job's current turn is not), then each
 * follow-up's, with each read of the pull request's checks between them.
 */
function timelineOf(seen: readonly Seen[]): TimelineEntry[] {
  const entries: TimelineEntry[] = []
  let open: number | undefined
  const turn = (entry: TimelineTurn) => {
    open = entries.push(entry) - 1
  }
  for (const event of seen) {
    if (event.kind === 'started' && event.how !== 'continued')
      turn({ label: event.how === 'triggered' ? 'Automation run' : 'Prompt', sentAt: event.at })
    if (event.kind === 'follow-up')
      turn({ label: `Follow-up ${event.index + 1}`, sentAt: event.at })
    if (event.kind === 'fix') turn({ label: `Checks follow-up ${event.round}`, sentAt: event.at })
    if (event.kind === 'checks') entries.push({ line: event.line, at: event.at })
    const last = open === undefined ? undefined : entries[open]
    if (
      event.kind === 'turn-ended' &&
      open !== undefined &&
      last !== undefined &&
      !('line' in last)
    ) {
      if (last.ended === undefined)
        entries[open] = { ...last, ended: { at: event.at, status: event.status } }
    }
  }
  return entries
}

/** The running comment's elapsed time moves at most this often between status changes. */
export const REFRESH_MS = 60_000

export function createProgress(report: ReportPlan, context: ProgressContext): Progress {
  const { io, commenter } = context
  const { now } = context.time
  const seen: Seen[] = []
  let state: ReportState = 'running'
  const running = async (job: Job) => {
    const at = now()
    seen.push({ kind: 'posted', at })
    const view = viewOf(report, seen, { state, job, now: at, startedAt: context.startedAt })
    const marker = report.marker(job.id)
    await commenter?.post(renderComment(view, marker), marker)
  }
  const observer = jobObserver(context, seen, running)
  return {
    observer,
    async checking(job, line) {
      state = 'checking'
      if (line !== undefined) {
        seen.push({ kind: 'checks', at: now(), line })
        io.info(`Checks: ${line}.`)
      }
      await running(job)
    },
    fixObserver(round) {
      return {
        ...observer,
        async followUpSent(_index, _total, job) {
          state = 'running'
          seen.push({ kind: 'fix', at: now(), round })
          io.info(`Follow-up ${round} for failing checks sent to job ${job.id}.`)
          await running(job)
        }
      }
    },
    seen: () => [...seen]
  }
}

/** The job's events: logged, appended to `seen`, and shown by `running` edits where due. */
function jobObserver(
  { io, time }: ProgressContext,
  seen: Seen[],
  running: (job: Job) => Promise<void>
): JobObserver {
  const { now } = time
  const lastPosted = () => seen.findLast(e => e.kind === 'posted')?.at
  return {
    automationTriggered(run) {
      seen.push({ kind: 'triggered', run })
      io.info(
        `Automation ${run.automationId} triggered: run ${run.instanceId ?? '(no id given)'}, job ${run.jobId ?? '(none named)'}.`
      )
      io.setOutputs(jobOutputs(undefined, run))
    },
    async jobStarted(job, how) {
      const verb = how === 'triggered' ? 'started by the automation' : how
      io.info(`Job ${job.id} ${verb} (status: ${job.status}).`)
      const run = seen.find(e => e.kind === 'triggered')?.run
      io.setOutputs(jobOutputs(job, run))
      seen.push({ kind: 'started', at: now(), how })
      await running(job)
    },
    // Shown by the next follow-up's edit or by the final report: no edit of its own.
    turnEnded(job) {
      seen.push({ kind: 'turn-ended', at: now(), status: job.status })
      return Promise.resolve()
    },
    async polled(job) {
      const posted = lastPosted()
      if (posted === undefined || now() - posted >= REFRESH_MS) await running(job)
    },
    async statusChanged(job, previous) {
      io.info(`Job ${job.id}: ${previous} -> ${job.status}`)
      // A turn's end is shown by the next follow-up's edit or by the final report.
      if (job.status === 'active') await running(job)
    },
    unknownStatus(job) {
      io.warning(
        `Job ${job.id} reports status "${job.status}", which the service's contract does not list; treating it as not finished.`
      )
    },
    async followUpSent(index, total, job) {
      seen.push({ kind: 'follow-up', at: now(), index })
      io.info(`Follow-up ${index + 1} of ${total} sent to job ${job.id}.`)
      await running(job)
    }
  }
}

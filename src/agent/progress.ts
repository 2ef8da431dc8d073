import type { ActionIO, Clock } from '../action/io.js'
import type { IssueCommenter } from '../github/comments.js'
import type { AutomationRun, Job } from '../service/agent.js'
import { jobMarker } from './marker.js'
import { jobOutputs } from './outputs.js'
import { renderComment, type ReportState, type ReportView, type TimelineTurn } from './report.js'
import type { JobObserver } from './run-job.js'
import type { AgentSettings } from './settings.js'
import type { Asked } from './trigger.js'

/**
 * Reports a job as it goes: one log line per event, the outputs as soon as the job exists (so
 * its id survives whatever fails later), and edits of the one comment.
 */
export interface Progress {
  readonly observer: JobObserver
  view(
    state: ReportState,
    job: Job | undefined,
    explanation?: string,
    undelivered?: readonly string[]
  ): ReportView
  setFollowUpsSent(count: number): void
  /** Posts (creates or edits) the run's comment; nothing without a commenter. */
  post(body: string, job: Job | undefined): Promise<void>
  /** The final report: the same, tried again if it fails in a way that may pass. */
  postFinal(body: string, job: Job | undefined): Promise<void>
}

export interface ProgressContext {
  readonly io: ActionIO
  readonly now: Clock
  /** When the run started, per `now`. */
  readonly startedAt: number
  readonly commenter: IssueCommenter | undefined
  /** A sentence shown under the table (a new job started because the old one had failed). */
  readonly note: string | undefined
}

export function createProgress(
  settings: Pick<AgentSettings, 'messages' | 'jobId' | 'github' | 'automation'> &
    Pick<Asked, 'instruction'>,
  context: ProgressContext
): Progress {
  const { io, commenter } = context
  const followUpsTotal = settings.messages.length + (settings.jobId === undefined ? 0 : 1)
  const seen: Seen = {
    followUpsSent: 0,
    automationRun: undefined,
    startedAt: undefined,
    timeline: [],
    postedAt: undefined
  }
  const view: Progress['view'] = (state, job, explanation, undelivered = []) => {
    const now = context.now()
    return {
      state,
      job,
      explanation,
      elapsedMs: now - context.startedAt,
      followUpsSent: seen.followUpsSent,
      followUpsTotal,
      startedAt: seen.startedAt,
      timeline: seen.timeline.map(turn => ({ ...turn })),
      now,
      undelivered,
      runUrl: settings.github.runUrl,
      serverUrl: settings.github.serverUrl,
      note: context.note,
      instruction: settings.instruction,
      automation:
        settings.automation === undefined
          ? undefined
          : { id: settings.automation, run: seen.automationRun }
    }
  }
  const post: Progress['post'] = (body, job) =>
    commenter?.post(body, markerOf(job)) ?? Promise.resolve()
  const postFinal: Progress['postFinal'] = (body, job) =>
    commenter?.postFinal(body, markerOf(job)) ?? Promise.resolve()
  const running = (job: Job) => {
    seen.postedAt = context.now()
    return post(renderComment(view('running', job)), job)
  }
  const observer = observe(io, context.now, seen, running)
  return {
    observer,
    view,
    setFollowUpsSent(count) {
      seen.followUpsSent = count
    },
    post,
    postFinal
  }
}

/** What the observer has seen so far, which the views show. */
interface Seen {
  followUpsSent: number
  automationRun: AutomationRun | undefined
  /** When this run started or continued the job. */
  startedAt: number | undefined
  timeline: { label: string; sentAt: number; ended?: TimelineTurn['ended'] }[]
  /** When the running comment was last posted. */
  postedAt: number | undefined
}

/** The running comment's elapsed time moves at most this often between status changes. */
export const REFRESH_MS = 60_000

/** One log line per event, the outputs as soon as the job exists, and the running comment. */
function observe(
  io: ActionIO,
  now: Clock,
  seen: Seen,
  running: (job: Job) => Promise<void>
): JobObserver {
  return {
    automationTriggered(run) {
      seen.automationRun = run
      io.info(
        `Automation ${run.automationId} triggered: run ${run.instanceId ?? '(no id given)'}, job ${run.jobId ?? '(none named)'}.`
      )
      io.setOutputs(jobOutputs(undefined, run))
    },
    async jobStarted(job, how) {
      const verb = how === 'triggered' ? 'started by the automation' : how
      io.info(`Job ${job.id} ${verb} (status: ${job.status}).`)
      io.setOutputs(jobOutputs(job, seen.automationRun))
      seen.startedAt = now()
      // A continued job's current turn was not started here; its first turn is the follow-up.
      if (how !== 'continued') {
        const label = how === 'triggered' ? 'Automation run' : 'Prompt'
        seen.timeline.push({ label, sentAt: seen.startedAt })
      }
      await running(job)
    },
    // Shown by the next follow-up's edit or by the final report: no edit of its own.
    turnEnded(job) {
      const turn = seen.timeline.at(-1)
      if (turn !== undefined && turn.ended === undefined)
        turn.ended = { at: now(), status: job.status }
      return Promise.resolve()
    },
    async polled(job) {
      if (seen.postedAt === undefined || now() - seen.postedAt >= REFRESH_MS) await running(job)
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
      seen.followUpsSent = index + 1
      seen.timeline.push({ label: `Follow-up ${index + 1}`, sentAt: now() })
      io.info(`Follow-up ${index + 1} of ${total} sent to job ${job.id}.`)
      await running(job)
    }
  }
}

function markerOf(job: Job | undefined): string | undefined {
  return job === undefined ? undefined : jobMarker(job.id)
}

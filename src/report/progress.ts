import * as core from '@actions/core'
import type { IssueCommenter } from '../github/comments.js'
import type { JobObserver } from '../job/run-job.js'
import type { Job } from '../service/agent.js'
import type { AgentSettings } from '../settings.js'
import { jobOutputs } from './outputs.js'
import { setOutputs } from './publish.js'
import { renderComment, type ReportState, type ReportView } from './report.js'

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
  /** Posts (creates or edits) the run's comment; nothing without a comment. */
  post(body: string): Promise<void>
}

export function createProgress(
  settings: AgentSettings,
  commenter: IssueCommenter | undefined,
  secrets: readonly string[],
  startedAt: number,
  context: { readonly note?: string | undefined } = {}
): Progress {
  let followUpsSent = 0
  const followUpsTotal = settings.messages.length + (settings.jobId === undefined ? 0 : 1)
  const view: Progress['view'] = (state, job, explanation, undelivered = []) => ({
    state,
    job,
    explanation,
    elapsedMs: Date.now() - startedAt,
    followUpsSent,
    followUpsTotal,
    undelivered,
    runUrl: settings.github.runUrl,
    note: context.note,
    instruction: settings.instruction
  })
  const observer: JobObserver = {
    async jobStarted(job, how) {
      core.info(
        `Job ${job.id} ${how === 'created' ? 'created' : 'continued'} (status: ${job.status}).`
      )
      setOutputs(jobOutputs(job, secrets))
      await commenter?.post(renderComment(view('running', job)))
    },
    async statusChanged(job, previous) {
      core.info(`Job ${job.id}: ${previous} -> ${job.status}`)
      // A turn's end is shown by the next follow-up's edit or by the final report.
      if (job.status === 'active') await commenter?.post(renderComment(view('running', job)))
    },
    unknownStatus(job) {
      core.warning(
        `Job ${job.id} reports status "${job.status}", which the service's contract does not list; treating it as not finished.`
      )
    },
    async followUpSent(index, total, job) {
      followUpsSent = index + 1
      core.info(`Follow-up ${index + 1} of ${total} sent to job ${job.id}.`)
      await commenter?.post(renderComment(view('running', job)))
    }
  }
  return {
    observer,
    view,
    setFollowUpsSent(count) {
      followUpsSent = count
    },
    async post(body) {
      await commenter?.post(body)
    }
  }
}

import { escapeMarkdown } from '../text/markdown.js'
import type { MarkerSeal } from '../github/hidden-marker.js'
import type { Logger } from '../action/io.js'
import { findOwn } from '../github/own-comments.js'
import type { IssueTarget } from '../github/event.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import type { AgentApi, Job } from '../service/agent.js'
import { answered } from '../service/errors.js'
import { readJobMarker } from '../github/job-marker.js'

/**
 * Conversations across runs: the action's comment on an issue carries its job id in a hidden
 * marker, so a later instruction on the issue continues that job instead of starting over. A job
 * that failed or was archived is not continued; nor is one the service no longer knows.
 */
export type Conversation =
  | {
      readonly kind: 'continue'
      readonly jobId: string
      /** The run's comment to edit: the issue's job comment, when the job was found there. */
      readonly commentId: number | undefined
      /** Why this job is continued, when it was not found on the issue (a recurring task). */
      readonly note?: string
    }
  | { readonly kind: 'new'; readonly note: string | undefined }

export const NEW_CONVERSATION: Conversation = { kind: 'new', note: undefined }

interface JobComment {
  readonly commentId: number
  readonly jobId: string
}

/** Finds the issue's job and decides whether this instruction continues it. */
export async function converse(
  octokit: Octokit,
  issue: IssueTarget,
  api: AgentApi,
  projectId: string,
  log: Logger,
  seal: MarkerSeal
): Promise<Conversation> {
  let found: JobComment | undefined
  try {
    found = await findJobComment(octokit, issue, seal)
  } catch (error) {
    log.warning(
      `Could not look for an earlier job on the issue (${describeFailure(error)}); starting a new job.`
    )
  }
  if (found === undefined) return NEW_CONVERSATION
  let job: Job | undefined
  try {
    job = await api.getJob(projectId, found.jobId)
  } catch (error) {
    if (!answered(error, 404)) throw error
  }
  return decideConversation(found, job)
}

/**
 * The newest comment on the issue whose marker line (the first line of a comment the token's own
 * account wrote, where and as whom the action writes it) is a job marker sealed for this issue. A
 * marker a person or another bot wrote, copied or quoted, is ignored: anyone who can comment could
 * otherwise point a maintainer's next instruction at another job.
 */
export async function findJobComment(
  octokit: Octokit,
  issue: IssueTarget,
  seal: MarkerSeal
): Promise<JobComment | undefined> {
  const found = await findOwn(octokit, issue, line => readJobMarker(line, seal, issue.number))
  return found === undefined ? undefined : { commentId: found.id, jobId: found.value }
}

export function decideConversation(found: JobComment, job: Job | undefined): Conversation {
  if (job === undefined) {
    return {
      kind: 'new',
      note: `Job ${escapeMarkdown(found.jobId)} no longer exists on the service, so a new job was started.`
    }
  }
  if (job.status === 'failed' || job.status === 'archived') {
    return {
      kind: 'new',
      note: `Job ${escapeMarkdown(found.jobId)} had ${job.status === 'failed' ? 'failed' : 'been archived'}, so a new job was started.`
    }
  }
  return { kind: 'continue', jobId: found.jobId, commentId: found.commentId }
}

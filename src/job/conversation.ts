import type { JobComment } from '../github/conversation.js'
import type { AgentApi, Job } from '../service/agent.js'
import { ServiceError } from '../service/errors.js'

/**
 * Whether an instruction from an issue comment continues the job or starts a new one. A
 * job that failed or was archived is not continued; nor is one the service no longer knows.
 */
export type Conversation =
  | { readonly kind: 'continue'; readonly jobId: string; readonly commentId: number }
  | { readonly kind: 'new'; readonly note: string | undefined }

export function decideConversation(found: JobComment, job: Job | undefined): Conversation {
  if (job === undefined) {
    return {
      kind: 'new',
      note: `Job ${found.jobId} no longer exists on the service, so a new job was started.`
    }
  }
  if (job.status === 'failed' || job.status === 'archived') {
    return {
      kind: 'new',
      note: `Job ${found.jobId} had ${job.status === 'failed' ? 'failed' : 'been archived'}, so a new job was started.`
    }
  }
  return { kind: 'continue', jobId: found.jobId, commentId: found.commentId }
}

export async function resolveConversation(
  found: JobComment | undefined,
  api: AgentApi,
  projectId: string
): Promise<Conversation> {
  if (found === undefined) return { kind: 'new', note: undefined }
  let job: Job | undefined
  try {
    job = await api.getJob(projectId, found.jobId)
  } catch (error) {
    if (!(error instanceof ServiceError && error.status === 404)) throw error
  }
  return decideConversation(found, job)
}

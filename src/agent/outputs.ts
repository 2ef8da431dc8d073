import { pullRequestOf } from '../github/pull-request.js'
import type { Job } from '../service/agent.js'

/** Every output of the agent-job action, from the last job object seen (empty when none). */
export function jobOutputs(job: Job | undefined): Record<string, string> {
  const text = (v: unknown): string => (typeof v === 'string' ? v : '')
  const number = pullRequestOf(job)?.ref?.number
  return {
    jobId: text(job?.id),
    status: text(job?.status),
    prLink: text(job?.prLink),
    'pr-number': number === undefined ? '' : String(number),
    model: text(job?.model),
    createdAt: text(job?.createdAt),
    archivedAt: text(job?.archivedAt),
    job: job === undefined ? '' : JSON.stringify(job)
  }
}

import { pullNumber, type Job } from '../service/agent.js'
import { redact } from '../service/errors.js'

/** Every output of the agent-job action, from the last job object seen (empty when none). */
export function jobOutputs(
  job: Job | undefined,
  secrets: readonly string[]
): Record<string, string> {
  const text = (v: unknown): string => (typeof v === 'string' ? redact(v, secrets) : '')
  const pr = pullNumber(job?.prLink)
  return {
    jobId: text(job?.id),
    status: text(job?.status),
    prLink: text(job?.prLink),
    'pr-number': pr === undefined ? '' : String(pr),
    model: text(job?.model),
    createdAt: text(job?.createdAt),
    archivedAt: text(job?.archivedAt),
    job: job === undefined ? '' : redact(JSON.stringify(job), secrets)
  }
}

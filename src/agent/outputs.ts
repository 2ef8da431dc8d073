import { pullRequestOf } from '../github/pull-request.js'
import type { AutomationRun, Job } from '../service/agent.js'
import type { ChecksEnd } from '../checks/end.js'

/**
 * Every output of the agent-job action, from the last job object seen (empty when none), the
 * automation run it belongs to (whose job id stands in while the job cannot be read), and how the
 * pull request's checks ended (empty when they were not read).
 */
export function jobOutputs(
  job: Job | undefined,
  automationRun?: AutomationRun,
  checks?: ChecksEnd
): Record<string, string> {
  const text = (v: unknown): string => (typeof v === 'string' ? v : '')
  const number = pullRequestOf(job)?.ref?.number
  return {
    jobId: text(job?.id ?? automationRun?.jobId),
    'automation-run': text(automationRun?.instanceId),
    status: text(job?.status),
    prLink: text(job?.prLink),
    branch: text(job?.source?.ref),
    'pr-number': number === undefined ? '' : String(number),
    model: text(job?.model),
    createdAt: text(job?.createdAt),
    archivedAt: text(job?.archivedAt),
    job: job === undefined ? '' : JSON.stringify(job),
    checks: checks?.kind === 'judged' ? checks.verdict : ''
  }
}

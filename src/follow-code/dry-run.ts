import { agentRequests } from '../service/agent.js'
import { ANALYTICS_LIMIT } from '../service/analytics.js'
import { JOB_ID_PLACEHOLDER, type DryRunPlan } from '../service/dry-run.js'
import { visitorsRequest } from '../service/visitors.js'
import { formatDuration } from '../text/format.js'
import type { FollowCodeSettings } from './settings.js'

/**
 * What a dry run of follow-code prints and checks: the change was read (GitHub reads only), the
 * prompt and the requests a run would send, and one read of visitor analytics that checks the key
 * and the project (the agent's endpoints have no read-only request that needs no job).
 */
export function planFollowCode(settings: FollowCodeSettings, prompt: string): DryRunPlan {
  const { projectId } = settings
  const query = { dateFrom: undefined, dateTo: undefined, limit: 1, offset: 0 }
  return {
    prompt,
    planned: [
      { op: agentRequests.createJob(projectId, prompt) },
      {
        op: agentRequests.getJob(projectId, JOB_ID_PLACEHOLDER),
        when: `until the job ends, within ${formatDuration(settings.timeoutMs)} (timeout)`
      }
    ],
    notes: [
      'While the docs pull request of the last hand-over is open, the prompt would go to its job as a follow-up instead (a dry run does not read the job).',
      'A comment linking the docs pull request would be left on each code pull request handed over; a dry run comments nothing.'
    ],
    check: {
      ...visitorsRequest(projectId, query),
      action: `check the key and project "${projectId}" (dry run)`,
      rateLimit: `${ANALYTICS_LIMIT}: the check is one analytics request.`
    },
    checkCost:
      'It asks for one row of visitor analytics: it creates nothing, and counts as 1 of the 100 analytics requests per organization per hour.',
    learn: () => undefined
  }
}

import { agentRequests, type Job } from '../service/agent.js'
import type { Operation } from '../service/client.js'
import { JOB_ID_PLACEHOLDER, type PlannedRequest, type DryRunPlan } from '../service/dry-run.js'
import { visitorsRequest } from '../service/visitors.js'
import { ANALYTICS_LIMIT } from '../service/analytics.js'
import { formatDuration } from '../text/format.js'
import { MIN_POLL_GAP_MS } from '../action/poll.js'
import type { AgentSettings } from './settings.js'
import type { ComposedPrompt } from './trigger.js'

/**
 * What a dry run of the agent-job action prints and checks: the requests the run would send, in
 * order, built by the same `agentRequests` the API sends; and the read-only check. With `jobId`
 * the check reads that job (no documented rate limit; it checks the key, the project and the
 * job); otherwise it asks for one row of visitors (it checks the key and the project, and costs
 * one of the 100 analytics requests per organization per hour). Nothing on the service is read-
 * only and proves a key may write, so neither check can prove that.
 */
export function planAgentRun(settings: AgentSettings, asked: ComposedPrompt): DryRunPlan {
  const { projectId } = settings
  const requests = agentRequests
  const jobId = settings.jobId ?? JOB_ID_PLACEHOLDER
  const shortest = Math.min(MIN_POLL_GAP_MS, settings.pollIntervalMs)
  const gap =
    shortest === settings.pollIntervalMs
      ? formatDuration(shortest)
      : `${formatDuration(shortest)} to ${formatDuration(settings.pollIntervalMs)}`
  const polls: PlannedRequest = {
    op: requests.getJob(projectId, jobId),
    when: `every ${gap} until the turn ends; the whole run within ${formatDuration(settings.timeoutMs)}`
  }
  const afterTurn = (prompt: string, n: number, of: number): PlannedRequest[] => [
    {
      op: requests.sendMessage(projectId, jobId, prompt),
      when: `follow-up ${n} of ${of}, once the previous turn ended completed`
    },
    ...(settings.wait ? [polls] : [])
  ]
  const followUps =
    settings.jobId === undefined ? settings.messages : [asked.prompt, ...settings.messages]
  const planned: PlannedRequest[] = []
  if (settings.automation !== undefined) {
    planned.push({ op: requests.triggerAutomation(projectId, settings.automation) })
    planned.push({ ...polls, when: `to read the job the answer names, then ${polls.when}` })
  } else if (settings.jobId === undefined) {
    planned.push({ op: requests.createJob(projectId, asked.prompt) })
    if (settings.wait) planned.push(polls)
  } else {
    planned.push({
      op: requests.getJob(projectId, jobId),
      when: 'to see whether its turn has ended; then as often as the poll schedule says'
    })
  }
  for (const [i, message] of followUps.entries()) {
    planned.push(...afterTurn(message, i + 1, followUps.length))
  }
  return {
    prompt: settings.automation === undefined ? asked.prompt : undefined,
    planned,
    notes: notesOf(settings, asked),
    ...checkOf(settings)
  }
}

/**
 * A 429 on the check is the analytics allowance, not the agent's: said as that, with the agent's
 * own limits (emulator/contracts/README.md), which a run without dry-run draws on instead.
 */
const CHECK_RATE_LIMIT = `${ANALYTICS_LIMIT}: the check is one analytics request, and this hour's are spent (by an analytics export, say). The agent's own limits are apart, 100 job creations and 100 follow-up messages per project per hour, so a run without dry-run may still create its job.`

function checkOf(settings: AgentSettings): Pick<DryRunPlan, 'check' | 'checkCost' | 'learn'> {
  const { projectId, jobId } = settings
  const action = `check the key and project "${projectId}" (dry run)`
  if (jobId !== undefined) {
    const check: Operation = { ...agentRequests.getJob(projectId, jobId), action }
    return {
      check,
      checkCost:
        'It reads the job to continue: it creates nothing, and the service documents no rate limit for it.',
      learn: answer => `job ${jobId} is ${String((answer as Partial<Job>).status ?? 'unknown')}`
    }
  }
  const query = { dateFrom: undefined, dateTo: undefined, limit: 1, offset: 0 }
  return {
    check: { ...visitorsRequest(projectId, query), action, rateLimit: CHECK_RATE_LIMIT },
    checkCost:
      'It asks for one row of visitor analytics: it creates nothing, and counts as 1 of the 100 analytics requests per organization per hour.',
    learn: () => undefined
  }
}

/** What the run would also do or decide that no request above shows. */
function notesOf(settings: AgentSettings, asked: ComposedPrompt): string[] {
  const notes: string[] = []
  if (asked.instruction !== undefined && settings.jobId === undefined) {
    notes.push(
      "If the issue already has a live job of this action, the instruction is sent to that job as a follow-up instead of creating one (a dry run does not look, as that reads the job's status)."
    )
  }
  if (settings.automation !== undefined) {
    notes.push(
      'The automation id itself is checked only by running it: the service has no read-only request for automations.'
    )
  }
  const { checks, task } = settings
  if (task !== undefined && task.onOpen !== 'new') {
    notes.push(
      `Task ${task.name}: the open pull requests would be looked through for its job first; while one is open, ${task.onOpen === 'skip' ? 'no job would be started' : 'this prompt would go to that job as a follow-up instead of creating one'} (a dry run does not look).`
    )
  }
  if (checks.mode !== 'off') {
    const fix =
      checks.mode === 'fix'
        ? `; failing checks would go to the job as a follow-up (the service's message request above, with CI's output), at most ${checks.fixRounds} time(s), each new commit's checks waited for in turn`
        : ''
    // A wait as long as the run's timeout is the rest of the run: its deadline comes first.
    const wait =
      checks.timeoutMs >= settings.timeoutMs
        ? `within what is left of the run's ${formatDuration(settings.timeoutMs)} (timeout)`
        : `for up to ${formatDuration(checks.timeoutMs)} per push (checks-timeout)`
    notes.push(
      `Once the pull request appears, its head commit's checks would be read from GitHub (check runs and commit statuses) until they end, ${wait}${fix}.`
    )
  }
  const issue = settings.github.issue
  if (settings.comment && issue !== undefined) {
    notes.push(
      `The result would be commented on ${issue.repository.owner}/${issue.repository.repo}#${issue.number}; a dry run comments nothing and adds no reaction.`
    )
  }
  return notes
}

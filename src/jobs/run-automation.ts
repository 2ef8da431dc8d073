import type { AutomationRun, Job } from '../service/agent.js'
import { answered } from '../service/errors.js'
import { failure, follow, type JobDeps, type JobPlan, type Outcome } from './run-job.js'

/**
 * Triggers the automation, then reads the job its answer names and follows it like a created
 * one. A job that cannot be read (404, or no id) is not an error: the run is queued, and the
 * dashboard shows it.
 */
export async function runAutomation(
  plan: JobPlan,
  automation: string,
  deps: JobDeps
): Promise<Outcome> {
  const none = { sent: [], undelivered: [] }
  let run: AutomationRun
  try {
    run = await deps.api.triggerAutomation(plan.projectId, automation)
  } catch (error) {
    const outcome = failure(error, undefined, none, deps.time.signal)
    return outcome.kind === 'cancelled' ? { ...outcome, whileCreating: true } : outcome
  }
  deps.observer.automationTriggered(run)
  const queued = (why: 'no-job-id' | 'unreadable'): Outcome => ({
    kind: 'queued',
    job: undefined,
    automationRun: run,
    why,
    followUps: none
  })
  if (run.jobId === undefined) return queued('no-job-id')
  let job: Job
  try {
    job = await deps.api.getJob(plan.projectId, run.jobId)
  } catch (error) {
    if (answered(error, 404)) {
      return queued('unreadable')
    }
    return { ...failure(error, undefined, none, deps.time.signal), automationRun: run }
  }
  await deps.observer.jobStarted(job, 'triggered')
  const outcome = await follow({ ...plan, jobId: undefined }, deps, job, [])
  return { ...outcome, automationRun: run }
}

import type { RunContext } from '../action/run-action.js'
import { isOnServer, pullRequestOf } from '../github/pull-request.js'
import type { AgentApi } from '../service/agent.js'
import { followChecks, type ChecksResult } from '../checks/loop.js'
import type { IssueContext } from './issue.js'
import type { AgentPlan } from './plan.js'
import type { Progress } from './progress.js'
import { follow, type Outcome } from '../jobs/run-job.js'

/**
 * The step between the job and the verdict when `checks` is on: a job that finished with a pull
 * request on this server has its checks followed (`followChecks`), each fix round a follow-up to
 * the same job through the job runner, within the run's one deadline. Anything that keeps the
 * checks from being read is a warning naming it, and the run goes on as with `checks: off`.
 */
interface ChecksStep {
  readonly plan: AgentPlan
  readonly api: AgentApi
  readonly github: IssueContext
  readonly progress: Progress
  readonly context: RunContext
  /** The run's deadline (`timeout`), per `context.time.now`. */
  readonly deadline: number
}

export async function followPullRequestChecks(
  followed: Outcome,
  step: ChecksStep
): Promise<ChecksResult<Outcome> | undefined> {
  const { context } = step
  const { io } = context
  const checks = step.plan.checks
  if (checks === undefined || followed.kind !== 'finished') return undefined
  const pull = pullRequestOf(followed.job)
  if (pull === undefined) return undefined
  const warn = (why: string) => io.warning(`The pull request's checks were not followed: ${why}.`)
  const unread = (why: string): ChecksResult<Outcome> => {
    warn(why)
    return { end: { kind: 'unread', why } }
  }
  const ref = pull.ref
  if (ref === undefined || !isOnServer(ref, checks.serverUrl))
    return unread(`${pull.url} is not a pull request on ${checks.serverUrl}`)
  const octokit = await step.github.octokit()
  if (octokit === undefined) return unread('there is no github-token to read them with')
  let job = followed.job
  await step.progress.checking(job)
  const result = await io.group("The pull request's checks", () =>
    followChecks(
      {
        ...checks,
        pull: { ref, url: pull.url },
        deadline: step.deadline
      },
      {
        octokit,
        fetch: context.http.fetch,
        log: io,
        time: context.time,
        redact: text => io.redact(text),
        judged: line => step.progress.checking(job, line),
        fix: async (message, round) => {
          const outcome = await fixTurn(step, job, message, round)
          if (outcome.job !== undefined) job = outcome.job
          return outcome
        }
      }
    )
  )
  if (result.end.kind === 'unread') warn(result.end.why)
  // Cancelled while waiting for checks: the run says so, not what the checks were by then.
  const outcome = result.outcome ?? followed
  if (context.time.signal.aborted && outcome.kind === 'finished')
    return { ...result, outcome: { kind: 'cancelled', job, followUps: outcome.followUps } }
  return result
}

/** One fix round: the follow-up sent to the job, and its turn followed, before the deadline. */
function fixTurn(
  step: ChecksStep,
  job: NonNullable<Outcome['job']>,
  message: string,
  round: number
): Promise<Outcome> {
  const { context } = step
  const plan = {
    ...step.plan.job,
    jobId: job.id,
    wait: true,
    timeoutMs: Math.max(1, step.deadline - context.time.now())
  }
  const deps = {
    api: step.api,
    observer: step.progress.fixObserver(round),
    time: context.time
  }
  return follow(plan, deps, job, [message])
}

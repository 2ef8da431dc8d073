import type { RunContext } from '../action/run-action.js'
import { followChecks } from '../checks/loop.js'
import type { ChecksEnd } from '../checks/end.js'
import { followThrough } from '../github/follow-through.js'
import type { Octokit } from '../github/octokit.js'
import { isOnServer, pullRequestOf } from '../github/pull-request.js'
import { follow, type JobDeps, type JobPlan, type Outcome } from '../jobs/run-job.js'
import { listCovered, type Covered } from './docs.js'
import type { FollowCodeSettings } from './settings.js'

/**
 * The follow-through on the docs pull request, with the docs token only: its description lists
 * the code changes it covers, labels and reviewers, and the checks loop (each fix round a
 * follow-up to the same job). Everything here is best-effort, as the agent action's is.
 */
interface DocsStep {
  readonly settings: FollowCodeSettings
  /** The docs repository's client: the docs token's. */
  readonly docs: Octokit
  readonly covered: readonly Covered[]
  readonly job: JobPlan
  readonly deps: JobDeps
  readonly context: RunContext
  readonly deadline: number
}

export async function followDocs(
  followed: Outcome,
  step: DocsStep
): Promise<{ readonly outcome: Outcome; readonly checks: ChecksEnd | undefined }> {
  const { settings, context, docs } = step
  const { io } = context
  const pull = pullRequestOf(followed.job)
  const ref = pull?.ref
  if (followed.kind !== 'finished' || pull === undefined || ref === undefined)
    return { outcome: followed, checks: undefined }
  if (!isOnServer(ref, settings.github.serverUrl)) {
    io.warning(
      `The docs pull request ${pull.url} is not on ${settings.github.serverUrl}: it was not followed through.`
    )
    return { outcome: followed, checks: undefined }
  }
  await listCovered(docs, ref, step.covered, io)
  const plan = {
    labels: settings.prLabels,
    reviewers: settings.prReviewers,
    issue: undefined,
    comment: undefined
  }
  await followThrough(docs, ref, plan, io)
  if (settings.checks.mode === 'off') return { outcome: followed, checks: undefined }
  let job = followed.job
  const result = await io.group("The docs pull request's checks", () =>
    followChecks(
      {
        settings: settings.checks,
        pull: { ref, url: pull.url },
        ownRunUrl: settings.github.runUrl,
        pollIntervalMs: settings.pollIntervalMs,
        deadline: step.deadline
      },
      {
        octokit: docs,
        fetch: context.http.fetch,
        log: io,
        time: context.time,
        redact: text => io.redact(text),
        judged: line => Promise.resolve(io.info(line)),
        fix: async message => {
          const timeoutMs = Math.max(1, step.deadline - context.time.now())
          const plan = { ...step.job, jobId: job.id, wait: true, timeoutMs }
          const outcome = await follow(plan, step.deps, job, [message])
          if (outcome.job !== undefined) job = outcome.job
          return outcome
        }
      }
    )
  )
  if (result.end.kind === 'unread')
    io.warning(`The docs pull request's checks were not followed: ${result.end.why}.`)
  return { outcome: result.outcome ?? followed, checks: result.end }
}

import { PASSED, failed, type RunContext, type RunResult } from '../action/run-action.js'
import { lazyOctokit, type Octokit } from '../github/octokit.js'
import { pullRequestOf } from '../github/pull-request.js'
import { runJob, type JobObserver, type JobPlan, type Outcome } from '../jobs/run-job.js'
import type { AgentApi } from '../service/agent.js'
import { answered } from '../service/errors.js'
import { readDocsState, type Covered } from './docs.js'
import { followDocs } from './docs-step.js'
import { decideDestination } from './hand-over.js'
import { leaveLinks, linkBody, type LinkFacts } from './links.js'
import type { FollowCodeSettings } from './settings.js'
import type { Handed } from './state.js'
import type { Told } from './summary.js'

/**
 * The hand-over itself: the job (a new one, or the open docs pull request's, as a follow-up), the
 * docs follow-through with the docs token, and the links on the code pull requests. A key the
 * service refuses fails here before anything is written on GitHub.
 */
interface Step {
  readonly settings: FollowCodeSettings
  readonly context: RunContext
  readonly api: AgentApi
  /** The code repository's client (the workflow's token). */
  readonly code: Octokit
  readonly last: Handed | undefined
  readonly covered: readonly Covered[]
  readonly prompt: string
  readonly head: string | undefined
}

type Ended = Pick<Told, 'outcome' | 'docs' | 'state' | 'note' | 'skipped' | 'checks'>

export async function handOver(
  step: Step,
  on: readonly { readonly number: number; readonly commentId: number | undefined }[]
): Promise<{ readonly told: Ended; readonly result: RunResult }> {
  const { settings, context } = step
  const { io } = context
  // With the docs token, every request to the docs repository is made with it, and only with it.
  const withToken = settings.docsToken !== ''
  const docs = withToken ? await docsClient(settings, context) : step.code
  const started = await startJob(step, docs)
  const { followed, destination, plan, deps } = started
  const told = { docs: undefined, state: undefined, note: destination.note, skipped: undefined }
  if (followed.kind === 'error') {
    const refused = answered(followed.error, 401) || answered(followed.error, 403)
    // Nothing is written anywhere for a key the service refused, or a job that never existed.
    if (followed.job === undefined || refused)
      return { told: { ...told, outcome: followed }, result: failed(followed.error.message) }
  }
  const deadline = started.startedAt + settings.timeoutMs
  const { outcome, checks } = withToken
    ? await followDocs(followed, {
        settings,
        docs,
        covered: step.covered,
        job: plan,
        deps,
        context,
        deadline
      })
    : { outcome: followed, checks: undefined }
  const pull = pullRequestOf(outcome.job)
  const state = pull?.ref === undefined ? undefined : await readDocsState(docs, pull.ref, io)
  const link = (jobId: string, facts: Omit<LinkFacts, 'jobId' | 'runUrl'>, where: typeof on) =>
    leaveLinks(
      step.code,
      settings.github.repository,
      where,
      n => linkBody(settings.seal, n, { ...facts, jobId, runUrl: settings.github.runUrl }),
      io
    )
  if (outcome.job !== undefined)
    await link(outcome.job.id, { through: step.head, docs: pull, state }, on)
  const ended = destination.kind === 'new' ? destination.ended : undefined
  if (ended !== undefined) {
    const was = { through: ended.last.through, docs: pullRequestOf(ended.job), state: ended.state }
    await link(ended.last.jobId, was, [{ number: ended.last.on, commentId: ended.last.commentId }])
  }
  if (!withToken && pull !== undefined) warnWithoutToken(settings, pull.url, context)
  return { told: { ...told, outcome, docs: pull, state, checks }, result: verdictOf(outcome) }
}

async function docsClient(settings: FollowCodeSettings, context: RunContext): Promise<Octokit> {
  const access = { token: settings.docsToken, apiUrl: settings.github.apiUrl }
  const client = await lazyOctokit(access, context)()
  if (client === undefined) throw new Error('docs-token was given but no client was made')
  return client
}

/** Where the change goes, and its job followed to its end or the deadline. */
async function startJob(step: Step, docs: Octokit) {
  const { settings, context, api } = step
  const { io } = context
  const destination = await decideDestination(step.last, {
    api,
    projectId: settings.projectId,
    docsState: ref => readDocsState(docs, ref, io),
    withDocsToken: settings.docsToken !== '',
    log: io
  })
  const plan: JobPlan = {
    projectId: settings.projectId,
    prompt: step.prompt,
    messages: [],
    jobId: destination.kind === 'continue' ? destination.jobId : undefined,
    wait: true,
    timeoutMs: settings.timeoutMs,
    pollIntervalMs: settings.pollIntervalMs
  }
  const startedAt = context.time.now()
  const deps = { api, observer: observerOf(context), time: context.time }
  const title = plan.jobId === undefined ? 'Agent job' : `Agent job ${plan.jobId}`
  const followed = await io.group(title, () => runJob(plan, deps))
  return { destination, plan, deps, followed, startedAt }
}

/** The one warning of a run without the docs token: what was not done, and what would do it. */
function warnWithoutToken(settings: FollowCodeSettings, url: string, { io }: RunContext): void {
  const also = [
    settings.prLabels.length > 0 ? 'add pr-labels' : undefined,
    settings.prReviewers.length > 0 ? 'request pr-reviewers' : undefined,
    settings.checks.mode !== 'off'
      ? `follow its checks (checks: ${settings.checks.mode})`
      : undefined
  ].filter(s => s !== undefined)
  io.warning(
    `No docs-token: the docs pull request ${url} is linked from the code pull requests, but the run could not list them in its description${also.length > 0 ? `, ${also.join(', ')}` : ''}: the workflow's token cannot write to another repository. Give docs-token, a GitHub App installation token or fine-grained token with "pull-requests: write" on the docs repository ("checks: read" and "statuses: read" for checks).`
  )
}

function verdictOf(outcome: Outcome): RunResult {
  switch (outcome.kind) {
    case 'finished':
    case 'started':
      return PASSED
    case 'failed':
      return failed(`Job ${outcome.job.id} failed.`)
    case 'timed-out':
      return failed(
        `Job ${outcome.job.id} did not end within the timeout; it goes on on the service.`
      )
    case 'cancelled':
      return failed('The run was cancelled.')
    case 'not-delivered':
      return failed(`The change could not be sent to job ${outcome.job.id}: ${outcome.reason}.`)
    case 'queued':
      return failed('The job could not be followed.')
    case 'error':
      return failed(outcome.error.message)
  }
}

function observerOf({ io }: RunContext): JobObserver {
  return {
    automationTriggered: () => undefined,
    jobStarted: (job, how) => Promise.resolve(io.info(`Job ${job.id} ${how}.`)),
    statusChanged: (job, previous) =>
      Promise.resolve(io.info(`Job ${job.id}: ${previous} → ${job.status}.`)),
    unknownStatus: job =>
      io.warning(`Job ${job.id} has a status this action does not know: ${job.status}.`),
    followUpSent: (_i, _n, job) =>
      Promise.resolve(io.info(`The change was sent to job ${job.id} as a follow-up.`))
  }
}

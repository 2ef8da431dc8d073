import { failed, PASSED, type RunContext, type RunResult } from '../action/run-action.js'
import { connectService } from '../service/connect.js'
import type { ServiceError } from '../service/errors.js'
import { mayHaveActed } from '../http/failure.js'
import { createDeployApi } from '../service/deploy.js'
import { deployOnce } from '../deployments/deploy-once.js'
import { checkForkBranch } from './fork-branch.js'
import { openReporter, type DeployReporter } from './tell-github.js'
import type { ApiDeploySettings } from './settings.js'
import { renderDeploySummary } from './summary.js'
import { deployOutputs, passes, type DeployEnd } from '../deployments/verdict.js'

/**
 * `source: api`, top to bottom: trigger the update or the preview, follow its status to the end
 * within `timeout`, then the outputs, the summary, GitHub (the comment, the mirror) and the
 * verdict, from one `DeployEnd`.
 */
export async function runApiDeploy(
  settings: ApiDeploySettings,
  context: RunContext
): Promise<RunResult> {
  // Before anything is sent: a fork's branch is previewed only when it is the fork's change.
  const fork = await checkForkBranch(settings, context)
  if (fork.kind === 'unchecked') return failed(fork.message)
  if (fork.kind === 'taken')
    return finish(settings, context, notPreviewed(settings, fork.message), undefined)
  const api = connectService(settings, context, createDeployApi)
  const reporter = openReporter(settings, context)
  const deployed = await deployOnce(settings, api, context, async triggered => {
    context.io.setOutputs({ 'status-id': triggered.statusId })
    await reporter.started(triggered.statusId, triggered.previewUrl)
  })
  if (deployed.kind === 'ended') return finish(settings, context, deployed.end, reporter)
  return finish(settings, context, notTriggered(settings, context, deployed.error), reporter)
}

/**
 * The trigger failed for good (a wrong projectId, a refused key, the limit) or the run was
 * cancelled before it was answered: nothing to follow, but the summary still says why. A trigger
 * the service refused, or that never reached it, deployed nothing; one whose answer was lost may
 * have started a deployment (its message says to look on the dashboard).
 */
function notTriggered(
  settings: ApiDeploySettings,
  context: RunContext,
  error: ServiceError
): DeployEnd {
  const none = {
    mode: settings.mode,
    branch: settings.branch,
    statusId: undefined,
    status: undefined,
    url: undefined,
    elapsedMs: undefined
  }
  if (context.time.signal.aborted)
    return {
      ...none,
      kind: 'cancelled',
      message: `The run was cancelled before the service answered the trigger: ${error.message}`
    }
  if (mayHaveActed(error.failure)) {
    // A 5xx's message does not say it (a lost connection's or a time limit's does).
    const maybe =
      error.failure.kind === 'status'
        ? ' It may have started a deployment all the same: look on the dashboard before running again.'
        : ''
    return { ...none, kind: 'error', message: `${error.message}${maybe}` }
  }
  const why =
    error.failure.kind === 'status'
      ? 'The service refused the trigger'
      : 'The trigger never reached the service'
  return {
    ...none,
    kind: 'not-triggered',
    message: `${why}: nothing was deployed. ${error.message}`
  }
}

/** Nothing was triggered: a fork's branch that names, or reads as, one of this repository's. */
function notPreviewed(settings: ApiDeploySettings, message: string): DeployEnd {
  return {
    kind: 'skipped',
    mode: 'preview',
    branch: settings.branch,
    statusId: undefined,
    status: undefined,
    url: undefined,
    elapsedMs: undefined,
    message
  }
}

async function finish(
  settings: ApiDeploySettings,
  context: RunContext,
  end: DeployEnd,
  reporter: DeployReporter | undefined
): Promise<RunResult> {
  const { io } = context
  io.setOutputs(deployOutputs(end))
  // The last log-lines of them (none for 0: slice(-0) would be every one).
  const all = end.status?.logs ?? []
  const logs = all.slice(Math.max(0, all.length - settings.logLines))
  if (logs.length > 0 && !passes(end)) {
    await io.group(`The last ${logs.length} log lines`, () => {
      for (const line of logs) io.info(line)
      return Promise.resolve()
    })
  }
  await io.writeSummary(renderDeploySummary(end, settings.logLines))
  await reporter?.ended(end)
  if (end.kind === 'other' || end.kind === 'skipped') io.warning(end.message)
  else if (passes(end)) io.info(end.message)
  return passes(end) ? PASSED : failed(end.message)
}

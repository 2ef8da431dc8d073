import { failed, PASSED, type RunContext, type RunResult } from '../action/run-action.js'
import { connectService } from '../service/connect.js'
import { createDeployApi } from '../service/deploy.js'
import { deployOnce } from './deploy-once.js'
import { openReporter, type DeployReporter } from './github-report.js'
import type { ApiDeploySettings } from './settings.js'
import { renderDeploySummary } from './summary.js'
import { deployOutputs, passes, type DeployEnd } from './verdict.js'

/**
 * `source: api`, top to bottom: trigger the update or the preview, follow its status to the end
 * within `timeout`, then the outputs, the summary, GitHub (the comment, the mirror) and the
 * verdict, from one `DeployEnd`.
 */
export async function runApiDeploy(
  settings: ApiDeploySettings,
  context: RunContext
): Promise<RunResult> {
  const skipped = forkOnItsBase(settings)
  if (skipped !== undefined) return finish(settings, context, skipped, undefined)
  const api = connectService(settings, context, createDeployApi)
  const reporter = openReporter(settings, context)
  const deployed = await deployOnce(settings, api, context, async triggered => {
    context.io.setOutputs({ 'status-id': triggered.statusId })
    await reporter.started(triggered.statusId, triggered.previewUrl)
  })
  if (deployed.kind === 'ended') return finish(settings, context, deployed.end, reporter)
  const { message } = deployed.error
  return failed(
    context.time.signal.aborted
      ? `The run was cancelled before the service answered the trigger: ${message}`
      : message
  )
}

/**
 * A pull request from a fork whose head branch has the name of its base (a fork's `main` against
 * `main`): the service previews a branch by name, so it would build this repository's own branch
 * and the comment would show it as the pull request's preview. Nothing is triggered.
 */
function forkOnItsBase(settings: ApiDeploySettings): DeployEnd | undefined {
  const pull = settings.pullRequest
  if (settings.mode !== 'preview' || pull === undefined || !pull.fromFork) return undefined
  if (settings.branch !== pull.headRef || pull.headRef !== pull.baseRef) return undefined
  return {
    kind: 'skipped',
    mode: 'preview',
    branch: settings.branch,
    statusId: undefined,
    status: undefined,
    url: undefined,
    elapsedMs: undefined,
    message: `No preview: this pull request comes from a fork's branch "${pull.headRef}", the name of the branch it merges into, and the service previews a branch by its name, so it would build this repository's "${pull.baseRef}" instead. Ask for the change on a branch of another name.`
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
  const logs = end.status?.logs.slice(-settings.logLines) ?? []
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

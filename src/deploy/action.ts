import { failed, PASSED, type Action } from '../action/run-action.js'
import { dryRun, STATUS_ID_PLACEHOLDER, type DryRunPlan } from '../service/dry-run.js'
import { deployRequests } from '../service/deploy.js'
import { formatDuration } from '../text/format.js'
import { waitForApp } from './app-source.js'
import { runApiDeploy } from './run.js'
import {
  DEPLOY_DEPRECATED,
  DEPLOY_INPUTS,
  readDeploySettings,
  type ApiDeploySettings,
  type DeploySettings
} from './settings.js'

/**
 * The deploy action: trigger an update or a preview on the service and follow it to a verdict
 * (`source: api`), or wait for the deployment Mintlify's GitHub app made (`source: github`).
 * Nothing here fails the step itself (`runAction` does, from the returned result).
 */
export const deployAction: Action<DeploySettings> = {
  secretInputs: ['secret-key', 'github-token'],
  inputs: DEPLOY_INPUTS,
  deprecated: DEPLOY_DEPRECATED,
  readSettings: io => readDeploySettings(name => io.input(name), io.env),
  async run(settings, context) {
    if (settings.source === 'github') return waitForApp(settings, context)
    if (!settings.dryRun) return runApiDeploy(settings, context)
    const checked = await dryRun(planDeploy(settings), settings, context)
    // Stryker disable next-line ConditionalExpression: the plan has no check (see checkCost), so it passes; kept for the day it has one
    return checked.kind === 'passed' ? PASSED : failed(checked.message)
  }
}

/** A dry run: the trigger and the status reads as they would be sent; nothing is sent. */
function planDeploy(settings: ApiDeploySettings): DryRunPlan {
  const trigger =
    settings.mode === 'preview'
      ? deployRequests.preview(settings.projectId, settings.branch ?? '')
      : deployRequests.update(settings.projectId)
  const notes = [
    `The run would wait up to ${formatDuration(settings.timeoutMs)} (timeout) for the status to end success or failure; success passes the step, failure and timeout fail it.`
  ]
  const pull = settings.pullRequest
  // An update has no branch, so it is never a fork's head (fork-branch.ts).
  if (pull?.fromFork === true && settings.branch === pull.headRef)
    notes.push(
      `It would first ask GitHub whether this repository has a branch named "${pull.headRef}" (GET /repos/{owner}/{repo}/branches/{branch}), and a tag: a fork's branch that names one of this repository's, or that Git reads as another reference, is not previewed.`
    )
  if (settings.mode === 'preview' && settings.comment && settings.pullRequest !== undefined)
    notes.push(
      `It would keep one comment on pull request #${settings.pullRequest.number} up to date with the preview's status and link.`
    )
  if (settings.githubDeployment !== undefined)
    notes.push(
      `It would mirror the verdict as a GitHub deployment to "${settings.githubDeployment}".`
    )
  return {
    prompt: undefined,
    planned: [
      { op: trigger },
      {
        op: deployRequests.status(STATUS_ID_PLACEHOLDER),
        when: `every 1s to ${formatDuration(settings.pollIntervalMs)} until it ends, {statusId} from the answer`
      }
    ],
    notes,
    check: undefined,
    checkCost:
      'Nothing is sent: the deployment endpoints have no read-only request that could check the key without triggering a deployment.',
    learn: () => undefined
  }
}

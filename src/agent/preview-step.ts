import type { RunContext } from '../action/run-action.js'
import { deployOnce } from '../deployments/deploy-once.js'
import type { DeployEnd } from '../deployments/verdict.js'
import { pullRequestOf } from '../github/pull-request.js'
import { segmentProblem } from '../service/client.js'
import type { DeployApi } from '../service/deploy.js'
import type { DeployRequest } from '../deployments/request.js'
import { printable } from '../text/format.js'
import type { Outcome } from '../jobs/run-job.js'
import type { PreviewPlan } from './plan.js'

/**
 * `preview: true`: once the job's pull request exists, a preview of its branch is triggered on
 * the service (which previews by itself only pull requests to the deployment branch) and followed
 * to its end within the run's deadline, before the checks are read, so the checks loop waits for
 * it. Its link goes to the comment and the summary; a preview that fails or cannot be made is a
 * warning, never the job's verdict.
 */
export async function previewJobBranch(
  followed: Outcome,
  preview: PreviewPlan | undefined,
  step: { readonly api: DeployApi; readonly context: RunContext; readonly deadline: number }
): Promise<DeployEnd | undefined> {
  const { api, context, deadline } = step
  if (preview === undefined || followed.kind !== 'finished') return undefined
  if (pullRequestOf(followed.job) === undefined) return undefined
  const { io } = context
  const branch = followed.job.source?.ref
  if (typeof branch !== 'string' || segmentProblem(branch) !== undefined) {
    io.warning("No preview: the job does not name its pull request's branch (source.ref).")
    return undefined
  }
  const request: DeployRequest = {
    ...preview,
    mode: 'preview',
    branch,
    timeoutMs: Math.max(1, deadline - context.time.now())
  }
  return io.group(`A preview of ${printable(branch, 100)}`, async () => {
    const deployed = await deployOnce(request, api, context)
    if (deployed.kind === 'not-triggered') {
      io.warning(`No preview: ${deployed.error.message}`)
      return undefined
    }
    const { end } = deployed
    if (end.kind === 'success') io.info(end.message)
    else io.warning(end.message)
    return end
  })
}

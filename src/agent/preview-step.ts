import type { RunContext } from '../action/run-action.js'
import { followStatus } from '../deploy/follow.js'
import { judgeDeploy, type DeployEnd } from '../deploy/verdict.js'
import { pullRequestOf } from '../github/pull-request.js'
import { timeLimit } from '../http/stack.js'
import { connectService } from '../service/connect.js'
import { createDeployApi } from '../service/deploy.js'
import { segmentProblem } from '../service/client.js'
import { ServiceError } from '../service/errors.js'
import { printable } from '../text/format.js'
import type { Outcome } from './run-job.js'
import type { AgentSettings } from './settings.js'

/**
 * `preview: true`: once the job's pull request exists, a preview of its branch is triggered on
 * the service (which previews by itself only pull requests to the deployment branch) and followed
 * to its end within the run's deadline, before the checks are read, so the checks loop waits for
 * it. Its link goes to the comment and the summary; a preview that fails or cannot be made is a
 * warning, never the job's verdict.
 */
export async function previewJobBranch(
  followed: Outcome,
  settings: Pick<AgentSettings, 'preview' | 'pollIntervalMs' | 'projectId' | 'baseUrl'> &
    Parameters<typeof connectService>[0],
  context: RunContext,
  deadline: number
): Promise<DeployEnd | undefined> {
  if (!settings.preview || followed.kind !== 'finished') return undefined
  if (pullRequestOf(followed.job) === undefined) return undefined
  const { io } = context
  const branch = followed.job.source?.ref
  if (typeof branch !== 'string' || segmentProblem(branch) !== undefined) {
    io.warning("No preview: the job does not name its pull request's branch (source.ref).")
    return undefined
  }
  const api = connectService(settings, context, createDeployApi)
  const left = Math.max(1, deadline - context.now())
  const bound = { signal: AbortSignal.any([context.signal, timeLimit(left)]), deadline }
  return io.group(`A preview of ${printable(branch, 100)}`, async () => {
    let triggered
    try {
      triggered = await api.triggerPreview(settings.projectId, branch, bound)
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      io.warning(`No preview: ${error.message}`)
      return undefined
    }
    const triggeredAt = context.now()
    const follow = await followStatus(
      { statusId: triggered.statusId, deadline, pollIntervalMs: settings.pollIntervalMs },
      {
        ...context,
        api,
        observer: {
          statusChanged: s => io.info(`Preview ${triggered.statusId}: ${printable(s.status, 40)}.`),
          unknownStatus: () => undefined
        }
      }
    )
    const end = judgeDeploy(follow, {
      mode: 'preview',
      branch,
      statusId: triggered.statusId,
      previewUrl: triggered.previewUrl,
      timeoutMs: left,
      baseUrl: settings.baseUrl,
      triggeredAt,
      endedAt: context.now()
    })
    if (end.kind === 'success') io.info(end.message)
    else io.warning(end.message)
    return end
  })
}

import type { Logger } from '../action/io.js'
import type { RunContext } from '../action/run-action.js'
import { timeLimit } from '../http/stack.js'
import type { DeployApi, Triggered } from '../service/deploy.js'
import { ServiceError } from '../service/errors.js'
import { printable } from '../text/format.js'
import { watchStatus, type StatusObserver } from './watch.js'
import type { DeployRequest } from './request.js'
import { judgeDeploy, type DeployEnd } from './verdict.js'

/**
 * One deployment, trigger to verdict, within one deadline: the deploy action's `source: api` and
 * the agent's `preview: true` both go through here. It logs as it goes and returns how it ended;
 * what is shown or reported of it is the caller's.
 */

export type Deployed =
  | { readonly kind: 'ended'; readonly end: DeployEnd }
  /** The trigger failed for good (after what the retry engine allows): nothing to watch. */
  | { readonly kind: 'not-triggered'; readonly error: ServiceError }

export async function deployOnce(
  request: DeployRequest,
  api: DeployApi,
  context: Pick<RunContext, 'io' | 'time'>,
  /** Told once the trigger is answered, before the wait (outputs, the comment, the mirror). */
  queued: (triggered: Triggered) => Promise<void> = () => Promise.resolve()
): Promise<Deployed> {
  const { io } = context
  const { mode, projectId, branch = '' } = request
  const deadline = context.time.now() + request.timeoutMs
  const signal = AbortSignal.any([context.time.signal, timeLimit(request.timeoutMs)])
  io.info(
    mode === 'preview'
      ? `Triggering a preview of branch "${branch}" in project ${projectId}.`
      : `Triggering a deployment of project ${projectId}.`
  )
  let triggered: Triggered
  try {
    triggered =
      mode === 'preview'
        ? await api.triggerPreview(projectId, branch, { signal, deadline })
        : await api.triggerUpdate(projectId, { signal, deadline })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return { kind: 'not-triggered', error }
  }
  const triggeredAt = context.time.now()
  const { statusId, previewUrl } = triggered
  io.info(
    `Queued: status ${statusId}${previewUrl === undefined ? '' : `, preview at ${previewUrl}`}.`
  )
  await queued(triggered)
  const watched = await watchStatus(
    { statusId, deadline, pollIntervalMs: request.pollIntervalMs },
    { ...context, api, observer: observerOf(statusId, io) }
  )
  io.debug(`${watched.checks} status check(s).`)
  const end = judgeDeploy(watched, {
    mode,
    branch: request.branch,
    statusId,
    previewUrl,
    timeoutMs: request.timeoutMs,
    baseUrl: request.baseUrl,
    triggeredAt,
    endedAt: context.time.now()
  })
  return { kind: 'ended', end }
}

function observerOf(statusId: string, io: Logger): StatusObserver {
  return {
    statusChanged: status => io.info(`Status ${statusId}: ${printable(status.status, 40)}.`),
    unknownStatus: status =>
      io.warning(
        `Status ${statusId} is "${printable(status.status, 40)}", which the service's contract does not list, and says no end time: waiting on it until it ends or timeout.`
      )
  }
}

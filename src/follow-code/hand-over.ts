import type { Logger } from '../action/io.js'
import { pullRequestOf, type PullRequestRef } from '../github/pull-request.js'
import type { AgentApi, Job } from '../service/agent.js'
import { answered } from '../service/errors.js'
import { escapeMarkdown } from '../text/markdown.js'
import type { Handed } from './state.js'

/** The state of a docs pull request, as GitHub says it; undefined when it could not be read. */
export type DocsState = 'open' | 'merged' | 'closed'

/**
 * Where this change goes: to the job of the last hand-over while its docs pull request is open
 * (the `task` rule: one docs pull request, not one per merge), or to a new job once it merged or
 * closed, or when that job failed, was archived or is gone.
 */
type Destination =
  | { readonly kind: 'continue'; readonly jobId: string; readonly note: string }
  | {
      readonly kind: 'new'
      readonly note: string | undefined
      /** The last hand-over whose docs pull request has ended, to say so on its code pull request. */
      readonly ended?: { readonly last: Handed; readonly job: Job; readonly state: DocsState }
    }

interface Deps {
  readonly api: AgentApi
  readonly projectId: string
  /** Reads a docs pull request's state (with the docs token when there is one). */
  docsState(ref: PullRequestRef): Promise<DocsState | undefined>
  /**
   * Whether the run has the docs token: without it, a docs repository the workflow's token cannot
   * read is expected, and said in the run's one warning about the token, not in another.
   */
  readonly withDocsToken: boolean
  readonly log: Logger
}

export async function decideDestination(
  last: Handed | undefined,
  deps: Deps
): Promise<Destination> {
  if (last === undefined) return { kind: 'new', note: undefined }
  const id = escapeMarkdown(last.jobId)
  let job: Job | undefined
  try {
    job = await deps.api.getJob(deps.projectId, last.jobId)
  } catch (error) {
    // Anything but a 404 (a refused key included) fails the step, before anything is written.
    if (!answered(error, 404)) throw error
  }
  if (job === undefined)
    return {
      kind: 'new',
      note: `Job ${id} of the last hand-over no longer exists, so a new job was started.`
    }
  if (job.status === 'failed' || job.status === 'archived')
    return {
      kind: 'new',
      note: `Job ${id} of the last hand-over had ${job.status}, so a new job was started.`
    }
  const docs = pullRequestOf(job)
  const proceed = (why: string) => ({
    kind: 'continue' as const,
    jobId: last.jobId,
    note: `${why}, so this change went to job ${id} as a follow-up.`
  })
  if (docs?.ref === undefined)
    return proceed(`Job ${id} of the last hand-over has no docs pull request yet`)
  const state = await deps.docsState(docs.ref)
  if (state === undefined) {
    const said = `Could not read whether the docs pull request ${docs.url} is still open: this change goes to its job ${last.jobId} as a follow-up.`
    if (deps.withDocsToken) deps.log.warning(said)
    else deps.log.info(said)
    return proceed(`The docs pull request of job ${id} could not be read`)
  }
  if (state === 'open') return proceed(`The docs pull request of job ${id} is still open`)
  return {
    kind: 'new',
    note: `The docs pull request of job ${id} has ${state === 'merged' ? 'merged' : 'closed'}, so a new job was started.`,
    ended: { last, job, state }
  }
}

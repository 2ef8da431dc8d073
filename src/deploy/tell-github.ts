import type { RunContext } from '../action/run-action.js'
import { createCommenter, type IssueCommenter } from '../github/comments.js'
import { findComment } from '../github/own-comments.js'
import { createMirror, setMirrorState, type Mirror } from '../github/deployments.js'
import { markerValue } from '../github/hidden-marker.js'
import { lacksPermission } from '../github/failure.js'
import type { Repository } from '../github/event.js'
import { describeFailure, lazyOctokit, type Octokit } from '../github/octokit.js'
import { renderPreviewComment, type CommentState } from './summary.js'
import type { ApiDeploySettings } from './settings.js'
import type { DeployEnd } from '../deployments/verdict.js'

/**
 * What the deploy action tells GitHub, best-effort (a failure is a warning, never the verdict):
 * the pull request's one preview comment, found again by its sealed marker and edited in place on
 * every run, and the GitHub deployment that mirrors the service's (`github-deployment: true`).
 */
export interface DeployReporter {
  /** The trigger was answered: the comment says "building", the mirror "in progress". */
  started(statusId: string, previewUrl: string | undefined): Promise<void>
  ended(end: DeployEnd): Promise<void>
}

const KIND = 'preview'

/** The preview comment's marker on pull request `number`, for `branch`, sealed with the key. */
export function previewMarker(
  settings: Pick<ApiDeploySettings, 'seal'>,
  number: number,
  branch: string
): string {
  const seal = settings.seal.of(KIND, [String(number), branch])
  return `<!-- mintlify-deploy-preview: ${markerValue(branch)} seal: ${seal} -->`
}

/** Nothing asked of GitHub, or nowhere to tell it: the run reports nothing there. */
const SILENT: DeployReporter = {
  started: () => Promise.resolve(),
  ended: () => Promise.resolve()
}

export function openReporter(
  settings: ApiDeploySettings,
  run: Omit<RunContext, 'startedAt'>
): DeployReporter {
  const { github, githubDeployment: environment } = settings
  const repo = github.repository
  if (repo === undefined) return SILENT
  const comment = previewComment(settings, run, repo)
  if (comment === undefined && environment === undefined) return SILENT
  const octokit = lazyOctokit(github, run)
  let mirrored: { readonly gh: Octokit; readonly mirror: Mirror } | undefined
  return {
    async started(_statusId, previewUrl) {
      const gh = await octokit()
      if (gh === undefined) return run.io.warning('No github-token: nothing is reported on GitHub.')
      await comment?.started(gh, previewUrl)
      if (environment === undefined) return
      const mirror = await mirrorStarted(gh, { repo, environment }, settings, run, previewUrl)
      mirrored = mirror === undefined ? undefined : { gh, mirror }
    },
    async ended(end) {
      await comment?.ended(end)
      if (mirrored === undefined) return
      const state =
        end.kind === 'success' ? 'success' : end.kind === 'failure' ? 'failure' : 'error'
      try {
        const detail = { url: end.url, logUrl: github.runUrl, description: end.message }
        await setMirrorState(mirrored.gh, repo, mirrored.mirror, state, detail)
      } catch (error) {
        run.io.warning(`Could not set the GitHub deployment's status (${describeFailure(error)}).`)
      }
    }
  }
}

/**
 * The pull request's preview comment, for a preview on a pull request; undefined otherwise (an
 * update has no branch).
 */
function previewComment(
  settings: ApiDeploySettings,
  run: Omit<RunContext, 'startedAt'>,
  repository: Repository
) {
  const { github, pullRequest: pull, branch } = settings
  if (!settings.comment || pull === undefined || branch === undefined) return undefined
  const marker = previewMarker(settings, pull.number, branch)
  const state = (kind: CommentState['kind'], rest: Partial<CommentState>): CommentState => ({
    kind,
    branch,
    url: undefined,
    status: undefined,
    at: run.time.now(),
    sha: pull.headSha,
    runUrl: github.runUrl,
    message: undefined,
    ...rest
  })
  let commenter: IssueCommenter | undefined
  return {
    async started(octokit: Octokit, previewUrl: string | undefined) {
      const target = { repository, number: pull.number }
      commenter = await openCommenter(octokit, target, marker, run)
      await commenter.post(
        renderPreviewComment(marker, state('building', { url: previewUrl })),
        marker
      )
    },
    async ended(end: DeployEnd) {
      const at = end.status?.endedAt ?? run.time.now()
      const { url, message } = end
      const body = renderPreviewComment(
        marker,
        state(end.kind, { url, status: end.status?.status, at, message })
      )
      await commenter?.postFinal(body, marker)
    }
  }
}

async function openCommenter(
  octokit: Octokit,
  target: {
    readonly repository: NonNullable<ApiDeploySettings['github']['repository']>
    readonly number: number
  },
  marker: string,
  run: Pick<RunContext, 'io'>
): Promise<IssueCommenter> {
  let existingId: number | undefined
  try {
    // The comment this action made first: a later copy of its marker, by anyone, is not it.
    existingId = await findComment(octokit, target, marker, 'oldest')
  } catch (error) {
    run.io.warning(
      `Could not read the pull request's comments (${describeFailure(error)}); a new comment is made.`
    )
  }
  return createCommenter(octokit, target, run.io, existingId)
}

async function mirrorStarted(
  octokit: Octokit,
  where: { readonly repo: Repository; readonly environment: string },
  settings: ApiDeploySettings,
  run: Omit<RunContext, 'startedAt'>,
  previewUrl: string | undefined
): Promise<Mirror | undefined> {
  const { repo, environment } = where
  const { branch } = settings
  const ref = settings.pullRequest?.headSha ?? branch ?? run.io.env.GITHUB_SHA ?? ''
  try {
    const mirror = await createMirror(octokit, repo, {
      ref,
      environment,
      production: settings.mode === 'update',
      // A preview has a branch; an update has none.
      description: branch === undefined ? 'Mintlify deployment' : `Mintlify preview of ${branch}`
    })
    await setMirrorState(octokit, repo, mirror, 'in_progress', {
      url: previewUrl,
      logUrl: settings.github.runUrl,
      description: 'Building on Mintlify'
    })
    return mirror
  } catch (error) {
    const hint = lacksPermission(error)
      ? ' Give the workflow "permissions: deployments: write".'
      : ''
    run.io.warning(
      `Could not create the GitHub deployment (${describeFailure(error)}): the verdict is not mirrored.${hint}`
    )
    return undefined
  }
}

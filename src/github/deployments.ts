import { MINTLIFY_APP } from './check-details.js'
import type { Repository } from './event.js'
import type { Octokit } from './octokit.js'
import { givenHttpsUrl } from '../text/https-url.js'

/**
 * GitHub deployments, both ways: reading the deployment Mintlify's GitHub app made of a commit
 * (`source: github`), and mirroring a deployment the action triggered on the service as a GitHub
 * deployment with statuses (`github-deployment: true`), so the pull request shows "View
 * deployment". Only the app's own deployments and statuses count, by creator: anyone with write
 * access can create a deployment of any commit, with any link.
 */

/** What the app's newest deployment of a commit says, at one read. */
export type AppDeployment =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'found'
      readonly id: number
      readonly environment: string
      /** The app's newest status of it (`pending` when it has none yet). */
      readonly state: string
      /** Its https environment URL (or target URL) as the app gave it, when it gave one. */
      readonly url: string | undefined
      readonly description: string | undefined
    }

/** The states that end a deployment: success, and the two GitHub calls failure. */
export const DEPLOYMENT_ENDS: readonly string[] = ['success', 'failure', 'error']

export async function readAppDeployment(
  octokit: Octokit,
  repo: Repository,
  sha: string,
  environment: string | undefined
): Promise<AppDeployment> {
  const { data: deployments } = await octokit.request('GET /repos/{owner}/{repo}/deployments', {
    ...repo,
    sha,
    ...(environment === undefined ? {} : { environment }),
    per_page: 100
  })
  // Newest first, as GitHub lists them.
  const deployment = deployments.find(
    d => byApp(d.creator) && (environment === undefined || d.environment === environment)
  )
  if (deployment === undefined) return { kind: 'none' }
  const { data: statuses } = await octokit.request(
    'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
    { ...repo, deployment_id: Number(deployment.id), per_page: 100 }
  )
  const status = statuses.find(s => byApp(s.creator))
  return {
    kind: 'found',
    id: Number(deployment.id),
    environment: deployment.environment ?? '',
    state: status?.state ?? 'pending',
    url: givenHttpsUrl(status?.environment_url) ?? givenHttpsUrl(status?.target_url),
    description: status?.description ?? undefined
  }
}

function byApp(creator: { readonly login: string; readonly type: string } | null): boolean {
  return creator?.login === MINTLIFY_APP.login && creator.type === 'Bot'
}

/** A GitHub deployment the action made to mirror one on the service. */
export interface Mirror {
  readonly id: number
}

export interface MirrorTarget {
  /** The commit (a pull request's head) or branch deployed. */
  readonly ref: string
  readonly environment: string
  readonly production: boolean
  readonly description: string
}

export async function createMirror(
  octokit: Octokit,
  repo: Repository,
  target: MirrorTarget
): Promise<Mirror> {
  const { data } = await octokit.request('POST /repos/{owner}/{repo}/deployments', {
    ...repo,
    ref: target.ref,
    environment: target.environment,
    description: target.description,
    // The service builds the docs; GitHub is told of it, and checks nothing before.
    auto_merge: false,
    required_contexts: [],
    transient_environment: !target.production,
    production_environment: target.production
  })
  if (!('id' in data))
    throw new Error(`GitHub did not create the deployment: ${data.message ?? ''}`)
  return { id: Number(data.id) }
}

export type MirrorState = 'in_progress' | 'success' | 'failure' | 'error'

export async function setMirrorState(
  octokit: Octokit,
  repo: Repository,
  mirror: Mirror,
  state: MirrorState,
  detail: {
    readonly url: string | undefined
    readonly logUrl: string | undefined
    readonly description: string
  }
): Promise<void> {
  await octokit.request('POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses', {
    ...repo,
    deployment_id: mirror.id,
    state,
    description: detail.description.slice(0, 140),
    ...(detail.url === undefined ? {} : { environment_url: detail.url }),
    ...(detail.logUrl === undefined ? {} : { log_url: detail.logUrl }),
    auto_inactive: true
  })
}

import { byApp } from './mintlify-app.js'
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
  /** Every deployment of the commit was read: none is the app's (of `environment`, if given). */
  | { readonly kind: 'none' }
  /** The newest MAX_DEPLOYMENTS_READ deployments of the commit are others': no verdict yet. */
  | { readonly kind: 'too-many'; readonly list: 'deployments' }
  /** The app's deployment, whose newest MAX_DEPLOYMENTS_READ statuses are others'. */
  | {
      readonly kind: 'too-many'
      readonly list: 'statuses'
      readonly id: number
      readonly environment: string
    }
  | {
      readonly kind: 'found'
      readonly id: number
      readonly environment: string
      /** The app's newest status of it (`pending` when it has none yet), as GitHub said it. */
      readonly state: string
      /** Its https environment URL (or target URL) as the app gave it, when it gave one. */
      readonly url: string | undefined
      readonly description: string | undefined
    }

/** The states that end a deployment: success, and the two GitHub calls failure. */
export const DEPLOYMENT_ENDS: readonly string[] = ['success', 'failure', 'error']

/** A deployment status's `state`, as GitHub's REST reference lists them. */
export const DEPLOYMENT_STATES: readonly string[] = [
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success'
]

/** GitHub's largest page of deployments and of statuses ("per_page: The number of results per page (max 100)"). */
const PER_PAGE = 100
/**
 * The most pages of either list read at one look. GitHub lists deployments and their statuses
 * newest first, so the app's newest is on the first page unless others made hundreds since; past
 * this many the read says `too-many` (no verdict on part of a list), and the next look reads the
 * newest pages again.
 */
export const MAX_DEPLOYMENT_PAGES = 10
/** The most deployments of a commit, and statuses of a deployment, read at one look (1,000). */
export const MAX_DEPLOYMENTS_READ = PER_PAGE * MAX_DEPLOYMENT_PAGES

/**
 * The app's newest deployment of `sha` (of `environment`, when given) and its newest status by
 * the app. Every page of each list is read, as GitHub's `Link` header says there are more, until
 * the app's is found or MAX_DEPLOYMENT_PAGES pages are read.
 */
export async function readAppDeployment(
  octokit: Octokit,
  repo: Repository,
  sha: string,
  environment: string | undefined
): Promise<AppDeployment> {
  const deployments = await seekInPages(
    page =>
      octokit.request('GET /repos/{owner}/{repo}/deployments', {
        ...repo,
        sha,
        // Left out when undefined, as Octokit leaves out every undefined parameter.
        environment,
        per_page: PER_PAGE,
        page
      }),
    d => byApp(d.creator) && (environment === undefined || d.environment === environment)
  )
  if (deployments.kind !== 'found')
    return deployments.kind === 'none' ? deployments : { kind: 'too-many', list: 'deployments' }
  const { item: deployment } = deployments
  const id = Number(deployment.id)
  const statuses = await seekInPages(
    page =>
      octokit.request('GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses', {
        ...repo,
        deployment_id: id,
        per_page: PER_PAGE,
        page
      }),
    s => byApp(s.creator)
  )
  const environmentName = deployment.environment ?? ''
  if (statuses.kind === 'too-many')
    return { kind: 'too-many', list: 'statuses', id, environment: environmentName }
  const found = { kind: 'found', id, environment: environmentName } as const
  // The app made the deployment and has said nothing of it yet.
  if (statuses.kind === 'none')
    return { ...found, state: 'pending', url: undefined, description: undefined }
  const { item: status } = statuses
  return {
    ...found,
    state: status.state,
    url: givenHttpsUrl(status.environment_url) ?? givenHttpsUrl(status.target_url),
    description: nonEmpty(status.description)
  }
}

/** A text GitHub may give as null or "" for none. */
function nonEmpty(text: string | null | undefined): string | undefined {
  return text === null || text === '' ? undefined : text
}

type Sought<T> =
  | { readonly kind: 'found'; readonly item: T }
  | { readonly kind: 'none' }
  | { readonly kind: 'too-many' }

/**
 * The first item `wanted` of a list GitHub pages ("Using pagination in the REST API": `per_page`,
 * `page`, and a `Link` header with `rel="next"` while there are more): `none` only once the last
 * page was read, `too-many` when MAX_DEPLOYMENT_PAGES pages were read and GitHub says there are
 * more. A list that ends exactly at the cap is whole.
 */
export async function seekInPages<T>(
  readPage: (page: number) => Promise<{
    readonly data: readonly T[]
    readonly headers: { readonly link?: string }
  }>,
  wanted: (item: T) => boolean
): Promise<Sought<T>> {
  for (let page = 1; page <= MAX_DEPLOYMENT_PAGES; page++) {
    const { data, headers } = await readPage(page)
    const item = data.find(wanted)
    if (item !== undefined) return { kind: 'found', item }
    if (!hasNextPage(headers.link)) return { kind: 'none' }
  }
  return { kind: 'too-many' }
}

/** A link-value's `rel` parameter (RFC 8288, section 3), quoted or not, after its `<URI>`. */
const LINK_REL = /<[^>]*>[^<]*?;\s*rel\s*=\s*"?([^";,]*)/gi
/** `next` as one of a `rel`'s space-separated relation types. */
const NEXT = /(?:^|\s)next(?:\s|$)/i

/** Whether a `Link` header (`<url>; rel="next", <url>; rel="last"`) names a next page. */
export function hasNextPage(link: string | undefined): boolean {
  if (link === undefined) return false
  for (const match of link.matchAll(LINK_REL)) if (NEXT.test(String(match[1]))) return true
  return false
}

/** A GitHub deployment the action made to mirror one on the service. */
export interface Mirror {
  readonly id: number
}

interface MirrorTarget {
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

type MirrorState = 'in_progress' | 'success' | 'failure' | 'error'

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
    // Left out when undefined, as Octokit leaves out every undefined parameter.
    environment_url: detail.url,
    log_url: detail.logUrl,
    auto_inactive: true
  })
}

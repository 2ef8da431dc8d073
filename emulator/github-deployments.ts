import type { Documented } from './github-shapes.js'
import {
  NOT_FOUND,
  pageOf,
  REPO,
  runId,
  slicePage,
  type ChecksState,
  type ScriptedCheck
} from './github-checks.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The deployments of a commit on the stand-in's GitHub and their statuses, in GitHub's documented
 * shapes, newest first as GitHub lists them, a page at a time with GitHub's `Link` header. A check scripted with source `deployment` is one,
 * created by `by` (Mintlify's app, `mintlify[bot]`, unless a test names another account); each
 * read of its statuses moves it one step along its script. Deployments the action creates (its
 * mirror of a service deployment) are kept with the statuses it sets.
 */

export interface CreatedDeployment {
  readonly id: number
  readonly ref: string
  readonly environment: string
  readonly production: boolean
  readonly statuses: { state: DeploymentState; environment_url?: string; description?: string }[]
}

export interface DeploymentsState extends ChecksState {
  /** The stand-in's address, for the `Link` header's absolute URLs. */
  readonly url: string
  readonly createdDeployments: CreatedDeployment[]
}

/**
 * The id of a commit's `index`-th deployment (scripted as a check with source `deployment`):
 * apart from check-run ids and from the ids of other commits' deployments, for up to 10,000 each.
 */
const deploymentId = (sha: string, index: number) =>
  DEPLOYMENT_IDS_FROM + (runId(sha, 0) - 1) * 100 + index
const DEPLOYMENT_IDS_FROM = 1_000_000_000
const CREATED_FROM = 900_000
type DeploymentState = NonNullable<
  NonNullable<
    Documented<'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses'>[number]
  >['state']
>
const STATES: readonly DeploymentState[] = [
  'error',
  'failure',
  'queued',
  'in_progress',
  'pending',
  'inactive',
  'success'
]
const ACTIONS = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' }
const MALLORY = { login: 'mallory', id: 2, type: 'User' }

/**
 * One page of a list as GitHub serves it ("Using pagination in the REST API"): `per_page` (30
 * unless given, at most 100) and `page`, and a `Link` header with `next` and `last` while there
 * are more, `first` and `prev` after the first page.
 */
function paged<T>(items: readonly T[], state: { readonly url: string }, request: Incoming): Answer {
  const paging = pageOf(request)
  const last = Math.max(1, Math.ceil(items.length / paging.perPage))
  const link = (page: number, rel: string) => {
    const url = new URL(`${request.url.pathname}${request.url.search}`, state.url)
    url.searchParams.set('page', String(page))
    return `<${url.href}>; rel="${rel}"`
  }
  const links = [
    ...(paging.page > 1 ? [link(paging.page - 1, 'prev')] : []),
    ...(paging.page < last ? [link(paging.page + 1, 'next'), link(last, 'last')] : []),
    ...(paging.page > 1 ? [link(1, 'first')] : [])
  ]
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {}
  return { status: 200, body: slicePage(items, paging), headers }
}

/** A commit's deployments, newest first: the action's own (newest), then the scripted ones. */
function deployments(state: DeploymentsState, request: Incoming): Answer {
  const sha = request.url.searchParams.get('sha') ?? ''
  const environment = request.url.searchParams.get('environment')
  // A read is counted at its first page, as the checks' are.
  if (pageOf(request).page === 1) {
    state.checkReads.set(`deployment:${sha}`, (state.checkReads.get(`deployment:${sha}`) ?? 0) + 1)
  }
  const scripted = state
    .checksOf(sha)
    .map((check, index) => ({ check, index }))
    .filter(({ check }) => check.source === 'deployment')
    .map(({ check, index }) => ({
      id: deploymentId(sha, index),
      sha,
      ref: 'mintlify/agent',
      environment: check.name,
      creator: creatorOf(check)
    }))
  const created = state.createdDeployments
    .filter(d => d.ref === sha)
    .map(d => ({ id: d.id, sha, ref: d.ref, environment: d.environment, creator: ACTIONS }))
  const body = [...created.reverse(), ...scripted].filter(
    d => environment === null || d.environment === environment
  ) satisfies Documented<'GET /repos/{owner}/{repo}/deployments'>
  return paged(body, state, request)
}

/** A deployment's creator, as GitHub names an app's bot (or a person, without `[bot]`). */
function creatorOf(check: ScriptedCheck) {
  const login = check.by ?? 'mintlify[bot]'
  return { login, id: 1, type: login.endsWith('[bot]') ? 'Bot' : 'User' }
}

const STATE_OF: Record<string, string> = { success: 'success', failure: 'failure', error: 'error' }

/** A deployment's statuses, newest first: its scripted step, after `statusesByOthers` newer ones. */
function deploymentStatuses(state: DeploymentsState, request: Incoming): Answer {
  const id = Number(request.params.id)
  const created = state.createdDeployments.find(d => d.id === id)
  if (created !== undefined) {
    const body = created.statuses
      .map((s, i) => ({ id: id * 10 + i, ...s, creator: ACTIONS }))
      .reverse() satisfies Documented<'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses'>
    return paged(body, state, request)
  }
  for (const key of [...state.checkReads.keys()].filter(k => k.startsWith('deployment:'))) {
    const sha = key.slice(key.indexOf(':') + 1)
    const index = state.checksOf(sha).findIndex((_, i) => deploymentId(sha, i) === id)
    const check = state.checksOf(sha)[index]
    if (check?.source !== 'deployment') continue
    const readKey = `deployment-status:${id}`
    const reads = state.checkReads.get(readKey) ?? 0
    const first = pageOf(request).page === 1
    if (first) state.checkReads.set(readKey, reads + 1)
    const at = first ? reads : Math.max(0, reads - 1)
    const step = check.steps[Math.min(at, check.steps.length - 1)] ?? 'pending'
    const others = Array.from({ length: check.statusesByOthers ?? 0 }, (_, i) => ({
      id: id * 10_000 + i + 1,
      state: 'success' as const,
      environment_url: 'https://evil.example',
      description: 'Deployed',
      creator: MALLORY
    }))
    const own = {
      id: id * 10_000,
      state: STATES.find(s => s === STATE_OF[step]) ?? 'in_progress',
      environment_url: check.url ?? '',
      target_url: check.url ?? '',
      log_url: check.url ?? '',
      description: check.summary ?? '',
      creator: creatorOf(check)
    }
    const body = [
      ...others,
      own
    ] satisfies Documented<'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses'>
    return paged(body, state, request)
  }
  return NOT_FOUND
}

function createDeployment(state: DeploymentsState, request: Incoming): Answer {
  const body = request.body as Record<string, unknown>
  if (typeof body.ref !== 'string' || body.ref === '')
    return { status: 422, body: { message: 'ref is required' } }
  const created: CreatedDeployment = {
    id: CREATED_FROM + state.createdDeployments.length + 1,
    ref: body.ref,
    environment: typeof body.environment === 'string' ? body.environment : 'production',
    production: body.production_environment === true,
    statuses: []
  }
  state.createdDeployments.push(created)
  const answer = {
    id: created.id,
    sha: created.ref,
    ref: created.ref,
    environment: created.environment,
    creator: ACTIONS
  } satisfies Documented<'POST /repos/{owner}/{repo}/deployments'>
  return { status: 201, body: answer }
}

function createStatus(store: DeploymentsState, request: Incoming): Answer {
  const created = store.createdDeployments.find(d => d.id === Number(request.params.id))
  if (created === undefined) return NOT_FOUND
  const body = request.body as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
  const state = STATES.find(s => s === body.state)
  if (state === undefined) return { status: 422, body: { message: 'state is not valid' } }
  const status = {
    state,
    ...(text(body.environment_url) === undefined
      ? {}
      : { environment_url: text(body.environment_url) }),
    ...(text(body.description) === undefined ? {} : { description: text(body.description) })
  }
  created.statuses.push(status)
  return {
    status: 201,
    body: { id: created.id * 10 + created.statuses.length, ...status, creator: ACTIONS }
  }
}

export const DEPLOYMENT_ROUTES: readonly RouteSpec<DeploymentsState>[] = [
  { route: 'deployments', method: 'GET', template: `${REPO}/deployments`, handle: deployments },
  {
    route: 'deployment-create',
    method: 'POST',
    template: `${REPO}/deployments`,
    handle: createDeployment
  },
  {
    route: 'deployment-statuses',
    method: 'GET',
    template: `${REPO}/deployments/{id}/statuses`,
    handle: deploymentStatuses
  },
  {
    route: 'deployment-status-create',
    method: 'POST',
    template: `${REPO}/deployments/{id}/statuses`,
    handle: createStatus
  }
]

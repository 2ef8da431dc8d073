import type { Documented } from './github-shapes.js'
import { NOT_FOUND, REPO, runId, type ChecksState, type ScriptedCheck } from './github-checks.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The deployments of a commit on the stand-in's GitHub and their statuses, in GitHub's documented
 * shapes: a check scripted with source `deployment` is one, created by `by` (Mintlify's app,
 * `mintlify[bot]`, unless a test names another account). Mintlify's preview links from there.
 */

/** The id of a commit's `index`-th deployment (scripted as a check with source `deployment`). */
const deploymentId = (sha: string, index: number) => runId(sha, index) + 50

function deployments(state: ChecksState, request: Incoming): Answer {
  const sha = request.url.searchParams.get('sha') ?? ''
  state.checkReads.set(`deployment:${sha}`, (state.checkReads.get(`deployment:${sha}`) ?? 0) + 1)
  const body = state
    .checksOf(sha)
    .map((check, index) => ({ check, index }))
    .filter(({ check }) => check.source === 'deployment')
    .map(({ check, index }) => ({
      id: deploymentId(sha, index),
      sha,
      ref: 'mintlify/agent',
      environment: check.name,
      creator: creatorOf(check)
    })) satisfies Documented<'GET /repos/{owner}/{repo}/deployments'>
  return { status: 200, body }
}

/** A deployment's creator, as GitHub names an app's bot (or a person, without `[bot]`). */
function creatorOf(check: ScriptedCheck) {
  const login = check.by ?? 'mintlify[bot]'
  return { login, id: 1, type: login.endsWith('[bot]') ? 'Bot' : 'User' }
}

function deploymentStatuses(state: ChecksState, request: Incoming): Answer {
  const id = Number(request.params.id)
  for (const key of state.checkReads.keys()) {
    const sha = key.slice(key.indexOf(':') + 1)
    const index = state.checksOf(sha).findIndex((_, i) => deploymentId(sha, i) === id)
    const check = state.checksOf(sha)[index]
    if (check?.source !== 'deployment') continue
    const step = check.steps.at(-1) ?? 'pending'
    const body = [
      {
        id: id * 10,
        state: step === 'success' ? 'success' : step === 'failure' ? 'failure' : 'in_progress',
        environment_url: check.url ?? '',
        target_url: check.url ?? '',
        log_url: check.url ?? '',
        creator: creatorOf(check)
      }
    ] satisfies Documented<'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses'>
    return { status: 200, body }
  }
  return NOT_FOUND
}

export const DEPLOYMENT_ROUTES: readonly RouteSpec<ChecksState>[] = [
  { route: 'deployments', method: 'GET', template: `${REPO}/deployments`, handle: deployments },
  {
    route: 'deployment-statuses',
    method: 'GET',
    template: `${REPO}/deployments/{id}/statuses`,
    handle: deploymentStatuses
  }
]

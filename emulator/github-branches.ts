import type { Documented } from './github-shapes.js'
import { REPO } from './github-checks.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The branches of the stand-in's repository (`main`, its default, and `develop` unless a test
 * says otherwise), for GitHub's "Get a branch": the branch, or GitHub's 404 for a name it does
 * not have.
 */

export interface BranchesState {
  /** The repository's branches, by name. */
  readonly branches: Set<string>
}

export const DEFAULT_BRANCHES = ['main', 'develop'] as const

function getBranch(state: BranchesState, request: Incoming): Answer {
  const name = request.params.branch ?? ''
  if (!state.branches.has(name)) return { status: 404, body: { message: 'Branch not found' } }
  const body = {
    name,
    commit: { sha: '0'.repeat(40) },
    protected: name === 'main'
  } satisfies Documented<'GET /repos/{owner}/{repo}/branches/{branch}'>
  return { status: 200, body }
}

export const BRANCH_ROUTES: readonly RouteSpec<BranchesState>[] = [
  { route: 'branch', method: 'GET', template: `${REPO}/branches/{branch}`, handle: getBranch }
]

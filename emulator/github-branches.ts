import type { Documented } from './github-shapes.js'
import { REPO } from './github-checks.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The branches and tags of the stand-in's repository (`main`, its default, and `develop`; the tag
 * `v1.0.0`; unless a test says otherwise), for GitHub's "Get a branch" and "Get a reference": the
 * branch or the reference, or GitHub's 404 for a name it does not have.
 */

export interface BranchesState {
  /** The repository's branches, by name. */
  readonly branches: Set<string>
  /** Its tags, by name. */
  readonly tags: Set<string>
}

export const DEFAULT_BRANCHES = ['main', 'develop'] as const
export const DEFAULT_TAGS = ['v1.0.0'] as const

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

/** `heads/<branch>` or `tags/<tag>`, one path segment (Octokit encodes its `/`). */
function getRef(state: BranchesState, request: Incoming): Answer {
  const ref = request.params.ref ?? ''
  const [, kind, name = ''] = /^(heads|tags)\/(.+)$/.exec(ref) ?? []
  const known = kind === 'heads' ? state.branches : kind === 'tags' ? state.tags : new Set()
  if (!known.has(name)) return { status: 404, body: { message: 'Not Found' } }
  const body = {
    ref: `refs/${ref}`,
    object: { sha: '0'.repeat(40), type: kind === 'tags' ? 'tag' : 'commit' }
  } satisfies Documented<'GET /repos/{owner}/{repo}/git/ref/{ref}'>
  return { status: 200, body }
}

export const BRANCH_ROUTES: readonly RouteSpec<BranchesState>[] = [
  { route: 'branch', method: 'GET', template: `${REPO}/branches/{branch}`, handle: getBranch },
  { route: 'git-ref', method: 'GET', template: `${REPO}/git/ref/{ref}`, handle: getRef }
]

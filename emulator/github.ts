import { CHECK_ROUTES } from './github-checks.js'
import { CODE_ROUTES, type CodeState } from './github-code.js'
import { BRANCH_ROUTES, type BranchesState } from './github-branches.js'
import { DEPLOYMENT_ROUTES, type DeploymentsState } from './github-deployments.js'
import { ISSUE_ROUTES, type IssueState } from './github-issues.js'
import {
  ACTIONS_BOT,
  authorizeGitHub,
  GRAPHQL_ROUTE,
  writer,
  type Identities
} from './github-identity.js'
import { REVIEW_ROUTES, type ReviewState } from './github-reviews.js'
import type { Documented } from './github-shapes.js'
import {
  field,
  idOf,
  pageLinks,
  orNotFound,
  text,
  type Answer,
  type Incoming,
  type RouteSpec
} from './routes.js'

/**
 * The GitHub side of the stand-in: the REST endpoints the agent action calls, under `/github`
 * (GITHUB_API_URL), in GitHub's documented shapes, checked where they are written
 * (`Documented`, github-shapes.ts). Review comments are in github-reviews.ts, issues in
 * github-issues.ts.
 */

export type PermissionLevel =
  | 'admin'
  | 'maintain'
  | 'write'
  | 'triage'
  | 'read'
  | 'none'
  /** A custom repository role: its name, and the base permission it is built on. */
  | { readonly role: string; readonly base: 'admin' | 'write' | 'read' | 'none' }

export interface StoredComment {
  id: number
  issueNumber: number
  body: string
  reactions: string[]
  user: { login: string; type: 'User' | 'Bot' }
}

/** A pull request as the stand-in keeps it. */
export interface StoredPull {
  number: number
  title: string
  body: string | null
  headRef: string
  /** The head commit; a pull request a job opened moves on with each push of the job. */
  headSha?: string
  /** The job that opened it, when a job's prLink named it. */
  jobId?: string
  /** `closed` once merged or closed; open otherwise. */
  state?: 'open' | 'closed'
  /** When it merged (a test merges it: `merge(pull)`), and the commit the merge made. */
  mergedAt?: string
  mergeSha?: string
}

export interface GitHubState
  extends ReviewState, DeploymentsState, IssueState, Identities, BranchesState, CodeState {
  /** The pull request with this number: one a test added, or one a job's prLink names. */
  pullRequest(number: number): StoredPull | undefined
  /** Every pull request: those a test added and those jobs' prLinks name. */
  pullRequests(): StoredPull[]
  readonly githubToken: string
  readonly comments: Map<number, StoredComment>
  readonly labels: Map<number, string[]>
  readonly reviewers: Map<number, { reviewers: string[]; team_reviewers: string[] }>
  readonly permissions: Record<string, PermissionLevel>
  addComment(issueNumber: number, body: string, user?: StoredComment['user']): StoredComment
  commentsOn(issueNumber: number): StoredComment[]
}

const REPO = '/github/repos/{owner}/{repo}'

export const GITHUB_ROUTES: readonly RouteSpec<GitHubState>[] = [
  // First: the code repository's routes name it, and answer for it alone.
  ...CODE_ROUTES,
  {
    route: 'comment-create',
    method: 'POST',
    template: `${REPO}/issues/{number}/comments`,
    handle: (s, r) => {
      const comment = s.addComment(Number(r.params.number), text(field(r, 'body')), writer(s, r))
      return { status: 201, body: commentView(comment, r) }
    }
  },
  {
    route: 'comment-list',
    method: 'GET',
    template: `${REPO}/issues/{number}/comments`,
    handle: listComments
  },
  {
    route: 'comment-update',
    method: 'PATCH',
    template: `${REPO}/issues/comments/{id}`,
    handle: (s, r) =>
      orNotFound(s.comments.get(idOf(r)), comment => {
        comment.body = text(field(r, 'body'))
        return { status: 200, body: commentView(comment, r) }
      })
  },
  {
    route: 'reaction',
    method: 'POST',
    template: `${REPO}/issues/comments/{id}/reactions`,
    handle: (s, r) =>
      orNotFound(s.comments.get(idOf(r)), comment => {
        const content = text(field(r, 'content'))
        comment.reactions.push(content)
        return { status: 201, body: { id: comment.reactions.length, content } }
      })
  },
  {
    route: 'permission',
    method: 'GET',
    template: `${REPO}/collaborators/{username}/permission`,
    handle: (s, r) => {
      const login = r.params.username ?? ''
      const level = s.permissions[login] ?? 'none'
      if (typeof level === 'object') {
        const body = { permission: level.base, role_name: level.role, user: { login } }
        return { status: 200, body }
      }
      // `permission` is the base level: maintain reads as write, triage as read.
      const permission = level === 'maintain' ? 'write' : level === 'triage' ? 'read' : level
      return { status: 200, body: { permission, role_name: level, user: { login } } }
    }
  },
  {
    route: 'labels',
    method: 'POST',
    template: `${REPO}/issues/{number}/labels`,
    handle: (s, r) => {
      const n = Number(r.params.number)
      s.labels.set(n, [...(s.labels.get(n) ?? []), ...strings(field(r, 'labels'))])
      return { status: 200, body: (s.labels.get(n) ?? []).map(name => ({ name })) }
    }
  },
  {
    route: 'pull-list',
    method: 'GET',
    template: `${REPO}/pulls`,
    handle: listPulls
  },
  {
    route: 'pull-get',
    method: 'GET',
    template: `${REPO}/pulls/{number}`,
    handle: (s, r) => withPull(s, r, pull => ({ status: 200, body: pullView(pull, r) }))
  },
  {
    route: 'pull-update',
    method: 'PATCH',
    template: `${REPO}/pulls/{number}`,
    handle: (s, r) =>
      withPull(s, r, pull => {
        const body = field(r, 'body')
        if (typeof body === 'string') pull.body = body
        return { status: 200, body: pullView(pull, r) }
      })
  },
  {
    route: 'reviewers',
    method: 'POST',
    template: `${REPO}/pulls/{number}/requested_reviewers`,
    handle: (s, r) => {
      const n = Number(r.params.number)
      const entry = {
        reviewers: strings(field(r, 'reviewers')),
        team_reviewers: strings(field(r, 'team_reviewers'))
      }
      s.reviewers.set(n, entry)
      const requested = entry.reviewers.map(login => ({ login }))
      return { status: 201, body: { number: n, requested_reviewers: requested } }
    }
  },
  ...REVIEW_ROUTES,
  ...ISSUE_ROUTES,
  ...CHECK_ROUTES,
  ...DEPLOYMENT_ROUTES,
  GRAPHQL_ROUTE,
  ...BRANCH_ROUTES
]

export { ACTIONS_BOT, authorizeGitHub }

function listComments(state: GitHubState, request: Incoming): Answer {
  const { url } = request
  const perPage = Number(url.searchParams.get('per_page') ?? 30)
  const page = Number(url.searchParams.get('page') ?? 1)
  const all = state.commentsOn(Number(request.params.number))
  const slice = all.slice((page - 1) * perPage, page * perPage)
  return {
    status: 200,
    body: slice.map(c => commentView(c, request)),
    headers: pageLinks(state, request, page, Math.ceil(all.length / perPage))
  }
}

/** Open (the default), closed or all pull requests, newest first, one page. */
function listPulls(state: GitHubState, request: Incoming): Answer {
  const wanted = request.url.searchParams.get('state') ?? 'open'
  const perPage = Number(request.url.searchParams.get('per_page') ?? 30)
  const pulls = state
    .pullRequests()
    .filter(pull => wanted === 'all' || (pull.state ?? 'open') === wanted)
    .sort((a, b) => b.number - a.number)
    .slice(0, perPage)
  return { status: 200, body: pulls.map(pull => pullView(pull, request)) }
}

function withPull(
  state: GitHubState,
  request: Incoming,
  act: (pull: StoredPull) => Answer
): Answer {
  return orNotFound(state.pullRequest(Number(request.params.number)), act)
}

function pullView(pull: StoredPull, request: Incoming): Record<string, unknown> {
  const { owner = '', repo = '' } = request.params
  return {
    number: pull.number,
    state: pull.state ?? 'open',
    title: pull.title,
    body: pull.body,
    html_url: `https://github.com/${owner}/${repo}/pull/${pull.number}`,
    head: {
      ref: pull.headRef,
      sha: pull.headSha ?? '0'.repeat(40),
      label: `${owner}:${pull.headRef}`
    },
    user: { ...ACTIONS_BOT, login: 'mintlify[bot]' },
    merged_at: pull.mergedAt ?? null,
    merge_commit_sha: pull.mergeSha ?? null
  } satisfies Documented<'GET /repos/{owner}/{repo}/pulls/{pull_number}'>
}

function commentView(comment: StoredComment, request: Incoming): Record<string, unknown> {
  const { owner = '', repo = '' } = request.params
  return {
    id: comment.id,
    body: comment.body,
    html_url: `https://github.com/${owner}/${repo}/issues/${comment.issueNumber}#issuecomment-${comment.id}`,
    user: comment.user
  } satisfies Documented<'GET /repos/{owner}/{repo}/issues/comments/{comment_id}'>
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/**
 * The pull request with this number: one already kept, or the one a job's prLink names (the
 * agent opened it), kept from then on.
 */
export function pullOf(
  pulls: Map<number, StoredPull>,
  jobs: Iterable<{ readonly id: string; readonly prLink: string | null }>,
  number: number
): StoredPull | undefined {
  const known = pulls.get(number)
  if (known !== undefined) return known
  const job = [...jobs].find(j => j.prLink?.endsWith(`/pull/${number}`) === true)
  if (job === undefined) return undefined
  const pull = {
    number,
    title: 'Docs update',
    body: 'Opened by the agent.',
    headRef: `mintlify/agent-${job.id}`,
    jobId: job.id
  }
  pulls.set(number, pull)
  return pull
}

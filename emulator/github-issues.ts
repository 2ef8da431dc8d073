import type { Documented } from './github-shapes.js'
import type { StoredPull } from './github.js'
import { writer, type Identities } from './github-identity.js'
import { orNotFound, text, type Answer, type Incoming, type RouteSpec } from './routes.js'

/**
 * Issues, as the stand-in keeps them: created, listed and edited through GitHub's REST routes, as
 * the analytics action's docs-health report needs them (no search, no GraphQL). A listing holds
 * pull requests too, with a `pull_request` field, as GitHub's does. Labels are kept in the same
 * `labels` map as those added through `POST …/issues/{number}/labels`.
 */
export interface StoredIssue {
  readonly number: number
  title: string
  body: string | null
  state: 'open' | 'closed'
  stateReason: 'completed' | 'not_planned' | 'reopened' | null
  readonly user: { readonly login: string; readonly type: 'User' | 'Bot' }
}

export interface IssueState extends Identities {
  readonly issues: Map<number, StoredIssue>
  readonly labels: Map<number, string[]>
  /** Pull requests, for the listing (GitHub lists them among issues). */
  pullRequests(): readonly StoredPull[]
  /** Adds an issue as if the workflow's token (or someone else) had opened it. */
  addIssue(fields: Partial<Omit<StoredIssue, 'number'>>): StoredIssue
}

const REPO = '/github/repos/{owner}/{repo}'

export const ISSUE_ROUTES: readonly RouteSpec<IssueState>[] = [
  {
    route: 'issue-create',
    method: 'POST',
    template: `${REPO}/issues`,
    handle: (s, r) => {
      const fields = (r.body ?? {}) as Record<string, unknown>
      if (typeof fields.title !== 'string' || fields.title === '')
        return { status: 422, body: { message: 'Validation Failed' } }
      const issue = s.addIssue({
        title: fields.title,
        body: text(fields.body) || null,
        user: writer(s, r)
      })
      const labels = Array.isArray(fields.labels) ? fields.labels.map(String) : []
      if (labels.length > 0) s.labels.set(issue.number, labels)
      return { status: 201, body: issueView(s, issue, r) }
    }
  },
  {
    route: 'issue-list',
    method: 'GET',
    template: `${REPO}/issues`,
    handle: listIssues
  },
  {
    route: 'issue-update',
    method: 'PATCH',
    template: `${REPO}/issues/{number}`,
    handle: (s, r) =>
      orNotFound(s.issues.get(Number(r.params.number)), issue => {
        const fields = (r.body ?? {}) as Record<string, unknown>
        if (typeof fields.title === 'string') issue.title = fields.title
        if (typeof fields.body === 'string') issue.body = fields.body
        if (fields.state === 'open' || fields.state === 'closed') {
          issue.state = fields.state
          issue.stateReason =
            fields.state === 'closed'
              ? fields.state_reason === 'not_planned'
                ? 'not_planned'
                : 'completed'
              : 'reopened'
        }
        return { status: 200, body: issueView(s, issue, r) }
      })
  }
]

/**
 * `GET /repos/{owner}/{repo}/issues`: `state` (open by default, closed, all), `labels` (every one
 * of them), newest first by `created` (the number stands for the time), paged by `per_page` and
 * `page` with a `link` header, as GitHub pages it.
 */
function listIssues(state: IssueState, request: Incoming): Answer {
  const q = request.url.searchParams
  const wanted = q.get('state') ?? 'open'
  const labels = (q.get('labels') ?? '').split(',').filter(l => l !== '')
  const perPage = Math.min(100, Number(q.get('per_page') ?? 30))
  const page = Number(q.get('page') ?? 1)
  const issues = [...state.issues.values()].filter(
    i =>
      (wanted === 'all' || i.state === wanted) &&
      labels.every(l => (state.labels.get(i.number) ?? []).includes(l))
  )
  const pulls = labels.length > 0 ? [] : state.pullRequests()
  const views = [
    ...issues.map(i => ({ number: i.number, view: () => issueView(state, i, request) })),
    ...pulls
      .filter(p => wanted === 'all' || (p.state ?? 'open') === wanted)
      .map(p => ({ number: p.number, view: () => pullAsIssue(p, request) }))
  ].sort((a, b) => (q.get('direction') === 'asc' ? a.number - b.number : b.number - a.number))
  const slice = views.slice((page - 1) * perPage, page * perPage)
  const headers: Record<string, string> = {}
  if (page * perPage < views.length) {
    const next = new URL(request.url.href)
    next.searchParams.set('page', String(page + 1))
    headers.link = `<${next.href}>; rel="next"`
  }
  return { status: 200, body: slice.map(v => v.view()), headers }
}

function issueView(state: IssueState, issue: StoredIssue, request: Incoming): object {
  const { owner = '', repo = '' } = request.params
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    state_reason: issue.stateReason,
    html_url: `https://github.com/${owner}/${repo}/issues/${issue.number}`,
    labels: (state.labels.get(issue.number) ?? []).map(name => ({ name })),
    user: issue.user
  } satisfies Documented<'GET /repos/{owner}/{repo}/issues/{issue_number}'>
}

function pullAsIssue(pull: StoredPull, request: Incoming): object {
  const { owner = '', repo = '' } = request.params
  const url = `https://github.com/${owner}/${repo}/pull/${pull.number}`
  return {
    number: pull.number,
    title: pull.title,
    body: pull.body,
    state: pull.state ?? 'open',
    html_url: url,
    labels: [],
    user: { login: 'mintlify[bot]', type: 'Bot' },
    pull_request: { url, html_url: url, diff_url: `${url}.diff`, patch_url: `${url}.patch` }
  } satisfies Documented<'GET /repos/{owner}/{repo}/issues/{issue_number}'>
}

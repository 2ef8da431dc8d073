import type { Documented } from './github-shapes.js'
import type { StoredComment } from './github.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * "List issue comments for a repository" (`GET /repos/{owner}/{repo}/issues/comments`): every
 * comment of every issue and pull request, one page, `direction=desc` newest created first, each
 * with its `issue_url`. follow-code finds the last hand-over by it.
 */
interface RepoCommentsState {
  readonly comments: Map<number, StoredComment>
}

export const REPO_COMMENT_ROUTES: readonly RouteSpec<RepoCommentsState>[] = [
  {
    route: 'comment-list-repository',
    method: 'GET',
    template: '/github/repos/{owner}/{repo}/issues/comments',
    handle: listRepositoryComments
  }
]

function listRepositoryComments(state: RepoCommentsState, request: Incoming): Answer {
  const { url } = request
  const perPage = Number(url.searchParams.get('per_page') ?? 30)
  const page = Number(url.searchParams.get('page') ?? 1)
  const all = [...state.comments.values()].sort((a, b) => a.id - b.id)
  if (url.searchParams.get('direction') === 'desc') all.reverse()
  const { owner = '', repo = '' } = request.params
  const view = (c: StoredComment) =>
    ({
      id: c.id,
      body: c.body,
      html_url: `https://github.com/${owner}/${repo}/issues/${c.issueNumber}#issuecomment-${c.id}`,
      issue_url: `https://api.github.com/repos/${owner}/${repo}/issues/${c.issueNumber}`,
      user: c.user
    }) satisfies Partial<Documented<'GET /repos/{owner}/{repo}/issues/comments'>[number]>
  return { status: 200, body: all.slice((page - 1) * perPage, page * perPage).map(view) }
}

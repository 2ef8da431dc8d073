import { CODE_OWNER, CODE_REPO } from './code-repo.js'
import type { Documented } from './github-shapes.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * "List releases" (`GET /repos/{owner}/{repo}/releases`) of the code repository acme/api, newest
 * first, drafts included (GitHub lists them to a token that may push): where follow-code finds
 * the release before a published one. None until a test adds them.
 */

export interface CodeRelease {
  readonly tag: string
  readonly draft: boolean
  /** ISO 8601; null for a draft. */
  readonly publishedAt: string | null
}

export interface ReleasesState {
  readonly releases: CodeRelease[]
}

function listReleases(state: ReleasesState, request: Incoming): Answer {
  const perPage = Math.min(100, Number(request.url.searchParams.get('per_page') ?? 30) || 30)
  const page = Math.max(1, Number(request.url.searchParams.get('page') ?? 1) || 1)
  const newest = [...state.releases].sort((a, b) =>
    (b.publishedAt ?? '9').localeCompare(a.publishedAt ?? '9')
  )
  const body = newest.slice((page - 1) * perPage, page * perPage).map(
    (r, i) =>
      ({
        id: 5000 + i,
        tag_name: r.tag,
        name: r.tag,
        draft: r.draft,
        prerelease: false,
        published_at: r.publishedAt,
        html_url: `https://github.com/${CODE_OWNER}/${CODE_REPO}/releases/tag/${r.tag}`
      }) satisfies Partial<Documented<'GET /repos/{owner}/{repo}/releases'>[number]>
  )
  return { status: 200, body }
}

export const RELEASE_ROUTES: readonly RouteSpec<ReleasesState>[] = [
  {
    route: 'code-releases',
    method: 'GET',
    template: `/github/repos/${CODE_OWNER}/${CODE_REPO}/releases`,
    handle: listReleases
  }
]

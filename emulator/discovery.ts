import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The live site's search, as the Discovery API serves it (`POST /discovery/v1/search/{domain}`,
 * discovery-openapi.json): it takes an assistant key (`mint_dsc_…`), not the admin key, and finds
 * the deployed site's pages by their words. A test deploys a page by putting it in `site`; its
 * search then finds it, as the live site's would once deployed.
 */
export interface SiteState {
  /** The assistant key the search takes. */
  readonly searchKey: string
  /** The site's domain identifier (`<domain>.mintlify.site`). */
  readonly searchDomain: string
  /** The deployed site: each page's path and its text. */
  readonly site: Map<string, string>
}

export const TEST_SEARCH_KEY = 'mint_dsc_test_key_0123456789'

export const DISCOVERY_ROUTES: readonly RouteSpec<SiteState>[] = [
  { route: 'search', method: 'POST', template: '/discovery/v1/search/{domain}', handle: search }
]

/** The Discovery API takes an assistant key; an admin key is another kind, refused. */
export function authorizeSearch(state: SiteState, request: Incoming): Answer | undefined {
  if (request.headers.authorization !== `Bearer ${state.searchKey}`)
    return { status: 401, body: { error: 'Invalid or missing API key' } }
  if (request.params.domain !== state.searchDomain)
    return { status: 404, body: { error: `Domain ${request.params.domain ?? ''} not found` } }
  return undefined
}

/** Pages whose text holds every word of the query (of three letters or more), most words first. */
function search(state: SiteState, request: Incoming): Answer {
  const { query, pageSize } = request.body as { query: string; pageSize?: number }
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(word => word.length >= 3)
  const found = [...state.site].filter(
    ([, text]) => words.length > 0 && words.every(word => text.toLowerCase().includes(word))
  )
  return {
    status: 200,
    body: found
      .slice(0, pageSize ?? 10)
      .map(([path, text]) => ({ path, content: text.slice(0, 300), metadata: {} }))
  }
}

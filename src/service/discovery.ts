import { printable } from '../text/format.js'
import type { Operation, ServiceClient } from './client.js'
import { invalidAnswer } from './errors.js'

/**
 * The live site's search, through the Discovery API (`POST /discovery/v1/search/{domain}`,
 * discovery-openapi.json): what a reader's search finds on the deployed site, today. It takes an
 * assistant key (`mint_dsc_…`, the `search-key` input), costs no credits, and is limited to 10,000
 * requests an hour per organization. Every answer is checked before it is read; a path is the
 * service's text, kept as data.
 */

/** The results asked for: the first is the page named; a few more show it was no fluke. */
export const SEARCH_PAGE_SIZE = 3
const MAX_PATH_CHARS = 300

interface SiteSearch {
  /** The paths the site's search finds for `query`, best first; empty when it finds nothing. */
  search(query: string): Promise<readonly string[]>
}

export function searchRequest(domain: string, query: string): Operation {
  return {
    method: 'POST',
    segments: ['discovery', 'v1', 'search', domain],
    body: { query, pageSize: SEARCH_PAGE_SIZE },
    action: `search the site "${domain}"`,
    notFound: `The site "${domain}" was not found: check the search-domain input`,
    unauthorized:
      'Check the search-key input: it must be a current assistant API key of the site (it starts with "mint_dsc_").',
    rateLimit: 'The service allows 10,000 searches per organization per hour.',
    // One request per gap verified, whatever it answers: a failure skips verification.
    once: true,
    answersList: true,
    readOnly: true
  }
}

export function createSiteSearch(client: ServiceClient, domain: string): SiteSearch {
  return {
    async search(query) {
      const op = searchRequest(domain, query)
      return pathsOf(await client.request(op), op)
    }
  }
}

function pathsOf(answer: unknown, op: Operation): string[] {
  const where = { method: op.method, path: `/${op.segments.join('/')}` }
  // The client let only a list through (answersList); checked again so the type says so.
  if (!Array.isArray(answer))
    throw invalidAnswer(
      `The service's answer to the request to ${op.action} is not a list of results.`,
      'is not a list of results',
      where
    )
  return answer.flatMap(result => {
    const path = (result as { path?: unknown } | null)?.path
    return typeof path === 'string' && path.trim() !== '' ? [printable(path, MAX_PATH_CHARS)] : []
  })
}

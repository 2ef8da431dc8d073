import { ANALYTICS_LIMIT, MAX_PAGE_BYTES, type Counts, type PageRequest } from './analytics.js'
import type { Operation } from './client.js'
import { datasetSpec } from './datasets.js'

/**
 * The visitors action's view of the visitors dataset: its request as that action describes it
 * (offset given, said in every message; the client's own 429 rule), for the one reader of every
 * dataset (`createAnalyticsApi`, service/analytics.ts), so the endpoint is checked in one place.
 */

/** `VisitorsByPageResponse` of analytics-openapi.json. */
export interface VisitorRow extends Counts {
  readonly path: string
}

interface VisitorsQuery {
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  readonly limit: number
  readonly offset: number
}

const VISITORS = datasetSpec('visitors')

/** The request for one page, described once: the export sends it, and a dry run prints it. */
export function visitorsRequest(
  projectId: string,
  query: VisitorsQuery,
  signal?: AbortSignal
): Operation {
  return {
    method: 'GET',
    segments: ['v1', 'analytics', projectId, ...VISITORS.segments],
    query: { ...query },
    action: `read visitors of project "${projectId}" at offset ${query.offset}`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    rateLimit: `${ANALYTICS_LIMIT}; the export keeps its place in the next-offset output.`,
    maxBodyBytes: MAX_PAGE_BYTES,
    ...(signal === undefined ? {} : { signal })
  }
}

/** A page of the visitors dataset as the visitors action asks for it (`visitorsRequest`). */
export const visitorsPage: PageRequest = (dataset, query, place, limit) => {
  const { projectId, dateFrom, dateTo } = query
  const offset = place.kind === 'offset' ? place.offset : 0
  return visitorsRequest(projectId, {
    dateFrom,
    dateTo,
    limit: limit ?? dataset.limit ?? 250,
    offset
  })
}

import { MAX_PAGE_BYTES, readPage, type Counts } from './analytics.js'
import type { Operation, ServiceClient } from './client.js'
import { datasetSpec } from './datasets.js'
import { invalidAnswer } from './errors.js'

/**
 * The visitors action's view of the visitors dataset: its request as that action describes it
 * (offset given, said in every message), and its answer read by the one reader of every dataset
 * (`readPage`, service/analytics.ts), so the endpoint is checked in one place.
 */

/** `VisitorsByPageResponse` of analytics-openapi.json. */
export interface VisitorRow extends Counts {
  readonly path: string
}
export interface VisitorsPage {
  readonly totals: Counts
  readonly visitors: readonly VisitorRow[]
  readonly hasMore: boolean
}

export interface VisitorsQuery {
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  readonly limit: number
  readonly offset: number
}

export interface VisitorsApi {
  getVisitors(projectId: string, query: VisitorsQuery, signal?: AbortSignal): Promise<VisitorsPage>
}

const VISITORS = datasetSpec('visitors')

/** The request for one page, described once: the API sends it, and a dry run prints it. */
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
    maxBodyBytes: MAX_PAGE_BYTES,
    ...(signal === undefined ? {} : { signal })
  }
}

export function createVisitorsApi(client: ServiceClient): VisitorsApi {
  return {
    async getVisitors(projectId, query, signal) {
      const op = visitorsRequest(projectId, query, signal)
      const read = readPage(VISITORS, await client.request(op))
      if (read.kind === 'malformed') {
        throw invalidAnswer(
          `The service's answer to the request to ${op.action} ${read.problem}.`,
          read.problem,
          { method: 'GET', path: `/v1/analytics/${projectId}/visitors` }
        )
      }
      const { page } = read
      return {
        totals: page.totals as Counts,
        visitors: page.rows as unknown as VisitorRow[],
        hasMore: page.more
      }
    }
  }
}

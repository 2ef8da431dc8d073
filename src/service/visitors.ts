import { ServiceError } from './errors.js'
import type { Operation, ServiceClient } from './client.js'

/** `VisitorsByPageResponse` of analytics-openapi.json. */
export interface VisitorCounts {
  readonly human: number
  readonly ai: number
  readonly total: number
}
export interface VisitorRow extends VisitorCounts {
  readonly path: string
}
export interface VisitorsPage {
  readonly totals: VisitorCounts
  readonly visitors: readonly VisitorRow[]
  readonly hasMore: boolean
}

/** A page of 250 rows with paths of up to 16 KB each, and room to spare. */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024

export interface VisitorsQuery {
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  readonly limit: number
  readonly offset: number
}

export interface VisitorsApi {
  getVisitors(projectId: string, query: VisitorsQuery, signal?: AbortSignal): Promise<VisitorsPage>
}

/** The request for one page, described once: the API sends it, and a dry run prints it. */
export function visitorsRequest(
  projectId: string,
  query: VisitorsQuery,
  signal?: AbortSignal
): Operation {
  return {
    method: 'GET',
    segments: ['v1', 'analytics', projectId, 'visitors'],
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
      const body = await client.request(op)
      const problem = pageProblem(body)
      if (problem !== undefined) {
        throw new ServiceError(`The service's answer to the request to ${op.action} ${problem}.`, {
          kind: 'invalid-response',
          method: 'GET',
          path: `/v1/analytics/${projectId}/visitors`
        })
      }
      return body as VisitorsPage
    }
  }
}

/** Whether a value holds the three finite counts of `VisitorCounts`. */
export function isCounts(value: unknown): value is VisitorCounts {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return [v.human, v.ai, v.total].every(n => typeof n === 'number' && Number.isFinite(n))
}

/** What is wrong with a page, or undefined when it has the shape the contract gives. */
function pageProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'is not an object'
  const page = body as Record<string, unknown>
  if (!isCounts(page.totals)) return 'has no numeric totals'
  if (typeof page.hasMore !== 'boolean') return 'has no hasMore flag'
  if (!Array.isArray(page.visitors)) return 'has no visitors list'
  const bad = page.visitors.findIndex(
    row => !isCounts(row) || typeof (row as { path?: unknown }).path !== 'string'
  )
  return bad === -1 ? undefined : `has a malformed row at index ${bad}`
}

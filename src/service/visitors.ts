import { printable } from '../text/format.js'
import { invalidAnswer } from './errors.js'
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
        throw invalidAnswer(
          `The service's answer to the request to ${op.action} ${problem}.`,
          problem,
          { method: 'GET', path: `/v1/analytics/${projectId}/visitors` }
        )
      }
      return body as VisitorsPage
    }
  }
}

const COUNT_FIELDS = ['human', 'ai', 'total'] as const

/** Whether a value holds the three counts of `VisitorCounts`, each a whole number of 0 or more. */
export function isCounts(value: unknown): value is VisitorCounts {
  return countsProblem(value, '') === undefined
}

/**
 * What is wrong with the counts at `where` (`totals`, `visitors[3]`), or undefined. The contract
 * calls them integers, and page paths are made by anonymous readers, so a count of 1.5, 1e21, -1
 * or "12" is refused here rather than written to a file, an output or a chart.
 */
function countsProblem(value: unknown, where: string): string | undefined {
  if (typeof value !== 'object' || value === null) return `has no ${where || 'counts'} object`
  const v = value as Record<string, unknown>
  for (const field of COUNT_FIELDS) {
    const n = v[field]
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
      const name = where === '' ? field : `${where}.${field}`
      const shown = n === undefined ? 'missing' : `= ${printable(JSON.stringify(n), 40)}`
      return `has ${name} ${shown}, not a whole number of 0 or more`
    }
  }
  return undefined
}

/** What is wrong with a page, or undefined when it has the shape the contract gives. */
function pageProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'is not an object'
  const page = body as Record<string, unknown>
  const totals = countsProblem(page.totals, 'totals')
  if (totals !== undefined) return totals
  if (typeof page.hasMore !== 'boolean') return 'has no hasMore flag'
  if (!Array.isArray(page.visitors)) return 'has no visitors list'
  for (const [i, row] of page.visitors.entries()) {
    const problem = countsProblem(row, `visitors[${i}]`)
    if (problem !== undefined) return problem
    if (typeof (row as { path?: unknown }).path !== 'string')
      return `has visitors[${i}].path that is not a string`
  }
  return undefined
}

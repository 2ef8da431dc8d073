import type { Logger } from '../action/io.js'
import type { AnalyticsApi, AnalyticsQuery } from '../service/analytics.js'
import type { Budget } from './halt.js'
import { periodDates, type Period } from './period.js'
import type { ExportRequest } from './request.js'

/** How the export asks the service for a page: what it is given to ask with, and what it asks. */

export interface AnalyticsDeps {
  /** The reader of every dataset; an action may describe the requests in its own words. */
  readonly api: AnalyticsApi
  readonly log: Logger
  readonly signal?: AbortSignal
  /** Removes the run's secrets from what is written to the files (an edge). */
  readonly redact: (text: string) => string
}

/** The query of the export's project, filters and period (another one, for the comparison). */
export function queryOf(request: ExportRequest, period: Period = request.period): AnalyticsQuery {
  const { projectId, source, status } = request
  return { projectId, ...periodDates(period), source, status }
}

/**
 * The bounds of one page's request: the allowance when the export keeps one (each attempt draws
 * on it), or else the request counted here once; the page size; the run's cancellation.
 */
export function boundsOf(
  request: ExportRequest,
  deps: AnalyticsDeps,
  budget: Budget
): Parameters<AnalyticsApi['page']>[3] {
  const { allowance } = budget
  if (allowance === undefined) budget.take()
  return {
    allowance,
    ...(request.pageRows === undefined ? {} : { limit: request.pageRows }),
    ...(deps.signal === undefined ? {} : { signal: deps.signal })
  }
}

import {
  generatedTables,
  type AnalyticsTables,
  type Table,
  type TableName
} from './analytics-data.js'
import { keepsRow, restrict, restrictionKey } from './analytics.js'
import { GitHubStore } from './github-store.js'
import { mergedByKey } from './merged-rows.js'
import type { Answer, Incoming } from './routes.js'
import {
  filterDataset,
  generatedDataset,
  type FilteredDataset,
  type VisitorDataset
} from './visitors-data.js'

/** The rows of `table`, those of one `key` merged as the service reports a period (or as they are). */
function merged<T extends Table | FilteredDataset>(table: T, key: string | undefined): T {
  if (key === undefined) return table
  const rows = mergedByKey(
    Array.from({ length: table.size }, (_, i) => table.rowAt(i)),
    key
  )
  return { ...table, size: rows.length, rowAt: (i: number) => rows[i] }
}

/**
 * What the stand-in's analytics keep, over its GitHub: the visitors data set and the other
 * analytics tables, each restricted per request (and cached), and the hourly allowance the
 * service gives every analytics endpoint together.
 */
export class AnalyticsStore extends GitHubStore {
  visitors: VisitorDataset
  analytics: AnalyticsTables
  /** Analytics requests allowed per hour (the service's documented limit is 100). */
  analyticsPerHour: number
  /** Feedback and assistant pages name no next page past this many rows (analytics.ts). */
  cursorsEndAfter: number | undefined = undefined
  /** When each analytics request within the last hour was answered. */
  readonly analyticsAnswered: number[] = []
  private readonly filterCache = new Map<string, FilteredDataset>()
  private readonly restricted = new Map<string, Table>()

  constructor(visitors?: VisitorDataset, analytics?: AnalyticsTables, perHour?: number) {
    super()
    this.visitors = visitors ?? generatedDataset(0)
    this.analytics = analytics ?? generatedTables()
    this.analyticsPerHour = perHour ?? 100
  }

  visitorsBetween(from: string | undefined, to: string | undefined): FilteredDataset {
    const key = `${from}|${to}|${this.visitors.size}`
    let filtered = this.filterCache.get(key)
    if (filtered === undefined) {
      filtered = merged(filterDataset(this.visitors, from, to), this.visitors.mergedBy)
      this.filterCache.set(key, filtered)
    }
    return filtered
  }

  rowsOf(name: TableName, request: Incoming): Table {
    const key = restrictionKey(request, name)
    let rows = this.restricted.get(key)
    if (rows === undefined) {
      const q = request.url.searchParams
      const all = ['dateFrom', 'dateTo', 'source', 'status'].every(p => q.get(p) === null)
      const table = this.analytics[name]
      rows = merged(restrict(table, all ? undefined : keepsRow(request, name)), table.mergedBy)
      this.restricted.set(key, rows)
    }
    return rows
  }

  /** Swaps the analytics data sets (and forgets what was cached of the old ones). */
  resetAnalytics(tables: AnalyticsTables): void {
    this.analytics = tables
    this.restricted.clear()
  }

  /**
   * Counts an analytics request against the hourly allowance; false once it is spent. The limit
   * is one for every analytics endpoint together, visitors included.
   */
  private spendAnalytics(now = Date.now()): boolean {
    const answered = this.analyticsAnswered
    while (answered.length > 0 && (answered[0] ?? 0) <= now - 3_600_000) answered.shift()
    if (answered.length >= this.analyticsPerHour) return false
    answered.push(now)
    return true
  }

  /** Forgets cached filters (after a test swaps `visitors`). */
  resetVisitors(data: VisitorDataset): void {
    this.visitors = data
    this.filterCache.clear()
  }

  /** The service's 429 for an analytics request past the hourly allowance; undefined otherwise. */
  analyticsLimit(template: string): Answer | undefined {
    if (!template.startsWith('/v1/analytics/') || this.spendAnalytics()) return undefined
    return {
      status: 429,
      body: { error: 'Rate limit exceeded: 100 analytics requests per organization per hour' }
    }
  }
}

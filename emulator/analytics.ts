import {
  indexOfUlid,
  ulidOf,
  type AnalyticsTables,
  type Dated,
  type Table,
  type TableName
} from './analytics-data.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The analytics endpoints of the stand-in besides visitors (service.ts serves that one, as it
 * always has): page views (offset paging), feedback, searches and assistant conversations (cursor
 * paging), feedback by page and caller stats (one request), and one assistant thread. Queries are
 * checked against the contract by the server (its 400 for a limit out of range); these handlers
 * read the data sets of analytics-data.ts restricted to [dateFrom, dateTo) and, for feedback, to
 * the `source` and `status` filters.
 */

export interface AnalyticsState {
  readonly analytics: AnalyticsTables
  /**
   * When set, feedback and assistant pages name no next page past this many rows: the page that
   * would lead past it says `hasMore: true` with `nextCursor: null`, as their contract allows (a
   * dead end). The searches' answer has no `hasMore`, so it cannot say it: it is left alone.
   */
  readonly cursorsEndAfter?: number | undefined
  /** A table restricted to the request's dates and filters (cached by the server). */
  rowsOf(name: TableName, request: Incoming): Table
}

export type AnalyticsRoute =
  | 'views'
  | 'feedback'
  | 'feedback-by-page'
  | 'searches'
  | 'assistant'
  | 'assistant-callers'
  | 'assistant-thread'

const BASE = '/v1/analytics/{projectId}'

export function analyticsRoutes<S extends AnalyticsState>(): RouteSpec<S>[] {
  const route = (
    name: AnalyticsRoute,
    path: string,
    handle: (state: S, request: Incoming) => Answer
  ): RouteSpec<S> => ({ route: name, method: 'GET', template: `${BASE}${path}`, handle })
  return [
    route('views', '/views', (s, r) => offsetPage(s.rowsOf('views', r), r)),
    route('feedback', '/feedback', (s, r) =>
      cursorPage(s.rowsOf('feedback', r), r, 'feedback', 50, s.cursorsEndAfter)
    ),
    route('feedback-by-page', '/feedback/by-page', (s, r) =>
      byPage(s.rowsOf('feedback-by-page', r), r)
    ),
    route('searches', '/searches', (s, r) =>
      cursorPage(s.rowsOf('searches', r), r, 'searches', 50)
    ),
    route('assistant', '/assistant', (s, r) =>
      cursorPage(s.rowsOf('assistant', r), r, 'conversations', 100, s.cursorsEndAfter)
    ),
    route('assistant-callers', '/assistant/caller-stats', (s, r) =>
      callers(s.rowsOf('assistant', r))
    ),
    route('assistant-thread', '/assistant/threads/{threadId}', thread)
  ]
}

/** A row as the contract has it: without the stand-in's own `date` and `caller`. */
export function wire(row: Dated): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row }
  delete out.date
  delete out.caller
  return out
}

function slice(rows: Table, from: number, count: number): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = []
  for (let i = from; i < Math.min(from + count, rows.size); i++) out.push(wire(rows.rowAt(i)))
  return out
}

function limitOf(request: Incoming, fallback: number): number {
  const raw = request.url.searchParams.get('limit')
  return raw === null ? fallback : Number(raw)
}

/** Sums of a table's fields, each computed once per table. */
const sums = new WeakMap<Table, Map<string, number>>()

function sumOf(rows: Table, field: string): number {
  let known = sums.get(rows)
  if (known === undefined) sums.set(rows, (known = new Map<string, number>()))
  let sum = known.get(field)
  if (sum === undefined) {
    sum = 0
    for (let i = 0; i < rows.size; i++) sum += Number(rows.rowAt(i)[field])
    known.set(field, sum)
  }
  return sum
}

function offsetPage(rows: Table, request: Incoming): Answer {
  const limit = limitOf(request, 50)
  const offset = Number(request.url.searchParams.get('offset') ?? 0)
  const totals = { human: sumOf(rows, 'human'), ai: sumOf(rows, 'ai'), total: sumOf(rows, 'total') }
  return {
    status: 200,
    body: { totals, views: slice(rows, offset, limit), hasMore: offset + limit < rows.size }
  }
}

/** Cursors say where the next page starts: a ULID for the assistant (as its contract asks). */
function cursorAt(list: string, offset: number): string {
  return list === 'conversations'
    ? ulidOf(offset)
    : Buffer.from(`at:${offset}`).toString('base64url')
}

function offsetOfCursor(list: string, cursor: string): number | undefined {
  if (list === 'conversations') return indexOfUlid(cursor)
  const match = /^at:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match === null ? undefined : Number(match[1])
}

function cursorPage(
  rows: Table,
  request: Incoming,
  list: string,
  fallback: number,
  endAfter = Infinity
): Answer {
  const limit = limitOf(request, fallback)
  const cursor = request.url.searchParams.get('cursor')
  const offset = cursor === null ? 0 : offsetOfCursor(list, cursor)
  if (offset === undefined) return { status: 400, body: { error: 'Invalid cursor' } }
  const more = offset + limit < rows.size
  const nextCursor = more && offset + limit < endAfter ? cursorAt(list, offset + limit) : null
  const page = { [list]: slice(rows, offset, limit), nextCursor }
  if (list === 'searches') {
    return { status: 200, body: { ...page, totalSearches: sumOf(rows, 'hits') } }
  }
  return { status: 200, body: { ...page, hasMore: more } }
}

function byPage(rows: Table, request: Incoming): Answer {
  const limit = limitOf(request, 10)
  return { status: 200, body: { feedback: slice(rows, 0, limit), hasMore: rows.size > limit } }
}

function callers(rows: Table): Answer {
  const counts = { web: 0, api: 0, other: 0, total: 0 }
  for (let i = 0; i < rows.size; i++) {
    const caller = rows.rowAt(i).caller
    counts[caller === 'api' || caller === 'other' ? caller : 'web']++
    counts.total++
  }
  return { status: 200, body: counts }
}

function thread(state: AnalyticsState, request: Incoming): Answer {
  const id = request.params.threadId ?? ''
  const index = indexOfUlid(id)
  const table = state.analytics.assistant
  if (index === undefined || index >= table.size)
    return { status: 404, body: { error: `Thread ${id} not found` } }
  const row = table.rowAt(index)
  const at = String(row.timestamp)
  return {
    status: 200,
    body: {
      threadId: id,
      createdAt: at,
      messages: [
        { id: `${id}-1`, role: 'user', content: String(row.query), createdAt: at },
        { id: `${id}-2`, role: 'assistant', content: String(row.response), createdAt: at }
      ]
    }
  }
}

/** Rows within [from, to) and, for feedback, of the asked source and statuses. */
export function keepsRow(request: Incoming, name: TableName): (row: Dated) => boolean {
  const query = request.url.searchParams
  const from = query.get('dateFrom')?.slice(0, 10)
  const to = query.get('dateTo')?.slice(0, 10)
  const source = name === 'feedback' ? query.get('source') : null
  const statuses = name === 'feedback' ? query.get('status')?.split(',') : undefined
  return row =>
    (from === undefined || row.date >= from) &&
    (to === undefined || row.date < to) &&
    (source === null || row.source === source) &&
    (statuses === undefined || statuses.includes(String(row.status)))
}

/** The key of a restriction, for the server's cache. */
export function restrictionKey(request: Incoming, name: TableName): string {
  const q = request.url.searchParams
  return [
    name,
    q.get('dateFrom'),
    q.get('dateTo'),
    name === 'feedback' ? `${q.get('source')}|${q.get('status')}` : ''
  ].join('|')
}

/** `table` restricted by `keep`; the whole table (no index) when `keep` keeps everything asked. */
export function restrict(table: Table, keep: ((row: Dated) => boolean) | undefined): Table {
  if (keep === undefined) return table
  const indexes: number[] = []
  for (let i = 0; i < table.size; i++) if (keep(table.rowAt(i))) indexes.push(i)
  return { size: indexes.length, rowAt: i => table.rowAt(indexes[i] ?? -1) }
}

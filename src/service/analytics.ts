import { printable } from '../text/format.js'
import type { Allowance, Operation, ServiceClient } from './client.js'
import type { DatasetSpec, FieldKind } from './datasets.js'
import { invalidAnswer } from './errors.js'

/**
 * The requests of the analytics datasets (service/datasets.ts describes them), and their answers
 * read by the contract: the rows, where paging goes on, and the totals.
 */

/** One row as the contract has it: only its fields, in its order. */
export type Row = Readonly<Record<string, unknown>>

/** Where a page starts: an offset, a cursor (none for the first page), or the one request. */
export type Place =
  | { readonly kind: 'offset'; readonly offset: number }
  | { readonly kind: 'cursor'; readonly cursor: string | undefined }
  | { readonly kind: 'single' }

export function startOf(dataset: DatasetSpec): Place {
  if (dataset.paging === 'offset') return { kind: 'offset', offset: 0 }
  if (dataset.paging === 'cursor') return { kind: 'cursor', cursor: undefined }
  return { kind: 'single' }
}

export interface Counts {
  readonly human: number
  readonly ai: number
  readonly total: number
}

export interface AnalyticsPage {
  readonly rows: readonly Row[]
  /** Whether the service says more rows follow this page. */
  readonly more: boolean
  /** The cursor of the next page (cursor datasets); null at the end. */
  readonly nextCursor: string | null
  /**
   * The service said more rows follow (`hasMore: true`) and gave no `nextCursor` to read them by,
   * as the contract allows: paging cannot go on, and this page's rows are the last it can read.
   */
  readonly deadEnd?: true
  /** Site-wide totals (views, visitors). */
  readonly totals?: Counts
  /** Search events in the range (searches). */
  readonly totalSearches?: number
}

export interface AnalyticsQuery {
  readonly projectId: string
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  /** The feedback filters, passed to both feedback endpoints as written. */
  readonly source: string | undefined
  readonly status: string | undefined
}

/** A page of 250 rows with paths of up to 16 KB each, and room to spare. */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024
/** 1,000 conversations with long answers and their sources. */
const MAX_ASSISTANT_PAGE_BYTES = 64 * 1024 * 1024

/** The limit every analytics endpoint shares (the visitors action's included), as documented. */
export const ANALYTICS_LIMIT =
  'The service allows 100 analytics requests per organization per hour, shared by every analytics endpoint'

const ANALYTICS_RATE_LIMIT = `${ANALYTICS_LIMIT}; the export keeps its place in the resume output.`

/** The same limit met by an export's dry-run check: it exports nothing, so it has no place to keep. */
export const CHECK_ANALYTICS_LIMIT = `${ANALYTICS_LIMIT}; this hour's are spent. A dry run exports nothing, so nothing is lost: try again within the next hour.`

/** The request for one page, described once: the API sends it, and a dry run prints it. */
export function analyticsRequest(
  dataset: DatasetSpec,
  query: AnalyticsQuery,
  place: Place,
  limit = dataset.limit
): Operation {
  const { projectId, dateFrom, dateTo } = query
  const filters = dataset.filtered ? { source: query.source, status: query.status } : {}
  const at =
    place.kind === 'offset'
      ? { offset: place.offset }
      : place.kind === 'cursor'
        ? { cursor: place.cursor }
        : {}
  const where =
    place.kind === 'offset' && place.offset > 0
      ? ` at offset ${place.offset}`
      : place.kind === 'cursor' && place.cursor !== undefined
        ? ' (next page)'
        : ''
  return {
    method: 'GET',
    segments: ['v1', 'analytics', projectId, ...dataset.segments],
    query: { dateFrom, dateTo, ...filters, limit, ...at },
    action: `read ${dataset.name} of project "${projectId}"${where}`,
    notFound: `Project "${projectId}" was not found: check the projectId input`,
    badRequestHint:
      'Check the dateFrom, dateTo and days inputs' +
      (dataset.filtered ? ', and feedback-source and feedback-status' : ''),
    rateLimit: ANALYTICS_RATE_LIMIT,
    maxBodyBytes: dataset.name === 'assistant' ? MAX_ASSISTANT_PAGE_BYTES : MAX_PAGE_BYTES
  }
}

export interface AnalyticsApi {
  page(
    dataset: DatasetSpec,
    query: AnalyticsQuery,
    place: Place,
    bounds: {
      /** The hourly allowance the request draws on; none: the client retries a 429 itself. */
      readonly allowance?: Allowance | undefined
      readonly signal?: AbortSignal
      readonly limit?: number
    }
  ): Promise<AnalyticsPage>
}

/** How a page's request is described, for the messages that name it (`analyticsRequest`'s words by default). */
export type PageRequest = (
  dataset: DatasetSpec,
  query: AnalyticsQuery,
  place: Place,
  limit?: number
) => Operation

/** Every dataset read by one reader (`readPage`), its requests described by `describe`. */
export function createAnalyticsApi(
  client: ServiceClient,
  describe: PageRequest = analyticsRequest
): AnalyticsApi {
  return {
    async page(dataset, query, place, bounds) {
      const op = describe(dataset, query, place, bounds.limit)
      const body = await client.request({
        ...op,
        allowance: bounds.allowance,
        ...(bounds.signal === undefined ? {} : { signal: bounds.signal })
      })
      const read = readPage(dataset, body)
      if (read.kind === 'page') return read.page
      const path = `/v1/analytics/${query.projectId}/${dataset.segments.join('/')}`
      throw invalidAnswer(
        `The service's answer to the request to ${op.action} ${read.problem}.`,
        read.problem,
        { method: 'GET', path }
      )
    }
  }
}

type Read =
  | { readonly kind: 'page'; readonly page: AnalyticsPage }
  | { readonly kind: 'malformed'; readonly problem: string }

/** An answer read by the dataset's contract: its rows, where it goes on, and its totals. */
export function readPage(dataset: DatasetSpec, body: unknown): Read {
  const bad = (problem: string): Read => ({ kind: 'malformed', problem })
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return bad('is not an object')
  const answer = body as Record<string, unknown>
  // An offset page is read head first: its totals and whether more follow, then its rows.
  if (dataset.paging === 'offset') {
    const problem = countsProblem(answer.totals, 'totals')
    if (problem !== undefined) return bad(problem)
    if (typeof answer.hasMore !== 'boolean') return bad('has no hasMore flag')
  }
  if (dataset.list === undefined) {
    const rows: Row[] = []
    const problem = takeRow(dataset, answer, rows)
    if (problem !== undefined) return bad(problem)
    return { kind: 'page', page: { rows, more: false, nextCursor: null } }
  }
  const list = answer[dataset.list]
  if (!Array.isArray(list)) return bad(`has no ${dataset.list} list`)
  const rows: Row[] = []
  for (let i = 0; i < list.length; i++) {
    const problem = takeRow(dataset, list[i], rows, i)
    if (problem !== undefined) return bad(problem)
  }
  const hasMore = answer.hasMore
  const nextCursor = answer.nextCursor
  if (dataset.name !== 'searches' && typeof hasMore !== 'boolean') return bad('has no hasMore flag')
  if (dataset.paging === 'cursor' && nextCursor !== null && typeof nextCursor !== 'string')
    return bad('has a nextCursor that is neither a string nor null')
  const more =
    dataset.paging === 'cursor'
      ? (hasMore ?? true) === true && nextCursor !== null
      : hasMore === true
  // Not a malformed answer: the rows are read, and the export says it could not go on.
  const deadEnd = dataset.paging === 'cursor' && hasMore === true && nextCursor === null
  const page: AnalyticsPage = {
    rows,
    more,
    nextCursor: typeof nextCursor === 'string' ? nextCursor : null,
    ...(deadEnd ? { deadEnd } : {})
  }
  if (dataset.paging === 'offset')
    return { kind: 'page', page: { ...page, totals: answer.totals as Counts } }
  if (dataset.name === 'searches') {
    if (!isCount(answer.totalSearches))
      return bad(fieldProblem('totalSearches', answer.totalSearches, 'count'))
    return { kind: 'page', page: { ...page, totalSearches: answer.totalSearches } }
  }
  return { kind: 'page', page }
}

/** Whether a value holds the three counts of `Counts`, each a whole number of 0 or more. */
export function isCounts(value: unknown): value is Counts {
  return countsProblem(value, 'counts') === undefined
}

function countsProblem(value: unknown, where: string): string | undefined {
  if (typeof value !== 'object' || value === null) return `has no ${where} object`
  const v = value as Record<string, unknown>
  for (const name of ['human', 'ai', 'total']) {
    if (!isCount(v[name])) return fieldProblem(`${where}.${name}`, v[name], 'count')
  }
  return undefined
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0
}

const KIND_TEXT: Record<FieldKind, string> = {
  count: 'a whole number of 0 or more',
  ratio: 'a number of 0 or more',
  text: 'a string',
  'text?': 'a string or null',
  flag: 'true or false',
  sources: 'a list of { title, url } strings'
}

function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'count':
      return isCount(value)
    case 'ratio':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0
    case 'text':
      return typeof value === 'string'
    case 'text?':
      return typeof value === 'string' || value === null
    case 'flag':
      return typeof value === 'boolean'
    case 'sources':
      return (
        Array.isArray(value) &&
        value.every(
          (s: unknown) =>
            typeof s === 'object' &&
            s !== null &&
            typeof (s as { title?: unknown }).title === 'string' &&
            typeof (s as { url?: unknown }).url === 'string'
        )
      )
  }
}

/**
 * Takes the row at `at` of the list (`views[3]`; none: the answer is the row) into `rows` with the
 * contract's fields alone, in its order (a source: its title and url), or says what is wrong with
 * it, naming the field. The rows are made of readers' text and the service's counts: a count of
 * 1.5, 1e21, -1 or "12" is refused here rather than written to a file, an output or a chart. Each
 * field is read once, and the row's place written out only for a problem.
 */
function takeRow(dataset: DatasetSpec, row: unknown, rows: Row[], at?: number): string | undefined {
  const where = () => (at === undefined ? undefined : `${dataset.list}[${at}]`)
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return `has ${where() ?? 'an answer'} that is not an object`
  const r = row as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const { name, kind, optional } of dataset.fields) {
    const value = r[name]
    if (value === undefined && optional === true) continue
    if (!fits(kind, value))
      return fieldProblem(at === undefined ? name : `${where()}.${name}`, value, kind)
    out[name] =
      kind === 'sources'
        ? (value as { title: string; url: string }[]).map(s => ({ title: s.title, url: s.url }))
        : value
  }
  rows.push(out)
  return undefined
}

function fieldProblem(name: string, value: unknown, kind: FieldKind): string {
  const shown = value === undefined ? 'missing' : `= ${printable(JSON.stringify(value), 40)}`
  return `has ${name} ${shown}, not ${KIND_TEXT[kind]}`
}

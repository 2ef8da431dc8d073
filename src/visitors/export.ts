import { createHash } from 'node:crypto'
import { ActionError } from '../action/errors.js'
import type { Logger } from '../action/io.js'
import { invalidAnswer, ServiceError } from '../service/errors.js'
import type { VisitorCounts, VisitorRow, VisitorsApi, VisitorsPage } from '../service/visitors.js'
import type { VisitorSettings } from './settings.js'
import { openWriter, type RowWriter } from './writers.js'

/**
 * The export flow: page through the visitors with `offset` increased by `limit` while `hasMore`
 * (the contract's rule), writing each page as it arrives. It returns an `ExportResult`; main
 * turns it into outputs, a summary and an exit code.
 */

export interface ExportStats {
  /** The site-wide totals of the first page; undefined when no page arrived. */
  readonly totals: VisitorCounts | undefined
  /** Page rows written to the file. */
  readonly rows: number
  /** Pages fetched. */
  readonly pages: number
  /** The top rows by total, best first, at most `summaryRows`. */
  readonly top: readonly VisitorRow[]
}

export type ExportResult =
  /** The export reached `hasMore: false`. */
  | { readonly kind: 'complete'; readonly stats: ExportStats }
  /** `max-rows` stopped it; a further export continues at `nextOffset`. */
  | { readonly kind: 'stopped'; readonly stats: ExportStats; readonly nextOffset: number }
  /** A page could not be fetched; the file holds every row before `nextOffset`. */
  | {
      readonly kind: 'failed'
      readonly stats: ExportStats
      readonly nextOffset: number
      readonly error: ActionError
    }
  | { readonly kind: 'cancelled'; readonly stats: ExportStats; readonly nextOffset: number }

export interface ExportDeps {
  readonly api: VisitorsApi
  readonly log: Logger
  readonly signal?: AbortSignal
  /** Removes the run's secrets from what is written to the file (an edge). */
  readonly redact: (text: string) => string
}

export async function exportVisitors(
  settings: VisitorSettings,
  deps: ExportDeps
): Promise<ExportResult> {
  let writer: RowWriter
  try {
    writer = await openWriter(settings.format, settings.path, settings, deps.redact)
  } catch (error) {
    if (!(error instanceof ActionError)) throw error
    const stats = { totals: undefined, rows: 0, pages: 0, top: [] }
    return { kind: 'failed', stats, nextOffset: settings.offset, error }
  }
  const run = new ExportRun(settings, deps, writer)
  let result: ExportResult
  try {
    result = await run.pages()
  } catch (error) {
    // A write that failed (a full disk): the rows before this page are in the file.
    if (!(error instanceof ActionError)) throw error
    result = run.failed(error)
  }
  try {
    await writer.close()
  } catch (error) {
    if (!(error instanceof ActionError)) throw error
    if (result.kind !== 'failed') result = run.failed(error)
  }
  return result
}

/** One export, page by page: where it stands, and what it has written. */
class ExportRun {
  private readonly top: TopRows
  private readonly watch: PageWatch
  private rows = 0
  private count = 0
  private offset: number

  constructor(
    private readonly settings: VisitorSettings,
    private readonly deps: ExportDeps,
    private readonly writer: RowWriter
  ) {
    this.top = new TopRows(settings.summaryRows)
    this.watch = new PageWatch(deps.log)
    this.offset = settings.offset
  }

  stats(): ExportStats {
    const { watch, rows, count: pages, top } = this
    return { totals: watch.totals, rows, pages, top: top.rows() }
  }

  failed(error: ActionError): ExportResult {
    return { kind: 'failed', stats: this.stats(), nextOffset: this.offset, error }
  }

  private stop(kind: 'stopped' | 'cancelled', at: number): ExportResult {
    return { kind, stats: this.stats(), nextOffset: at }
  }

  async pages(): Promise<ExportResult> {
    const { settings, deps, writer } = this
    for (;;) {
      if (deps.signal?.aborted === true) return this.stop('cancelled', this.offset)
      const fetched = await fetchPage(settings, this.offset, deps)
      if (fetched.kind === 'cancelled') return this.stop('cancelled', this.offset)
      if (fetched.kind === 'failed') return this.failed(fetched.error)
      const { page } = fetched
      this.count++
      if (this.watch.totals === undefined) await writer.begin(page.totals)
      const stalled = this.watch.see(page, this.offset)
      if (stalled !== undefined) return this.failed(invalidPage(settings.projectId, stalled))
      const room = settings.maxRows === undefined ? Infinity : settings.maxRows - this.rows
      const taken = page.visitors.length <= room ? page.visitors : page.visitors.slice(0, room)
      await writer.write(taken)
      for (const row of taken) this.top.add(row)
      this.rows += taken.length
      if (taken.length < page.visitors.length)
        return this.stop('stopped', this.offset + taken.length)
      if (!page.hasMore) return { kind: 'complete', stats: this.stats() }
      this.advance(page.visitors.length)
      if (settings.maxRows !== undefined && this.rows >= settings.maxRows)
        return this.stop('stopped', this.offset)
    }
  }

  /**
   * The next page starts after the rows received. A page shorter than `limit` while more follow
   * is the service's to decide; paging on by `limit` would skip the rows in between.
   */
  private advance(received: number): void {
    if (received < this.settings.limit) {
      this.deps.log.warning(
        `The page at offset ${this.offset} had ${received} rows, fewer than limit ${this.settings.limit}, though more follow; the next page is read from offset ${this.offset + received}, so no row is skipped.`
      )
    }
    this.offset += received
  }
}

type Fetched =
  | { readonly kind: 'page'; readonly page: VisitorsPage }
  | { readonly kind: 'failed'; readonly error: ServiceError }
  | { readonly kind: 'cancelled' }

async function fetchPage(
  settings: VisitorSettings,
  offset: number,
  deps: ExportDeps
): Promise<Fetched> {
  const { dateFrom, dateTo, limit } = settings
  try {
    const query = { dateFrom, dateTo, limit, offset }
    return {
      kind: 'page',
      page: await deps.api.getVisitors(settings.projectId, query, deps.signal)
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return error.failure.kind === 'cancelled' ? { kind: 'cancelled' } : { kind: 'failed', error }
  }
}

function invalidPage(projectId: string, problem: string): ServiceError {
  return invalidAnswer(`The service ${problem}.`, problem, {
    method: 'GET',
    path: `/v1/analytics/${projectId}/visitors`
  })
}

/**
 * Watches pages for data that moves while paging: totals that change, and paths that come back
 * at a page boundary (a row pushed down one page is seen again at the start of the next). It also
 * ends paging that does not move: `hasMore: true` with an empty page, with a page that brings no
 * path the previous page did not have, or with a page that is row for row one seen before (a
 * service that ignores `offset`, or cycles). Only the previous page's paths and a short digest of
 * each page are kept, so memory stays bounded by the page size.
 */
class PageWatch {
  /**
   * The site-wide totals of the first page, the ones the file starts with; the outputs and the
   * summary report the same. Undefined before any page.
   */
  totals: VisitorCounts | undefined
  /** The totals last seen, and where: a change is warned about once per change. */
  private last: { counts: VisitorCounts; offset: number } | undefined
  private previous: { offset: number; paths: Set<string> } | undefined
  /** Each page's digest, and the offset it was read at. */
  private readonly digests = new Map<string, number>()

  constructor(private readonly log: Logger) {}

  /** Notes a page; says why paging must stop when the page shows that it would never end. */
  see(page: VisitorsPage, offset: number): string | undefined {
    this.totals ??= page.totals
    if (this.last !== undefined && !sameCounts(this.last.counts, page.totals)) {
      this.log.warning(
        `The totals changed while paging: offset ${this.last.offset} said ${describe(this.last.counts)}, offset ${offset} says ${describe(page.totals)}. The data moved during the export; rows may be missing or repeated. The first totals are kept.`
      )
    }
    this.last = { counts: page.totals, offset }
    const stalled = page.hasMore ? this.stall(page, offset) : undefined
    if (stalled !== undefined) return stalled
    const paths = new Set<string>()
    const repeated: string[] = []
    for (const row of page.visitors) {
      if (this.previous?.paths.has(row.path) === true || paths.has(row.path))
        repeated.push(row.path)
      paths.add(row.path)
    }
    if (repeated.length > 0) {
      const before = this.previous
      this.log.warning(
        `${repeated.length} path(s) came back again in the page at offset ${offset}, e.g. ${JSON.stringify(repeated[0])}${before === undefined ? '' : ` (already in the page at offset ${before.offset})`}: the data moved while paging.`
      )
    }
    this.previous = { offset, paths }
    return undefined
  }

  /** Why a page that says more follow shows the paging is not moving, or undefined. */
  private stall(page: VisitorsPage, offset: number): string | undefined {
    const more = `said more visitors follow offset ${offset} but`
    if (page.visitors.length === 0) return `${more} sent none`
    const digest = createHash('sha256').update(JSON.stringify(page.visitors)).digest('base64')
    const again = this.digests.get(digest)
    if (again !== undefined) {
      return `${more} sent the same ${page.visitors.length} rows as at offset ${again}, so paging would never end`
    }
    this.digests.set(digest, offset)
    const before = this.previous
    if (before !== undefined && page.visitors.every(row => before.paths.has(row.path))) {
      return `${more} sent only paths the page at offset ${before.offset} had, so paging would never end`
    }
    return undefined
  }
}

function sameCounts(a: VisitorCounts, b: VisitorCounts): boolean {
  return a.human === b.human && a.ai === b.ai && a.total === b.total
}

function describe(c: VisitorCounts): string {
  return `human ${c.human}, ai ${c.ai}, total ${c.total}`
}

/** The best `size` rows by total (first seen wins a tie), in bounded memory. */
export class TopRows {
  private readonly best: VisitorRow[] = []
  constructor(private readonly size: number) {}

  add(row: VisitorRow): void {
    if (this.size === 0) return
    const last = this.best.at(-1)
    if (this.best.length >= this.size && last !== undefined && row.total <= last.total) return
    // Insert after every row with a total at least as large (stable for ties).
    let lo = 0
    let hi = this.best.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.best[mid]?.total ?? 0) >= row.total) lo = mid + 1
      else hi = mid
    }
    this.best.splice(lo, 0, { path: row.path, human: row.human, ai: row.ai, total: row.total })
    if (this.best.length > this.size) this.best.pop()
  }

  rows(): VisitorRow[] {
    return [...this.best]
  }
}

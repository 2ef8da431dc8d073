import type { Logger } from '../action/io.js'
import { ServiceError } from '../service/errors.js'
import type { VisitorCounts, VisitorRow, VisitorsApi } from '../service/visitors.js'
import type { VisitorSettings } from './settings.js'
import { openWriter } from './writers.js'

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
      readonly error: ServiceError
    }
  | { readonly kind: 'cancelled'; readonly stats: ExportStats; readonly nextOffset: number }

export interface ExportDeps {
  readonly api: VisitorsApi
  readonly log: Logger
  readonly signal?: AbortSignal
}

export async function exportVisitors(
  settings: VisitorSettings,
  deps: ExportDeps
): Promise<ExportResult> {
  const writer = openWriter(settings.format, settings.path, settings)
  const top = new TopRows(settings.summaryRows)
  let totals: (VisitorCounts & { offset: number }) | undefined
  let previous: { offset: number; paths: Set<string> } | undefined
  let rows = 0
  let pages = 0
  let offset = settings.offset
  const stats = (): ExportStats => ({ totals, rows, pages, top: top.rows() })

  try {
    for (;;) {
      if (deps.signal?.aborted === true)
        return { kind: 'cancelled', stats: stats(), nextOffset: offset }
      const query = {
        dateFrom: settings.dateFrom,
        dateTo: settings.dateTo,
        limit: settings.limit,
        offset
      }
      let page
      try {
        page = await deps.api.getVisitors(settings.projectId, query, deps.signal)
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error
        if (error.kind === 'aborted')
          return { kind: 'cancelled', stats: stats(), nextOffset: offset }
        return { kind: 'failed', stats: stats(), nextOffset: offset, error }
      }
      pages++
      if (totals === undefined) {
        totals = { ...page.totals, offset }
        await writer.begin(page.totals)
      } else if (!sameCounts(totals, page.totals)) {
        deps.log.warning(
          `The totals changed while paging: offset ${totals.offset} said ${describe(totals)}, offset ${offset} says ${describe(page.totals)}. The data moved during the export; rows may be missing or repeated. The first totals are kept.`
        )
        totals = { ...page.totals, offset }
      }
      // Data that moves while paging shows up at page boundaries: a row pushed down one page is
      // seen again at the start of the next. Only the previous page's paths are kept, so memory
      // stays bounded by the page size.
      const paths = new Set<string>()
      const repeated: string[] = []
      for (const row of page.visitors) {
        if (previous?.paths.has(row.path) === true || paths.has(row.path)) repeated.push(row.path)
        paths.add(row.path)
      }
      if (repeated.length > 0) {
        deps.log.warning(
          `${repeated.length} path(s) came back again in the page at offset ${offset}, e.g. ${JSON.stringify(repeated[0])}${previous === undefined ? '' : ` (already in the page at offset ${previous.offset})`}: the data moved while paging.`
        )
      }
      previous = { offset, paths }

      const room = settings.maxRows === undefined ? Infinity : settings.maxRows - rows
      const taken = page.visitors.length <= room ? page.visitors : page.visitors.slice(0, room)
      await writer.write(taken)
      for (const row of taken) top.add(row)
      rows += taken.length

      if (taken.length < page.visitors.length) {
        return { kind: 'stopped', stats: stats(), nextOffset: offset + taken.length }
      }
      if (!page.hasMore) return { kind: 'complete', stats: stats() }
      if (page.visitors.length === 0) {
        // hasMore with nothing in the page would page forever.
        return {
          kind: 'failed',
          stats: stats(),
          nextOffset: offset,
          error: new ServiceError(
            `The service said more visitors follow offset ${offset} but sent none.`,
            {
              kind: 'invalid-response',
              method: 'GET',
              path: `/v1/analytics/${settings.projectId}/visitors`
            }
          )
        }
      }
      offset += settings.limit
      if (settings.maxRows !== undefined && rows >= settings.maxRows) {
        return { kind: 'stopped', stats: stats(), nextOffset: offset }
      }
    }
  } finally {
    await writer.close()
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

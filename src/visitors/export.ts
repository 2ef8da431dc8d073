import { ActionError } from '../action/errors.js'
import type { Logger } from '../action/io.js'
import { invalidAnswer, ServiceError } from '../service/errors.js'
import type { Counts } from '../service/analytics.js'
import type { VisitorRow, VisitorsApi, VisitorsPage } from '../service/visitors.js'
import type { VisitorSettings } from './settings.js'
import { openWriter, type RowWriter } from '../export/files.js'
import { Best, describeCounts, nextOffset, PageWatch } from '../export/paging.js'
import { periodDates } from '../export/period.js'

/**
 * The export flow: page through the visitors with `offset` increased by `limit` while `hasMore`
 * (the contract's rule), writing each page as it arrives. It returns an `ExportResult`; main
 * turns it into outputs, a summary and an exit code.
 */

export interface ExportStats {
  /** The site-wide totals of the first page; undefined when no page arrived. */
  readonly totals: Counts | undefined
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
  /** The site-wide totals of the first page, the ones the file starts with. */
  private totals: Counts | undefined
  private rows = 0
  private count = 0
  private offset: number

  constructor(
    private readonly settings: VisitorSettings,
    private readonly deps: ExportDeps,
    private readonly writer: RowWriter
  ) {
    this.top = new TopRows(settings.summaryRows)
    this.watch = new PageWatch(deps.log, { rows: 'visitors', key: 'path', keys: 'paths' })
    this.offset = settings.offset
  }

  stats(): ExportStats {
    const { totals, rows, count: pages, top } = this
    return { totals, rows, pages, top: top.rows() }
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
      if (this.totals === undefined) await writer.begin(page.totals)
      this.totals ??= page.totals
      const seen = {
        keys: page.visitors.map(row => row.path),
        rows: page.visitors,
        more: page.hasMore,
        totals: describeCounts(page.totals)
      }
      const stuck = this.watch.see(seen, `offset ${this.offset}`)
      // A page after which paging cannot go on is written too, unless the file holds it already.
      const rows = stuck?.keep === false ? [] : page.visitors
      const room = settings.maxRows === undefined ? Infinity : settings.maxRows - this.rows
      const taken = rows.length <= room ? rows : rows.slice(0, room)
      await writer.write(taken)
      for (const row of taken) this.top.add(row)
      this.rows += taken.length
      if (taken.length < rows.length) return this.stop('stopped', this.offset + taken.length)
      if (stuck !== undefined) {
        // Past the page: the file holds its rows, and a later export does not write them twice.
        this.offset += page.visitors.length
        return this.failed(invalidPage(settings.projectId, stuck.why))
      }
      if (!page.hasMore) return { kind: 'complete', stats: this.stats() }
      this.advance(page.visitors.length)
      if (settings.maxRows !== undefined && this.rows >= settings.maxRows)
        return this.stop('stopped', this.offset)
    }
  }

  /** The next page starts after the rows received (`nextOffset` says why). */
  private advance(received: number): void {
    this.offset = nextOffset(this.deps.log, 'The page', {
      offset: this.offset,
      received,
      limit: this.settings.limit
    })
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
  const { limit } = settings
  const { dateFrom, dateTo } = periodDates(settings.period)
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

/** The best `size` visitor rows by total, each copied to the contract's four fields. */
export class TopRows {
  private readonly best: Best<VisitorRow>
  constructor(size: number) {
    this.best = new Best(size, row => row.total)
  }

  add(row: VisitorRow): void {
    this.best.add({ path: row.path, human: row.human, ai: row.ai, total: row.total })
  }

  rows(): VisitorRow[] {
    return this.best.items()
  }
}

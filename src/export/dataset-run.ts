import type { ActionError } from '../action/errors.js'
import type { Logger } from '../action/io.js'
import type { AnalyticsPage, Place, Row } from '../service/analytics.js'
import { datasetSpec, type DatasetName, type DatasetSpec } from '../service/datasets.js'
import { count } from './counts.js'
import { describeCounts, nextOffset, PageWatch } from './paging.js'
import { cell, type DatasetWriter, type Encoded } from './dataset-file.js'
import type { Standing } from './resume.js'
import type { ExportRequest } from './request.js'
import { Tally } from './tally.js'

/**
 * `incomplete`: the service said more rows follow and gave no way to read them (`deadEnd`); the
 * rows read are kept, and there is nothing to continue. `stopped`: `maxRows` rows are in; the
 * rest continues at its standing.
 */
export type DatasetOutcome =
  'complete' | 'skipped' | 'unfinished' | 'incomplete' | 'stopped' | 'failed'

export interface DatasetResult {
  readonly name: DatasetName
  /** The file this run wrote; undefined when it wrote none (it ended in an earlier run). */
  readonly path: string | undefined
  readonly tally: Tally
  readonly outcome: DatasetOutcome
  readonly error: ActionError | undefined
  /** Where a resume continues it (or `done`). */
  readonly standing: Standing
  /** Why its paging could not go on, for an `incomplete` dataset. */
  readonly deadEnd: string | undefined
  /** Pages the service answered, each counted also when its rows were not written. */
  readonly received: number
  /** Where the last page read started; before any, where the dataset started. */
  readonly lastPage: Standing
}

/** What a dataset's run takes from the export's request. */
export type DatasetAsk = Pick<ExportRequest, 'topRows' | 'files' | 'maxRows' | 'pageRows'>

/** One dataset of the run: where it stands, its file, what the summary will show. */
export class DatasetRun {
  readonly spec: DatasetSpec
  readonly tally: Tally
  readonly watch: PageWatch
  readonly skipped: boolean
  writer: DatasetWriter | undefined
  path: string | undefined
  error: ActionError | undefined
  deadEnd: string | undefined
  received = 0
  private lastPage: Standing
  /** `maxRows` rows are in. */
  private full = false
  private readonly cursors = new Set<string>()
  private keys: { page: AnalyticsPage; keys: readonly string[] } | undefined
  /** How messages name a page: "views: the page", or "The page" in a one-dataset file. */
  private readonly lead: string
  private readonly limit: number
  private readonly maxRows: number

  constructor(
    name: DatasetName,
    public standing: Standing,
    ask: DatasetAsk,
    log: Logger
  ) {
    this.spec = datasetSpec(name)
    this.tally = new Tally(name, ask.topRows)
    const key = this.spec.key ?? 'row'
    // An export to one file is of one dataset: its messages say "The page" and "paths", as the
    // visitors action's always have; among several, each names its dataset and its key.
    const named = ask.files.kind === 'folder'
    this.lead = named ? `${name}: the page` : 'The page'
    this.watch = new PageWatch(log, { rows: name, key, keys: named ? `${key} values` : `${key}s` })
    this.skipped = standing.kind === 'done'
    this.lastPage = standing
    this.limit = ask.pageRows ?? this.spec.limit ?? 0
    // A cursor page cut part way could be continued neither after nor at its cursor.
    this.maxRows = this.spec.paging === 'offset' ? (ask.maxRows ?? Infinity) : Infinity
  }

  get open(): boolean {
    return this.standing.kind !== 'done' && this.error === undefined && !this.full
  }

  /** Where the next page is read, for messages: "offset 250", "page 3". */
  get at(): string {
    const s = this.standing
    return s.kind === 'offset' ? `offset ${s.offset}` : `page ${this.tally.pages + 1}`
  }

  /**
   * Where the page after `page` is read, as far as can be told before it is taken in: more follow,
   * at the offset after its rows or at a cursor not given before, and `maxRows` leaves room past
   * it. Undefined when paging certainly ends with it. Taking it in may still end the paging (a
   * page that comes again, a write that fails): a page asked for ahead at this place is then not
   * read.
   */
  nextPlace(page: AnalyticsPage): Place | undefined {
    const s = this.standing
    if (!page.more || !this.watch.moves(this.keysOf(page))) return undefined
    if (this.tally.rows + page.rows.length >= this.maxRows) return undefined
    if (s.kind === 'offset') return { kind: 'offset', offset: s.offset + page.rows.length }
    const next = page.nextCursor
    if (s.kind !== 'cursor' || next === null || this.cursors.has(next)) return undefined
    return { kind: 'cursor', cursor: next }
  }

  /** The names of a page's rows (its key field's values), worked out once a page. */
  private keysOf(page: AnalyticsPage): readonly string[] {
    const known = this.keys
    if (known?.page === page) return known.keys
    // Stryker disable next-line StringLiteral: a row has only the contract's fields; any other name reads none
    const keys = page.rows.map(row => cell(row[this.spec.key ?? '']))
    this.keys = { page, keys }
    return keys
  }

  /**
   * Takes a page in: watched, written (as much of it as `maxRows` leaves room for), counted, then
   * where the next one starts. Says why paging cannot go on, when it cannot; a failed write
   * throws, the place unmoved.
   */
  async take(page: AnalyticsPage, log: Logger): Promise<string | undefined> {
    const at = this.at
    this.received++
    this.lastPage = this.standing
    // Its totals are the service's whatever becomes of its rows (a write that fails, a cut).
    this.tally.totals ??= page.totals
    const encoded = await this.encode(page.rows)
    const stuck = this.watch.see(
      {
        keys: this.keysOf(page),
        bytes: encoded.bytes,
        rows: encoded.rows,
        more: page.more,
        totals: totalsText(page)
      },
      at
    )
    // A page after which paging cannot go on is written too, unless the file holds it already.
    if (stuck?.keep !== false) {
      const taken = page.rows.slice(0, this.maxRows - this.tally.rows)
      const cut = taken.length < page.rows.length
      await this.writer?.write(cut ? await this.encode(taken) : encoded, page.totals)
      this.tally.add({ ...page, rows: taken })
      log.debug(`${this.spec.name}: ${taken.length} rows at ${at}`)
      if (cut) return this.stop(taken.length)
    }
    // The place moves only once the page is in the file: a resume never skips a row, nor reads a
    // page the file holds again.
    if (stuck !== undefined) {
      this.passPast(page)
      return stuck.why
    }
    const cycling = this.advance(page, log)
    // Full at the end is complete all the same (`result` and `open` look at the end first).
    if (this.tally.rows >= this.maxRows) this.full = true
    return cycling
  }

  /** Rows as the file holds them; without a file (it could not be opened), as JSON. */
  private async encode(rows: readonly Row[]): Promise<Encoded> {
    if (this.writer !== undefined) return this.writer.encode(rows)
    return { bytes: Buffer.from(JSON.stringify(rows)), rows: rows.length }
  }

  /** Stops at `maxRows`, `taken` rows into the page: a later export continues right after them. */
  private stop(taken: number): undefined {
    const s = this.standing
    // Stryker disable next-line ConditionalExpression: only offset pages are cut (maxRows), so it holds here
    if (s.kind === 'offset') this.standing = { kind: 'offset', offset: s.offset + taken }
    this.full = true
    return undefined
  }

  /** Where the next page starts, or why paging cannot go on. */
  advance(page: AnalyticsPage, log: Logger): string | undefined {
    const s = this.standing
    if (!page.more) {
      this.standing = { kind: 'done' }
      if (page.deadEnd === true) this.endIncomplete(log)
      return undefined
    }
    if (s.kind === 'offset') {
      const at = { offset: s.offset, received: page.rows.length, limit: this.limit }
      this.standing = { kind: 'offset', offset: nextOffset(log, this.lead, at) }
      return undefined
    }
    if (s.kind === 'cursor' && page.nextCursor !== null) {
      const again = this.cursors.has(page.nextCursor)
      this.cursors.add(page.nextCursor)
      this.standing = { kind: 'cursor', cursor: page.nextCursor }
      return again
        ? `said more ${this.spec.name} follow but gave a nextCursor it had given before, so paging would never end`
        : undefined
    }
    // One request is the whole dataset: more rows exist than it can hold.
    this.tally.cut = true
    this.standing = { kind: 'done' }
    return undefined
  }

  /**
   * Moves past a page after which paging cannot go on (a stall the watch saw), its rows written or
   * held already: a resume goes on after it, never reading into the file what it holds.
   */
  passPast(page: AnalyticsPage): void {
    const s = this.standing
    if (s.kind === 'offset') this.standing = { kind: 'offset', offset: s.offset + page.rows.length }
    else if (s.kind === 'cursor' && page.nextCursor !== null)
      this.standing = { kind: 'cursor', cursor: page.nextCursor }
  }

  /**
   * The service said more rows follow and gave no cursor to read them by: the rows read stay in the
   * file, and the dataset ends there, incomplete. There is no place to resume from (reading the
   * last page again would only write its rows twice), so it is done; the warning says so.
   */
  private endIncomplete(log: Logger): void {
    const { name } = this.spec
    const { pages, rows } = this.tally
    this.deadEnd = `the service said more ${name} follow (hasMore: true) with page ${pages} but gave no nextCursor, so the export could not go on`
    const file = this.path === undefined ? '' : ` in ${this.path}`
    log.warning(
      `${name}: ${this.deadEnd}. The ${count(rows)} rows read (${pages} page(s)) are kept${file}; the dataset is incomplete. Run the export again to read it from the start.`
    )
  }

  result(): DatasetResult {
    const outcome: DatasetOutcome = this.skipped
      ? 'skipped'
      : this.error !== undefined
        ? 'failed'
        : this.deadEnd !== undefined
          ? 'incomplete'
          : this.standing.kind === 'done'
            ? 'complete'
            : this.full
              ? 'stopped'
              : 'unfinished'
    const { spec, path, tally, error, standing, deadEnd, received, lastPage } = this
    return { name: spec.name, path, tally, outcome, error, standing, deadEnd, received, lastPage }
  }
}

/** A page's site-wide totals as the watch compares them; none for a dataset without. */
function totalsText(page: AnalyticsPage): string | undefined {
  if (page.totals !== undefined) return describeCounts(page.totals)
  return page.totalSearches === undefined ? undefined : `totalSearches ${page.totalSearches}`
}

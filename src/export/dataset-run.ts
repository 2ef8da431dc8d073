import type { ActionError } from '../action/errors.js'
import type { Logger } from '../action/io.js'
import type { AnalyticsPage } from '../service/analytics.js'
import { datasetSpec, type DatasetName, type DatasetSpec } from '../service/datasets.js'
import { count } from './counts.js'
import { nextOffset, PageWatch } from './paging.js'
import type { DatasetWriter } from './dataset-file.js'
import type { Standing } from './resume.js'
import type { ExportRequest } from './request.js'
import { Tally } from './tally.js'

/**
 * `incomplete`: the service said more rows follow and gave no way to read them (`deadEnd`); the
 * rows read are kept, and there is nothing to continue.
 */
export type DatasetOutcome = 'complete' | 'skipped' | 'unfinished' | 'incomplete' | 'failed'

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
}

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
  private readonly cursors = new Set<string>()

  constructor(
    name: DatasetName,
    public standing: Standing,
    settings: ExportRequest,
    log: Logger
  ) {
    this.spec = datasetSpec(name)
    // Enough rows for the summary and the report, and for each kind of gap handed over.
    this.tally = new Tally(name, Math.max(settings.summaryRows, settings.gapsLimit))
    const key = this.spec.key ?? 'row'
    this.watch = new PageWatch(log, { rows: name, key, keys: `${key} values` })
    this.skipped = standing.kind === 'done'
  }

  get open(): boolean {
    return this.standing.kind !== 'done' && this.error === undefined
  }

  /** Where the next page is read, for messages: "offset 250", "page 3". */
  get at(): string {
    const s = this.standing
    return s.kind === 'offset' ? `offset ${s.offset}` : `page ${this.tally.pages + 1}`
  }

  /** Takes a page in, once it is written: where the next one starts, or why paging cannot go on. */
  advance(page: AnalyticsPage, log: Logger): string | undefined {
    const s = this.standing
    if (!page.more) {
      this.standing = { kind: 'done' }
      if (page.deadEnd === true) this.endIncomplete(log)
      return undefined
    }
    if (s.kind === 'offset') {
      const at = { offset: s.offset, received: page.rows.length, limit: this.spec.limit ?? 0 }
      this.standing = { kind: 'offset', offset: nextOffset(log, `${this.spec.name}: the page`, at) }
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
            : 'unfinished'
    const { spec, path, tally, error, standing, deadEnd } = this
    return { name: spec.name, path, tally, outcome, error, standing, deadEnd }
  }
}

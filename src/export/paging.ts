import { createHash } from 'node:crypto'
import type { Logger } from '../action/io.js'
import type { Counts } from '../service/analytics.js'

/** What both exports keep while paging: a watch on the pages, and the best rows for the summary. */

/** What a watch calls the rows it sees and the field that names each. */
interface Watched {
  /** The rows, plural: "visitors", "feedback". */
  readonly rows: string
  /** The naming field, singular and plural: "path", "paths". */
  readonly key: string
  readonly keys: string
}

/** A page as a watch sees it: its rows' names, whether more follow, its totals described. */
export interface SeenPage {
  readonly keys: readonly string[]
  /** The rows as the file holds them: a page that comes again makes the same bytes. */
  readonly bytes: Uint8Array
  /** How many rows it has. */
  readonly rows: number
  readonly more: boolean
  /** The site-wide totals as a person reads them ("human 1, ai 2, total 3"); none for none. */
  readonly totals: string | undefined
}

/**
 * A page after which paging cannot go on: why, and whether its rows are to be written. Rows the
 * service sent are never dropped: a page that stops the paging is written like any other, unless
 * it is row for row a page already written, whose rows the file holds.
 */
interface Stuck {
  readonly why: string
  readonly keep: boolean
}

/**
 * Watches pages for data that moves while paging: totals that change, and rows that come back at
 * a page boundary (a row pushed down one page is seen again at the start of the next). It also
 * ends paging that does not move: more said to follow with an empty page, with a page that brings
 * no row the previous page did not have, or with a page that is row for row one seen before (a
 * service that ignores `offset` or its cursor, or cycles). Only the previous page's names and a
 * short digest of each page are kept, so memory stays bounded by the page size.
 */
export class PageWatch {
  /** The totals last seen, and where: a change is warned about once per change. */
  private last: { totals: string; at: string } | undefined
  private previous: { at: string; keys: Set<string> } | undefined
  /** Each page's digest, and where it was read. */
  private readonly digests = new Map<string, string>()

  constructor(
    private readonly log: Logger,
    private readonly what: Watched
  ) {}

  /**
   * Notes a page read `at` ("offset 250", "page 3"); says why paging must stop when the page
   * shows that it would never end, and whether its rows are still to be written.
   */
  see(page: SeenPage, at: string): Stuck | undefined {
    const { what } = this
    if (page.totals !== undefined) {
      if (this.last !== undefined && this.last.totals !== page.totals) {
        this.log.warning(
          `The totals changed while paging: ${this.last.at} said ${this.last.totals}, ${at} says ${page.totals}. The data moved during the export; rows may be missing or repeated. The first totals are kept.`
        )
      }
      this.last = { totals: page.totals, at }
    }
    const stalled = page.more ? this.stall(page, at) : undefined
    if (stalled !== undefined) return stalled
    const keys = new Set<string>()
    const repeated: string[] = []
    for (const key of page.keys) {
      if (this.previous?.keys.has(key) === true || keys.has(key)) repeated.push(key)
      keys.add(key)
    }
    if (repeated.length > 0) {
      const before = this.previous
      this.log.warning(
        `${repeated.length} ${what.key}(s) came back again in the page at ${at}, e.g. ${JSON.stringify(repeated[0])}${before === undefined ? '' : ` (already in the page at ${before.at})`}: the data moved while paging.`
      )
    }
    this.previous = { at, keys }
    return undefined
  }

  /**
   * Whether a page of rows named `keys` that says more follow moves the paging on, as far as its
   * names tell: it has rows, and one the previous page did not have. (One row for row like an
   * earlier page is known only by its bytes, once encoded: `see`.)
   */
  moves(keys: readonly string[]): boolean {
    const before = this.previous
    return keys.length > 0 && (before === undefined || !keys.every(key => before.keys.has(key)))
  }

  /** Why a page that says more follow shows the paging is not moving, or undefined. */
  private stall(page: SeenPage, at: string): Stuck | undefined {
    const more = `said more ${this.what.rows} follow ${at} but`
    if (page.rows === 0) return { why: `${more} sent none`, keep: true }
    // A digest of the bytes written anyway: no page is encoded twice to be recognised.
    const digest = createHash('sha256').update(page.bytes).digest('base64')
    const again = this.digests.get(digest)
    if (again !== undefined) {
      const why = `${more} sent the same ${page.rows} rows as at ${again}, so paging would never end (they are in the file once)`
      return { why, keep: false }
    }
    this.digests.set(digest, at)
    const before = this.previous
    if (before !== undefined && page.keys.every(key => before.keys.has(key))) {
      const why = `${more} sent only ${this.what.keys} the page at ${before.at} had, so paging would never end (its ${page.rows} rows are kept)`
      return { why, keep: true }
    }
    return undefined
  }
}

/** Counts as a person reads them: `human 1, ai 2, total 3`. */
export function describeCounts(c: Counts): string {
  return `human ${c.human}, ai ${c.ai}, total ${c.total}`
}

/**
 * The best `size` items by `score` (first seen wins a tie), in bounded memory: one insertion by
 * binary search per item that makes the cut.
 */
export class Best<T> {
  private readonly best: { item: T; score: number }[] = []
  constructor(
    private readonly size: number,
    private readonly score: (item: T) => number
  ) {}

  add(item: T): void {
    if (this.size === 0) return
    const score = this.score(item)
    const last = this.best.at(-1)
    if (this.best.length >= this.size && last !== undefined && score <= last.score) return
    // Insert after every item with a score at least as large (stable for ties).
    let lo = 0
    let hi = this.best.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((this.best[mid]?.score ?? 0) >= score) lo = mid + 1
      else hi = mid
    }
    this.best.splice(lo, 0, { item, score })
    if (this.best.length > this.size) this.best.pop()
  }

  items(): T[] {
    return this.best.map(b => b.item)
  }
}

/**
 * Where offset paging goes on: after the rows received. A page shorter than `limit` while more
 * follow is the service's to decide; paging on by `limit` would skip the rows in between, so it
 * is said, with `lead` naming the page ("The page", "views: the page").
 */
export function nextOffset(
  log: Logger,
  lead: string,
  at: { readonly offset: number; readonly received: number; readonly limit: number }
): number {
  const next = at.offset + at.received
  if (at.received < at.limit) {
    log.warning(
      `${lead} at offset ${at.offset} had ${at.received} rows, fewer than limit ${at.limit}, though more follow; the next page is read from offset ${next}, so no row is skipped.`
    )
  }
  return next
}

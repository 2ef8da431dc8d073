import type { AnalyticsPage, Counts, Row } from '../service/analytics.js'
import type { DatasetName } from '../service/datasets.js'
import { Best } from '../visitors/paging.js'
import { cell } from './files.js'

/**
 * What the summary shows of a dataset, gathered as its pages arrive, in memory bounded by the
 * summary's rows: counts, the first totals, and a few ranked lists. Each dataset's lists are
 * chosen once, here (`LISTS`), by what a docs team watches.
 */

/** A ranked list of a dataset: which rows qualify, and their score (ties: first seen first). */
interface ListRule {
  readonly name: ListName
  readonly keep: (row: Row) => boolean
  readonly score: (row: Row) => number
}

export type ListName =
  'top' | 'rated-down' | 'searched' | 'no-clicks' | 'comments' | 'unanswered' | 'callers'

const num = (field: string) => (row: Row) => (typeof row[field] === 'number' ? row[field] : 0)
const always = () => true
const first = () => 0

const LISTS: Readonly<Record<DatasetName, readonly ListRule[]>> = {
  views: [{ name: 'top', keep: always, score: num('total') }],
  visitors: [{ name: 'top', keep: always, score: num('total') }],
  'feedback-by-page': [
    { name: 'rated-down', keep: row => num('thumbsDown')(row) > 0, score: num('thumbsDown') }
  ],
  searches: [
    { name: 'searched', keep: always, score: num('hits') },
    // A search whose results nobody opened: the readers did not find what they looked for.
    { name: 'no-clicks', keep: row => row.ctr === 0, score: num('hits') }
  ],
  feedback: [
    {
      name: 'comments',
      keep: row => typeof row.comment === 'string' && row.comment.trim() !== '',
      score: first
    }
  ],
  assistant: [
    { name: 'unanswered', keep: row => row.resolutionStatus === 'unanswered', score: first }
  ],
  'assistant-callers': [{ name: 'callers', keep: always, score: first }]
}

/** Rows counted by a field's value, for the datasets where a share tells something. */
const COUNTED: Readonly<Partial<Record<DatasetName, string>>> = {
  feedback: 'helpful',
  assistant: 'resolutionStatus'
}

export class Tally {
  rows = 0
  /** Pages received. */
  pages = 0
  /** The first page's site-wide totals (views, visitors). */
  totals: Counts | undefined
  /** The first page's search events in the range (searches). */
  totalSearches: number | undefined
  /** Whether the service said more rows exist than a single-request dataset holds. */
  cut = false
  /** Rows by the value of `COUNTED`'s field ("true", "false", "unanswered"). */
  readonly counts = new Map<string, number>()
  private readonly lists: { rule: ListRule; best: Best<Row> }[]

  constructor(
    readonly dataset: DatasetName,
    size: number
  ) {
    this.lists = LISTS[dataset].map(rule => ({ rule, best: new Best<Row>(size, rule.score) }))
  }

  add(page: AnalyticsPage): void {
    this.pages++
    this.totals ??= page.totals
    this.totalSearches ??= page.totalSearches
    const counted = COUNTED[this.dataset]
    for (const row of page.rows) {
      this.rows++
      if (counted !== undefined) {
        const value = row[counted] === undefined ? 'unknown' : cell(row[counted])
        this.counts.set(value, (this.counts.get(value) ?? 0) + 1)
      }
      for (const { rule, best } of this.lists) if (rule.keep(row)) best.add(row)
    }
  }

  list(name: ListName): Row[] {
    return this.lists.find(l => l.rule.name === name)?.best.items() ?? []
  }
}

import type { AnalyticsPage, Counts, Row } from '../service/analytics.js'
import type { DatasetName } from '../service/datasets.js'
import { Best } from './paging.js'
import { cell } from './dataset-file.js'

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

type ListName =
  'top' | 'rated-down' | 'searched' | 'no-clicks' | 'comments' | 'unanswered' | 'callers'

const num = (field: string) => (row: Row) => (typeof row[field] === 'number' ? row[field] : 0)
const always = () => true
const first = () => 0

const LISTS: Readonly<Record<DatasetName, readonly ListRule[]>> = {
  views: [{ name: 'top', keep: always, score: num('total') }],
  visitors: [{ name: 'top', keep: always, score: num('total') }],
  // A page readers rated down more than up (15 down and 16 up is not a gap).
  'feedback-by-page': [
    {
      name: 'rated-down',
      keep: row => num('thumbsDown')(row) > num('thumbsUp')(row),
      score: num('thumbsDown')
    }
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

/**
 * Rows that say the same thing, counted together: an unanswered question asked again, the
 * comments left on one page. `text` is the first row's, as written; `notes` the first few distinct
 * details (the pages a question was asked from, the comments on a page).
 */
interface Group {
  readonly text: string
  count: number
  readonly notes: string[]
}

interface GroupRule {
  readonly keep: (row: Row) => boolean
  readonly key: (row: Row) => string
  readonly text: (row: Row) => string
  readonly note: (row: Row) => unknown
}

/** Distinct groups kept; rows of further ones are counted in `ungrouped`. */
export const MAX_GROUPS = 5000
export const NOTES_KEPT = 3
const KEPT_CHARS = 1000

const GROUPS: Readonly<Partial<Record<DatasetName, GroupRule>>> = {
  assistant: {
    keep: row => row.resolutionStatus === 'unanswered' && typeof row.query === 'string',
    key: row => sameQuestion(String(row.query)),
    text: row => String(row.query),
    note: row => row.pageUrl
  },
  // What readers wrote on a page they did not find helpful (or rated no way: a code block's).
  feedback: {
    keep: row =>
      row.helpful !== true && typeof row.comment === 'string' && row.comment.trim() !== '',
    key: row => String(row.path),
    text: row => String(row.path),
    note: row => row.comment
  }
}

/**
 * The form two questions share when they are the same question: compatibility forms folded
 * (NFKC), case, invisible characters, runs of whitespace and the punctuation at either end
 * ignored. "How do I rotate my key?" and "how do i  rotate my key" are one question.
 */
export function sameQuestion(text: string): string {
  return text
    .slice(0, KEPT_CHARS)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Cf}\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+/u, '')
    .replace(END_TRIMMED, '')
}

// Whitespace and punctuation at the end, matched only where no such character follows: the
// lookahead is checked once per place, so a run of punctuation followed by a letter costs its
// length, not its length squared (`/[\s\p{P}]+$/` tries the run again from each of its places).
const END_TRIMMED = /(?<![\s\p{P}])[\s\p{P}]+$/u

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
  /** Rows of `GROUPS`' rule past `MAX_GROUPS` distinct groups. */
  ungrouped = 0
  private readonly lists: { rule: ListRule; best: Best<Row>; qualified: number }[]
  private readonly grouped = new Map<string, Group>()

  constructor(
    readonly dataset: DatasetName,
    size: number
  ) {
    this.lists = LISTS[dataset].map(rule => ({
      rule,
      best: new Best<Row>(size, rule.score),
      qualified: 0
    }))
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
      for (const list of this.lists) {
        if (!list.rule.keep(row)) continue
        list.qualified++
        list.best.add(row)
      }
      this.group(row)
    }
  }

  /** The groups, the largest first (ties: first seen first). */
  groups(): Group[] {
    return [...this.grouped.values()].sort((a, b) => b.count - a.count)
  }

  private group(row: Row): void {
    const rule = GROUPS[this.dataset]
    if (rule === undefined || !rule.keep(row)) return
    const key = rule.key(row)
    let group = this.grouped.get(key)
    if (group === undefined) {
      if (this.grouped.size >= MAX_GROUPS) {
        this.ungrouped++
        return
      }
      group = { text: rule.text(row).slice(0, KEPT_CHARS), count: 0, notes: [] }
      this.grouped.set(key, group)
    }
    group.count++
    const note = rule.note(row)
    if (typeof note !== 'string' || note.trim() === '' || group.notes.length >= NOTES_KEPT) return
    const kept = note.slice(0, KEPT_CHARS)
    if (!group.notes.includes(kept)) group.notes.push(kept)
  }

  /** The top rows of a list, as many as the tally keeps. */
  list(name: ListName): Row[] {
    return this.lists.find(l => l.rule.name === name)?.best.items() ?? []
  }

  /** How many rows qualified for a list, kept or not. */
  qualified(name: ListName): number {
    return this.lists.find(l => l.rule.name === name)?.qualified ?? 0
  }
}

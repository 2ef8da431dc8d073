import { basename } from 'node:path'
import type { DatasetResult } from './dataset-run.js'
import type { AnalyticsPage, Row } from '../service/analytics.js'
import type { DatasetName } from '../service/datasets.js'
import { oneLine, truncate } from '../text/format.js'
import { escapeMarkdown, table } from '../text/markdown.js'
import { barChart, MAX_BARS } from './chart.js'
import { count } from './counts.js'
import type { Tally } from './tally.js'

// The health report takes its tables from the summary's sections: the one table() of markdown.ts.
export { table }

/**
 * The summary's section of each dataset: its headline figures, with their change against the
 * previous period when there is one, and the rows a docs team looks at. Every text of a row is
 * shown with `readerText`: one inert line, cut at `READER_CHARS` with a visible `…`.
 */

export const READER_CHARS = 300

type Section = (tally: Tally, before: AnalyticsPage | undefined, rows: number) => string[]

export const SECTIONS: Record<DatasetName, Section> = {
  views: (t, b, n) => traffic('Page views', 'views', t, b, n),
  visitors: (t, b, n) => traffic('Unique visitors', 'visitors', t, b, n),
  feedback: feedback,
  'feedback-by-page': ratedDown,
  searches: searches,
  assistant: assistant,
  'assistant-callers': callers
}

/** Text a reader wrote (or the service sent), as one inert line, cut visibly. */
export function readerText(value: unknown): string {
  return typeof value === 'string' ? escapeMarkdown(truncate(oneLine(value), READER_CHARS)) : ''
}

/** `+12%`, `-3%`, `new` (from 0), or empty when there is nothing to compare with. */
export function change(now: number, before: number | undefined): string {
  if (before === undefined) return ''
  if (before === 0) return now === 0 ? '0%' : 'new'
  const pct = Math.round(((now - before) / before) * 100)
  return `${pct > 0 ? '+' : ''}${pct}%`
}

function n(row: Row, field: string): number {
  const value = row[field]
  return typeof value === 'number' ? value : 0
}

/** The row of the previous period's page with the same key, for a row's change. */
function match(before: AnalyticsPage | undefined, key: string, row: Row): Row | undefined {
  return before?.rows.find(r => r[key] === row[key])
}

function traffic(
  title: string,
  what: string,
  t: Tally,
  before: AnalyticsPage | undefined,
  size: number
): string[] {
  const lines = [`### ${title}`, '']
  const totals = t.totals
  const was = before?.totals
  if (totals !== undefined) {
    const head = was === undefined ? ['', what] : ['', what, 'previous period', 'change']
    const line = (name: string, key: 'human' | 'ai' | 'total') =>
      was === undefined
        ? [name, count(totals[key])]
        : [name, count(totals[key]), count(was[key]), change(totals[key], was[key])]
    lines.push(
      ...table(head, [line('Human', 'human'), line('AI', 'ai'), line('Total', 'total')]),
      ''
    )
  }
  const top = t.list('top').slice(0, size)
  if (top.length === 0) return lines
  lines.push(...trafficChart(top, what))
  const compared = before !== undefined
  lines.push(
    `Top ${top.length} pages by ${what}${compared ? " (change: against the same page in the previous period's first page of rows)" : ''}:`,
    '',
    ...table(
      ['path', 'human', 'ai', 'total', ...(compared ? ['change'] : [])],
      top.map(row => [
        readerText(row.path),
        count(n(row, 'human')),
        count(n(row, 'ai')),
        count(n(row, 'total')),
        ...(compared ? [changeOf(before, 'path', row, 'total')] : [])
      ])
    )
  )
  return lines
}

function changeOf(before: AnalyticsPage | undefined, key: string, row: Row, field: string): string {
  const was = match(before, key, row)
  return was === undefined ? '—' : change(n(row, field), n(was, field))
}

/** The top pages by total as bars: the table's first column at a glance. */
function trafficChart(top: readonly Row[], what: string): string[] {
  const bars = top.map(row => ({ label: String(row.path), value: n(row, 'total') }))
  const shown = Math.min(bars.length, MAX_BARS)
  return barChart(`Top ${shown} pages by ${what} (human and AI)`, what, bars)
}

function feedback(t: Tally, _before: AnalyticsPage | undefined, size: number): string[] {
  const lines = [
    '### Feedback',
    '',
    `${count(t.rows)} feedback entries: ${count(t.counts.get('false') ?? 0)} not helpful, ${count(t.counts.get('true') ?? 0)} helpful (the rest carry no rating).`,
    ''
  ]
  const comments = t.list('comments').slice(0, size)
  if (comments.length === 0) return lines
  return [
    ...lines,
    `The first ${comments.length} comments (readers' words, shown as plain text):`,
    '',
    ...table(
      ['page', 'source', 'helpful', 'comment'],
      comments.map(row => [
        readerText(row.path),
        readerText(row.source),
        typeof row.helpful === 'boolean' ? String(row.helpful) : '',
        readerText(row.comment)
      ])
    )
  ]
}

function ratedDown(t: Tally, before: AnalyticsPage | undefined, size: number): string[] {
  const down = t.list('rated-down').slice(0, size)
  const lines = ['### Pages rated down most', '']
  if (t.cut)
    lines.push(
      'The service has feedback on more pages than one request returns: the file holds the top pages only.',
      ''
    )
  if (down.length === 0) return [...lines, 'No page was rated down more than up.']
  const compared = before !== undefined
  return [
    ...lines,
    ...table(
      ['path', 'thumbs down', 'thumbs up', 'code', 'total', ...(compared ? ['change'] : [])],
      down.map(row => [
        readerText(row.path),
        count(n(row, 'thumbsDown')),
        count(n(row, 'thumbsUp')),
        count(n(row, 'code')),
        count(n(row, 'total')),
        ...(compared ? [changeOf(before, 'path', row, 'thumbsDown')] : [])
      ])
    )
  ]
}

function searches(t: Tally, before: AnalyticsPage | undefined, size: number): string[] {
  const total = t.totalSearches ?? 0
  const was = before?.totalSearches
  const lines = [
    '### Searches',
    '',
    `${count(total)} searches, ${count(t.rows)} distinct queries${was === undefined ? '' : ` (previous period: ${count(was)}, ${change(total, was)})`}.`,
    ''
  ]
  const row = (r: Row) => [
    readerText(r.searchQuery),
    count(n(r, 'hits')),
    `${Math.round(n(r, 'ctr') * 100)}%`,
    r.topClickedPage === null ? '' : readerText(r.topClickedPage),
    ...(before === undefined ? [] : [changeOf(before, 'searchQuery', r, 'hits')])
  ]
  const head = ['query', 'hits', 'click-through', 'top clicked page']
  const headed = before === undefined ? head : [...head, 'change']
  const searched = t.list('searched').slice(0, size)
  if (searched.length > 0) lines.push(`Searched most:`, '', ...table(headed, searched.map(row)), '')
  const lost = t.list('no-clicks').slice(0, size)
  if (lost.length > 0)
    lines.push('Searched most with no result opened:', '', ...table(headed, lost.map(row)))
  return lines
}

function assistant(t: Tally, _before: AnalyticsPage | undefined, size: number): string[] {
  const unanswered = t.counts.get('unanswered') ?? 0
  const lines = [
    '### Assistant',
    '',
    `${count(t.rows)} conversations, ${count(unanswered)} unanswered (the assistant found no documentation for them).`,
    ''
  ]
  const questions = t.list('unanswered').slice(0, size)
  if (questions.length === 0) return lines
  return [
    ...lines,
    `The first ${questions.length} unanswered questions (readers' words, shown as plain text):`,
    '',
    ...table(
      ['asked', 'question', 'page'],
      questions.map(row => [
        readerText(row.timestamp),
        readerText(row.query),
        row.pageUrl === null ? '' : readerText(row.pageUrl)
      ])
    )
  ]
}

function callers(t: Tally, before: AnalyticsPage | undefined): string[] {
  const row = t.list('callers')[0]
  if (row === undefined) return []
  const was = before?.rows[0]
  const parts = [
    ['Web (the documentation site)', 'web'],
    ['API', 'api'],
    ['Other (integrations, SDKs)', 'other'],
    ['Total', 'total']
  ] as const
  const head =
    was === undefined ? ['from', 'queries'] : ['from', 'queries', 'previous period', 'change']
  // No pie: three slices repeat the three figures of the table under them, in 450 px.
  return [
    '### Where assistant queries come from',
    '',
    ...table(
      head,
      parts.map(([label, key]) =>
        was === undefined
          ? [label, count(n(row, key))]
          : [label, count(n(row, key)), count(n(was, key)), change(n(row, key), n(was, key))]
      )
    )
  ]
}

/**
 * The line under a list cut to its top rows: how many more there are, and where every row is.
 * Empty when the list shows them all.
 */
export function moreRows(d: DatasetResult, shown: number, total: number, what: string): string[] {
  if (total <= shown) return []
  const file = d.path === undefined ? '' : ` \`${basename(d.path).replace(/[`\r\n]/g, '')}\`,`
  return [
    '',
    `And ${count(total - shown)} more ${what}: every row is in${file} one of the run's files.`
  ]
}

import type { VisitorRow } from '../service/visitors.js'
import type { ExportResult } from './export.js'
import { escapeMarkdown, table } from '../text/markdown.js'
import { barChart, MAX_BARS } from '../export/chart.js'
import { count, heading } from '../export/counts.js'
import { ServiceError } from '../service/errors.js'
import { periodRange, type Period } from '../export/period.js'

/**
 * The job summary of a visitors export: totals, a bar chart of the top pages (human and AI), and
 * the top pages as a table. Numbers are written for people here (`48,210`); the exported file
 * keeps plain integers. When the export stopped early, the top pages are those of the rows it
 * exported, and the headings say so.
 */
export function renderVisitorsSummary(
  result: ExportResult,
  meta: {
    readonly period: Period
    readonly path: string
    readonly summaryRows: number
    readonly chart: boolean
  }
): string {
  const { stats } = result
  const partial = result.kind !== 'complete'
  const why = shortfall(result)
  const range = escapeMarkdown(periodRange(meta.period))
  const lines = [heading(`Unique visitors, ${range}`, why), '']
  if (why !== undefined && result.kind !== 'complete') {
    lines.push(
      `Export ${why}: ${count(stats.rows)} rows written; continue with \`offset: ${result.nextOffset}\`.`,
      ''
    )
  }
  if (stats.totals !== undefined) {
    const t = stats.totals
    lines.push(
      ...table(
        ['', 'visitors'],
        [
          ['Human', count(t.human)],
          ['AI', count(t.ai)],
          ['Total (deduplicated)', count(t.total)]
        ]
      ),
      ''
    )
  }
  lines.push(
    `${count(stats.rows)} page rows in ${count(stats.pages)} request(s), written to \`${escapeCode(meta.path)}\`.`,
    ''
  )
  const top = meta.summaryRows === 0 ? [] : stats.top
  const of = partial ? ', of the rows exported' : ''
  if (meta.chart) lines.push(...topChart(top, of))
  lines.push(...topTable(top, of))
  return lines.join('\n')
}

/**
 * The top pages by total visitors as bars (export/chart.ts keeps it legible: lying down, at most
 * MAX_BARS, short labels, an axis from 0 to just past the longest bar).
 */
function topChart(top: readonly VisitorRow[], of: string): string[] {
  const shown = Math.min(top.length, MAX_BARS)
  const bars = top.map(row => ({ label: row.path, value: row.total }))
  return barChart(`Top ${shown} pages${of} by visitors (human and AI)`, 'visitors', bars)
}

function topTable(top: readonly VisitorRow[], of: string): string[] {
  if (top.length === 0) return []
  return [
    `### Top ${top.length} pages by visitors${of}`,
    '',
    ...table(
      ['path', 'human', 'ai', 'total'],
      top.map(row => [escapeMarkdown(row.path), count(row.human), count(row.ai), count(row.total)])
    ),
    ''
  ]
}

/** Why the export is not whole, in a few words for its heading and its first line. */
function shortfall(result: ExportResult): string | undefined {
  switch (result.kind) {
    case 'complete':
      return undefined
    case 'stopped':
      return 'stopped by max-rows'
    case 'cancelled':
      return 'cancelled'
    case 'failed':
      return result.error instanceof ServiceError && result.error.status === 429
        ? 'rate limit reached'
        : 'failed'
  }
}

function escapeCode(text: string): string {
  return text.replace(/[`\r\n]/g, ' ')
}

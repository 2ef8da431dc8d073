import type { VisitorRow } from '../service/visitors.js'
import type { ExportResult } from './export.js'
import { alignRight, escapeMarkdown, table } from '../text/markdown.js'
import { chartLabel, count } from '../export/counts.js'
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
  const lines = [`## Unique visitors, ${escapeMarkdown(periodRange(meta.period))}`, '']
  const partial = result.kind !== 'complete'
  if (partial) {
    const why =
      result.kind === 'stopped'
        ? 'stopped by max-rows'
        : result.kind === 'cancelled'
          ? 'cancelled'
          : 'failed'
    lines.push(
      `Export ${why}: ${count(stats.rows)} rows written; continue with \`offset: ${result.nextOffset}\`.`,
      ''
    )
  }
  if (stats.totals !== undefined) {
    const t = stats.totals
    lines.push(
      ...table(
        ['', alignRight('visitors')],
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
  if (meta.chart) lines.push(...topChart(top.slice(0, CHART_PAGES), of))
  lines.push(...topTable(top, of))
  return lines.join('\n')
}

/** The chart shows the first pages of the table; more bars would not fit a summary's width. */
const CHART_PAGES = 10

/**
 * A Mermaid bar chart of the top pages: human visitors as bars, AI visitors as a line over them
 * (an xychart has no legend, so its title says which is which). Kept short: 260 px high.
 */
function topChart(top: readonly VisitorRow[], of: string): string[] {
  if (top.length === 0) return []
  const labels = top.map(row => `"${chartLabel(row.path)}"`).join(', ')
  const most = Math.max(...top.map(row => Math.max(row.human, row.ai)), 1)
  return [
    '```mermaid',
    '%%{init: {"xyChart": {"height": 260}}}%%',
    'xychart-beta',
    `    title "Top ${top.length} pages${of}: human visitors (bars), AI visitors (line)"`,
    `    x-axis [${labels}]`,
    `    y-axis "visitors" 0 --> ${most}`,
    `    bar [${top.map(row => row.human).join(', ')}]`,
    `    line [${top.map(row => row.ai).join(', ')}]`,
    '```',
    ''
  ]
}

function topTable(top: readonly VisitorRow[], of: string): string[] {
  if (top.length === 0) return []
  return [
    `### Top ${top.length} pages by visitors${of}`,
    '',
    ...table(
      ['path', alignRight('human'), alignRight('ai'), alignRight('total')],
      top.map(row => [escapeMarkdown(row.path), count(row.human), count(row.ai), count(row.total)])
    ),
    ''
  ]
}

function escapeCode(text: string): string {
  return text.replace(/[`\r\n]/g, ' ')
}

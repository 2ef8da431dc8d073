import type { VisitorRow } from '../service/visitors.js'
import type { ExportResult } from './export.js'
import { escapeMarkdown } from '../text/markdown.js'

/** The job summary of a visitors export: totals, a human-vs-AI pie chart, the top pages. */
export function renderVisitorsSummary(
  result: ExportResult,
  meta: {
    dateFrom: string | undefined
    dateTo: string | undefined
    path: string
    summaryRows: number
  }
): string {
  const { stats } = result
  const range = `${meta.dateFrom ?? 'the start'} to ${meta.dateTo ?? 'now'} (exclusive)`
  const lines = [`## Unique visitors, ${escapeMarkdown(range)}`, '']
  if (result.kind !== 'complete') {
    const why =
      result.kind === 'stopped'
        ? 'stopped by max-rows'
        : result.kind === 'cancelled'
          ? 'cancelled'
          : 'failed'
    lines.push(
      `Export ${why}: ${stats.rows} rows written; continue with \`offset: ${result.nextOffset}\`.`,
      ''
    )
  }
  if (stats.totals !== undefined) {
    const t = stats.totals
    lines.push('| | visitors |', '| --- | ---: |')
    lines.push(
      `| Human | ${t.human} |`,
      `| AI | ${t.ai} |`,
      `| Total (deduplicated) | ${t.total} |`,
      ''
    )
    if (t.human + t.ai > 0) {
      lines.push(
        '```mermaid',
        'pie showData title Human and AI visitors',
        `    "Human" : ${t.human}`,
        `    "AI" : ${t.ai}`,
        '```',
        ''
      )
    }
  }
  lines.push(
    `${stats.rows} page rows in ${stats.pages} request(s), written to \`${escapeCode(meta.path)}\`.`,
    ''
  )
  lines.push(...topPages(stats.top, meta.summaryRows))
  return lines.join('\n')
}

function topPages(top: readonly VisitorRow[], summaryRows: number): string[] {
  if (summaryRows === 0 || top.length === 0) return []
  return [
    `### Top ${top.length} pages by visitors`,
    '',
    '| path | human | ai | total |',
    '| --- | ---: | ---: | ---: |',
    ...top.map(row => `| ${escapeMarkdown(row.path)} | ${row.human} | ${row.ai} | ${row.total} |`),
    ''
  ]
}

function escapeCode(text: string): string {
  return text.replace(/[`\r\n]/g, ' ')
}

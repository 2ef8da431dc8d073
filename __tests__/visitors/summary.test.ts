import { describe, expect, test } from '@jest/globals'
import { chartLabel, count } from '../../src/export/counts.js'
import { renderVisitorsSummary } from '../../src/visitors/summary.js'
import type { ExportResult, ExportStats } from '../../src/visitors/export.js'
import { ServiceError } from '../../src/service/errors.js'
import { periodOf } from '../../src/export/period.js'

const top = [
  { path: '/quickstart', human: 9120, ai: 2210, total: 10877 },
  { path: '/api/"x"]\n```', human: 1500, ai: 12000, total: 13000 }
]
const stats: ExportStats = {
  totals: { human: 48210, ai: 12007, total: 57344 },
  rows: 1843,
  pages: 8,
  top
}
const meta = {
  period: periodOf('2026-11-14', '2026-11-21', 'dateFrom'),
  path: '/ws/visitors.csv',
  summaryRows: 20,
  chart: true
}

describe('renderVisitorsSummary', () => {
  test('its heading says the period as written, the end excluded; an open end in its word', () => {
    const summary = renderVisitorsSummary({ kind: 'complete', stats }, meta)
    expect(summary.split('\n')[0]).toBe(
      '## ✅ Unique visitors, 2026-11-14 to 2026-11-21 (exclusive)'
    )
    const open = { ...meta, period: periodOf(undefined, undefined, 'dateFrom') }
    expect(renderVisitorsSummary({ kind: 'complete', stats }, open).split('\n')[0]).toBe(
      '## ✅ Unique visitors, the start to now (exclusive)'
    )
  })

  test('the heading of an export cut short says so, and why: not the green one of a whole export', () => {
    const heading = (result: ExportResult) => renderVisitorsSummary(result, meta).split('\n')[0]
    const range = 'Unique visitors, 2026-11-14 to 2026-11-21 (exclusive)'
    const limited = new ServiceError(
      '429',
      { kind: 'status', status: 429 },
      { method: 'GET', path: '/v1' }
    )
    const broken = new ServiceError(
      '500',
      { kind: 'status', status: 500 },
      { method: 'GET', path: '/v1' }
    )
    expect(heading({ kind: 'failed', stats, nextOffset: 40, error: limited })).toBe(
      `## ⚠️ ${range} — incomplete: rate limit reached`
    )
    expect(heading({ kind: 'failed', stats, nextOffset: 40, error: broken })).toBe(
      `## ⚠️ ${range} — incomplete: failed`
    )
    expect(heading({ kind: 'stopped', stats, nextOffset: 40 })).toBe(
      `## ⚠️ ${range} — incomplete: stopped by max-rows`
    )
    expect(heading({ kind: 'cancelled', stats, nextOffset: 40 })).toBe(
      `## ⚠️ ${range} — incomplete: cancelled`
    )
  })

  test('every table lines up its figures on the right, as every other summary does', () => {
    const summary = renderVisitorsSummary({ kind: 'complete', stats }, meta)
    expect(summary).toContain('|  | visitors |\n| --- | ---: |')
    expect(summary).toContain('| path | human | ai | total |\n| --- | ---: | ---: | ---: |')
  })

  test('numbers for people: thousands separators in the summary', () => {
    const summary = renderVisitorsSummary({ kind: 'complete', stats }, meta)
    expect(summary).toContain('| Human | 48,210 |')
    expect(summary).toContain('| Total (deduplicated) | 57,344 |')
    expect(summary).toContain('1,843 page rows in 8 request(s)')
    expect(summary).toContain('| /quickstart | 9,120 | 2,210 | 10,877 |')
    expect(summary).toContain('### Top 2 pages by visitors\n')
  })

  test('a bar chart of the top pages lying down, by total, with plain numbers and inert labels', () => {
    const summary = renderVisitorsSummary({ kind: 'complete', stats }, meta)
    const chart = /```mermaid\n([\s\S]*?)\n```/.exec(summary)?.[1] ?? ''
    expect(chart.split('\n')).toEqual([
      '%%{init: {"xyChart": {"width": 800, "height": 178}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da"}}}}%%',
      'xychart-beta horizontal',
      '    title "Top 2 pages by visitors (human and AI)"',
      '    x-axis ["/quickstart", "/api/_x______"]',
      '    y-axis "visitors" 0 --> 15000',
      '    bar [10877, 13000]'
    ])
    expect(summary).not.toContain('pie')
  })

  test('chart: false leaves the tables only; summary-rows: 0 leaves out the pages', () => {
    expect(
      renderVisitorsSummary({ kind: 'complete', stats }, { ...meta, chart: false })
    ).not.toContain('mermaid')
    const none = renderVisitorsSummary({ kind: 'complete', stats }, { ...meta, summaryRows: 0 })
    expect(none).not.toContain('mermaid')
    expect(none).not.toContain('### Top')
  })

  test('when max-rows cut the export, the headings say the pages are of the rows exported', () => {
    const summary = renderVisitorsSummary({ kind: 'stopped', stats, nextOffset: 1843 }, meta)
    expect(summary).toContain(
      'Export stopped by max-rows: 1,843 rows written; continue with `offset: 1843`.'
    )
    expect(summary).toContain('### Top 2 pages by visitors, of the rows exported\n')
    expect(summary).toContain('title "Top 2 pages, of the rows exported by visitors')
  })
})

describe('chartLabel and count', () => {
  test('a label keeps letters of any script and URL characters; a long one keeps its end', () => {
    expect(chartLabel('/docs/日本語/intro')).toBe('/docs/日本語/intro')
    expect(chartLabel('/a b"c`]')).toBe('/a_b_c__')
    expect(chartLabel(`/guides/${'x'.repeat(40)}/end`)).toBe(`…${'x'.repeat(27)}/end`)
  })

  test('counts', () => {
    expect([0, 999, 1000, 1234567].map(count)).toEqual(['0', '999', '1,000', '1,234,567'])
  })
})

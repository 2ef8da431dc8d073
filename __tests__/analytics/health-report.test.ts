import { describe, expect, test } from '@jest/globals'
import {
  CUT_NOTE,
  readReportMarker,
  renderReport,
  reportMarker,
  type ReportContent
} from '../../src/analytics/health-report.js'
import { resultOf } from '../helpers/analytics-result.js'

const PERIOD = { projectId: 'docs', dateFrom: '2026-02-15', dateTo: '2026-02-22' }

describe('the report marker', () => {
  test.each([
    PERIOD,
    { projectId: 'a b-->c', dateFrom: '2026-02-15T00:00:00-05:00', dateTo: '%zz' }
  ])('round-trips %p and never closes its comment early', period => {
    const marker = reportMarker(period)
    expect(marker.slice(4, -3)).not.toContain('--')
    expect(readReportMarker(marker)).toEqual(period)
  })

  test.each([
    '<!-- mintlify-docs-health: docs 2026-02-15 2026-02-22 -->',
    ' <!-- mintlify-docs-health: docs 2026%2D02%2D15 2026%2D02%2D22 -->',
    '<!-- mintlify-docs-health: docs 2026%2D02%2D15 2026%2D02%2D22 --> and more',
    '<!-- mintlify-docs-health: docs 2026%2D02%2D15 -->',
    '<!-- mintlify-agent-job: job_1 -->',
    '<!-- mintlify-docs-health: docs %E0%A4%A 2026%2D02%2D22 -->'
  ])('reads nothing from %p', line => {
    expect(readReportMarker(line)).toBeUndefined()
  })
})

function content(extra: Partial<ReportContent> = {}): ReportContent {
  return {
    period: PERIOD,
    previousPeriod: { dateFrom: '2026-02-08', dateTo: '2026-02-15' },
    result: resultOf(
      {
        'feedback-by-page': Array.from({ length: 50 }, (_, i) => ({
          path: `/page-${i}`,
          thumbsDown: 50 - i,
          thumbsUp: 0
        }))
      },
      50
    ),
    gaps: 'Improve the docs.\n```\nquoted\n```',
    gapsLimit: 5,
    rows: 50,
    runUrl: 'https://github.com/acme/docs/actions/runs/1',
    previousIssue: undefined,
    ...extra
  }
}

describe('renderReport', () => {
  test('starts with its marker and says which datasets this run did not export', () => {
    const { body, cut } = renderReport(content())
    expect(body.split('\n')[0]).toBe(reportMarker(PERIOD))
    expect(cut).toBe(false)
    expect(body).toContain('Not exported by this run (input datasets does not name searches).')
    expect(body).toContain(
      'Not exported by this run (input datasets names neither views nor visitors).'
    )
    expect(body).toContain('| /page-0 | 50 | 0 |')
    expect(body).toContain('````text\nImprove the docs.\n```\nquoted\n```\n````')
  })

  test('cuts whole rows to fit, with the note, and keeps the hand-over whole', () => {
    const whole = renderReport(content()).body
    const { body, cut } = renderReport(content(), 1500)
    expect(cut).toBe(true)
    expect(body.length).toBeLessThanOrEqual(1500)
    expect(body).toContain(CUT_NOTE)
    expect(body.endsWith(whole.slice(whole.indexOf('### Handed to the agent')))).toBe(true)
    const rows = body
      .slice(0, body.indexOf(CUT_NOTE))
      .split('\n')
      .filter(l => l.startsWith('| /page'))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(50)
    for (const row of rows) expect(row).toMatch(/^\| \/page-\d+ \| \d+ \| 0 \|$/)
  })

  test('names the previous report and says when nothing was handed over', () => {
    const { body } = renderReport(content({ previousIssue: 12, gaps: '' }))
    expect(body).toContain('The report of the period before: #12.')
    expect(body).toContain('Nothing: no question, search or page stood out as a gap.')
    expect(renderReport(content({ gaps: '', gapsLimit: 0 })).body).toContain(
      'Nothing: gaps-limit is 0.'
    )
  })
})

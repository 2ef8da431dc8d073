import { describe, expect, test } from '@jest/globals'
import { renderAnalyticsSummary } from '../../src/analytics/summary.js'
import type { AnalyticsResult } from '../../src/export/export-datasets.js'
import type { Halt } from '../../src/export/halt.js'
import { periodOf } from '../../src/export/period.js'
import { ServiceError } from '../../src/service/errors.js'
import { resultOf } from '../helpers/analytics-result.js'

const meta = {
  period: periodOf('2026-02-15', '2026-02-22', 'dateFrom'),
  maxRequests: 50,
  summaryRows: 5,
  projectId: 'docs'
}
const RANGE = 'Mintlify analytics, 2026-02-15 to 2026-02-22 (exclusive)'
const views = [
  { path: '/quickstart', human: 900, ai: 100, total: 1000 },
  { path: '/api-reference/authentication', human: 800, ai: 50, total: 850 }
]
const firstLine = (result: AnalyticsResult) => renderAnalyticsSummary(result, meta).split('\n')[0]
const error = new ServiceError('429', { kind: 'status', status: 429 }, { method: 'GET', path: '/' })

describe('renderAnalyticsSummary', () => {
  test('a whole export has the green heading, its parentheses without backslashes', () => {
    expect(firstLine(resultOf({ views }))).toBe(`## ✅ ${RANGE}`)
  })

  test('a rate-limited or cut-short export says so in its heading', () => {
    const halted = (halt: Halt) => ({ ...resultOf({ views }), halt, complete: false })
    expect(firstLine(halted({ kind: 'rate-limited', error }))).toBe(
      `## ⚠️ ${RANGE} — incomplete: rate limit reached`
    )
    expect(firstLine(halted({ kind: 'budget' }))).toBe(
      `## ⚠️ ${RANGE} — incomplete: max-requests reached`
    )
    const short = resultOf({ views, searches: [] }, 10, { outcomes: { searches: 'incomplete' } })
    expect(firstLine(short)).toBe(`## ⚠️ ${RANGE} — incomplete: 1 of 2 datasets not complete`)
    const earlier = resultOf({ views }, 10, { outcomes: { views: 'skipped' } })
    expect(firstLine(earlier)).toBe(`## ✅ ${RANGE}`)
  })

  test('figures line up on the right in every table; no pie repeats the callers table', () => {
    const callers = [{ web: 40, api: 9, other: 1, total: 50 }]
    const summary = renderAnalyticsSummary(resultOf({ views, 'assistant-callers': callers }), meta)
    expect(summary).toContain('| dataset | rows | file | state |\n| --- | ---: | --- | --- |')
    expect(summary).toContain('| path | human | ai | total |\n| --- | ---: | ---: | ---: |')
    expect(summary).toContain('| from | queries |\n| --- | ---: |')
    expect(summary).not.toMatch(/^pie/m)
    expect(summary).toContain('xychart-beta horizontal')
  })
})

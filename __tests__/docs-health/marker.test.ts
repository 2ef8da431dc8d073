import { describe, expect, test } from '@jest/globals'
import { PENDING, readReportMarker, reportMarker } from '../../src/docs-health/marker.js'
import { markerSeal } from '../../src/github/hidden-marker.js'
import { reportScope, type ReportDates } from '../helpers/markers.js'

const DATES = { projectId: 'docs', dateFrom: '2026-02-15', dateTo: '2026-02-22' }
const SCOPE = reportScope(DATES)
const KEY = 'mint_key_of_this_workflow'
const SEAL = markerSeal(KEY, 'acme/docs')

describe('the report marker', () => {
  test('is written exactly so (a known answer: a changed seal would orphan every report)', () => {
    expect(reportMarker(SCOPE, SEAL, 7)).toBe(
      '<!-- mintlify-docs-health: docs 2026%2D02%2D15 2026%2D02%2D22 seal: B07kVSXoG7fXOc4vnHjkJA -->'
    )
  })

  test('is a placeholder no run reads until the issue has a number', () => {
    expect(PENDING).toBe('<!-- mintlify-docs-health: being written -->')
    expect(reportMarker(SCOPE, SEAL, undefined)).toBe(PENDING)
    expect(readReportMarker(PENDING, SEAL, 7)).toBeUndefined()
  })

  test('counts only in the issue it was sealed for: a copy in another issue is no marker', () => {
    const line = reportMarker(SCOPE, SEAL, 7)
    expect(readReportMarker(line, SEAL, 7)).toEqual(SCOPE)
    for (const other of [8, 70, 1, 0]) expect(readReportMarker(line, SEAL, other)).toBeUndefined()
  })

  test.each<ReportDates>([
    DATES,
    {
      projectId: 'a b-->c',
      dateFrom: '2026-02-15T00:00:00-05:00',
      dateTo: '2026-02-22T00:00:00-05:00'
    }
  ])('round-trips %p and never closes its comment early', dates => {
    const marker = reportMarker(reportScope(dates), SEAL, 7)
    expect(marker.slice(4, -3)).not.toContain('--')
    expect(readReportMarker(marker, SEAL, 7)).toEqual(reportScope(dates))
  })

  test.each([
    '<!-- mintlify-docs-health: docs 2026-02-15 2026-02-22 -->',
    ' <!-- mintlify-docs-health: docs 2026%2D02%2D15 2026%2D02%2D22 -->',
    '<!-- mintlify-docs-health: docs 2026%2D02%2D15 2026%2D02%2D22 --> and more',
    '<!-- mintlify-docs-health: docs 2026%2D02%2D15 -->',
    '<!-- mintlify-agent-job: job_1 -->',
    '<!-- mintlify-docs-health: docs %E0%A4%A 2026%2D02%2D22 -->'
  ])('reads nothing from %p', line => {
    expect(readReportMarker(line, SEAL, 7)).toBeUndefined()
  })

  // Sealed, so only the check of each value can refuse them: a marker's values are as untrusted
  // as the inputs they stand for.
  test.each<ReportDates>([
    { ...DATES, projectId: '..' },
    { ...DATES, projectId: 'p'.repeat(257) },
    { ...DATES, projectId: '' },
    { ...DATES, dateFrom: '2026-02-30' },
    { ...DATES, dateTo: 'tomorrow' },
    { ...DATES, dateTo: 'undefined' },
    { ...DATES, dateFrom: 'undefined' },
    { ...DATES, dateFrom: '2026-02-22' },
    { ...DATES, dateFrom: '2026-02-23' }
  ])('a sealed marker of a value its input refuses reads nothing: %p', dates => {
    expect(readReportMarker(reportMarker(reportScope(dates), SEAL, 7), SEAL, 7)).toBeUndefined()
  })

  test('a value that cannot be decoded, sealed as what it would be, reads nothing', () => {
    for (const at of [0, 1, 2]) {
      const values = ['docs', '2026%2D02%2D15', '2026%2D02%2D22']
      values[at] = '%E0%A4%A'
      const seal = SEAL.of('docs-health', [...values, '7'])
      const line = `<!-- mintlify-docs-health: ${values.join(' ')} seal: ${seal} -->`
      expect(readReportMarker(line, SEAL, 7)).toBeUndefined()
    }
  })

  test.each([
    [
      'no seal, as 1.0 wrote it',
      '<!-- mintlify-docs-health: docs 2026%2D02%2D15 2026%2D02%2D22 -->'
    ],
    [
      'another period under this seal',
      reportMarker(SCOPE, SEAL, 7).replace('2026%2D02%2D22', '2026%2D02%2D23')
    ],
    ['another project under this seal', reportMarker(SCOPE, SEAL, 7).replace(' docs ', ' other ')],
    ["another key's seal", reportMarker(SCOPE, markerSeal('mint_other', 'acme/docs'), 7)],
    ["another repository's seal", reportMarker(SCOPE, markerSeal(KEY, 'acme/other'), 7)],
    ['another issue under this seal', reportMarker(SCOPE, SEAL, 6)]
  ])('a marker this action did not write (%s) is no marker', (_what, line) => {
    expect(readReportMarker(line, SEAL, 7)).toBeUndefined()
  })
})

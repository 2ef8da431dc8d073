import { describe, expect, test } from '@jest/globals'
import { readVisitorSettings } from '../../src/visitors/settings.js'
import { periodDates } from '../../src/export/period.js'

const KEY = 'mint_abcdefgh'

describe('readVisitorSettings', () => {
  const visitors = (inputs: Record<string, string>, now = Date.parse('2026-11-21T15:30:00Z')) =>
    readVisitorSettings(
      name => ({ projectId: 'docs', 'secret-key': KEY, ...inputs })[name] ?? '',
      { GITHUB_WORKSPACE: '/ws' },
      now
    )

  test('defaults', () => {
    expect(visitors({})).toMatchObject({
      limit: 250,
      offset: 0,
      maxRows: undefined,
      format: 'csv',
      path: '/ws/visitors.csv',
      summaryRows: 20,
      chart: true,
      period: { from: undefined, to: undefined }
    })
    expect(visitors({ format: 'ndjson' }).path).toBe('/ws/visitors.ndjson')
    expect(visitors({ chart: 'false' }).chart).toBe(false)
    expect(() => visitors({ chart: 'no' })).toThrow('Input "chart"')
    expect(visitors({ path: '/tmp/x.csv' }).path).toBe('/tmp/x.csv')
  })

  test('a relative path that leads out of the workspace is refused, before any request', () => {
    expect(visitors({ path: 'out/../v.csv' }).confinedTo).toBe('/ws')
    expect(() => visitors({ path: '../visitors.csv' })).toThrow(
      'Input "path" is "../visitors.csv", a relative path that leads outside the workspace /ws: a relative path is read from the workspace and must stay inside it. Nothing was sent and nothing was written. To write outside the workspace on purpose, give "path" as an absolute path (such as ${{ runner.temp }}/visitors.csv).'
    )
    expect(visitors({ path: '/elsewhere/v.csv' }).confinedTo).toBeUndefined()
  })

  test('days counts whole UTC days back from today', () => {
    expect(periodDates(visitors({ days: '7' }).period)).toEqual({
      dateFrom: '2026-11-14',
      dateTo: '2026-11-21'
    })
  })

  test('dates are passed as written', () => {
    const { period } = visitors({ dateFrom: '2026-02-01T10:00:00+02:00', dateTo: '2026-02-02' })
    expect(periodDates(period)).toEqual({
      dateFrom: '2026-02-01T10:00:00+02:00',
      dateTo: '2026-02-02'
    })
  })
})

import { describe, expect, test } from '@jest/globals'
import { encodeResume } from '../../src/export/resume.js'
import { periodDates, periodOf } from '../../src/export/period.js'
import { readAnalyticsSettings } from '../../src/analytics/settings.js'

const NOW = Date.UTC(2026, 1, 15, 13, 0) // 2026-02-15 13:00 UTC

function read(inputs: Record<string, string>) {
  const all: Record<string, string> = {
    projectId: 'docs',
    'secret-key': 'mint_test_key_0123456789',
    ...inputs
  }
  return readAnalyticsSettings(name => all[name] ?? '', { GITHUB_WORKSPACE: '/work/space' }, NOW)
}

function error(inputs: Record<string, string>): string {
  try {
    read(inputs)
  } catch (e) {
    return (e as Error).message
  }
  throw new Error('expected an error')
}

describe('analytics settings', () => {
  test('defaults: every dataset, CSV to mintlify-analytics, 50 requests, 10 summary rows', () => {
    const s = read({})
    expect(s.datasets).toEqual([
      'views',
      'visitors',
      'feedback',
      'feedback-by-page',
      'searches',
      'assistant',
      'assistant-callers'
    ])
    expect(s.format).toBe('csv')
    expect(s.directory).toBe('/work/space/mintlify-analytics')
    expect(s.maxRequests).toBe(50)
    expect(s.summaryRows).toBe(10)
    expect(s.previous).toBeUndefined()
    expect(s.resume).toBeUndefined()
  })

  test('a relative directory stays in the workspace; one that leads out is refused, naming how to write there', () => {
    expect(read({ directory: 'a/../reports' }).confinedTo).toBe('/work/space')
    expect(read({ directory: '.' }).directory).toBe('/work/space')
    expect(read({ directory: '/tmp/out' }).confinedTo).toBeUndefined()
    const message = error({ directory: '../out' })
    expect(message).toBe(
      'Input "directory" is "../out", a relative path that leads outside the workspace /work/space: a relative path is read from the workspace and must stay inside it. Nothing was sent and nothing was written. To write outside the workspace on purpose, give "directory" as an absolute path (such as ${{ runner.temp }}/out).'
    )
    expect(message).not.toContain('symbolic link')
    expect(error({ directory: 'a/../../out' })).toContain('leads outside the workspace')
  })

  test('datasets are read comma- or newline-separated, in order, once each', () => {
    expect(read({ datasets: 'searches,\n views ,searches' }).datasets).toEqual([
      'searches',
      'views'
    ])
  })

  test.each([
    [{ datasets: 'views,pageviews' }, 'Input "datasets" names "pageviews", which is not a dataset'],
    [{ 'max-requests': '0' }, 'Input "max-requests" must be a whole number from 1 to 10000'],
    [
      { 'feedback-source': 'email' },
      'Input "feedback-source" must be one of code_snippet, contextual, agent, thumbs_only'
    ],
    [{ 'feedback-status': 'pending,open' }, 'Input "feedback-status" names "open"'],
    [{ compare: 'previous' }, 'Input "compare: previous" needs a period'],
    [{ compare: 'last' }, 'Input "compare" must be one of none, previous'],
    [{ days: '7', dateTo: '2026-02-01' }, 'Input "days" cannot be used together with "dateTo"']
  ])('%j: %s', (inputs, said) => {
    expect(error(inputs)).toContain(said)
  })

  test('compare: previous is the period of the same length just before', () => {
    const previous = (inputs: Record<string, string>) => {
      const period = read({ ...inputs, compare: 'previous' }).previous
      return period === undefined ? undefined : periodDates(period)
    }
    expect(previous({ days: '7' })).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-08' })
    expect(previous({ dateFrom: '2026-02-10T12:00:00Z', dateTo: '2026-02-11T00:00:00Z' })).toEqual({
      dateFrom: '2026-02-10T00:00:00.000Z',
      dateTo: '2026-02-10T12:00:00Z'
    })
    expect(read({ days: '7' }).previous).toBeUndefined()
  })

  test('a resume continues its own period, also when the run says days', () => {
    const resume = encodeResume(
      {
        projectId: 'docs',
        period: periodOf('2026-01-01', '2026-01-31', 'resume'),
        source: undefined,
        status: 'pending',
        datasets: ['views', 'feedback'],
        places: { views: { kind: 'offset', offset: 500 } }
      },
      'mint_test_key_0123456789'
    )
    const s = read({ resume, days: '30', datasets: 'feedback,views', 'feedback-status': 'pending' })
    expect(periodDates(s.period)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-01-31' })
    expect(s.resume?.places.views).toEqual({ kind: 'offset', offset: 500 })
    expect(
      error({ resume, dateFrom: '2026-01-02', dateTo: '2026-01-31', datasets: 'feedback,views' })
    ).toContain('Input "resume" continues an export with dateFrom "2026-01-01"')
  })
})

import { describe, expect, test } from '@jest/globals'
import { encodeResume } from '../../src/export/resume.js'
import { periodDates, periodOf } from '../../src/export/period.js'
import { readAnalyticsSettings } from '../../src/analytics/settings.js'

const ENV = { GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: '7' }

function read(inputs: Record<string, string>, env: Record<string, string> = ENV) {
  const all: Record<string, string> = {
    projectId: 'docs',
    'secret-key': 'mint_0123456789abcdef',
    'github-token': 'ghs_token',
    days: '7',
    datasets: 'views',
    ...inputs
  }
  return readAnalyticsSettings(name => all[name] ?? '', env, Date.parse('2026-02-22T06:00:00Z'))
}

describe('the report inputs', () => {
  test('report: issue compares with the period before, whatever compare says', () => {
    const settings = read({ report: 'issue', compare: 'none', 'report-labels': 'docs, health' })
    expect(periodDates(settings.previous!)).toEqual({
      dateFrom: '2026-02-08',
      dateTo: '2026-02-15'
    })
    expect(settings.report).toMatchObject({
      labels: ['docs', 'health'],
      closePrevious: false,
      github: { repository: { owner: 'acme', repo: 'docs' }, token: 'ghs_token' }
    })
    expect(settings.gapsLimit).toBe(5)
  })

  test('search-key and search-domain turn verification on; neither leaves it off', () => {
    const on = read({ report: 'issue', 'search-key': 'mint_dsc_k', 'search-domain': 'acme-docs' })
    expect(on.report?.verification).toEqual({ key: 'mint_dsc_k', domain: 'acme-docs' })
    expect(read({ report: 'issue' }).report?.verification).toBeUndefined()
  })

  test('report: none reads no report, and gaps-limit still counts', () => {
    const settings = read({ 'gaps-limit': '0' })
    expect(settings.report).toBeUndefined()
    expect(settings.gapsLimit).toBe(0)
  })

  test.each([
    [{ report: 'issues' }, 'report', /must be one of none, issue/],
    [{ report: 'issue', days: '' }, 'report', /give days, or both dateFrom and dateTo/],
    [{ report: 'issue', days: '', dateFrom: '2026-02-01' }, 'report', /give days/],
    [{ report: 'issue', 'github-token': '' }, 'github-token', /needs "github-token"/],
    [{ 'report-labels': 'x' }, 'report-labels', /needs report: issue/],
    [{ 'close-previous': 'true' }, 'close-previous', /needs report: issue/],
    [{ report: 'issue', 'close-previous': 'yes please' }, 'close-previous', /true or false/],
    [{ report: 'issue', 'report-labels': 'x'.repeat(51) }, 'report-labels', /50 characters/],
    [{ 'gaps-limit': '21' }, 'gaps-limit', /./],
    [{ 'search-key': 'mint_dsc_k', 'search-domain': 'docs' }, 'search-key', /needs report: issue/],
    [{ report: 'issue', 'search-domain': 'docs' }, 'search-key', /give search-key too/],
    [{ report: 'issue', 'search-key': 'mint_dsc_k' }, 'search-domain', /give it, the identifier/],
    [
      { report: 'issue', 'search-key': 'mint_0123', 'search-domain': 'docs' },
      'search-key',
      /must be an assistant API key \(it starts with "mint_dsc_"\)/
    ],
    [
      { report: 'issue', 'search-key': 'mint_dsc_k', 'search-domain': 'docs/../x' },
      'search-domain',
      /domain identifier/
    ]
  ])('%p is refused, naming %s', (inputs, name, message) => {
    expect(() => read(inputs)).toThrow(
      expect.objectContaining({ input: name, message: expect.stringMatching(message) })
    )
  })

  test('report: issue with resume is refused, naming report', () => {
    const resume = encodeResume(
      {
        projectId: 'docs',
        period: periodOf('2026-02-15', '2026-02-22', 'resume'),
        source: undefined,
        status: undefined,
        datasets: ['views'],
        places: { views: { kind: 'offset', offset: 250 } }
      },
      'mint_0123456789abcdef'
    )
    expect(read({ resume }).resume).toBeDefined()
    expect(() => read({ report: 'issue', resume })).toThrow(
      expect.objectContaining({ input: 'report', message: expect.stringMatching(/without resume/) })
    )
  })

  test('report: issue outside a workflow (no GITHUB_REPOSITORY) is refused', () => {
    expect(() => read({ report: 'issue' }, {})).toThrow(/needs GITHUB_REPOSITORY/)
  })
})

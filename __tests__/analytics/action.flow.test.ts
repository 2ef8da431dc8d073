import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { hostileTables, tableOf, type AnalyticsTables } from '../../emulator/analytics-data.js'
import type { ActionRun } from '../../emulator/runner.js'
import type { Route } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import type { DatasetName } from '../../src/service/datasets.js'
import { sealResume } from '../../src/export/resume.js'
import { injectedCommands, ranOutput, startStandIn, stopStandIn } from '../e2e/stand-in.js'
import { ALL, asCells, fewest, readRows, SIZES, type Row } from '../helpers/analytics-files.js'
import { runStep } from '../helpers/run-step.js'
import { useAnalyticsStep } from '../helpers/analytics-step.js'

/**
 * The analytics action's export, in process (helpers/run-step.ts: the step as the runner
 * prepares it, waits instant on the injected clock), against the stand-in's eight endpoints
 * (checked against the contract), with real files. What only a process shows (a whole export
 * through dist/, stderr, a cancel by SIGTERM) stays in e2e/analytics.test.ts.
 */

const analytics = useAnalyticsStep(runStep, 'analytics-flow-')
const { exportRun, expected } = analytics

describe('analytics export, in process', () => {
  test.each(['csv', 'ndjson', 'json'])(
    'every dataset as %s: every row once, at the largest pages, the fewest requests',
    async format => {
      const run = await exportRun({ format })
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
      const rows = JSON.parse(run.outputs.rows ?? '{}') as Record<string, number>
      for (const name of ALL) {
        const want = expected(name).slice(0, name === 'feedback-by-page' ? 100 : undefined)
        const path = files[name] ?? ''
        expect(path).toBe(join(analytics.dir, 'mintlify-analytics', `${name}.${format}`))
        const got = readRows(path, format)
        expect(got).toEqual(format === 'csv' ? asCells(name, want) : want)
        expect(rows[name]).toBe(want.length)
        const sent = analytics.emulator.requests.filter(r => r.route === (name as Route)).length
        expect(sent).toBe(fewest(name, want.length))
      }
      expect(run.outputs.complete).toBe('true')
      expect(run.outputs.resume).toBe('')
      const total = ALL.reduce((n, name) => n + fewest(name, expected(name).length), 0)
      expect(run.outputs.requests).toBe(String(total))
      expect(
        analytics.emulator.requests.find(r => r.route === 'assistant')?.query.get('limit')
      ).toBe('1000')
      expect(run.summary).toContain(`${total} of 50 analytics requests used`)
    }
  )

  test('max-requests stops the run with a warning; resumed runs finish it, no row twice or missing', async () => {
    const seen = new Map<DatasetName, Row[]>()
    let resume = ''
    const runs: ActionRun[] = []
    for (let i = 0; i < 6 && (i === 0 || resume !== ''); i++) {
      const run = await exportRun({
        format: 'ndjson',
        'max-requests': '4',
        directory: `part-${i}`,
        ...(resume === '' ? {} : { resume })
      })
      runs.push(run)
      expect(run.code).toBe(0)
      expect(Number(run.outputs.requests)).toBeLessThanOrEqual(4)
      const files = JSON.parse(run.outputs.files ?? '{}') as Record<DatasetName, string>
      for (const [name, path] of Object.entries(files) as [DatasetName, string][])
        seen.set(name, [...(seen.get(name) ?? []), ...readRows(path, 'ndjson')])
      resume = run.outputs.resume ?? ''
    }
    const first = runs[0] as ActionRun
    expect(first.stdout).toMatch(/::warning::Stopped at max-requests \(4 requests\)/)
    expect(first.outputs.complete).toBe('false')
    expect(first.summary).toContain('The export stopped at max-requests.')
    expect(runs.at(-1)?.outputs.complete).toBe('true')
    for (const name of ALL) expect(seen.get(name)).toEqual(expected(name).slice(0, 100_000))
    // A dataset already complete is not asked again: one request each for the single ones.
    expect(analytics.emulator.count('assistant-callers')).toBe(1)
    expect(analytics.emulator.count('feedback-by-page')).toBe(1)
  })

  test('a 429 mid-export stops every dataset and keeps each place; a resume finishes', async () => {
    analytics.emulator.inject('assistant', { status: 429, body: { error: 'Rate limit exceeded' } })
    const run = await exportRun({ format: 'json', datasets: 'views, feedback, assistant' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::Rate limit exceeded (429)')
    // Not retried: the window is an hour.
    expect(analytics.emulator.count('assistant')).toBe(1)
    expect(run.outputs.complete).toBe('false')
    const again = await exportRun({
      format: 'json',
      datasets: 'feedback,views,assistant',
      directory: 'again',
      resume: run.outputs.resume ?? ''
    })
    expect(again.code).toBe(0)
    expect(again.outputs.complete).toBe('true')
    const files = [run, again].map(
      r => JSON.parse(r.outputs.files ?? '{}') as Record<string, string>
    )
    for (const name of ['views', 'feedback', 'assistant'] as const) {
      const rows = files.flatMap(f => (f[name] === undefined ? [] : readRows(f[name], 'json')))
      expect(rows).toEqual(expected(name))
    }
  })

  test('a short Retry-After on a 429 is waited out within the run', async () => {
    analytics.emulator.inject('searches', {
      status: 429,
      body: { error: 'Rate limit exceeded' },
      headers: { 'retry-after': '0' }
    })
    const run = await exportRun({ datasets: 'searches' })
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    expect(analytics.emulator.count('searches')).toBe(3)
    expect(run.outputs.requests).toBe('3')
  })

  test("the stand-in's hourly limit answers 429 once spent: the run passes with resume set", async () => {
    analytics.emulator.analyticsPerHour = 3
    const run = await exportRun({ datasets: 'views,assistant' })
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('false')
    expect(run.outputs.requests).toBe('4')
    expect(run.summary).toContain("The export stopped at the service's hourly limit (429).")
  })

  test.each([
    [404, { error: 'Project docs not found' }, 'Project "docs" was not found'],
    [400, { error: 'Invalid query', details: [{ message: 'bad' }] }, 'rejected the request']
  ])(
    'a %i on one dataset fails the step naming it; the others are written',
    async (status, body, said) => {
      analytics.emulator.inject('searches', { status, body })
      const run = await exportRun({ format: 'csv' })
      expect(run.code).toBe(1)
      expect(run.stdout).toMatch(new RegExp(`::error::Dataset searches failed: .*${said}`))
      expect(run.stdout).toContain('The other datasets were written.')
      const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
      for (const name of ALL.filter(n => n !== 'searches'))
        expect(readRows(files[name] ?? '', 'csv')).toEqual(asCells(name, expected(name)))
      expect(run.outputs.resume).not.toBe('')
    }
  )

  test('a malformed row fails its dataset naming the field; the others go on', async () => {
    analytics.emulator.inject('feedback', {
      status: 200,
      body: { feedback: [{ id: 'x', path: '/p', comment: 12 }], nextCursor: null, hasMore: false }
    })
    const run = await exportRun({ datasets: 'feedback,views', format: 'ndjson' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('Dataset feedback failed')
    expect(run.stdout).toContain('feedback[0].comment = 12, not a string or null')
    const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
    expect(readRows(files.views ?? '', 'ndjson')).toEqual(expected('views'))
    expect(readFileSync(files.feedback ?? '', 'utf8')).toBe('')
  })
})

describe('mistakes that cost nothing: a wrong project or key stops at once, with one error', () => {
  const errors = (run: ActionRun) => run.stdout.split('\n').filter(l => l.startsWith('::error::'))

  test('a projectId the service does not know: 2 requests, one error, nothing to resume', async () => {
    await stopStandIn(analytics.emulator)
    analytics.emulator = await startStandIn({
      projects: ['docs'],
      analytics: hostileTables(SIZES)
    })
    const run = await exportRun({ projectId: 'nope' })
    expect(run.code).toBe(1)
    expect(analytics.emulator.requests.map(r => r.status)).toEqual([404, 404])
    expect(run.outputs.requests).toBe('2')
    expect(errors(run)).toEqual([
      '::error::Project "nope" was not found: check the projectId input (404 Not Found): Project nope not found. feedback-by-page and assistant-callers both answered 404 and no dataset answered, so the export stopped after 2 requests: nothing was exported.'
    ])
    expect(run.stdout).not.toContain('::warning::')
    expect(run.stdout).not.toMatch(/resume/i)
    expect(run.outputs).toMatchObject({ resume: '', complete: 'false', 'report-issue': '' })
    expect(run.summary).toContain(
      'The service knows no project "nope": check the `projectId` input.'
    )
    expect(run.summary).not.toContain('continues at')
  })

  test.each([
    [401, 'wrong', 'The service refused the API key (401 Unauthorized)'],
    [403, 'right', 'lacks the "read" scope']
  ])(
    'a key refused with %i: 1 request, one error, nothing to resume',
    async (status, key, said) => {
      if (key === 'right')
        analytics.emulator.inject('feedback-by-page', { status, body: { error: 'no' } })
      const run = await exportRun(key === 'wrong' ? { 'secret-key': 'mint_wrong_key' } : {})
      expect(run.code).toBe(1)
      expect(analytics.emulator.requests).toHaveLength(1)
      expect(errors(run)).toHaveLength(1)
      expect(errors(run)[0]).toContain(said)
      expect(errors(run)[0]).toContain('Nothing was exported (1 analytics request(s)).')
      expect(run.stdout).not.toMatch(/resume/i)
      expect(run.outputs.resume).toBe('')
    }
  )

  test('a 404 on the first dataset of a project the service knows fails that dataset alone', async () => {
    analytics.emulator.inject('feedback-by-page', { status: 404, body: { error: 'Not found' } })
    const run = await exportRun({})
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error::Dataset feedback-by-page failed')
    expect(run.stdout).toContain('The other datasets were written.')
    const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
    for (const name of ALL.filter(n => n !== 'feedback-by-page'))
      expect(readRows(files[name] ?? '', 'csv')).toEqual(asCells(name, expected(name)))
    expect(run.outputs.resume).not.toBe('')
  })
})

describe('analytics export at its edges', () => {
  test('a 5xx on the last request the budget allows keeps the place, as a budget stop', async () => {
    analytics.emulator.inject('views', { status: 503, body: { error: 'unavailable' } })
    const run = await exportRun({ datasets: 'views', 'max-requests': '1' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::Stopped at max-requests (1 requests)')
    expect(run.outputs.complete).toBe('false')
    const again = await exportRun({
      datasets: 'views',
      resume: run.outputs.resume ?? '',
      directory: 'b'
    })
    expect(again.outputs.complete).toBe('true')
    const files = JSON.parse(again.outputs.files ?? '{}') as Record<string, string>
    expect(readRows(files.views ?? '', 'csv')).toEqual(asCells('views', expected('views')))
  })

  test('empty datasets: a header-only CSV each, complete in one request each', async () => {
    analytics.emulator.resetAnalytics(hostileTables())
    analytics.emulator.resetVisitors(hostileDataset(0))
    const run = await exportRun({})
    expect(run.code).toBe(0)
    expect(run.outputs.complete).toBe('true')
    expect(run.outputs.requests).toBe('7')
    const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
    expect(readFileSync(files.searches ?? '', 'utf8')).toBe(
      'searchQuery,hits,ctr,topClickedPage,lastSearchedAt\r\n'
    )
  })

  test('a cursor given twice ends the dataset with an error, not an endless loop', async () => {
    const page = {
      status: 200,
      body: {
        searches: [
          { searchQuery: 'a', hits: 1, ctr: 0, topClickedPage: null, lastSearchedAt: 't' }
        ],
        totalSearches: 9,
        nextCursor: 'same'
      }
    }
    const next = {
      ...page,
      body: { ...page.body, searches: [{ ...page.body.searches[0], searchQuery: 'b' }] }
    }
    analytics.emulator.inject('searches', page, next)
    const run = await exportRun({ datasets: 'searches' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('gave a nextCursor it had given before, so paging would never end')
    expect(analytics.emulator.count('searches')).toBe(2)
  })

  test('a directory that cannot be written fails before any request, naming the input', async () => {
    const run = await exportRun({ directory: '/dev/null/analytics' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('(input "directory")')
    expect(analytics.emulator.requests).toEqual([])
  })

  test('dry run: the first request of each dataset, one check, no file', async () => {
    const run = await exportRun({ 'dry-run': 'true', datasets: 'searches,views' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('/v1/analytics/docs/searches?limit=100')
    expect(run.stdout).toContain('/v1/analytics/docs/views?limit=250&offset=0')
    expect(analytics.emulator.requests.map(r => [r.route, r.query.get('limit')])).toEqual([
      ['searches', '1']
    ])
    expect(existsSync(join(analytics.dir, 'mintlify-analytics'))).toBe(false)
  })
})

describe('hostile reader text in every text field', () => {
  const nasty = [
    '::warning::pwned',
    '\n::error::pwned\r\n##[error]pwned',
    '@octocat #12 https://evil.example <img src=x onerror=alert(1)> $$\\int$$ [x](javascript:1)',
    '=HYPERLINK("https://evil.example","x")'
  ]
  const text = (i: number) =>
    `${nasty[i % nasty.length] ?? ''} ${'long '.repeat(i === 1 ? 400 : 1)}`

  function nastyTables(key: string): AnalyticsTables {
    const base = hostileTables()
    return {
      ...base,
      feedback: tableOf(
        nasty.map((_, i) => ({
          id: `fb${i}`,
          path: text(i),
          comment: `${text(i)} ${key}`,
          createdAt: null,
          source: 'contextual',
          status: 'pending',
          helpful: false,
          contact: text(i)
        }))
      ),
      searches: tableOf(
        nasty.map((_, i) => ({
          searchQuery: text(i),
          hits: 10 - i,
          ctr: 0,
          topClickedPage: text(i),
          lastSearchedAt: text(i)
        }))
      ),
      assistant: tableOf(
        nasty.map((_, i) => ({
          id: `01JBXK6Q0M000000000000000${i}`,
          timestamp: text(i),
          query: text(i),
          response: text(i),
          sources: [{ title: text(i), url: text(i) }],
          resolutionStatus: 'unanswered',
          queryCategory: text(i),
          pageUrl: text(i)
        }))
      )
    }
  }

  test.each(['csv', 'ndjson', 'json'])(
    'as %s: the log, outputs and summary stay inert and cut; the files keep the text exactly',
    async format => {
      analytics.emulator.resetAnalytics(nastyTables(analytics.emulator.apiKey))
      const run = await exportRun({ format, datasets: 'feedback,searches,assistant' })
      expect(run.code).toBe(0)
      expect(injectedCommands(run.stdout)).toEqual([])
      const everything = ranOutput(run).join('\n')
      expect(everything).not.toContain(analytics.emulator.apiKey)
      expect(run.summary).not.toMatch(/<img|@octocat|\$\$|https:\/\/evil|(?<!\\)\]\(javascript/)
      // Each reader text is cut in the summary, visibly.
      expect(run.summary).toMatch(/long long[^|]*…/)
      expect(run.summary.split('\n').every(line => line.length < 2000)).toBe(true)
      const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
      const feedback = readRows(files.feedback ?? '', format)
      expect(feedback.map(r => r.path)).toEqual(nasty.map((_, i) => text(i)))
      expect(feedback.map(r => r.comment)).toEqual(nasty.map((_, i) => `${text(i)} ***`))
      const searches = readRows(files.searches ?? '', format)
      expect(searches.map(r => r.searchQuery)).toEqual(nasty.map((_, i) => text(i)))
      const assistant = readRows(files.assistant ?? '', format)
      expect(assistant.map(r => r.query)).toEqual(nasty.map((_, i) => text(i)))
      const sources = assistant.map(r => r.sources)
      const kept = nasty.map((_, i) => [{ title: text(i), url: text(i) }])
      expect(
        format === 'csv' ? sources.map(s => JSON.parse(String(s)) as unknown) : sources
      ).toEqual(kept)
    }
  )
})

describe('a resume that is not what this action wrote is refused before any request', () => {
  /** A resume sealed with the run's key: as if someone held the secret and wrote it by hand. */
  const handWritten = (datasets: string[], places: Record<string, unknown>) =>
    sealResume(
      JSON.stringify({
        v: 1,
        project: 'docs',
        from: null,
        to: null,
        source: null,
        status: null,
        datasets,
        places
      }),
      analytics.emulator.apiKey
    )

  async function refusedRun(resume: string, datasets: string): Promise<string[]> {
    const run = await exportRun({ datasets, resume, format: 'ndjson' })
    expect(run.code).toBe(1)
    expect(analytics.emulator.requests).toEqual([])
    return run.stdout.split('\n').filter(line => line.startsWith('::error::'))
  }

  test("another run's resume, edited by one character anywhere, is refused", async () => {
    const first = await exportRun({ datasets: 'views,feedback', 'max-requests': '2' })
    const written = first.outputs.resume ?? ''
    expect(written).not.toBe('')
    analytics.emulator.requests.length = 0
    // Every position of the document and of its seal, one changed character each.
    const positions = [0, 7, written.indexOf('.') - 1, written.indexOf('.') + 1, written.length - 1]
    for (const at of positions) {
      const edited =
        written.slice(0, at) + (written[at] === 'A' ? 'B' : 'A') + written.slice(at + 1)
      const errors = await refusedRun(edited, 'views,feedback')
      expect([at, errors.length]).toEqual([at, 1])
      expect(errors[0]).toContain('Input "resume" must be the resume output of an earlier run')
    }
  })

  test.each([
    [
      'a cursor for views',
      ['views'],
      { views: { cursor: 'c' } },
      'has a cursor for views, which pages by offset'
    ],
    [
      'an offset for feedback',
      ['feedback'],
      { feedback: { offset: 250 } },
      'has an offset for feedback, which pages by cursor'
    ],
    [
      '"start" for views (one page, then complete)',
      ['views'],
      { views: 'start' },
      'has a "start" for views'
    ],
    [
      'every dataset done (complete with no request)',
      ['views', 'searches'],
      { views: 'done', searches: 'done' },
      'says every dataset is done'
    ]
  ])('%s', async (_what, datasets, places, said) => {
    const errors = await refusedRun(handWritten(datasets, places), datasets.join(','))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(said)
  })
})

import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import type { Route } from '../../emulator/server.js'
import { ALL, asCells, fewest, readRows } from '../helpers/analytics-files.js'
import { useAnalyticsStep } from '../helpers/analytics-step.js'

/**
 * The analytics action end to end: dist/analytics/index.js as the runner runs it, against the
 * stand-in's eight endpoints (checked against the contract), with real files: what only a process
 * shows, a whole export (nothing on stderr) and a cancel by SIGTERM mid-export. Every other case
 * runs in process: analytics/action.flow.test.ts.
 */

const analytics = useAnalyticsStep(runAction, 'analytics-e2e-')
const { exportRun, expected } = analytics

describe('analytics export, end to end through dist/analytics/index.js', () => {
  test.each(['csv'])(
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

  test('cancelled mid-export: the step fails, the rows so far are in the files, resume set', async () => {
    analytics.emulator.inject('assistant', { delayMs: 1000 })
    const run = await runAction({
      action: 'analytics',
      inputs: {
        projectId: 'docs',
        'secret-key': analytics.emulator.apiKey,
        'base-url': analytics.emulator.url,
        datasets: 'views,assistant',
        format: 'ndjson'
      },
      // Debug logging on: the signal waits for the debug line of the first page written.
      env: { GITHUB_WORKSPACE: analytics.dir, RUNNER_DEBUG: '1' },
      signal: { when: /views: 250 rows at offset 0/, send: 'SIGTERM', afterMs: 100 }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error::The export was cancelled.')
    expect(run.outputs.resume).not.toBe('')
    const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
    expect(readRows(files.views ?? '', 'ndjson')).toEqual(expected('views').slice(0, 250))
  })
})

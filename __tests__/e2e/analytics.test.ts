import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { generatedTables } from '../../emulator/analytics-data.js'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import type { Emulator, Route } from '../../emulator/server.js'
import { generatedDataset } from '../../emulator/visitors-data.js'
import type { DatasetName } from '../../src/service/datasets.js'
import {
  ALL,
  asCells,
  expectedRows,
  fewest,
  readRows,
  SIZES,
  VISITORS,
  type Row
} from '../helpers/analytics-files.js'
import { startStandIn, stopStandIn } from './stand-in.js'

/**
 * The analytics action end to end: dist/analytics/index.js as the runner runs it, against the
 * stand-in's eight endpoints (checked against the contract), with real files: what only a process
 * shows, a whole export (nothing on stderr) and a cancel by SIGTERM mid-export. Every other case
 * runs in process: analytics/action.flow.test.ts.
 */

let emulator: Emulator
let dir: string

beforeEach(async () => {
  emulator = await startStandIn({
    visitors: generatedDataset(VISITORS),
    analytics: generatedTables(SIZES)
  })
  dir = mkdtempSync(join(tmpdir(), 'analytics-e2e-'))
})
afterEach(async () => {
  rmSync(dir, { recursive: true, force: true })
  await stopStandIn(emulator)
})

function exportRun(inputs: Record<string, string>): Promise<ActionRun> {
  return runAction({
    action: 'analytics',
    inputs: {
      projectId: 'docs',
      'secret-key': emulator.apiKey,
      'base-url': emulator.url,
      ...inputs
    },
    env: { GITHUB_WORKSPACE: dir }
  })
}

const expected = (name: DatasetName): Row[] => expectedRows(emulator, name)

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
        expect(path).toBe(join(dir, 'mintlify-analytics', `${name}.${format}`))
        const got = readRows(path, format)
        expect(got).toEqual(format === 'csv' ? asCells(name, want) : want)
        expect(rows[name]).toBe(want.length)
        const sent = emulator.requests.filter(r => r.route === (name as Route)).length
        expect(sent).toBe(fewest(name, want.length))
      }
      expect(run.outputs.complete).toBe('true')
      expect(run.outputs.resume).toBe('')
      const total = ALL.reduce((n, name) => n + fewest(name, expected(name).length), 0)
      expect(run.outputs.requests).toBe(String(total))
      expect(emulator.requests.find(r => r.route === 'assistant')?.query.get('limit')).toBe('1000')
      expect(run.summary).toContain(`${total} of 50 analytics requests used`)
    }
  )

  test('cancelled mid-export: the step fails, the rows so far are in the files, resume set', async () => {
    emulator.inject('assistant', { delayMs: 1000 })
    const run = await runAction({
      action: 'analytics',
      inputs: {
        projectId: 'docs',
        'secret-key': emulator.apiKey,
        'base-url': emulator.url,
        datasets: 'views,assistant',
        format: 'ndjson'
      },
      env: { GITHUB_WORKSPACE: dir },
      signal: { when: /views: 250 rows at offset 0/, send: 'SIGTERM', afterMs: 100 }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error::The export was cancelled.')
    expect(run.outputs.resume).not.toBe('')
    const files = JSON.parse(run.outputs.files ?? '{}') as Record<string, string>
    expect(readRows(files.views ?? '', 'ndjson')).toEqual(expected('views').slice(0, 250))
  })
})

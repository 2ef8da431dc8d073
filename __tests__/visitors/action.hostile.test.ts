import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { runExport } from '../helpers/export-step.js'
import { stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9 for the visitors export, in process (helpers/run-step.ts): what the service sends loses
 * no row and grows nothing without bound; a path outside the workspace is written, with a notice.
 * A path that cannot be written, which must leave no trace on stderr, stays with the bundle in
 * e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('visitors: nothing lost, nothing unbounded', () => {
  const visitors = (extra: Record<string, string>, env: Record<string, string> = {}) =>
    runExport(runStep, 'visitors', emulator, extra, env)

  test('pages shorter than limit while more follow: no row is skipped, and it is said where', async () => {
    emulator = await startStandIn({ visitors: hostileDataset(10) })
    const page = (from: number, to: number, hasMore: boolean) => ({
      status: 200,
      body: {
        totals: { human: 1, ai: 1, total: 2 },
        visitors: Array.from({ length: to - from }, (_, i) => ({
          path: `/p${from + i}`,
          human: 1,
          ai: 0,
          total: 1
        })),
        hasMore
      }
    })
    emulator.inject('visitors', page(0, 3, true), page(3, 8, true), page(8, 10, false))
    const workspace = mkdtempSync(join(tmpdir(), 'short-'))
    const run = await visitors({ limit: '5', format: 'ndjson' }, { GITHUB_WORKSPACE: workspace })
    expect(run.code).toBe(0)
    expect(emulator.requests.map(r => r.query.get('offset'))).toEqual(['0', '3', '8'])
    const paths = readFileSync(join(workspace, 'visitors.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map(line => (JSON.parse(line) as { path: string }).path)
    expect(paths).toEqual(Array.from({ length: 10 }, (_, i) => `/p${i}`))
    expect(run.stdout).toContain(
      'The page at offset 0 had 3 rows, fewer than limit 5, though more follow'
    )
    rmSync(workspace, { recursive: true, force: true })
  })

  test('a path outside the workspace is written, with a notice', async () => {
    emulator = await startStandIn({ visitors: hostileDataset(3) })
    const [workspace, elsewhere] = [
      mkdtempSync(join(tmpdir(), 'ws-')),
      mkdtempSync(join(tmpdir(), 'out-'))
    ]
    const run = await visitors({ path: join(elsewhere, 'v.csv') }, { GITHUB_WORKSPACE: workspace })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      `::notice::The export is written outside the workspace (${workspace})`
    )
    expect(readFileSync(join(elsewhere, 'v.csv'), 'utf8')).toContain('path,human,ai,total')
    for (const d of [workspace, elsewhere]) rmSync(d, { recursive: true, force: true })
  })

  test('the job summary stays under 1 MiB whatever the paths and summary-rows', async () => {
    emulator = await startStandIn()
    const long = '/' + 'a'.repeat(8_000)
    emulator.resetVisitors({
      size: 200,
      rowAt: i => ({ path: `${long}${i}`, human: i, ai: 1, total: i + 1, date: '2026-02-01' })
    })
    const workspace = mkdtempSync(join(tmpdir(), 'big-'))
    const run = await visitors(
      { 'summary-rows': '1000', path: 'v.csv' },
      { GITHUB_WORKSPACE: workspace }
    )
    rmSync(workspace, { recursive: true, force: true })
    expect(run.code).toBe(0)
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1000 * 1024)
    expect(run.summary).toContain('cut to fit the job summary limit of 1 MiB')
  })
})

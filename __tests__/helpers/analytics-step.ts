import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from '@jest/globals'
import { generatedTables } from '../../emulator/analytics-data.js'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { generatedDataset } from '../../emulator/visitors-data.js'
import type { DatasetName } from '../../src/service/datasets.js'
import { expectedRows, SIZES, VISITORS, type Row } from './analytics-files.js'
import type { StepRunner } from './run-step.js'
import { startStandIn, stopStandIn } from '../e2e/stand-in.js'

/**
 * The analytics action's export step against a fresh stand-in (SIZES tables, VISITORS visitors)
 * and workspace per test, shared by its runs through dist/ (e2e/analytics.test.ts) and in
 * process (analytics/action.flow.test.ts). Each run goes through `run`: dist/ in a process
 * (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export interface AnalyticsStep {
  /** The stand-in of the current test (a test may stop it and start another in its place). */
  emulator: Emulator
  /** The current test's workspace. */
  readonly dir: string
  /** The export with `inputs` over the stand-in's project, key and URL. */
  exportRun(inputs: Record<string, string>): Promise<ActionRun>
  /** The rows a dataset's file should hold. */
  expected(name: DatasetName): Row[]
}

export function useAnalyticsStep(
  run: StepRunner = runAction,
  prefix = 'analytics-'
): AnalyticsStep {
  let emulator: Emulator | undefined
  let dir = ''
  beforeEach(async () => {
    emulator = await startStandIn({
      visitors: generatedDataset(VISITORS),
      analytics: generatedTables(SIZES)
    })
    dir = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true })
    if (emulator !== undefined) await stopStandIn(emulator)
  })
  const current = (): Emulator => {
    if (emulator === undefined) throw new Error('no stand-in: useAnalyticsStep() runs in a test')
    return emulator
  }
  return {
    get emulator() {
      return current()
    },
    set emulator(next) {
      emulator = next
    },
    get dir() {
      return dir
    },
    exportRun(inputs) {
      const stand = current()
      return run({
        action: 'analytics',
        inputs: {
          projectId: 'docs',
          'secret-key': stand.apiKey,
          'base-url': stand.url,
          ...inputs
        },
        env: { GITHUB_WORKSPACE: dir }
      })
    },
    expected: name => expectedRows(current(), name)
  }
}

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from '@jest/globals'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import type { Emulator, EmulatorOptions } from '../../emulator/server.js'
import type { StepRunner } from './run-step.js'
import { startStandIn, stopStandIn } from '../e2e/stand-in.js'

/**
 * An export action's step (visitors or analytics) against a fresh stand-in and workspace per
 * test: the project, key and URL set, the files written to the workspace. Shared by the exports'
 * runs through dist/ (e2e/visitors.test.ts, e2e/analytics.test.ts) and in process
 * (visitors/export.flow.test.ts, analytics/action.flow.test.ts, through helpers/analytics-step.ts).
 * Each run goes through `run`: dist/ in a process (emulator/runner.ts, the default) or the source
 * in this one (helpers/run-step.ts).
 */

export interface ExportStep {
  /** The stand-in of the current test (a test may stop it and start another in its place). */
  emulator: Emulator
  /** The current test's workspace. */
  readonly dir: string
  /** The export with `inputs` over the stand-in's project, key and URL. */
  exportRun(inputs: Record<string, string>): Promise<ActionRun>
}

export interface ExportStepOptions {
  /** The stand-in's options for each test. */
  readonly standIn?: () => EmulatorOptions
  /** The workspace directory's prefix. */
  readonly prefix?: string
}

export function useExportStep(
  action: 'visitors' | 'analytics',
  run: StepRunner = runAction,
  { standIn = () => ({}), prefix = `${action}-` }: ExportStepOptions = {}
): ExportStep {
  let emulator: Emulator | undefined
  let dir = ''
  beforeEach(async () => {
    emulator = await startStandIn(standIn())
    dir = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true })
    if (emulator !== undefined) await stopStandIn(emulator)
  })
  const current = (): Emulator => {
    if (emulator === undefined) throw new Error('no stand-in: useExportStep() runs in a test')
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
        action,
        inputs: {
          projectId: 'docs',
          'secret-key': stand.apiKey,
          'base-url': stand.url,
          ...inputs
        },
        env: { GITHUB_WORKSPACE: dir }
      })
    }
  }
}

import { hostileTables } from '../../emulator/analytics-data.js'
import { runAction } from '../../emulator/runner.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import type { DatasetName } from '../../src/service/datasets.js'
import { expectedRows, SIZES, VISITORS, type Row } from './analytics-files.js'
import { useExportStep, type ExportStep } from './export-step.js'
import type { StepRunner } from './run-step.js'

/**
 * The analytics action's export step against a fresh stand-in (SIZES tables, VISITORS visitors)
 * and workspace per test, shared by its runs through dist/ (e2e/analytics.test.ts) and in
 * process (analytics/action.flow.test.ts). Each run goes through `run`: dist/ in a process
 * (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export interface AnalyticsStep extends ExportStep {
  /** The rows a dataset's file should hold. */
  expected(name: DatasetName): Row[]
}

export function useAnalyticsStep(
  run: StepRunner = runAction,
  prefix = 'analytics-'
): AnalyticsStep {
  const step = useExportStep('analytics', run, {
    prefix,
    standIn: () => ({ visitors: hostileDataset(VISITORS), analytics: hostileTables(SIZES) })
  })
  return Object.assign(step, {
    expected: (name: DatasetName) => expectedRows(step.emulator, name)
  })
}

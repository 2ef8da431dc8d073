import { runAction, type ActionRun } from '../../emulator/runner.js'
import type { Emulator, EmulatorOptions } from '../../emulator/server.js'
import type { StepRunner } from './run-step.js'
import { useStandInWorkspace, type StandInWorkspace } from './stand-in-workspace.js'

/**
 * An export action's step (visitors or analytics): the project, key and URL of a stand-in set,
 * the files written to the workspace. Shared by the exports' runs through dist/
 * (e2e/visitors.test.ts, e2e/analytics.test.ts, e2e/hostile.test.ts) and in process
 * (visitors/export.flow.test.ts, visitors/action.hostile.test.ts, analytics/action.flow.test.ts
 * through helpers/analytics-step.ts, and the one-off exports of the edge and dry-run tests). Each run goes through `run`: dist/ in a process
 * (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export type ExportAction = 'visitors' | 'analytics'

/** One run of `action` by `run` on `stand`, with `inputs` over its project, key and URL. */
export function runExport(
  run: StepRunner,
  action: ExportAction,
  stand: Emulator,
  inputs: Record<string, string>,
  env: Record<string, string> = {}
): Promise<ActionRun> {
  return run({
    action,
    inputs: {
      projectId: 'docs',
      'secret-key': stand.apiKey,
      'base-url': stand.url,
      ...inputs
    },
    env
  })
}

export interface ExportStep extends StandInWorkspace {
  /** The export with `inputs`, on the current stand-in, into the current workspace. */
  exportRun(inputs: Record<string, string>): Promise<ActionRun>
}

export interface ExportStepOptions {
  /** The stand-in's options for each test. */
  readonly standIn?: () => EmulatorOptions
  /** The workspace directory's prefix. */
  readonly prefix?: string
}

/** A fresh stand-in and workspace per test, and the export step on them. */
export function useExportStep(
  action: ExportAction,
  run: StepRunner = runAction,
  { standIn, prefix = `${action}-` }: ExportStepOptions = {}
): ExportStep {
  const workspace = useStandInWorkspace(prefix, standIn)
  return Object.assign(workspace, {
    exportRun: (inputs: Record<string, string>) =>
      runExport(run, action, workspace.emulator, inputs, { GITHUB_WORKSPACE: workspace.dir })
  })
}

import { expect } from '@jest/globals'
import { analyticsInputs, githubEnv, runAction, type ActionRun } from '../../emulator/runner.js'
import type { StoredIssue } from '../../emulator/github-issues.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { tables } from './docs-health-data.js'
import type { StepRunner } from './run-step.js'
import { useStandInWorkspace, type StandInWorkspace } from './stand-in-workspace.js'

/**
 * The docs-health report's step (the analytics action with `report: issue`) against a fresh
 * stand-in per test (100 visitors, the docs-health tables) and workspace, and the one issue it
 * should leave. Shared by its run through dist/ (e2e/docs-health.test.ts) and in process
 * (docs-health/issue.flow.test.ts). Each run goes through `run`: dist/ in a process
 * (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export interface ReportStep extends StandInWorkspace {
  /** The report on an issue labelled docs-health, 10 summary rows, with `inputs` over those. */
  report(inputs?: Record<string, string>): Promise<ActionRun>
  /** The one issue on the stand-in (expected to be the only one). */
  onlyIssue(): Pick<StoredIssue, 'number' | 'title' | 'body' | 'state'>
}

export function useReportStep(run: StepRunner = runAction, prefix = 'docs-health-'): ReportStep {
  const workspace = useStandInWorkspace(
    prefix,
    () => ({ visitors: hostileDataset(100) }),
    stand => stand.resetAnalytics(tables(stand.apiKey))
  )
  return Object.assign(workspace, {
    report(inputs: Record<string, string> = {}): Promise<ActionRun> {
      const stand = workspace.emulator
      return run({
        action: 'analytics',
        inputs: analyticsInputs(stand, {
          report: 'issue',
          'report-labels': 'docs-health',
          'github-token': stand.githubToken,
          'summary-rows': '10',
          ...inputs
        }),
        env: { GITHUB_WORKSPACE: workspace.dir, ...githubEnv(stand) }
      })
    },
    onlyIssue(): Pick<StoredIssue, 'number' | 'title' | 'body' | 'state'> {
      const issues = [...workspace.emulator.issues.values()]
      expect(issues).toHaveLength(1)
      return issues[0] ?? { number: 0, title: '', body: '', state: 'open' }
    }
  })
}

import { expect } from '@jest/globals'
import {
  agentInputs,
  analyticsInputs,
  githubEnv,
  runAction,
  type ActionRun
} from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { tables } from './docs-health-data.js'
import type { StepRunner } from './run-step.js'
import { useStandInWorkspace } from './stand-in-workspace.js'

/**
 * Consecutive Mondays of the docs-health loop on the stand-in: each week's analytics, the report,
 * the fix job as examples/docs-health.yml runs it, and the merge and deployment of its pull
 * request. Each test gets a fresh stand-in and workspace. Each step runs through `run`: dist/ in
 * a process (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export const PR = 'https://github.com/acme/docs/pull/42'
export const MERGE = 'c0ffee'.padEnd(40, '0')
export const WEEKS = [
  { dateFrom: '2026-02-15', dateTo: '2026-02-22', day: '2026-02-16' },
  { dateFrom: '2026-02-22', dateTo: '2026-03-01', day: '2026-02-24' },
  { dateFrom: '2026-03-01', dateTo: '2026-03-08', day: '2026-03-02' }
] as const
export type Week = 0 | 1 | 2

export interface Weeks {
  /** The stand-in of the current test. */
  readonly emulator: Emulator
  /** One Monday's report: the week's analytics, the history, the hand-over. */
  report(week: Week, inputs?: Record<string, string>): Promise<ActionRun>
  /**
   * The fix job, as examples/docs-health.yml runs it: the gaps, reported on the report issue; it
   * exits with `code` (0, or 1 for a job that fails on the service).
   */
  fix(health: ActionRun, code?: number): Promise<ActionRun>
  /** The pull request merged, and Mintlify's app deployed the merge commit. */
  mergeAndDeploy(): void
  /** The week's analytics on the stand-in. */
  weekData(week: Week): void
  gapsOf(run: ActionRun): string
  /** An issue's body as the stand-in holds it. */
  body(issue: number): string
}

export function useWeeks(run: StepRunner = runAction): Weeks {
  const workspace = useStandInWorkspace(
    'gap-history-',
    () => ({ visitors: hostileDataset(50) }),
    stand => {
      stand.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
    }
  )
  const current = (): Emulator => workspace.emulator
  const env = () => ({ GITHUB_WORKSPACE: workspace.dir, ...githubEnv(current()) })
  return {
    get emulator() {
      return current()
    },
    async report(week, inputs = {}) {
      const { dateFrom, dateTo } = WEEKS[week]
      const stand = current()
      const ran = await run({
        action: 'analytics',
        inputs: analyticsInputs(stand, {
          dateFrom,
          dateTo,
          report: 'issue',
          'gaps-limit': '20',
          'github-token': stand.githubToken,
          'search-key': stand.searchKey,
          'search-domain': 'docs',
          ...inputs
        }),
        env: env()
      })
      expect(ran.stderr).toBe('')
      return ran
    },
    async fix(health, code = 0) {
      const ran = await run({
        inputs: agentInputs(current(), {
          prompt: health.outputs.gaps ?? '',
          'issue-number': health.outputs['report-issue'] ?? '',
          'link-issue': 'false',
          task: 'docs-health'
        }),
        event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
        env: env()
      })
      expect(ran.code).toBe(code)
      return ran
    },
    mergeAndDeploy() {
      const stand = current()
      const pull = stand.pullRequest(42)
      if (pull === undefined) throw new Error('no pull request 42')
      Object.assign(pull, { state: 'closed', mergedAt: '2026-02-20T10:00:00Z', mergeSha: MERGE })
      stand.checks.set(MERGE, [{ name: 'Production', source: 'deployment', steps: ['success'] }])
    },
    weekData(week) {
      const stand = current()
      stand.resetAnalytics(tables(stand.apiKey, { week: WEEKS[week].day }))
    },
    gapsOf: run => run.outputs.gaps ?? '',
    body: issue => current().issues.get(issue)?.body ?? ''
  }
}

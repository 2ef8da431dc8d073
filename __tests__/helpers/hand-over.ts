import { expect } from '@jest/globals'
import {
  agentInputs,
  analyticsInputs,
  githubEnv,
  runAction,
  type ActionRun
} from '../../emulator/runner.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { tables } from './docs-health-data.js'
import type { StepRunner } from './run-step.js'
import { useStandInWorkspace, type StandInWorkspace } from './stand-in-workspace.js'
import { PR, WEEKS } from './weeks.js'

/**
 * The docs-health hand-over as examples/docs-health.yml runs it, shared by its run through dist/
 * (e2e/docs-health-handoff.test.ts) and in process (docs-health/hand-over.flow.test.ts): a fresh
 * stand-in (100 visitors, one job turn that opens PR) and workspace per test, and one Monday's
 * report whose gaps go to the agent's recurring task. Each step runs through `run`: dist/ in a
 * process (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export interface HandOver extends StandInWorkspace {
  /** One Monday: export and report the week, then hand its gaps to the agent's recurring task. */
  monday(
    week: 0 | 1,
    agent?: Record<string, string>
  ): Promise<{ health: ActionRun; agent: ActionRun }>
}

export function useHandOver(
  run: StepRunner = runAction,
  prefix = 'docs-health-handoff-'
): HandOver {
  const workspace = useStandInWorkspace(
    prefix,
    () => ({ visitors: hostileDataset(100) }),
    stand => {
      stand.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
    }
  )
  return Object.assign(workspace, {
    async monday(
      week: 0 | 1,
      agent: Record<string, string> = {}
    ): Promise<{ health: ActionRun; agent: ActionRun }> {
      const { dateFrom, dateTo, day } = WEEKS[week]
      const stand = workspace.emulator
      stand.resetAnalytics(tables(stand.apiKey, { week: day }))
      const env = { GITHUB_WORKSPACE: workspace.dir, ...githubEnv(stand) }
      const health = await run({
        action: 'analytics',
        inputs: analyticsInputs(stand, {
          dateFrom,
          dateTo,
          report: 'issue',
          'close-previous': 'true',
          // Two a week: the second week hands over gaps the first did not (never one twice).
          'gaps-limit': '2',
          'github-token': stand.githubToken
        }),
        env
      })
      expect(health.code).toBe(0)
      const ran = await run({
        inputs: agentInputs(stand, {
          prompt: health.outputs.gaps ?? '',
          task: 'docs-health',
          ...agent
        }),
        event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
        env
      })
      return { health, agent: ran }
    }
  })
}

import { describe, expect, test } from '@jest/globals'
import { generatedTables } from '../../emulator/analytics-data.js'
import { runAction, type ActionName, type ActionRun } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { generatedDataset } from '../../emulator/visitors-data.js'
import { useStandIn } from './stand-in.js'

/**
 * Each action's bundle as a new user runs it on GitHub: only the inputs the README's set-up names,
 * every other input passed by the runner emulation with its action.yml default, as the runner
 * passes it. Each optional input set alone to each value its description documents runs in
 * process, in __tests__/action/inputs.documented.test.ts.
 */

/** The stand-in every run here gets: a little of each dataset, a check, an automation. */
function setUp(stand: Emulator): void {
  stand.resetAnalytics(generatedTables({ views: 40, feedback: 20, searches: 20, assistant: 30 }))
  stand.visitors = generatedDataset(60)
  // The agent's pull request has one check, which passes (for `checks: report` and `fix`).
  stand.headChecks = [[{ name: 'lint', source: 'check-run', steps: ['queued', 'success'] }]]
  stand.automations.set('auto_weekly', {})
  // The app's deployment of the emulated run's commit, for the deploy action's source: github.
  stand.checks.set(RUNNER_SHA, [
    {
      name: 'Production',
      source: 'deployment',
      steps: ['success'],
      url: 'https://acme.mintlify.app'
    }
  ])
  // Each turn ends at the first status check, so the agent's rows cost a second each.
  stand.turns = [
    { activePolls: 0, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
  ]
}
const emulator = useStandIn(setUp)
const RUNNER_SHA = '0123456789abcdef0123456789abcdef01234567'

/** The set-up the README names (the key, the project; a prompt for the agent), and the stand-in's address. */
function setUpInputs(stand: Emulator, action: ActionName): Record<string, string> {
  return {
    projectId: 'docs',
    'secret-key': stand.apiKey,
    'base-url': stand.url,
    ...(action === 'agent' ? { prompt: 'Fix the typos.' } : {})
  }
}

function run(
  action: ActionName,
  extra: Record<string, string> = {},
  stand: Emulator = emulator
): Promise<ActionRun> {
  return runAction({
    action,
    inputs: { ...setUpInputs(stand, action), ...extra },
    githubToken: stand.githubToken,
    env: { GITHUB_API_URL: stand.githubUrl }
  })
}

const errors = (out: string) => out.split('\n').filter(line => line.startsWith('::error'))

describe('each action runs to its normal end on its defaults', () => {
  test('the agent: a job, its pull request, the outputs', async () => {
    const agent = await run('agent')
    expect(errors(agent.stdout)).toEqual([])
    expect(agent.code).toBe(0)
    expect(agent.outputs.prLink).toBe('https://github.com/acme/docs/pull/42')
    expect(agent.runnerWarnings).toEqual([])
  })
  test('visitors: the file and the summary', async () => {
    const visitors = await run('visitors')
    expect(errors(visitors.stdout)).toEqual([])
    expect(visitors.code).toBe(0)
    expect(visitors.outputs.complete).toBe('true')
  })
  test('analytics: every dataset, no report', async () => {
    const analytics = await run('analytics')
    expect(errors(analytics.stdout)).toEqual([])
    expect(analytics.code).toBe(0)
    expect(analytics.outputs.complete).toBe('true')
    expect(analytics.outputs['report-issue']).toBe('')
  })
  test('deploy: an update, followed to success', async () => {
    const deploy = await run('deploy')
    expect(errors(deploy.stdout)).toEqual([])
    expect(deploy.code).toBe(0)
    expect(deploy.outputs.status).toBe('success')
    expect(deploy.outputs.url).toBe('https://acme.mintlify.app')
  })
})

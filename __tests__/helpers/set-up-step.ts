import { hostileTables } from '../../emulator/analytics-data.js'
import { runAction, type ActionName, type ActionRun } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import type { StepRunner } from './run-step.js'
import { useStandIn } from '../e2e/stand-in.js'

/**
 * A step of any action as a new user sets it up: only the inputs the README's set-up names, on a
 * stand-in that holds a little of everything. Shared by the bundles' runs on their defaults
 * (e2e/defaults.test.ts) and each documented input's value in process
 * (action/inputs.documented.test.ts). Each run goes through `run`: dist/ in a process
 * (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

/** The commit the emulated runner's run is on (GITHUB_SHA). */
export const RUNNER_SHA = '0123456789abcdef0123456789abcdef01234567'

/** The stand-in every run here gets: a little of each dataset, a check, an automation. */
function setUp(stand: Emulator): void {
  stand.resetAnalytics(hostileTables({ views: 40, feedback: 20, searches: 20, assistant: 30 }))
  stand.visitors = hostileDataset(60)
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

/** The set-up the README names (the key, the project; a prompt for the agent), and the stand-in's address. */
function setUpInputs(stand: Emulator, action: ActionName): Record<string, string> {
  return {
    projectId: 'docs',
    'secret-key': stand.apiKey,
    'base-url': stand.url,
    ...(action === 'agent' ? { prompt: 'Fix the typos.' } : {})
  }
}

export interface SetUpStep {
  /** The stand-in of the current test (useStandIn's). */
  readonly emulator: Emulator
  /** `action` with the README's set-up and `extra`, against `stand`. */
  run(action: ActionName, extra?: Record<string, string>, stand?: Emulator): Promise<ActionRun>
}

/** A fresh stand-in per test, set up as above, and the step that runs on it through `run`. */
export function useSetUpStep(run: StepRunner = runAction): SetUpStep {
  const emulator = useStandIn(setUp)
  return {
    emulator,
    run: (action, extra = {}, stand = emulator) =>
      run({
        action,
        inputs: { ...setUpInputs(stand, action), ...extra },
        githubToken: stand.githubToken,
        env: { GITHUB_API_URL: stand.githubUrl }
      })
  }
}

import type { ScriptedCheck } from '../../emulator/github-checks.js'
import {
  agentInputs,
  githubEnv,
  issuesLabeled,
  runAction,
  type ActionRun
} from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import type { StepRunner } from './run-step.js'
import { useStandIn } from '../e2e/stand-in.js'

/**
 * The agent's step with `checks`, on issue 7 labelled, against a fresh stand-in per test whose
 * job opens PR: the scripted checks it meets and what the run left (the prompts job_1 got, the
 * issue's comment). Shared by the bundle's run (e2e/checks.test.ts) and in process
 * (checks/loop.flow.test.ts). Each run goes through `run`: dist/ in a process
 * (emulator/runner.ts, the default) or the source in this one (helpers/run-step.ts).
 */

export const PR = 'https://github.com/acme/docs/pull/42'
/** One job turn: a poll, then completed with PR. */
export const TURN = { activePolls: 1, end: 'completed', prLink: PR } as const

export const passing = (
  name: string,
  source: ScriptedCheck['source'] = 'check-run'
): ScriptedCheck => ({
  name,
  source,
  steps: ['queued', 'success']
})
export const LINT_FAILS: ScriptedCheck = {
  name: 'lint',
  source: 'check-run',
  steps: ['queued', 'in_progress', 'failure'],
  title: 'Vale found 2 problems',
  summary: 'Use "select", not "click on".',
  annotations: [{ path: 'docs/export.mdx', line: 12, message: 'Avoid "click on".' }]
}

export interface ChecksStep {
  /** The stand-in of the current test (useStandIn's), its job turns [TURN]. */
  readonly emulator: Emulator
  /** The agent's step on issue 7 with `inputs` (checks-timeout 10s unless given). */
  runWithChecks(inputs: Record<string, string>): Promise<ActionRun>
  /** The prompts job_1 received: the first from the issue, then each follow-up. */
  prompts(): readonly string[]
  /** The first comment on issue 7. */
  comment(): string
}

export function useChecksStep(run: StepRunner = runAction): ChecksStep {
  const emulator = useStandIn(emulator => {
    emulator.turns = [TURN]
  })
  return {
    emulator,
    runWithChecks: inputs =>
      run({
        inputs: agentInputs(emulator, { 'checks-timeout': '10s', ...inputs }),
        event: issuesLabeled(7),
        env: githubEnv(emulator)
      }),
    prompts: () => emulator.jobs.get('job_1')?.prompts ?? [],
    comment: () => emulator.commentsOn(7)[0]?.body ?? ''
  }
}

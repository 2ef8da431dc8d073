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
 * The fault matrix's step: the agent action on issue 7 with a follow-up message and a 500ms
 * request-timeout, against a fresh stand-in per test whose two job turns open pull request 42,
 * for a fault to be injected into. Shared by the faults in process (service/client.faults,
 * github/comments.faults) and through the bundle (e2e/faults). Each run goes through `run`:
 * dist/ in a process (emulator/runner.ts, the default) or the source in this one
 * (helpers/run-step.ts).
 */

export interface FaultStep {
  /** The stand-in of the current test (useStandIn's). */
  readonly emulator: Emulator
  /** The agent's step, with `extra` inputs over the matrix's. */
  run(extra?: Record<string, string>): Promise<ActionRun>
}

export function useFaultStep(run: StepRunner = runAction): FaultStep {
  const emulator = useStandIn(emulator => {
    emulator.turns = [
      { activePolls: 1, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' },
      { activePolls: 1, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
    ]
  })
  return {
    emulator,
    run: (extra = {}) =>
      run({
        inputs: agentInputs(emulator, {
          prompt: 'Fix it',
          messages: 'And this',
          'request-timeout': '500ms',
          ...extra
        }),
        event: issuesLabeled(7),
        env: githubEnv(emulator)
      })
  }
}

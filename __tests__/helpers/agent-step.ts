import { agentInputs, githubEnv, type ActionRun, type RunOptions } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import type { StepRunner } from './run-step.js'

/**
 * The agent action's step as most of its flows run it: the stand-in's inputs (agentInputs) with
 * the test's own over them, an event, and the stand-in's GitHub. Shared by the agent's flows in
 * process (agent/action.flow.test.ts and the security, permission and preview tests) and through
 * the bundle (e2e/agent.test.ts); `run` is emulator/runner.ts's runAction (dist/ in a process) or
 * helpers/run-step.ts's runStep.
 */

/**
 * The agent's step on `emulator`, run by `run`: `inputs` over agentInputs, on `event`, with
 * `options` (a token, say) over the rest.
 */
export function agentStep(run: StepRunner, emulator: Emulator) {
  return (
    inputs: Record<string, string> = {},
    event?: RunOptions['event'],
    options: Partial<RunOptions> = {}
  ): Promise<ActionRun> =>
    run({
      inputs: agentInputs(emulator, inputs),
      ...(event === undefined ? {} : { event }),
      env: githubEnv(emulator),
      ...options
    })
}

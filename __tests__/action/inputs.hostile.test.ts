import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv, issuesLabeled } from '../../emulator/runner.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): a secret input with a line break inside is refused
 * before anything is sent. Moved from e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('input from GitHub and from people', () => {
  test.each(['secret-key', 'github-token'])(
    'a %s with a line break inside is an input error before anything is sent',
    async input => {
      emulator = await startStandIn()
      const inputs = agentInputs(emulator)
      const run = await runStep({
        inputs: { ...inputs, [input]: `${inputs[input] ?? ''}\nsecond-line` },
        event: issuesLabeled(7),
        env: githubEnv(emulator)
      })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(
        `::error::Input "${input}" holds whitespace or a line break inside it`
      )
      expect(emulator.requests).toEqual([])
    }
  )
})

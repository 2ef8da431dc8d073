import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv } from '../../emulator/runner.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): an event payload that cannot be read is an error that
 * names GITHUB_EVENT_PATH, after the masks. Moved from e2e/hostile.test.ts, which keeps the event
 * file that is not there: under Jest, Node's own errors come from another realm, so the message
 * reads differently in process (`instanceof Error` fails) than in the bundle.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('input from GitHub and from people', () => {
  test.each([
    ['not JSON', '{"action":'],
    ['null', 'null'],
    ['empty', ''],
    ['an array', '[]']
  ])(
    'an event payload that is %s is a clear error naming GITHUB_EVENT_PATH, after the masks',
    async (_what, raw) => {
      emulator = await startStandIn()
      const run = await runStep({
        inputs: agentInputs(emulator),
        event: { name: 'issues', raw },
        env: githubEnv(emulator)
      })
      expect(run.code).toBe(1)
      const lines = run.stdout.split('\n')
      expect(lines[0]).toBe(`::add-mask::${emulator.apiKey}`)
      expect(run.stdout).toMatch(
        /::error::Could not read the event payload at GITHUB_EVENT_PATH \(.+event\.json\)/
      )
      expect(run.stdout).not.toContain('Unexpected error')
      expect(emulator.requests).toEqual([])
    }
  )
})

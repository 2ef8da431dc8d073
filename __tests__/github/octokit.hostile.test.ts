import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv, issuesLabeled } from '../../emulator/runner.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): a 403 that is GitHub's rate limit is waited out (on
 * the injected clock), not taken as no permission. Moved from e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe("GitHub's rate limits", () => {
  test('a 403 that is a rate limit is waited out, not taken as "no permission"', async () => {
    emulator = await startStandIn()
    emulator.inject('comment-create', {
      status: 403,
      headers: { 'retry-after': '1', 'x-ratelimit-remaining': '0' },
      body: { message: 'You have exceeded a secondary rate limit' }
    })
    const run = await runStep({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("::warning::GitHub's rate limit was reached; trying again in 1s.")
    expect(run.stdout).not.toContain('Could not comment')
    expect(emulator.commentCreatesOn(7)).toBe(2)
    expect(emulator.commentsOn(7)).toHaveLength(1)
    expect(emulator.commentsOn(7)[0]?.body).toContain('Agent job completed')
  })
})

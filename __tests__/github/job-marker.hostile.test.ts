import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv } from '../../emulator/runner.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { commented, stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): the hidden marker round-trips a job id made to break
 * an HTML comment, so the next instruction continues it. Moved from e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('the hidden marker', () => {
  test('round-trips a job id with "--", "-->" and spaces exactly, so the next instruction continues it', async () => {
    emulator = await startStandIn({ jobIdPrefix: 'a--b --> <!-- x ' })
    emulator.turns = [
      { activePolls: 1, end: 'completed' },
      { activePolls: 1, end: 'completed' }
    ]
    const say = async (body: string) => {
      const written = emulator.addComment(7, body, { login: 'maintainer', type: 'User' })
      return runStep({
        inputs: agentInputs(emulator),
        event: commented(written.id, body),
        env: githubEnv(emulator)
      })
    }
    expect((await say('/agent first')).code).toBe(0)
    const second = await say('/agent second')
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('Continuing job a--b --> <!-- x 1 of this issue.')
    expect(emulator.jobs.get('a--b --> <!-- x 1')?.prompts).toEqual(['first', 'second'])
    const marker =
      emulator
        .commentsOn(7)
        .find(c => c.user.type === 'Bot')
        ?.body.split('\n')[0] ?? ''
    expect(marker.slice(4, -3)).not.toContain('--')
  })
})

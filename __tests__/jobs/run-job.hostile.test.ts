import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv } from '../../emulator/runner.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): wait: false with jobId on a job mid-turn sends the
 * prompt when the turn ends, and never passes with it unsent. Moved from e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('wait: false with jobId on a job mid-turn', () => {
  test('the prompt is sent when the turn ends, then the step returns without waiting', async () => {
    emulator = await startStandIn()
    emulator.turns = [
      { activePolls: 2, end: 'completed' },
      { activePolls: 100, end: 'completed' }
    ]
    await runStep({
      inputs: agentInputs(emulator, { wait: 'false', prompt: 'Start' }),
      env: githubEnv(emulator)
    })
    const run = await runStep({
      inputs: agentInputs(emulator, { jobId: 'job_1', wait: 'false', prompt: 'Also this' }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts.at(-1)).toBe('Also this')
  })

  test('never passes with the prompt unsent: a turn that outlasts timeout fails, naming it', async () => {
    emulator = await startStandIn()
    emulator.turns = [{ activePolls: 10_000, end: 'completed' }]
    await runStep({
      inputs: agentInputs(emulator, { wait: 'false', prompt: 'Start' }),
      env: githubEnv(emulator)
    })
    const run = await runStep({
      inputs: agentInputs(emulator, {
        jobId: 'job_1',
        wait: 'false',
        prompt: 'Also this',
        timeout: '1s'
      }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('1 follow-up(s) not delivered: "Also this".')
    expect(emulator.count('message')).toBe(0)
  })
})

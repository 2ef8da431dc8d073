import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv, issuesLabeled, type ActionRun } from '../../emulator/runner.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { commented, stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): a fork's read-only user starts nothing, a custom role
 * on write access may, and outsiders cannot make the bot speak at will. Moved from
 * e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('input from GitHub and from people', () => {
  test("a fork's pull_request_target run by a read-only user starts nothing", async () => {
    emulator = await startStandIn()
    emulator.permissions.forker = 'read'
    const run = await runStep({
      inputs: agentInputs(emulator, { prompt: 'Review this' }),
      event: {
        name: 'pull_request_target',
        payload: {
          action: 'opened',
          pull_request: { number: 9, title: 'Fix typo', body: 'x', head: { repo: { fork: true } } },
          sender: { login: 'forker', type: 'User' }
        }
      },
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Not starting the agent: forker has read permission')
    expect(emulator.count('create')).toBe(0)
  })

  test('a custom role built on write access may start a job', async () => {
    emulator = await startStandIn()
    emulator.permissions.maintainer = { role: 'docs-writer', base: 'write' }
    const run = await runStep({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
  })
})

describe('outsiders cannot make the bot speak at will', () => {
  test('three refused comments: one refusal comment, a log line each time', async () => {
    emulator = await startStandIn()
    emulator.permissions.outsider = 'read'
    const runs: ActionRun[] = []
    for (const n of [1, 2, 3]) {
      const written = emulator.addComment(7, `/agent try ${n}`, { login: 'outsider', type: 'User' })
      runs.push(
        await runStep({
          inputs: agentInputs(emulator),
          event: commented(written.id, written.body, 'outsider'),
          env: githubEnv(emulator)
        })
      )
    }
    for (const run of runs)
      expect(run.stdout).toContain('Not starting the agent: outsider has read permission')
    const botComments = emulator.commentsOn(7).filter(c => c.user.type === 'Bot')
    expect(botComments).toHaveLength(1)
    expect(runs[2]?.stdout).toContain('The refusal is already commented on this issue; not again.')
    expect(emulator.count('create')).toBe(0)
  })
})

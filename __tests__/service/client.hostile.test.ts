import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv, issuesLabeled } from '../../emulator/runner.js'
import { startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): odd answers from the service (an encoding not asked
 * for, a byte-order mark, JSON that is no object, a 408, a prLink that is no https:// address)
 * are clear errors or retried, never a second job. Moved from e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('answers are read bounded', () => {
  test.each([
    [
      'a Content-Encoding not asked for',
      { 'content-encoding': 'gzip' },
      '{"id":"job_1","status":"active"}',
      'Content-Encoding "gzip", which was not asked for'
    ],
    [
      'a byte-order mark',
      {},
      '\uFEFF{"id":"job_1","status":"active"}',
      'starts with a byte-order mark'
    ],
    ['JSON that is not an object', {}, '["job_1"]', 'is JSON but not an object (an array)']
  ])(
    'a create answered with %s is a clear error, not a second job',
    async (_what, headers, raw, message) => {
      emulator = await startStandIn()
      emulator.inject('create', {
        status: 201,
        raw,
        headers: { 'content-type': 'application/json', ...headers }
      })
      const run = await runStep({
        inputs: agentInputs(emulator),
        event: issuesLabeled(7),
        env: githubEnv(emulator)
      })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(message)
      expect(emulator.count('create')).toBe(1)
    }
  )
})

describe('odd answers from the service', () => {
  test('a status check answered 408 is retried like a 5xx', async () => {
    emulator = await startStandIn()
    emulator.inject('get', { status: 408, body: { error: 'Request Timeout' } })
    const run = await runStep({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('completed')
  })

  test.each(['http://github.com/acme/docs/pull/42', 'javascript:alert(1)//pull/42'])(
    'prLink %s is no pull request: no pr-number, and require-pr fails saying why',
    async prLink => {
      emulator = await startStandIn()
      emulator.turns = [{ activePolls: 1, end: 'completed', prLink }]
      const run = await runStep({
        inputs: agentInputs(emulator, { 'require-pr': 'true' }),
        event: issuesLabeled(7),
        env: githubEnv(emulator)
      })
      expect(run.code).toBe(1)
      expect(run.outputs['pr-number']).toBe('')
      expect(run.stdout).toContain('is not an https:// URL, so it is not taken as a pull request')
      expect(emulator.count('labels') + emulator.commentsOn(42).length).toBe(0)
      emulator.violations.length = 0 // a non-URI prLink breaks the contract on purpose
    }
  )
})

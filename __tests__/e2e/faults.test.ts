import { describe, expect, test } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { useFaultStep } from '../helpers/fault-step.js'

/**
 * The fault matrix's answers that never come, through the bundled action: the request-timeout is
 * a timer on the real clock, on a socket that stays open. Every other fault (each status, a
 * dropped connection, an odd body, on create, on a status check and on a follow-up; GitHub's
 * comment API failing) runs in process, in __tests__/service/client.faults.test.ts and
 * __tests__/github/comments.faults.test.ts.
 */

const { emulator, run } = useFaultStep(runAction)

describe('a response that never comes', () => {
  test('on a status check (GET): retried once request-timeout ends it, the job completes', async () => {
    emulator.inject('get', { hang: true })
    const result = await run()
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({
      jobId: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42'
    })
    expect(emulator.count('create')).toBe(1)
    // Each of the two turns takes an `active` check and a terminal one; the fault adds one.
    expect(emulator.count('get')).toBe(5)
  })

  test('on create: one request, a clear message, no stack trace', async () => {
    emulator.inject('create', { hang: true })
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      'The service did not answer within 500ms (request-timeout) when trying to create a job'
    )
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('get')).toBe(0)
    expect(result.outputs.jobId).toBe('')
    expect(result.stdout).not.toMatch(/\n\s+at /)
    expect(result.stderr).toBe('')
  })

  test('on a follow-up: not repeated, the step says it may have been delivered, outputs set', async () => {
    emulator.inject('message', { hang: true })
    const result = await run()
    expect(result.code).toBe(1)
    expect(emulator.count('message')).toBe(1)
    expect(result.stdout).toContain(
      'The follow-up "And this" was being sent and may have been delivered.'
    )
    expect(result.stdout).not.toContain('not delivered')
    expect(result.outputs).toMatchObject({ jobId: 'job_1', status: 'completed' })
  })
})

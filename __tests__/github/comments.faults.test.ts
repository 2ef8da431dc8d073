import { describe, expect, test } from '@jest/globals'
import { type Fault } from '../../emulator/server.js'
import { runStep } from '../helpers/run-step.js'
import { useFaultStep } from '../helpers/fault-step.js'

/**
 * GitHub's comment API failing, under the agent action in process (helpers/run-step.ts): only a
 * warning, and a comment whose create was answered badly is found by its marker, never made twice.
 */

const { emulator, run } = useFaultStep(runStep)

const success = {
  outputs: { jobId: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
}

describe('the GitHub comment API failing is only a warning', () => {
  test.each<[string, Fault]>([
    ['403', { status: 403, body: { message: 'Resource not accessible by integration' } }],
    ['404', { status: 404, body: { message: 'Not Found' } }],
    ['500', { status: 500, body: { message: 'Server Error' } }]
  ])('%s on creating the comment', async (_name, fault) => {
    emulator.inject('comment-create', fault)
    const result = await run()
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject(success.outputs)
    expect(result.stdout).toContain('::warning::Could not comment on acme/docs#7')
    expect(emulator.count('create')).toBe(1)
    expect(emulator.commentsOn(7).length).toBeLessThanOrEqual(1)
  })

  test.each<[string, Fault]>([
    ['a 502 after the comment was stored', { status: 502, afterActing: true }],
    [
      'a connection dropped after the comment was stored',
      { drop: 'before-response', afterActing: true }
    ]
  ])(
    'the comment of a create answered with %s is found by its marker, never made twice',
    async (_name, fault) => {
      // The stand-in stores the comment, then answers with the fault: the comment exists, but the
      // action was not told. Its next post must find it by the job's marker and edit it.
      emulator.inject('comment-create', fault)
      const result = await run()
      expect(result.code).toBe(0)
      expect(emulator.count('comment-list')).toBeGreaterThanOrEqual(1)
      expect(emulator.commentCreatesOn(7)).toBe(1)
      expect(emulator.commentsOn(7)).toHaveLength(1)
      expect(emulator.commentsOn(7)[0]?.body).toContain('Agent job completed')
      expect(result.stdout).toContain('Found the comment of an unanswered create on acme/docs#7.')
    }
  )

  test('a 403 stops further comment attempts (one warning, not one per update)', async () => {
    emulator.inject('comment-create', { status: 403, body: { message: 'no' } })
    const result = await run()
    expect(result.stdout.match(/Could not comment/g)).toHaveLength(1)
    expect(emulator.commentCreatesOn(7)).toBe(1)
  })

  test('a 5xx on an edit is retried at the next update and the comment ends up final', async () => {
    emulator.inject('comment-update', { status: 502, body: { message: 'bad gateway' } })
    const result = await run()
    expect(result.code).toBe(0)
    expect(emulator.commentsOn(7)).toHaveLength(1)
    expect(emulator.commentsOn(7)[0]?.body).toContain('Agent job completed')
  })
})

import { describe, expect, test } from '@jest/globals'
import { decideConversation } from '../../src/jobs/conversation.js'

const found = { commentId: 5, jobId: 'job_1' }

describe('decideConversation', () => {
  test.each(['active', 'completed'])('a %s job is continued in its comment', status => {
    expect(decideConversation(found, { id: 'job_1', status })).toEqual({
      kind: 'continue',
      jobId: 'job_1',
      commentId: 5
    })
  })
  test('a failed job is not continued', () => {
    expect(decideConversation(found, { id: 'job_1', status: 'failed' })).toEqual({
      kind: 'new',
      note: 'Job job\\_1 had failed, so a new job was started.'
    })
  })
  test('an archived job is not continued', () => {
    expect(decideConversation(found, { id: 'job_1', status: 'archived' })).toMatchObject({
      kind: 'new',
      note: expect.stringContaining('been archived')
    })
  })
  test('a job the service no longer knows is not continued', () => {
    expect(decideConversation(found, undefined)).toMatchObject({
      kind: 'new',
      note: expect.stringContaining('no longer exists')
    })
  })
})

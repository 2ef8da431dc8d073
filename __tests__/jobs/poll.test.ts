import { describe, expect, test } from '@jest/globals'
import { decideTurn, FOLLOW_UP_GRACE_MS } from '../../src/jobs/poll.js'

const job = (status: string) => ({ id: 'j', status })

describe('decideTurn', () => {
  const first = { afterFollowUp: false, seenActive: false, elapsedMs: 0 }
  test.each(['completed', 'archived', 'failed'])('%s ends a first turn', status => {
    expect(decideTurn(job(status), first)).toEqual({ kind: 'ended', status })
  })
  test('active is running', () =>
    expect(decideTurn(job('active'), first)).toEqual({ kind: 'running' }))
  test('a status the contract does not list is unknown, not finished', () => {
    expect(decideTurn(job('paused'), first)).toEqual({ kind: 'unknown', status: 'paused' })
  })
  test('after a follow-up, a terminal status counts only once the job was seen active again', () => {
    const after = { afterFollowUp: true, seenActive: false, elapsedMs: 1000 }
    expect(decideTurn(job('completed'), after)).toEqual({ kind: 'running' })
    expect(decideTurn(job('completed'), { ...after, seenActive: true })).toEqual({
      kind: 'ended',
      status: 'completed'
    })
  })
  test('... or once the grace period has passed without it', () => {
    const after = { afterFollowUp: true, seenActive: false, elapsedMs: FOLLOW_UP_GRACE_MS - 1 }
    expect(decideTurn(job('failed'), after)).toEqual({ kind: 'running' })
    expect(decideTurn(job('failed'), { ...after, elapsedMs: FOLLOW_UP_GRACE_MS })).toEqual({
      kind: 'ended',
      status: 'failed'
    })
  })
})

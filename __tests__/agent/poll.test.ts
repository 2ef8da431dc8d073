import { describe, expect, test } from '@jest/globals'
import { decideTurn, FOLLOW_UP_GRACE_MS, pollDelayMs, pollUntil } from '../../src/agent/poll.js'

const job = (status: string) => ({ id: 'j', status })

describe('pollDelayMs', () => {
  test('a second for the first ten seconds of a turn, then a tenth of its time, up to the interval', () => {
    const gap = (s: number) => pollDelayMs(s * 1000, 120_000, () => 0)
    expect([0, 5, 10, 30, 300, 1200, 1800, 7200].map(gap)).toEqual([
      1000, 1000, 1000, 3000, 30_000, 120_000, 120_000, 120_000
    ])
  })
  test('jitter only shortens, by at most 5 %', () => {
    expect(pollDelayMs(0, 120_000, () => 0.999_999)).toBe(950)
    expect(pollDelayMs(300_000, 120_000, () => 1)).toBe(28_500)
    expect(pollDelayMs(300_001, 120_000, () => 0)).toBe(30_000)
  })
  test('a poll interval under a second caps even the first wait', () => {
    expect(pollDelayMs(0, 200, () => 0)).toBe(200)
  })
  test('every end is noticed within max(1 s, 10 % of the run time); 30 minutes cost under 70 checks', () => {
    for (const random of [() => 0, () => 1, Math.random]) {
      let t = 0
      let checks = 0
      for (; t < 30 * 60_000; checks++) {
        const gap = pollDelayMs(t, 120_000, random)
        // An end just after check `t` is seen at the next one, `gap` later.
        expect(gap).toBeLessThanOrEqual(Math.max(1000, 0.1 * t))
        t += gap
      }
      expect(checks).toBeLessThan(70)
    }
  })
})

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

/** A clock that moves only when the loop sleeps. */
function fakeTime() {
  let now = 0
  const slept: number[] = []
  return {
    now: () => now,
    slept,
    sleep: (ms: number) => {
      slept.push(ms)
      now += ms
      return Promise.resolve()
    }
  }
}

describe('pollUntil', () => {
  test('checks after each wait until a value comes', async () => {
    const t = fakeTime()
    let checks = 0
    const result = await pollUntil({
      check: () => Promise.resolve(++checks === 3 ? 'done' : undefined),
      delayMs: elapsed => elapsed + 100,
      deadline: 10_000,
      now: t.now,
      sleep: t.sleep
    })
    expect(result).toEqual({ kind: 'done', value: 'done' })
    expect(t.slept).toEqual([100, 200, 400])
  })

  test('the deadline bounds the waits and ends the loop', async () => {
    const t = fakeTime()
    const result = await pollUntil({
      check: () => Promise.resolve(undefined),
      delayMs: () => 400,
      deadline: 1000,
      now: t.now,
      sleep: t.sleep
    })
    expect(result).toEqual({ kind: 'timed-out' })
    expect(t.slept).toEqual([400, 400, 200])
  })

  test('an aborted signal cancels', async () => {
    const t = fakeTime()
    const controller = new AbortController()
    let checks = 0
    const result = await pollUntil({
      check: () => {
        checks++
        controller.abort()
        return Promise.resolve(undefined)
      },
      delayMs: () => 10,
      deadline: 1000,
      now: t.now,
      sleep: t.sleep,
      signal: controller.signal
    })
    expect(result).toEqual({ kind: 'cancelled' })
    expect(checks).toBe(1)
  })
})

import { describe, expect, test } from '@jest/globals'
import { pollDelayMs, pollUntil } from '../../src/action/poll.js'
import { testTiming } from '../helpers/timing.js'

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
      time: testTiming({ now: t.now, sleep: t.sleep })
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
      time: testTiming({ now: t.now, sleep: t.sleep })
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
      time: testTiming({ now: t.now, sleep: t.sleep, signal: controller.signal })
    })
    expect(result).toEqual({ kind: 'cancelled' })
    expect(checks).toBe(1)
  })
})

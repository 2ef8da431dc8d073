import { describe, expect, test } from '@jest/globals'
import type { Failure } from '../../src/http/failure.js'
import {
  DEFAULT_RETRY_POLICY,
  nextWaitMs,
  parseRetryAfter,
  retrying,
  type Tried
} from '../../src/http/retry.js'
import { testTiming } from '../helpers/timing.js'

const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 }
const S503: Failure = { kind: 'status', status: 503 }

test('the default policy: five attempts, from one second, waits of a minute at most', () => {
  expect(DEFAULT_RETRY_POLICY).toEqual({ maxAttempts: 5, baseDelayMs: 1_000, maxDelayMs: 60_000 })
})

describe('nextWaitMs', () => {
  test('backoff doubles, with jitter between half and all of it, capped', () => {
    expect(nextWaitMs(1, S503, true, policy, () => 0)).toBe(500)
    expect(nextWaitMs(1, S503, true, policy, () => 1)).toBe(1000)
    expect(nextWaitMs(2, S503, true, policy, () => 0.5)).toBe(1500)
    expect(nextWaitMs(3, S503, true, policy, () => 1)).toBe(4000)
    const long = { ...policy, maxAttempts: 30 }
    expect(nextWaitMs(20, S503, true, long, () => 1)).toBe(60_000)
  })

  test('no attempt left, or a failure not worth retrying: stop', () => {
    expect(nextWaitMs(5, S503, true, policy, () => 1)).toBeUndefined()
    expect(nextWaitMs(4, S503, true, policy, () => 1)).toBe(8000)
    expect(nextWaitMs(1, { kind: 'status', status: 404 }, true, policy, () => 1)).toBeUndefined()
    // A write the service may have acted on is not sent again; one it surely did not act on is.
    expect(nextWaitMs(1, S503, false, policy, () => 1)).toBeUndefined()
    expect(nextWaitMs(1, { kind: 'not-sent', code: 'ECONNREFUSED' }, false, policy, () => 1)).toBe(
      1000
    )
  })

  test('Retry-After wins over backoff, and is never cut short', () => {
    const asked = (ms: number): Failure => ({ kind: 'status', status: 429, retryAfterMs: ms })
    expect(nextWaitMs(1, asked(7000), false, policy, () => 0)).toBe(7000)
    expect(nextWaitMs(1, asked(0), false, policy, () => 0)).toBe(0)
    expect(nextWaitMs(1, asked(60_000), false, policy, () => 0)).toBe(60_000)
    expect(nextWaitMs(1, asked(60_001), false, policy, () => 0)).toBeUndefined()
    // Longer than what is left of the run's time: stop now rather than wait in vain.
    expect(nextWaitMs(1, asked(7000), false, policy, () => 0, 6999)).toBeUndefined()
    expect(nextWaitMs(1, asked(7000), false, policy, () => 0, 7000)).toBe(7000)
  })

  test('an hourly limit: a 429 that does not say when is not retried; one that does, is', () => {
    const hourly = { ...policy, unsaidRateLimit: 'stop' as const }
    const unsaid: Failure = { kind: 'status', status: 429 }
    expect(nextWaitMs(1, unsaid, true, hourly, () => 1)).toBeUndefined()
    expect(nextWaitMs(1, unsaid, true, policy, () => 1)).toBe(1000)
    expect(nextWaitMs(1, { ...unsaid, retryAfterMs: 2000 }, true, hourly, () => 1)).toBe(2000)
    expect(nextWaitMs(1, S503, true, hourly, () => 1)).toBe(1000)
  })

  test('a limit with a documented window: a 429 that does not say when waits the window, if there is time', () => {
    const windowed = { ...policy, unsaidRateLimit: { waitMs: 10_000 } }
    const unsaid: Failure = { kind: 'status', status: 429 }
    expect(nextWaitMs(1, unsaid, false, windowed, () => 0)).toBe(10_000)
    expect(nextWaitMs(4, unsaid, false, windowed, () => 1)).toBe(10_000)
    expect(nextWaitMs(1, unsaid, false, windowed, () => 0, 10_000)).toBe(10_000)
    expect(nextWaitMs(1, unsaid, false, windowed, () => 0, 9_999)).toBeUndefined()
    // What the service asks for wins; other failures back off as before.
    expect(nextWaitMs(1, { ...unsaid, retryAfterMs: 3000 }, false, windowed, () => 0)).toBe(3000)
    expect(nextWaitMs(1, S503, true, windowed, () => 1)).toBe(1000)
    expect(nextWaitMs(5, unsaid, false, windowed, () => 0)).toBeUndefined()
  })

  test('backoff is cut to what is left of the run; nothing left, no wait', () => {
    expect(nextWaitMs(3, S503, true, policy, () => 1, 2500)).toBe(2500)
    expect(nextWaitMs(1, S503, true, policy, () => 1, 0)).toBeUndefined()
    expect(nextWaitMs(1, S503, true, policy, () => 1, -5)).toBeUndefined()
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z')
  test('delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })
  test('an HTTP date, from the clock given', () => {
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now + 10_000)).toBe(20_000)
  })
  test('a date in the past is zero', () =>
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0))
  test.each([undefined, null, '', 'soon', '-5', '1.5', '1e3', '0x10', 'Someday, never GMT'])(
    'absent, negative or garbage (%j) is not given',
    value => expect(parseRetryAfter(value, now)).toBeUndefined()
  )
})

describe('retrying', () => {
  const clock = () => {
    let t = 0
    const waits: number[] = []
    return {
      waits,
      now: () => t,
      sleep: (ms: number) => {
        waits.push(ms)
        t += ms
        return Promise.resolve()
      }
    }
  }
  const failing =
    (failures: Failure[]) =>
    (n: number): Promise<Tried<string>> => {
      const failure = failures[n - 1]
      return Promise.resolve(
        failure === undefined ? { kind: 'done', value: `ok ${n}` } : { kind: 'failed', failure }
      )
    }

  test('tries until done, waiting as the engine says, and counts the attempts', async () => {
    const c = clock()
    const told: number[] = []
    const result = await retrying(failing([S503, S503]), {
      policy,
      repeatable: true,
      // A run that is not cancelled goes on.
      time: testTiming({ sleep: c.sleep, random: () => 1, now: c.now }),
      onWait: (n, ms) => told.push(n, ms)
    })
    expect(result).toEqual({ kind: 'done', value: 'ok 3', attempts: 3 })
    expect(c.waits).toEqual([1000, 2000])
    expect(told).toEqual([1, 1000, 2, 2000])
  })

  test('stops at a failure not worth retrying, and at the deadline', async () => {
    const c = clock()
    const r = {
      policy,
      repeatable: true,
      time: testTiming({ sleep: c.sleep, random: () => 1, now: c.now })
    }
    expect(await retrying(failing([{ kind: 'status', status: 400 }]), r)).toMatchObject({
      kind: 'failed',
      attempts: 1
    })
    const late = await retrying(failing([S503, S503, S503]), { ...r, deadline: 1500 })
    // 1000 ms, then the 500 ms that are left, then nothing.
    expect(late).toMatchObject({ kind: 'failed', attempts: 3 })
    expect(c.waits).toEqual([1000, 500])
  })

  test('a cancelled run waits no more: the last failure, at once', async () => {
    const controller = new AbortController()
    const c = clock()
    const time = testTiming({ random: () => 1, now: c.now, signal: controller.signal })
    const r = { policy, repeatable: true }
    const aborting = await retrying(failing([S503, S503]), {
      ...r,
      time: {
        ...time,
        sleep: () => {
          controller.abort()
          return Promise.reject(new Error('aborted'))
        }
      }
    })
    expect(aborting).toMatchObject({ kind: 'failed', failure: S503, attempts: 1 })
    const already = await retrying(failing([S503]), { ...r, time: { ...time, sleep: c.sleep } })
    expect(already).toMatchObject({ kind: 'failed', attempts: 1 })
    expect(c.waits).toEqual([])
  })
})

import { describe, expect, test } from '@jest/globals'
import {
  isRetryable,
  parseRetryAfter,
  retryDelayMs,
  type Failure
} from '../../src/service/retry.js'

const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 }

describe('isRetryable', () => {
  test.each<[Failure, boolean, boolean]>([
    // failure, GET, POST
    [{ kind: 'proxy-refused' }, false, false],
    [{ kind: 'status', status: 429 }, true, true],
    [{ kind: 'status', status: 500 }, true, false],
    [{ kind: 'status', status: 502 }, true, false],
    [{ kind: 'status', status: 503 }, true, false],
    [{ kind: 'status', status: 503, retryAfterMs: 1000 }, true, true],
    [{ kind: 'status', status: 504 }, true, false],
    [{ kind: 'status', status: 400 }, false, false],
    [{ kind: 'status', status: 401 }, false, false],
    [{ kind: 'status', status: 403 }, false, false],
    [{ kind: 'status', status: 404 }, false, false],
    [{ kind: 'network', sent: false }, true, true],
    [{ kind: 'network', sent: true }, true, false],
    [{ kind: 'timeout' }, true, false],
    [{ kind: 'invalid-body' }, true, false]
  ])('%j: GET %s, POST %s', (failure, get, post) => {
    expect(isRetryable('GET', failure)).toBe(get)
    expect(isRetryable('POST', failure)).toBe(post)
  })
})

describe('retryDelayMs', () => {
  test('backoff doubles, with jitter between half and all of it, capped', () => {
    const failure: Failure = { kind: 'status', status: 503 }
    expect(retryDelayMs(1, failure, policy, () => 0)).toBe(500)
    expect(retryDelayMs(1, failure, policy, () => 1)).toBe(1000)
    expect(retryDelayMs(3, failure, policy, () => 1)).toBe(4000)
    expect(retryDelayMs(20, failure, policy, () => 1)).toBe(60_000)
  })
  test('Retry-After wins over backoff', () => {
    expect(
      retryDelayMs(1, { kind: 'status', status: 429, retryAfterMs: 7000 }, policy, () => 0)
    ).toBe(7000)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z')
  test('seconds', () => expect(parseRetryAfter('120', now)).toBe(120_000))
  test('an HTTP date', () =>
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000))
  test('a date in the past is zero', () =>
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0))
  test('absent or unreadable', () => {
    expect(parseRetryAfter(undefined, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-5', now)).toBeUndefined()
  })
})

import { describe, expect, test } from '@jest/globals'
import {
  failureIn,
  isRetryable,
  mayHaveActed,
  mayPass,
  RequestFailure,
  type Failure
} from '../../src/http/failure.js'

const PROXY = 'proxy.corp:3128'

describe('the failure model', () => {
  // failure, may the other side have acted?, may it pass if sent again?
  test.each<[Failure, boolean, boolean]>([
    [{ kind: 'not-sent', code: 'ECONNREFUSED' }, false, true],
    [{ kind: 'proxy', proxy: PROXY, status: 407, code: undefined }, false, false],
    [{ kind: 'proxy', proxy: PROXY, status: 403, code: undefined }, false, false],
    [{ kind: 'proxy', proxy: PROXY, status: 502, code: undefined }, false, true],
    [{ kind: 'proxy', proxy: PROXY, status: 500, code: undefined }, false, true],
    [{ kind: 'proxy', proxy: PROXY, status: undefined, code: 'ECONNREFUSED' }, false, true],
    [{ kind: 'cut', code: 'ECONNRESET' }, true, true],
    [{ kind: 'timeout' }, true, true],
    [{ kind: 'cancelled' }, true, false],
    [{ kind: 'unreadable', status: 200, why: 'is not JSON' }, true, true],
    [{ kind: 'unreadable', why: 'has no status' }, true, true],
    [{ kind: 'status', status: 300 }, false, false],
    [{ kind: 'status', status: 302 }, false, false],
    [{ kind: 'status', status: 400 }, false, false],
    [{ kind: 'status', status: 401 }, false, false],
    [{ kind: 'status', status: 403 }, false, false],
    [{ kind: 'status', status: 403, retryAfterMs: 1000 }, false, true],
    [{ kind: 'status', status: 404 }, false, false],
    [{ kind: 'status', status: 404, retryAfterMs: 1000 }, false, false],
    [{ kind: 'status', status: 407 }, false, false],
    [{ kind: 'status', status: 408 }, false, true],
    [{ kind: 'status', status: 429 }, false, true],
    [{ kind: 'status', status: 499 }, false, false],
    [{ kind: 'status', status: 500 }, true, true],
    [{ kind: 'status', status: 502 }, true, true],
    [{ kind: 'status', status: 503 }, true, true],
    [{ kind: 'status', status: 503, retryAfterMs: 0 }, false, true],
    [{ kind: 'status', status: 504, retryAfterMs: 1000 }, true, true],
    [{ kind: 'status', status: 599 }, true, true]
  ])('%j: acted %s, may pass %s', (failure, acted, passes) => {
    expect(mayHaveActed(failure)).toBe(acted)
    expect(mayPass(failure)).toBe(passes)
    // A read is sent again whenever it may pass; a write only when the other side did not act.
    expect(isRetryable(failure, true)).toBe(passes)
    expect(isRetryable(failure, false)).toBe(passes && !acted)
  })
})

describe('RequestFailure', () => {
  test.each<[Failure, string | undefined]>([
    [{ kind: 'not-sent', code: 'ENOTFOUND' }, 'ENOTFOUND'],
    [{ kind: 'cut', code: 'ECONNRESET' }, 'ECONNRESET'],
    [{ kind: 'proxy', proxy: PROXY, status: 407, code: undefined }, 'PROXY_REFUSED'],
    [{ kind: 'proxy', proxy: PROXY, status: undefined, code: 'ECONNREFUSED' }, 'PROXY_UNREACHABLE'],
    [{ kind: 'timeout' }, 'TIMEOUT'],
    [{ kind: 'cancelled' }, 'CANCELLED'],
    [{ kind: 'status', status: 500 }, undefined],
    [{ kind: 'unreadable', why: 'x' }, undefined]
  ])('%j has the code %s', (failure, code) => {
    const cause = new Error('underneath')
    const error = new RequestFailure(failure, 'm', cause)
    expect(error.code).toBe(code)
    expect(error.cause).toBe(cause)
    expect(error.name).toBe('RequestFailure')
  })

  test('failureIn finds the failure up to four causes deep, and nothing in other errors', () => {
    const failure: Failure = { kind: 'cut', code: 'EPIPE' }
    const inner = new RequestFailure(failure, 'm')
    const wrap = (cause: unknown) => new Error('w', { cause })
    expect(failureIn(inner)).toBe(failure)
    expect(failureIn(wrap(wrap(wrap(inner))))).toBe(failure)
    expect(failureIn(wrap(wrap(wrap(wrap(inner)))))).toBeUndefined()
    expect(failureIn(new Error('plain'))).toBeUndefined()
    expect(failureIn('text')).toBeUndefined()
  })
})

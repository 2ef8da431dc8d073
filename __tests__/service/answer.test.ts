import { describe, expect, test } from '@jest/globals'
import { judgeAttempt, type AttemptResult } from '../../src/service/answer.js'

const get = { method: 'GET', action: 'read job "j"', notFound: 'Job "j" was not found' } as const
const post = { ...get, method: 'POST', action: 'create a job' } as const
const at = { origin: 'https://api.example.com', requestTimeoutMs: 30_000, attempts: 1 }
const response = (status: number, text: string, retryAfterMs?: number): AttemptResult => ({
  kind: 'response',
  status,
  body: { kind: 'text', text },
  retryAfterMs
})

describe('judgeAttempt', () => {
  test('an operation names what to check after a 400, and its own rate limit after a 429', () => {
    const trigger = {
      ...post,
      action: 'run automation "a"',
      badRequestHint: 'Check the automation input.',
      rateLimit: 'The service allows 10 triggers per 10 seconds.'
    }
    const refused = judgeAttempt(response(400, '{"error":"Automation is not active"}'), trigger, at)
    expect(refused.kind === 'failure' && refused.message).toBe(
      'The service rejected the request to run automation "a" (400 Bad Request): Automation is not active. Check the automation input.'
    )
    const limited = judgeAttempt(response(429, '{"error":"slow"}'), trigger, at)
    expect(limited.kind === 'failure' && limited.message).toBe(
      'Rate limit exceeded (429) when trying to run automation "a". The service allows 10 triggers per 10 seconds.'
    )
  })

  test('a 2xx JSON body is the value', () => {
    expect(judgeAttempt(response(200, '{"id":"j"}'), get, at)).toEqual({
      kind: 'value',
      value: { id: 'j' }
    })
  })

  test('a 2xx that is not JSON says what came back', () => {
    const judged = judgeAttempt(response(200, '<html>\n<b>proxy</b>'), get, at)
    expect(judged).toMatchObject({ kind: 'failure', failure: { kind: 'invalid-body' } })
    expect(judged.kind === 'failure' && judged.message).toContain(
      'its body is not JSON (an HTML page starting "<html> <b>proxy</b>")'
    )
  })

  test("an error status carries the service's own reason and Retry-After", () => {
    const judged = judgeAttempt(response(429, '{"error":"slow down"}', 5_000), get, {
      ...at,
      attempts: 3
    })
    expect(judged).toMatchObject({
      kind: 'failure',
      failure: { kind: 'status', status: 429, retryAfterMs: 5_000 },
      details: { kind: 'http', status: 429, attempts: 3, serviceMessage: 'slow down' }
    })
    expect(judged.kind === 'failure' && judged.message).toContain(
      'after 3 attempts. The service allows 100 job creations'
    )
  })

  test('404 names the input; 401 names secret-key; a redirect names base-url', () => {
    const message = (status: number) => {
      const judged = judgeAttempt(response(status, ''), get, at)
      return judged.kind === 'failure' ? judged.message : ''
    }
    expect(message(404)).toBe('Job "j" was not found (404 Not Found).')
    expect(message(401)).toContain('Check the secret-key input')
    expect(message(302)).toContain('Check the base-url input.')
  })

  test('a POST that may have reached the service says to check the dashboard', () => {
    const timeout = judgeAttempt({ kind: 'timeout' }, post, at)
    expect(timeout.kind === 'failure' && timeout.message).toContain(
      'did not answer within 30s (request-timeout)'
    )
    expect(timeout.kind === 'failure' && timeout.message).toContain('check the dashboard')
    const refused = judgeAttempt({ kind: 'network', code: 'ECONNREFUSED', sent: false }, post, at)
    expect(refused.kind === 'failure' && refused.message).not.toContain('dashboard')
  })

  test('a body that is JSON but not an object, or unreadable, says what came back', () => {
    const message = (result: AttemptResult) => {
      const judged = judgeAttempt(result, get, at)
      return judged.kind === 'failure' ? judged.message : ''
    }
    expect(message(response(200, '[1,2]'))).toContain(
      'its body is JSON but not an object (an array)'
    )
    expect(message(response(200, 'null'))).toContain('not an object (null)')
    expect(
      message({
        kind: 'response',
        status: 200,
        body: { kind: 'unreadable', why: 'it is larger than 10 bytes' },
        retryAfterMs: undefined
      })
    ).toBe(
      'The service\'s answer (200) to the request to read job "j" could not be read: it is larger than 10 bytes.'
    )
    expect(message(response(200, '\u001b[31m::error::x\n'))).toContain('starting "?[31m::error::x"')
  })

  test('a cancelled attempt is a stop, not a failure to retry', () => {
    expect(judgeAttempt({ kind: 'aborted' }, get, at)).toMatchObject({
      kind: 'aborted',
      details: { kind: 'aborted' }
    })
  })
})

import { describe, expect, test } from '@jest/globals'
import type { Failure } from '../../src/http/failure.js'
import { agentRequests } from '../../src/service/agent.js'
import { failureMessage } from '../../src/service/messages.js'
import { visitorsRequest } from '../../src/service/visitors.js'

const get = { method: 'GET', action: 'read job "j"', notFound: 'Job "j" was not found' } as const
const post = { ...get, method: 'POST', action: 'create a job' } as const
const at = { origin: 'https://api.example.com', requestTimeoutMs: 30_000, attempts: 1 }
const DASHBOARD = 'check the dashboard before running again.'

describe('failureMessage: one message for every kind of failure', () => {
  test.each<[Failure, string, string]>([
    [
      { kind: 'cancelled' },
      'Stopped before the service answered the request to read job "j".',
      'Stopped before the service answered the request to create a job.'
    ],
    [
      { kind: 'timeout' },
      'The service did not answer within 30s (request-timeout) when trying to read job "j".',
      `The service did not answer within 30s (request-timeout) when trying to create a job. It was not repeated, since the service may have acted on it; ${DASHBOARD}`
    ],
    [
      { kind: 'not-sent', code: 'ECONNREFUSED' },
      'The connection to the service at https://api.example.com failed when trying to read job "j" (ECONNREFUSED).',
      'The connection to the service at https://api.example.com failed when trying to create a job (ECONNREFUSED).'
    ],
    [
      { kind: 'cut', code: 'ECONNRESET' },
      'The connection to the service at https://api.example.com failed when trying to read job "j" (ECONNRESET).',
      `The connection to the service at https://api.example.com failed when trying to create a job (ECONNRESET). The connection failed after the request was sent, so it was not repeated: the service may have acted on it; ${DASHBOARD}`
    ],
    [
      { kind: 'proxy', proxy: 'p:3128', status: 407, code: undefined },
      'The request to read job "j" did not get past the proxy: the proxy at p:3128 refused the connection (407 Proxy Authentication Required), so nothing reached the service at https://api.example.com. Check the user name and password in the proxy variable (HTTPS_PROXY or HTTP_PROXY).',
      'The request to create a job did not get past the proxy: the proxy at p:3128 refused the connection (407 Proxy Authentication Required), so nothing reached the service at https://api.example.com. Check the user name and password in the proxy variable (HTTPS_PROXY or HTTP_PROXY).'
    ],
    [
      { kind: 'proxy', proxy: 'p:3128', status: 418, code: undefined },
      'The request to read job "j" did not get past the proxy: the proxy at p:3128 refused the connection (418), so nothing reached the service at https://api.example.com. Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.',
      'The request to create a job did not get past the proxy: the proxy at p:3128 refused the connection (418), so nothing reached the service at https://api.example.com. Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.'
    ],
    [
      { kind: 'proxy', proxy: 'p:3128', status: undefined, code: 'ENOTFOUND' },
      'The request to read job "j" did not get past the proxy: the proxy at p:3128 could not be reached (ENOTFOUND), so nothing reached the service at https://api.example.com. Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.',
      'The request to create a job did not get past the proxy: the proxy at p:3128 could not be reached (ENOTFOUND), so nothing reached the service at https://api.example.com. Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.'
    ],
    [
      { kind: 'unreadable', status: 200, why: 'is JSON but not an object (an array)' },
      'The service answered 200 to the request to read job "j", but its body is JSON but not an object (an array).',
      `The service answered 200 to the request to create a job, but its body is JSON but not an object (an array). It was not repeated, since the service may have acted on it; ${DASHBOARD}`
    ],
    [
      { kind: 'status', status: 500, said: 'boom' },
      'The service failed (500) when trying to read job "j": boom.',
      'The service failed (500) when trying to create a job: boom.'
    ],
    [
      { kind: 'status', status: 418 },
      'The service answered 418 to the request to read job "j".',
      'The service answered 418 to the request to create a job.'
    ],
    [
      { kind: 'status', status: 300 },
      'The service answered with a redirect (300) to the request to read job "j"; redirects are not followed so the API key never goes to another host. Check the base-url input.',
      'The service answered with a redirect (300) to the request to create a job; redirects are not followed so the API key never goes to another host. Check the base-url input.'
    ]
  ])('%j', (failure, forGet, forPost) => {
    expect(failureMessage(failure, get, at)).toBe(forGet)
    expect(failureMessage(failure, post, at)).toBe(forPost)
  })

  test('an operation names what to check after a 400, and its own rate limit after a 429', () => {
    const trigger = {
      ...post,
      action: 'run automation "a"',
      badRequestHint: 'Check the automation input.',
      rateLimit: 'The service allows 10 triggers per 10 seconds.'
    }
    expect(
      failureMessage({ kind: 'status', status: 400, said: 'Automation is not active' }, trigger, at)
    ).toBe(
      'The service rejected the request to run automation "a" (400 Bad Request): Automation is not active. Check the automation input.'
    )
    expect(failureMessage({ kind: 'status', status: 429, said: 'slow' }, trigger, at)).toBe(
      'Rate limit exceeded (429) when trying to run automation "a". The service allows 10 triggers per 10 seconds.'
    )
  })

  test('a 429 says how often it was tried, the limits, and the wait asked for', () => {
    const limited = { kind: 'status', status: 429, retryAfterMs: 5_000 } as const
    expect(failureMessage(limited, get, { ...at, attempts: 3 })).toBe(
      'Rate limit exceeded (429) when trying to read job "j" after 3 attempts. The service documents no limit for this request. The service asked to wait 5s.'
    )
  })

  test("a 429 quotes the limit of the request's own kind, and no other", () => {
    const limited = { kind: 'status', status: 429 } as const
    const create = agentRequests.createJob('docs', 'x')
    const message = agentRequests.sendMessage('docs', 'j', 'x')
    expect(failureMessage(limited, create, at)).toContain(
      'The service allows 100 job creations per project per hour.'
    )
    expect(failureMessage(limited, message, at)).toContain(
      'The service allows 100 follow-up messages per project per hour.'
    )
    for (const op of [create, message])
      expect(failureMessage(limited, op, at)).not.toContain('analytics')
    // The visitors action's export reads an analytics endpoint: the analytics limit is its own.
    expect(
      failureMessage(
        limited,
        visitorsRequest('docs', {
          dateFrom: undefined,
          dateTo: undefined,
          limit: 250,
          offset: 500
        }),
        at
      )
    ).toBe(
      'Rate limit exceeded (429) when trying to read visitors of project "docs" at offset 500. The service allows 100 analytics requests per organization per hour, shared by every analytics endpoint; the export keeps its place in the next-offset output.'
    )
  })

  test('401, 403 and 404 say what to check', () => {
    const message = (status: number) => failureMessage({ kind: 'status', status }, get, at)
    expect(message(404)).toBe('Job "j" was not found (404 Not Found).')
    expect(message(401)).toContain('Check the secret-key input')
    expect(message(403)).toBe(
      'The API key may not read job "j" (403 Forbidden): it lacks the "read" scope this request needs, or this runner\'s IP address is outside the key\'s IP allow-list.'
    )
  })

  test('a 403 names the scope the method needs, and what else the call says it may mean', () => {
    const forbidden = { kind: 'status', status: 403, said: 'Not on your plan' } as const
    expect(failureMessage(forbidden, { ...post, forbidden: 'the plan has no previews' }, at)).toBe(
      `The API key may not ${post.action} (403 Forbidden): it lacks the "write" scope this request needs, or this runner's IP address is outside the key's IP allow-list, or the plan has no previews: Not on your plan.`
    )
  })

  test("the service's own final period is not doubled", () => {
    const forbidden = { kind: 'status', status: 403, said: 'Not on your plan.' } as const
    expect(failureMessage(forbidden, post, at)).toMatch(/: Not on your plan\.$/)
  })

  test('a POST turned away (a 429, a 503 that says when to come back) never mentions the dashboard', () => {
    for (const failure of [
      { kind: 'status', status: 429 },
      { kind: 'status', status: 503, retryAfterMs: 1000 },
      { kind: 'not-sent', code: 'EAI_AGAIN' }
    ] as const)
      expect(failureMessage(failure, post, at)).not.toContain('dashboard')
  })
})

import { describe, expect, test } from '@jest/globals'
import { rateLimitWaitMs, waitOutRateLimits } from '../../src/github/rate-limit.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()
const error = (status: number, headers: Record<string, string> = {}) => ({
  status,
  response: { headers }
})

describe('rateLimitWaitMs', () => {
  test.each([
    [error(403, { 'retry-after': '7' }), 7_000],
    [error(429, { 'retry-after': '2' }), 2_000],
    [error(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1005' }), 5_000],
    [error(429), 1_000],
    [error(403), undefined],
    [error(404, { 'retry-after': '1' }), undefined],
    [new Error('socket hang up'), undefined]
  ])('%j waits %j ms', (thrown, ms) => {
    expect(rateLimitWaitMs(thrown, 1_000_000)).toBe(ms)
  })
})

describe('waitOutRateLimits', () => {
  test('a rate-limited comment is waited out and made once; a plain 403 is not retried', async () => {
    const waits: number[] = []
    waitOutRateLimits(
      gh.octokit,
      ms => (waits.push(ms), Promise.resolve()),
      gh.log,
      new AbortController().signal
    )
    gh.emulator.inject(
      'comment-create',
      { status: 403, headers: { 'retry-after': '3' }, body: { message: 'secondary rate limit' } },
      { status: 429, body: { message: 'slow down' } }
    )
    const base = { owner: 'acme', repo: 'docs', issue_number: ISSUE_7.number }
    await gh.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...base,
      body: 'hi'
    })
    expect(waits).toEqual([3_000, 1_000])
    expect(gh.emulator.commentsOn(7)).toHaveLength(1)
    expect(gh.log.lines).toContain("warning: GitHub's rate limit was reached; trying again in 3s.")

    gh.emulator.inject('comment-create', {
      status: 403,
      body: { message: 'Resource not accessible' }
    })
    await expect(
      gh.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...base,
        body: 'again'
      })
    ).rejects.toMatchObject({
      status: 403
    })
    expect(waits).toHaveLength(2)
  })

  test('a wait longer than a minute is not waited out', async () => {
    waitOutRateLimits(
      gh.octokit,
      () => Promise.reject(new Error('must not wait')),
      gh.log,
      new AbortController().signal
    )
    gh.emulator.inject('comment-create', { status: 429, headers: { 'retry-after': '3600' } })
    await expect(
      gh.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: 'acme',
        repo: 'docs',
        issue_number: 7,
        body: 'x'
      })
    ).rejects.toMatchObject({ status: 429 })
  })

  test('a cancelled run waits out no rate limit: the call fails at once', async () => {
    const cancel = new AbortController()
    cancel.abort()
    waitOutRateLimits(
      gh.octokit,
      () => Promise.reject(new Error('must not wait')),
      gh.log,
      cancel.signal
    )
    gh.emulator.inject('permission', { status: 429, headers: { 'retry-after': '1' } })
    const error = await gh.octokit
      .request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
        owner: 'acme',
        repo: 'docs',
        username: 'ann'
      })
      .catch((e: unknown) => e)
    expect((error as { status?: number }).status).toBe(429)
    expect(gh.emulator.count('permission')).toBe(1)
  })
})

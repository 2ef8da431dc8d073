import { describe, expect, test } from '@jest/globals'
import { createServer, type AddressInfo } from 'node:net'
import { ConnectProxy } from '../../emulator/proxy.js'
import {
  createOctokit,
  describeFailure,
  githubFailure,
  statusOf,
  type Octokit
} from '../../src/github/octokit.js'
import { failureIn } from '../../src/http/failure.js'
import { DIRECT, openHttpStack } from '../../src/http/stack.js'
import { gitHubStandIn, ISSUE_7, useGitHubStandIn } from './stand-in.js'
import { testTiming } from '../helpers/timing.js'

const gh = useGitHubStandIn({ requestTimeoutMs: 300 })
const PERMISSION = 'GET /repos/{owner}/{repo}/collaborators/{username}/permission'
const ANN = { owner: 'acme', repo: 'docs', username: 'ann' }
const COMMENT = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments'
const ON_7 = { owner: 'acme', repo: 'docs', issue_number: ISSUE_7.number }
const failed = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error
  )

describe('createOctokit', () => {
  test('talks to GITHUB_API_URL with the token and the action as User-Agent', async () => {
    await gh.octokit.request(PERMISSION, ANN)
    const sent = gh.emulator.requests[0]
    expect(sent?.headers['user-agent']).toMatch(/^mintlify-agent-action/)
    expect(sent?.headers.authorization).toBe(`token ${gh.emulator.githubToken}`)
  })

  test('what it writes is redacted, and a comment cut to the limit after that', async () => {
    const long = `SECRET ${'y'.repeat(99)}\n`.repeat(700)
    await gh.octokit.request(COMMENT, { ...ON_7, body: long })
    const [comment] = gh.emulator.commentsOn(7)
    expect(comment?.body.startsWith(`*** ${'y'.repeat(99)}\n***`)).toBe(true)
    expect(comment?.body.length).toBeLessThanOrEqual(65_000)
    expect(comment?.body.length).toBeGreaterThan(64_800)
    expect(comment?.body).toContain("cut to fit GitHub's comment limit")
  })

  test('every field it writes is redacted; an address that held a secret is left out, and said', async () => {
    await gh.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
      ...ON_7,
      labels: ['docs', 'SECRET-label']
    })
    const [labels] = gh.emulator.requests.filter(r => r.route === 'labels')
    expect(labels?.body).toEqual({ labels: ['docs', '***-label'] })
    const status = 'POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses'
    const { data } = await gh.octokit.request('POST /repos/{owner}/{repo}/deployments', {
      owner: 'acme',
      repo: 'docs',
      ref: 'main',
      environment: 'mintlify-preview'
    })
    const id = (data as { id: number }).id
    await gh.octokit.request(status, {
      owner: 'acme',
      repo: 'docs',
      deployment_id: id,
      state: 'failure',
      description: 'failed for SECRET',
      environment_url: 'https://acme-x.mintlify.site/?token=SECRET',
      log_url: 'https://github.com/acme/docs/actions/runs/1'
    })
    const sent = gh.emulator.requests.filter(
      r => r.method === 'POST' && r.path.endsWith('/statuses')
    )
    expect(sent.map(r => r.body)).toEqual([
      {
        state: 'failure',
        description: 'failed for ***',
        log_url: 'https://github.com/acme/docs/actions/runs/1'
      }
    ])
    expect(gh.log.lines).toContain(
      `warning: environment_url held a secret, so it was left out of POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses: an address without its secret leads nowhere.`
    )
  })
})

describe("retries, by the run's one engine", () => {
  test('a 5xx on a read is tried again, at most three times in all, with backoff', async () => {
    gh.emulator.inject('permission', { status: 502 }, { status: 500 })
    await gh.octokit.request(PERMISSION, ANN)
    expect(gh.emulator.count('permission')).toBe(3)
    expect(gh.waits).toEqual([1000, 2000])
    gh.emulator.inject('permission', { status: 500 }, { status: 500 }, { status: 500 })
    expect(statusOf(await failed(gh.octokit.request(PERMISSION, ANN)))).toBe(500)
    expect(gh.emulator.count('permission')).toBe(6)
  })

  test('a 5xx on a write is not: GitHub may have acted on it', async () => {
    gh.emulator.inject('comment-create', { status: 502 })
    expect(statusOf(await failed(gh.octokit.request(COMMENT, { ...ON_7, body: 'x' })))).toBe(502)
    expect(gh.emulator.count('comment-create')).toBe(1)
    expect(gh.waits).toEqual([])
  })

  test('rate limits are waited out, for writes too; a plain 403 is not a rate limit', async () => {
    gh.emulator.inject(
      'comment-create',
      { status: 403, headers: { 'retry-after': '3' }, body: { message: 'secondary rate limit' } },
      { status: 429, body: { message: 'slow down' } }
    )
    await gh.octokit.request(COMMENT, { ...ON_7, body: 'hi' })
    expect(gh.waits).toEqual([3_000, 2_000])
    expect(gh.emulator.commentsOn(7)).toHaveLength(1)
    expect(gh.log.lines).toContain("warning: GitHub's rate limit was reached; trying again in 3s.")
    gh.emulator.inject('comment-create', {
      status: 403,
      body: { message: 'Resource not accessible' }
    })
    expect(statusOf(await failed(gh.octokit.request(COMMENT, { ...ON_7, body: 'again' })))).toBe(
      403
    )
    expect(gh.waits).toHaveLength(2)
  })

  test('x-ratelimit-reset says how long, from the clock given', async () => {
    const reset = String(Date.parse('2026-11-23T10:00:05Z') / 1000)
    gh.emulator.inject('permission', {
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }
    })
    await gh.octokit.request(PERMISSION, ANN)
    expect(gh.waits).toEqual([5_000])
  })

  test('a wait longer than a minute is not waited out', async () => {
    gh.emulator.inject('comment-create', { status: 429, headers: { 'retry-after': '3600' } })
    expect(statusOf(await failed(gh.octokit.request(COMMENT, { ...ON_7, body: 'x' })))).toBe(429)
    expect(gh.waits).toEqual([])
  })

  test('a cancelled run waits out nothing: the call fails at once', async () => {
    gh.cancel.abort()
    gh.emulator.inject('permission', { status: 429, headers: { 'retry-after': '1' } })
    expect(statusOf(await failed(gh.octokit.request(PERMISSION, ANN)))).toBe(429)
    expect(gh.emulator.count('permission')).toBe(1)
    expect(gh.waits).toEqual([])
  })
})

describe('every failure of a GitHub request, in the one failure model', () => {
  test('not sent: nothing listens', async () => {
    const nowhere = await octokitAt(`http://127.0.0.1:${await closedPort()}`)
    const error = await failed(nowhere.request('GET /rate_limit'))
    expect(statusOf(error)).toBeUndefined()
    expect(githubFailure(error, 0)).toEqual({ kind: 'not-sent', code: 'ECONNREFUSED' })
    expect(describeFailure(error)).toContain('ECONNREFUSED')
  })

  test.each([
    ['before the answer', { drop: 'before-response' } as const],
    ['in the middle of the body', { drop: 'mid-body' } as const]
  ])('cut %s: a read is tried again, and then fails as cut', async (_when, fault) => {
    gh.emulator.inject('permission', fault, fault, fault)
    const error = await failed(gh.octokit.request(PERMISSION, ANN))
    expect(githubFailure(error, 0)).toMatchObject({ kind: 'cut' })
    expect(gh.emulator.count('permission')).toBe(3)
  })

  test('the time limit: a hanging call is cut and reported as a timeout', async () => {
    gh.emulator.inject('permission', { hang: true }, { hang: true }, { hang: true })
    const error = await failed(gh.octokit.request(PERMISSION, ANN))
    expect(githubFailure(error, 0)).toEqual({ kind: 'timeout' })
  })

  test('cancellation reaches a hanging call at once', async () => {
    const slow = await gitHubStandIn({ requestTimeoutMs: 60_000 })
    try {
      slow.emulator.inject('permission', { hang: true })
      const started = Date.now()
      const pending = failed(slow.octokit.request(PERMISSION, ANN))
      setTimeout(() => slow.cancel.abort(), 100)
      const error = await pending
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(githubFailure(error, 0)).toEqual({ kind: 'cancelled' })
      expect(slow.emulator.count('permission')).toBe(1)
    } finally {
      await slow.emulator.close()
    }
  })

  test.each([
    [407, 'refused the connection (407 Proxy Authentication Required)'],
    [403, 'refused the connection (403 Forbidden)']
  ])(
    'through a proxy that answers %d: the proxy refused, and GitHub never saw it',
    async (status, words) => {
      const proxy = await new ConnectProxy().start()
      proxy.refuseWith = status
      try {
        const through = await octokitAt(gh.emulator.githubUrl, {
          HTTPS_PROXY: proxy.url,
          HTTP_PROXY: proxy.url
        })
        const error = await failed(through.request(PERMISSION, ANN))
        const host = new URL(proxy.url).host
        expect(githubFailure(error, 0)).toEqual({
          kind: 'proxy',
          proxy: host,
          status,
          code: undefined
        })
        expect(describeFailure(error)).toBe(`the proxy at ${host} ${words}: PROXY_REFUSED`)
        expect(gh.emulator.requests).toEqual([])
        expect(proxy.tunnels).toHaveLength(1)
      } finally {
        await proxy.close()
      }
    }
  )

  test('through a proxy that cannot be reached: tried again, then the proxy is named', async () => {
    const port = await closedPort()
    const through = await octokitAt(gh.emulator.githubUrl, {
      HTTP_PROXY: `http://127.0.0.1:${port}`
    })
    const error = await failed(through.request(PERMISSION, ANN))
    expect(failureIn(error)).toEqual({
      kind: 'proxy',
      proxy: `127.0.0.1:${port}`,
      status: undefined,
      code: 'ECONNREFUSED'
    })
    expect(describeFailure(error)).toBe(
      `the proxy at 127.0.0.1:${port} could not be reached (ECONNREFUSED): PROXY_UNREACHABLE`
    )
  })

  test('an HTTP status when there is one, the message otherwise', () => {
    expect(statusOf({ status: 404 })).toBe(404)
    expect(statusOf(new Error('x'))).toBeUndefined()
    expect(statusOf(null)).toBeUndefined()
    expect(describeFailure({ status: 403 })).toBe('403')
    expect(describeFailure(new Error('socket hang up'))).toBe('socket hang up')
    expect(describeFailure('plain')).toBe('plain')
    expect(githubFailure(new Error('plain'), 0)).toEqual({ kind: 'not-sent', code: 'plain' })
  })
})

/** An Octokit of a run whose environment is `env`, with no waits and nothing to redact. */
async function octokitAt(apiUrl: string, env: Record<string, string> = {}): Promise<Octokit> {
  const opened = openHttpStack(env)
  if (opened.kind !== 'ready') throw new Error(opened.problem)
  return createOctokit('t', apiUrl, {
    fetch: env === undefined ? DIRECT.fetch : opened.stack.fetch,
    time: testTiming(),
    log: { debug: () => undefined, info: () => undefined, warning: () => undefined },
    redact: text => text
  })
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}

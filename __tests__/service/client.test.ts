import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Emulator } from '../../emulator/server.js'
import { createAgentApi } from '../../src/service/agent.js'
import type { Logger } from '../../src/action/io.js'
import { sleep, type Timing } from '../../src/timing.js'
import { testTiming } from '../helpers/timing.js'
import {
  createServiceClient,
  MAX_BODY_BYTES,
  policyFor,
  RATE_WINDOW_ATTEMPTS,
  requestUrl,
  segmentProblem
} from '../../src/service/client.js'
import { ServiceError } from '../../src/service/errors.js'
import { ConnectProxy } from '../../emulator/proxy.js'
import { openHttpStack } from '../../src/http/stack.js'
import { text } from '../../src/service/kept-json.js'

let emulator: Emulator
const debug: string[] = []
const log: Logger = {
  debug: m => void debug.push(m),
  info: () => undefined,
  warning: () => undefined
}

function api(
  overrides: {
    requestTimeoutMs?: number
    apiKey?: string
    baseUrl?: string
    sleep?: Timing['sleep']
  } = {}
) {
  const client = createServiceClient({
    baseUrl: new URL(overrides.baseUrl ?? emulator.url),
    apiKey: overrides.apiKey ?? emulator.apiKey,
    userAgent: 'test/1',
    requestTimeoutMs: overrides.requestTimeoutMs ?? 5000,
    retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 2000 },
    log,
    time: testTiming({ sleep: overrides.sleep ?? sleep })
  })
  return createAgentApi(client)
}

async function caught(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ServiceError) return error
    throw error
  }
  throw new Error('expected a ServiceError')
}

beforeEach(async () => {
  debug.length = 0
  emulator = await new Emulator({ jobIdPrefix: 'job/ä #' }).start()
})
afterEach(async () => {
  await emulator.close()
  expect(emulator.violations).toEqual([])
})

describe('automation trigger over loopback', () => {
  test('ids the answer cannot use are left out, not taken', async () => {
    emulator.inject('trigger', {
      status: 202,
      body: { schemaId: 'a', instanceId: '..', jobId: 'x'.repeat(300) }
    })
    const run = await api().triggerAutomation('docs', 'a')
    expect(run).toEqual({ automationId: 'a', instanceId: undefined, jobId: undefined })
    expect(emulator.count('trigger')).toBe(1)
  })

  test('an answer that is not an object is an error that says the service may have acted', async () => {
    emulator.inject('trigger', { status: 202, body: ['queued'] })
    const error = await caught(api().triggerAutomation('docs', 'a'))
    expect(error.failure).toEqual({
      kind: 'unreadable',
      status: 202,
      why: 'is JSON but not an object (an array)'
    })
    expect(error.message).toContain(
      'It was not repeated, since the service may have acted on it; check the dashboard before running again.'
    )
    // A POST whose answer could not be used is not sent again.
    expect(emulator.count('trigger')).toBe(1)
  })
})

describe('service client over loopback', () => {
  test('path segments are URL-encoded and come back intact', async () => {
    const a = api()
    const job = await a.createJob('proj/with space?', 'hello')
    expect(job.id).toBe('job/ä #1')
    const again = await a.getJob('proj/with space?', job.id)
    expect(again.id).toBe(job.id)
    expect(emulator.requests.map(r => r.path)).toEqual([
      '/v2/agent/proj%2Fwith%20space%3F/job',
      '/v2/agent/proj%2Fwith%20space%3F/job/job%2F%C3%A4%20%231'
    ])
    expect(debug[0]).toMatch(/^POST \/v2\/agent\/proj%2Fwith%20space%3F\/job -> 201 \(\d+ ms\)$/)
  })

  test('a base URL with a path prefix keeps it', async () => {
    const a = api({ baseUrl: `${emulator.url}/prefix/` })
    await caught(a.createJob('p', 'x'))
    expect(emulator.requests[0]?.path).toBe('/prefix/v2/agent/p/job')
  })

  test('GET retries 5xx and honours Retry-After in seconds', async () => {
    // The waits asked for, on the injected clock: none is waited out.
    const waits: number[] = []
    const a = api({ sleep: ms => Promise.resolve(void waits.push(ms)) })
    const { id } = await a.createJob('p', 'x')
    emulator.inject('get', { status: 502 }, { status: 429, headers: { 'retry-after': '1' } })
    await a.getJob('p', id)
    expect(waits).toHaveLength(2)
    expect(waits[1]).toBeGreaterThanOrEqual(1000)
    expect(emulator.requests.filter(r => r.route === 'get').map(r => r.status)).toEqual([
      502, 429, 200
    ])
  })

  test('an allowance: every attempt counts, none past it, and a 429 is not guessed at', async () => {
    const client = createServiceClient({
      baseUrl: new URL(emulator.url),
      apiKey: emulator.apiKey,
      userAgent: 'test/1',
      requestTimeoutMs: 5000,
      retry: { maxAttempts: 5, baseDelayMs: 5, maxDelayMs: 2000 },
      log,
      time: testTiming({ sleep })
    })
    let left = 2
    const allowance = {
      get left() {
        return left
      },
      take: () => void left--
    }
    const op = {
      method: 'GET' as const,
      segments: ['v1', 'analytics', 'docs', 'visitors'],
      action: 'read visitors',
      notFound: 'not found',
      allowance
    }
    emulator.inject('visitors', { status: 502 }, { status: 502 })
    const error = await caught(client.request(op))
    expect(error.status).toBe(502)
    expect(emulator.count('visitors')).toBe(2)
    expect(left).toBe(0)
    left = 5
    emulator.inject('visitors', { status: 429, body: { error: 'Rate limit exceeded' } })
    expect((await caught(client.request(op))).status).toBe(429)
    expect(left).toBe(4)
  })

  test('POST is not retried on a 500 (the job may exist)', async () => {
    emulator.inject('create', { status: 500 })
    const error = await caught(api().createJob('p', 'x'))
    expect(error).toMatchObject({ failure: { kind: 'status', status: 500 }, attempts: 1 })
    expect(emulator.count('create')).toBe(1)
  })

  test('POST is retried on a 503 that says when to come back', async () => {
    emulator.inject('create', { status: 503, headers: { 'retry-after': '0' } })
    await api().createJob('p', 'x')
    expect(emulator.count('create')).toBe(2)
    expect(emulator.jobs.size).toBe(1)
  })

  test('POST is not retried when the connection drops after sending', async () => {
    emulator.inject('create', { drop: 'before-response' })
    const error = await caught(api().createJob('p', 'x'))
    expect(error).toMatchObject({ failure: { kind: 'cut', code: 'ECONNRESET' }, attempts: 1 })
    expect(error.message).toContain('The connection failed after the request was sent')
  })

  test('a refused connection is retried even for POST, then reported', async () => {
    const closed = createServer()
    await new Promise<void>(r => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>(r => closed.close(() => r()))
    const error = await caught(api({ baseUrl: `http://127.0.0.1:${port}` }).createJob('p', 'x'))
    expect(error).toMatchObject({
      failure: { kind: 'not-sent', code: 'ECONNREFUSED' },
      attempts: 3
    })
    expect(error.message).toContain('ECONNREFUSED')
  })

  test('the per-request time limit fires and GET retries', async () => {
    const a = api({ requestTimeoutMs: 200 })
    const { id } = await a.createJob('p', 'x')
    emulator.inject('get', { hang: true })
    await a.getJob('p', id)
    expect(emulator.count('get')).toBe(2)
  })

  test('401 and 404 are not retried and say what to check', async () => {
    const e401 = await caught(api({ apiKey: 'mint_other' }).getJob('p', 'j'))
    expect(e401).toMatchObject({ status: 401, attempts: 1 })
    expect(e401.message).toContain('Check the secret-key input')
    const e404 = await caught(api().getJob('p', 'missing'))
    expect(e404.message).toContain('Job "missing" was not found in project "p"')
    expect(emulator.requests).toHaveLength(2)
  })

  test("a 400 carries the service's error text", async () => {
    emulator.inject('create', { status: 400, body: { error: 'prompt too long' } })
    const error = await caught(api().createJob('p', 'x'))
    expect(error.message).toBe(
      'The service rejected the request to create a job in project "p" (400 Bad Request): prompt too long'
    )
  })

  test("an error body's text is kept as the service said it: the edges redact, not the client", async () => {
    emulator.inject('create', { status: 400, body: { error: `bad key ${emulator.apiKey}` } })
    const error = await caught(api().createJob('p', 'x'))
    expect(error.failure).toEqual({
      kind: 'status',
      status: 400,
      said: `bad key ${emulator.apiKey}`
    })
    expect(error.message).toContain(`bad key ${emulator.apiKey}`)
  })

  test('a cancel stops a request under way, and the wait before a retry', async () => {
    const controller = new AbortController()
    const client = createServiceClient({
      baseUrl: new URL(emulator.url),
      apiKey: emulator.apiKey,
      userAgent: 'test/1',
      requestTimeoutMs: 60_000,
      log,
      time: testTiming({ sleep, signal: controller.signal })
    })
    emulator.inject('get', { hang: true })
    const started = Date.now()
    setTimeout(() => controller.abort(), 100)
    const error = await caught(createAgentApi(client).getJob('p', 'j'))
    expect(error.failure).toEqual({ kind: 'cancelled' })
    expect(error.message).toBe('Stopped before the service answered the request to read job "j".')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(emulator.count('get')).toBe(1)
  })

  test('a redirect is not followed', async () => {
    const other: Server = createServer((_req, res) =>
      res.writeHead(302, { location: `${emulator.url}/v2/agent/p/job` }).end()
    )
    await new Promise<void>(r => other.listen(0, '127.0.0.1', r))
    const error = await caught(
      api({ baseUrl: `http://127.0.0.1:${(other.address() as AddressInfo).port}` }).createJob(
        'p',
        'x'
      )
    )
    expect(error.status).toBe(302)
    expect(error.message).toContain('redirects are not followed')
    expect(emulator.requests).toHaveLength(0)
    await new Promise<void>(r => other.close(() => r()))
  })
})

describe('an answer kept in part (Operation.keep)', () => {
  test('a success larger than MAX_BODY_BYTES is read to its end and kept as the shape says; an error body is bounded as any', async () => {
    const logs = Array.from({ length: 30_000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`)
    const big = JSON.stringify({ logs, status: 'success', other: 'x'.repeat(MAX_BODY_BYTES) })
    let status = 200
    const server: Server = createServer((_req, res) =>
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(status === 200 ? big : JSON.stringify({ error: 'x'.repeat(MAX_BODY_BYTES) }))
    )
    await new Promise<void>(r => server.listen(0, '127.0.0.1', r))
    const client = createServiceClient({
      baseUrl: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      apiKey: 'mint_x',
      userAgent: 'test/1',
      requestTimeoutMs: 5000,
      retry: { maxAttempts: 1, baseDelayMs: 5, maxDelayMs: 5 },
      log,
      time: testTiming({ sleep })
    })
    const op = {
      method: 'GET' as const,
      segments: ['status'],
      action: 'read a status',
      notFound: 'no status',
      keep: {
        shape: {
          kind: 'record' as const,
          fields: {
            status: text(20),
            logs: { kind: 'list' as const, keep: 'last' as const, max: 2, of: text(12) }
          }
        },
        maxBytes: 4 * MAX_BODY_BYTES
      }
    }
    try {
      expect(await client.request(op)).toEqual({
        status: 'success',
        logs: ['line 29998 …', 'line 29999 …']
      })
      status = 500
      const error = await caught(client.request(op))
      expect(error.message).toContain(`larger than ${MAX_BODY_BYTES} bytes`)
    } finally {
      await new Promise<void>(r => server.close(() => r()))
    }
  })
})

describe('segmentProblem', () => {
  test.each([
    ['', 'is missing or empty'],
    [undefined, 'is missing or empty'],
    [42, 'is missing or empty'],
    ['.', 'is ".", which would name another path'],
    ['..', 'is "..", which would name another path'],
    ['x'.repeat(257), 'is longer than 256 characters'],
    ['a\ud800', 'holds half of a UTF-16 surrogate pair, which no URL can carry'],
    ['\udc00b', 'holds half of a UTF-16 surrogate pair, which no URL can carry']
  ])('%j %s', (value, problem) => {
    expect(segmentProblem(value)).toBe(problem)
  })

  test.each(['job_1', '...', '.a', '%2e%2e', 'x'.repeat(256), 'ä/?#', '😀'])(
    '%j can be a segment, and stays one',
    value => {
      expect(segmentProblem(value)).toBeUndefined()
      const url = requestUrl(new URL('https://api.example.com/base/'), { segments: ['v', value] })
      expect(url.pathname.split('/')).toHaveLength(4)
      expect(decodeURIComponent(url.pathname.split('/')[3] ?? '')).toBe(value)
    }
  )
})

describe('service client through a CONNECT proxy', () => {
  let proxy: ConnectProxy
  beforeEach(async () => {
    proxy = await new ConnectProxy().start()
  })
  afterEach(async () => {
    await proxy.close()
  })
  const through = () => {
    const opened = openHttpStack({ HTTP_PROXY: proxy.url })
    if (opened.kind !== 'ready') throw new Error(opened.problem)
    return createAgentApi(
      createServiceClient({
        baseUrl: new URL(emulator.url),
        apiKey: emulator.apiKey,
        userAgent: 'test/1',
        requestTimeoutMs: 300,
        retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 2000 },
        log,
        time: testTiming({ sleep }),
        fetch: opened.stack.fetch
      })
    )
  }

  test('answers and failures are the same as direct: a job, a cut, a time limit', async () => {
    const { id } = await through().createJob('p', 'x')
    expect(proxy.tunnels.length).toBeGreaterThan(0)
    emulator.inject('create', { drop: 'before-response' })
    expect((await caught(through().createJob('p', 'x'))).failure).toMatchObject({ kind: 'cut' })
    emulator.inject('get', { hang: true }, { hang: true }, { hang: true })
    const slow = await caught(through().getJob('p', id))
    expect(slow.failure).toEqual({ kind: 'timeout' })
    expect(slow.attempts).toBe(3)
  })

  test('a refusing proxy: the proxy failure, never sent again, nothing reached the service', async () => {
    proxy.refuseWith = 407
    const error = await caught(through().createJob('p', 'x'))
    expect(error.failure).toMatchObject({ kind: 'proxy', status: 407 })
    expect(error.message).toContain('refused the connection (407 Proxy Authentication Required)')
    expect(proxy.tunnels).toHaveLength(1)
    expect(emulator.requests).toEqual([])
  })
})

describe('policyFor', () => {
  const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 }
  test('a call with none of its own keeps the run policy', () => {
    expect(policyFor(policy, {})).toBe(policy)
  })
  test('a documented window: waited out per 429, ten attempts, scaled with the base delay', () => {
    expect(policyFor(policy, { rateWindowMs: 10_000 })).toEqual({
      ...policy,
      maxAttempts: RATE_WINDOW_ATTEMPTS,
      unsaidRateLimit: { waitMs: 10_000 }
    })
    expect(policyFor({ ...policy, baseDelayMs: 10 }, { rateWindowMs: 60_000 })).toMatchObject({
      unsaidRateLimit: { waitMs: 600 }
    })
  })
  test('an hourly allowance: no attempt past it, a 429 not guessed at', () => {
    const allowance = { left: 2, take: () => undefined }
    expect(policyFor(policy, { allowance })).toEqual({
      ...policy,
      maxAttempts: 2,
      unsaidRateLimit: 'stop'
    })
  })
})

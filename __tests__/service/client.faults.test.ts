import { describe, expect, test } from '@jest/globals'
import { type Fault, type Route } from '../../emulator/server.js'
import { restartStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { useFaultStep } from '../helpers/fault-step.js'

/**
 * The fault matrix: each fault injected on create, on a status check (get) and on a follow-up
 * (message), through the agent action in process (helpers/run-step.ts; a wait the retry engine or
 * a Retry-After asks for moves the injected clock). Every case asserts the exit code and message,
 * how many requests of each kind the stand-in received (a job is created exactly once unless the
 * service refused the create outright), and the outputs. An answer that never comes (the
 * request-timeout's timer) is in e2e/faults.test.ts.
 */

const { emulator, run } = useFaultStep(runStep)

const httpDate = () => new Date(Date.now() + 1000).toUTCString()
const statuses = (route: Route) =>
  emulator.requests.filter(r => r.route === route).map(r => r.status ?? 'none')
const success = {
  code: 0,
  outputs: { jobId: 'job_1', status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
}

// Faults that every route survives by retrying.
const recovered: [string, Extract<Fault, { status: number }>][] = [
  [
    '429 with Retry-After in seconds',
    { status: 429, body: { error: 'Rate limit exceeded' }, headers: { 'retry-after': '1' } }
  ],
  [
    '429 with Retry-After as an HTTP date',
    { status: 429, body: { error: 'Rate limit exceeded' }, headers: { 'retry-after': httpDate() } }
  ],
  ['429 without Retry-After', { status: 429, body: { error: 'Rate limit exceeded' } }],
  [
    '503 with Retry-After',
    { status: 503, body: { error: 'unavailable' }, headers: { 'retry-after': '0' } }
  ]
]

describe('faults every route recovers from', () => {
  test.each(
    recovered.flatMap(([name, fault]) =>
      (['create', 'get', 'message'] as const).map(route => [name, route, fault] as const)
    )
  )('%s on %s: retried, one job, step passes', async (_name, route, fault) => {
    emulator.inject(route, fault)
    const result = await run()
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject(success.outputs)
    expect(statuses(route)[0]).toBe(fault.status)
    expect(emulator.jobs.size).toBe(1)
    expect(emulator.count('create')).toBe(route === 'create' ? 2 : 1)
    expect(emulator.count('message')).toBe(route === 'message' ? 2 : 1)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual(['Fix it', 'And this'])
  })
})

describe('status checks (GET) retry every transient failure', () => {
  test.each<[string, Fault]>([
    ['500', { status: 500 }],
    ['502', { status: 502 }],
    ['503', { status: 503 }],
    ['504', { status: 504 }],
    ['a connection dropped before the response', { drop: 'before-response' }],
    ['a connection dropped in the middle of the body', { drop: 'mid-body' }],
    [
      'an HTML error page from a proxy',
      { status: 200, raw: '<html><body>Bad gateway</body></html>' }
    ]
  ])('%s once: retried, the job completes', async (_name, fault) => {
    emulator.inject('get', fault)
    const result = await run()
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject(success.outputs)
    expect(emulator.count('create')).toBe(1)
    // Each of the two turns takes an `active` check and a terminal one; the fault adds one.
    expect(emulator.count('get')).toBe(5)
  })

  test.each([500, 502, 503, 504])(
    '%s in a burst longer than the retry budget: fails with the job id everywhere',
    async status => {
      emulator.inject(
        'get',
        ...Array.from({ length: 5 }, () => ({ status, body: { error: 'down' } }))
      )
      const result = await run()
      expect(result.code).toBe(1)
      expect(result.stdout).toContain(
        `::error::The service failed (${status}) when trying to read job "job_1" after 5 attempts: down. Job job_1 was last seen active.`
      )
      expect(emulator.count('get')).toBe(5)
      expect(emulator.count('create')).toBe(1)
      expect(emulator.count('message')).toBe(0)
      expect(result.outputs).toMatchObject({ jobId: 'job_1', status: 'active' })
      expect(emulator.commentsOn(7)[0]?.body).toContain('Job | job\\_1')
    }
  )
})

describe('create and follow-up (POST) are not repeated when the service may have acted', () => {
  test.each<[string, Fault, string]>([
    [
      '500',
      { status: 500, body: { error: 'boom' } },
      'The service failed (500) when trying to create a job in project "docs": boom.'
    ],
    ['502', { status: 502, body: { error: 'bad gateway' } }, 'The service failed (502)'],
    [
      '503 without Retry-After',
      { status: 503, body: { error: 'unavailable' } },
      'The service failed (503)'
    ],
    ['504', { status: 504, body: { error: 'timeout' } }, 'The service failed (504)'],
    [
      'a connection dropped before the response',
      { drop: 'before-response' },
      'the service may have acted on it; check the dashboard'
    ],
    [
      'a connection dropped in the middle of the body',
      { drop: 'mid-body' },
      'the service may have acted on it'
    ],
    [
      'an HTML page instead of JSON',
      { status: 201, raw: '<html>Created?</html>' },
      'its body is not JSON (an HTML page starting "<html>Created?</html>")'
    ],
    [
      'a job without an id',
      { status: 201, body: { status: 'active' } },
      'The service\'s answer to the request to create a job in project "docs" has a job id that is missing or empty.'
    ],
    [
      'a job whose id is ".."',
      { status: 201, body: { id: '..', status: 'active' } },
      'has a job id that is "..", which would name another path'
    ]
  ])('create: %s: one request, a clear message', async (_name, fault, message) => {
    emulator.inject('create', fault)
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(message)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('get')).toBe(0)
    expect(result.outputs.jobId).toBe('')
    expect(result.stdout).not.toMatch(/\n\s+at /)
  })

  test('create: a job with an id but no status is followed; its id reaches the log, output and comment', async () => {
    emulator.inject('create', { status: 201, body: { id: 'job_1' } })
    // The stand-in stored nothing, so the status checks answer 404: the run fails, keeping the id.
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('Job job_1 created (status: active).')
    expect(result.outputs.jobId).toBe('job_1')
    expect(emulator.commentsOn(7)[0]?.body).toContain('| Job | job\\_1 |')
    expect(emulator.count('create')).toBe(1)
  })

  test('a status answer about another job is an error, never a new target', async () => {
    emulator.inject('get', { status: 200, body: { id: 'job_999', status: 'completed' } })
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('is about job "job_999", not "job_1"')
    expect(result.outputs.jobId).toBe('job_1')
    expect(emulator.requests.filter(r => r.path.includes('job_999'))).toEqual([])
  })

  test.each([
    ['..', 'is "..", which would name another path'],
    ['x'.repeat(300), 'is longer than 256 characters']
  ])('the jobId input %s is refused before anything is sent', async (jobId, message) => {
    const result = await run({ jobId })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(`::error::Input "jobId" ${message}`)
    expect(emulator.requests).toEqual([])
  })

  test.each<[string, Fault]>([
    ['500', { status: 500 }],
    ['a dropped connection', { drop: 'before-response' }],
    ['an HTML page instead of JSON', { status: 200, raw: '<html>proxy</html>' }]
  ])(
    'follow-up: %s: not repeated, the step says it may have been delivered, outputs set',
    async (_name, fault) => {
      emulator.inject('message', fault)
      const result = await run()
      expect(result.code).toBe(1)
      expect(emulator.count('message')).toBe(1)
      expect(result.stdout).toContain(
        'The follow-up "And this" was being sent and may have been delivered.'
      )
      expect(result.stdout).not.toContain('not delivered')
      expect(result.outputs).toMatchObject({ jobId: 'job_1', status: 'completed' })
    }
  )

  test('a follow-up rejected with 400 fails the step, names what was not delivered, sets outputs', async () => {
    emulator.inject('message', {
      status: 400,
      body: { error: 'Job is finished and cannot receive messages' }
    })
    const result = await run({ messages: 'And this\n---\nAnd that' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('Job is finished and cannot receive messages')
    expect(result.stdout).toContain('2 follow-up(s) not delivered: "And this", "And that"')
    expect(emulator.count('message')).toBe(1)
    expect(result.outputs).toMatchObject({
      jobId: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42'
    })
    expect(emulator.commentsOn(7)[0]?.body).toContain('Follow-ups not delivered')
  })
})

describe('answers that are not retried', () => {
  test.each<[number, Route, string]>([
    [401, 'create', 'Check the secret-key input'],
    [
      403,
      'create',
      'it lacks the "write" scope this request needs, or this runner\'s IP address is outside the key\'s IP allow-list'
    ],
    [404, 'create', 'Project "docs" was not found: check the projectId input (404 Not Found)'],
    [401, 'get', 'Check the secret-key input'],
    [403, 'get', 'IP allow-list'],
    [404, 'get', 'Job "job_1" was not found in project "docs"'],
    [401, 'message', 'Check the secret-key input'],
    [404, 'message', 'Job "job_1" was not found in project "docs"']
  ])('%s on %s: one request, a clear message', async (status, route, message) => {
    emulator.inject(route, { status, body: { error: 'no' } })
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(message)
    // No job to follow is one that could not be started.
    const comment = emulator.commentsOn(7).at(-1)?.body ?? ''
    expect(comment).toContain(
      route === 'create'
        ? '### ❌ Agent job could not be started'
        : '### ❌ Agent job could not be followed'
    )
    expect(emulator.count(route)).toBe(1)
    expect(emulator.count('create')).toBe(1)
    expect(result.outputs.jobId).toBe(route === 'create' ? '' : 'job_1')
  })
})

describe('odd answers', () => {
  test('an unknown status is warned about once and waited on', async () => {
    const odd = {
      id: 'job_1',
      status: 'queued',
      prLink: null,
      model: 'm',
      createdAt: '2026-01-01T00:00:00Z',
      archivedAt: null
    }
    emulator.inject('get', { status: 200, body: odd }, { status: 200, body: odd })
    const result = await run({ messages: '' })
    expect(result.code).toBe(0)
    expect(
      result.stdout.match(/reports status "queued", which the service's contract does not list/g)
    ).toHaveLength(1)
    expect(result.stdout.match(/::warning::/g)).toHaveLength(1)
    expect(result.outputs.status).toBe('completed')
  })

  test('a status check without a status fails clearly, keeping the job id', async () => {
    emulator.inject('get', { status: 200, body: { id: 'job_1' } })
    const result = await run()
    expect(result.code).toBe(1)
    expect(result.stdout).toContain(
      'The service\'s answer to the request to read job "job_1" has no status.'
    )
    expect(result.outputs.jobId).toBe('job_1')
  })

  test('project and job ids that need URL-encoding', async () => {
    await restartStandIn(emulator, { jobIdPrefix: 'job/ä #?&' })
    const result = await run({ projectId: 'docs/é 1?x=y' })
    expect(result.code).toBe(0)
    expect(result.outputs.jobId).toBe('job/ä #?&1')
    expect(emulator.requests.find(r => r.route === 'message')?.path).toBe(
      '/v2/agent/docs%2F%C3%A9%201%3Fx%3Dy/job/job%2F%C3%A4%20%23%3F%261/message'
    )
  })
})

import { describe, expect, test } from '@jest/globals'
import { runJob, type JobObserver, type JobPlan } from '../../src/jobs/run-job.js'
import type { AgentApi, Job } from '../../src/service/agent.js'
import { ServiceError } from '../../src/service/errors.js'
import { testTiming } from '../helpers/timing.js'

/** An in-memory service whose job reads each status in `script` in turn (the last repeats). */
function fakeApi(script: string[], opts: { messageError?: ServiceError } = {}) {
  const calls: string[] = []
  let i = 0
  const job = (): Job => ({ id: 'j1', status: script[Math.min(i, script.length - 1)] ?? 'active' })
  const api: AgentApi = {
    createJob: () => (calls.push('create'), Promise.resolve({ id: 'j1', status: 'active' })),
    getJob: () => {
      calls.push('get')
      const j = job()
      i++
      return Promise.resolve(j)
    },
    sendMessage: (_p, _j, prompt) => {
      calls.push(`message:${prompt}`)
      if (opts.messageError) return Promise.reject(opts.messageError)
      return Promise.resolve(job())
    },
    triggerAutomation: (_p, automationId) => {
      calls.push(`trigger:${automationId}`)
      return Promise.resolve({ automationId, instanceId: 'run_1', jobId: 'j1' })
    }
  }
  return { api, calls }
}

function recorder() {
  const events: string[] = []
  const observer: JobObserver = {
    automationTriggered: run => void events.push(`triggered:${run.instanceId}`),
    jobStarted: (job, how) => (events.push(`started:${how}:${job.id}`), Promise.resolve()),
    statusChanged: (job, prev) => (events.push(`${prev}->${job.status}`), Promise.resolve()),
    unknownStatus: job => void events.push(`unknown:${job.status}`),
    followUpSent: (i, n) => (events.push(`sent:${i + 1}/${n}`), Promise.resolve())
  }
  return { events, observer }
}

function clock(signal?: AbortSignal) {
  let now = 0
  return testTiming({
    now: () => now,
    sleep: (ms: number) => ((now += ms), Promise.resolve()),
    random: () => 1,
    ...(signal === undefined ? {} : { signal })
  })
}

const plan: JobPlan = {
  projectId: 'p',
  prompt: 'do',
  messages: [],
  jobId: undefined,
  wait: true,
  timeoutMs: 60_000,
  pollIntervalMs: 5_000
}

describe('runJob', () => {
  test('creates, polls to completed, logs each status change once', async () => {
    const { api, calls } = fakeApi(['active', 'active', 'completed'])
    const { events, observer } = recorder()
    const outcome = await runJob(plan, { api, observer, time: clock() })
    expect(outcome.kind).toBe('finished')
    expect(calls).toEqual(['create', 'get', 'get', 'get'])
    expect(events).toEqual(['started:created:j1', 'active->completed'])
  })

  test('the observer hears each check that changed nothing, and each turn that ended', async () => {
    const { api } = fakeApi(['active', 'active', 'completed'])
    const { events, observer } = recorder()
    const heard: string[] = []
    const outcome = await runJob(plan, {
      api,
      observer: {
        ...observer,
        polled: job => (heard.push(`polled:${job.status}`), Promise.resolve()),
        turnEnded: job => (heard.push(`ended:${job.status}`), Promise.resolve())
      },
      time: clock()
    })
    expect(outcome.kind).toBe('finished')
    expect(heard).toEqual(['polled:active', 'polled:active', 'ended:completed'])
    expect(events).toEqual(['started:created:j1', 'active->completed'])
  })

  test('an unknown status is warned about once and not taken as the end', async () => {
    const { api } = fakeApi(['queued', 'queued', 'active', 'completed'])
    const { events, observer } = recorder()
    const outcome = await runJob(plan, { api, observer, time: clock() })
    expect(outcome.kind).toBe('finished')
    expect(events.filter(e => e.startsWith('unknown'))).toEqual(['unknown:queued'])
  })

  test('after a follow-up, the previous turn\'s "completed" does not end the new turn', async () => {
    // Turn 1 ends; after the message the job still reads completed (stale), then active, then completed.
    const { api, calls } = fakeApi(['completed', 'completed', 'active', 'completed'])
    const { events, observer } = recorder()
    const outcome = await runJob({ ...plan, messages: ['more'] }, { api, observer, time: clock() })
    expect(outcome.kind).toBe('finished')
    expect(calls).toEqual(['create', 'get', 'message:more', 'get', 'get', 'get'])
    expect(events).toContain('sent:1/1')
  })

  test('a follow-up whose answer says active: a turn that ends before the first check is noticed at that check, not after the grace', async () => {
    // The message's answer is `active` (the new turn began); the first check reads its end.
    const { api } = fakeApi(['completed'])
    api.sendMessage = () => Promise.resolve({ id: 'j1', status: 'active' })
    const ticks: number[] = []
    const time = clock()
    const getJob = api.getJob
    api.getJob = (...args) => (ticks.push(time.now()), getJob(...args))
    const { observer } = recorder()
    const outcome = await runJob({ ...plan, messages: ['more'] }, { api, observer, time })
    expect(outcome.kind).toBe('finished')
    // Checks: the first turn's end, then one after the message (at the schedule's first gap).
    expect(ticks).toHaveLength(2)
    expect((ticks[1] ?? 0) - (ticks[0] ?? 0)).toBeLessThan(2_000)
  })

  test('a stale terminal status counts after 30 s without seeing active', async () => {
    const { api, calls } = fakeApi(['completed'])
    const { observer } = recorder()
    const time = clock()
    const checkedAt: number[] = []
    const getJob = api.getJob
    api.getJob = (...args) => (checkedAt.push(time.now()), getJob(...args))
    const outcome = await runJob(
      { ...plan, messages: ['more'], pollIntervalMs: 10_000 },
      { api, observer, time }
    )
    expect(outcome.kind).toBe('finished')
    // The turn after the message started at the first check (1 s is the first gap, jitter 5 %):
    // it ends at the first check 30 s or more after that, no more than 10 % later.
    const turnStarted = checkedAt[0] ?? 0
    const ended = (checkedAt.at(-1) ?? 0) - turnStarted
    expect(ended).toBeGreaterThanOrEqual(30_000)
    expect(ended).toBeLessThanOrEqual(33_000)
    expect(checkedAt.slice(0, -1).every(t => t - turnStarted < 30_000)).toBe(true)
    expect(calls.filter(c => c === 'get').length).toBe(checkedAt.length)
  })

  test('follow-ups to a failed job are not sent', async () => {
    const { api, calls } = fakeApi(['failed'])
    const outcome = await runJob(
      { ...plan, messages: ['a', 'b'] },
      { api, ...recorder(), time: clock() }
    )
    expect(outcome).toMatchObject({
      kind: 'failed',
      followUps: { sent: [], undelivered: ['a', 'b'] }
    })
    expect(calls.some(c => c.startsWith('message'))).toBe(false)
  })

  test('follow-ups to an archived job are not delivered', async () => {
    const { api } = fakeApi(['archived'])
    const outcome = await runJob(
      { ...plan, messages: ['a'] },
      { api, ...recorder(), time: clock() }
    )
    expect(outcome).toMatchObject({ kind: 'not-delivered', followUps: { undelivered: ['a'] } })
  })

  test("a follow-up refused with 400 is not delivered, with the service's reason", async () => {
    const refused = new ServiceError(
      'The service rejected the request (400 Bad Request): job is finished',
      { kind: 'status', status: 400 },
      { method: 'POST', path: '/x' }
    )
    const { api } = fakeApi(['completed'], { messageError: refused })
    const outcome = await runJob(
      { ...plan, messages: ['a', 'b'] },
      { api, ...recorder(), time: clock() }
    )
    expect(outcome).toMatchObject({
      kind: 'not-delivered',
      followUps: { sent: [], undelivered: ['a', 'b'] }
    })
    expect(outcome.kind === 'not-delivered' && outcome.reason).toContain('job is finished')
  })

  test('wait: false with jobId on a job mid-turn sends the prompt when the turn ends, then returns', async () => {
    const { api, calls } = fakeApi(['active', 'active', 'completed'])
    const { observer } = recorder()
    const outcome = await runJob(
      { ...plan, jobId: 'j1', wait: false },
      { api, observer, time: clock() }
    )
    expect(outcome).toMatchObject({ kind: 'started', followUps: { sent: ['do'], undelivered: [] } })
    expect(calls.at(-1)).toBe('message:do')
  })

  test('wait: false never passes with the prompt unsent: a turn that outlasts the timeout fails', async () => {
    const { api, calls } = fakeApi(['active'])
    const { observer } = recorder()
    const outcome = await runJob(
      { ...plan, jobId: 'j1', wait: false, timeoutMs: 20_000 },
      { api, observer, time: clock() }
    )
    expect(outcome).toMatchObject({
      kind: 'timed-out',
      followUps: { sent: [], undelivered: ['do'] }
    })
    expect(calls.filter(c => c.startsWith('message'))).toEqual([])
  })

  test('the deadline ends the wait with the last job seen', async () => {
    const { api } = fakeApi(['active'])
    const outcome = await runJob(
      { ...plan, timeoutMs: 20_000 },
      { api, ...recorder(), time: clock() }
    )
    expect(outcome).toMatchObject({ kind: 'timed-out', job: { id: 'j1', status: 'active' } })
  })

  test('with jobId, the prompt is the first follow-up, after the running turn ends', async () => {
    const { api, calls } = fakeApi([
      'active',
      'completed',
      'active',
      'completed',
      'active',
      'completed'
    ])
    const { events, observer } = recorder()
    const outcome = await runJob(
      { ...plan, jobId: 'j1', messages: ['then'] },
      { api, observer, time: clock() }
    )
    expect(outcome.kind).toBe('finished')
    expect(calls).toEqual(['get', 'get', 'message:do', 'get', 'get', 'message:then', 'get', 'get'])
    expect(events[0]).toBe('started:continued:j1')
  })

  test('a create that fails leaves no job and says why', async () => {
    const error = new ServiceError(
      'nope',
      { kind: 'status', status: 401 },
      { method: 'POST', path: '/x' }
    )
    const api: AgentApi = { ...fakeApi([]).api, createJob: () => Promise.reject(error) }
    const outcome = await runJob(plan, { api, ...recorder(), time: clock() })
    expect(outcome).toMatchObject({ kind: 'error', job: undefined, error })
  })
})

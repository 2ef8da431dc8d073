import { describe, expect, test } from '@jest/globals'
import { runAutomation } from '../../src/jobs/run-automation.js'
import type { JobObserver, JobPlan } from '../../src/jobs/run-job.js'
import type { AgentApi, AutomationRun, Job } from '../../src/service/agent.js'
import { ServiceError } from '../../src/service/errors.js'
import { testTiming } from '../helpers/timing.js'

const plan: JobPlan = {
  projectId: 'p',
  prompt: '',
  messages: [],
  jobId: undefined,
  wait: true,
  timeoutMs: 60_000,
  pollIntervalMs: 5_000
}

const httpError = (status: number) =>
  new ServiceError(`status ${status}`, { kind: 'status', status }, { method: 'GET', path: '/x' })

/** A service whose trigger answers `run` (or fails) and whose job reads `statuses` in turn. */
function fakeApi(
  run: AutomationRun | ServiceError,
  statuses: (string | ServiceError)[] = ['active', 'completed']
) {
  const calls: string[] = []
  let i = 0
  const api: AgentApi = {
    createJob: () => Promise.reject(new Error('an automation run creates no job')),
    sendMessage: () => Promise.reject(new Error('an automation run sends no follow-up')),
    triggerAutomation: (_p, id) => {
      calls.push(`trigger:${id}`)
      return run instanceof ServiceError ? Promise.reject(run) : Promise.resolve(run)
    },
    getJob: (_p, jobId) => {
      calls.push(`get:${jobId}`)
      const next = statuses[Math.min(i++, statuses.length - 1)] ?? 'active'
      if (next instanceof ServiceError) return Promise.reject(next)
      return Promise.resolve<Job>({ id: jobId, status: next })
    }
  }
  return { api, calls }
}

function recorder() {
  const events: string[] = []
  const observer: JobObserver = {
    automationTriggered: run => void events.push(`triggered:${run.instanceId}:${run.jobId}`),
    jobStarted: (job, how) => (events.push(`started:${how}:${job.id}`), Promise.resolve()),
    statusChanged: (job, prev) => (events.push(`${prev}->${job.status}`), Promise.resolve()),
    unknownStatus: () => undefined,
    followUpSent: () => Promise.resolve()
  }
  return { events, observer }
}

function deps(api: AgentApi, observer: JobObserver, signal?: AbortSignal) {
  let now = 0
  return {
    api,
    observer,
    time: testTiming({
      now: () => now,
      sleep: (ms: number) => ((now += ms), Promise.resolve()),
      random: () => 1,
      ...(signal === undefined ? {} : { signal })
    })
  }
}

const RUN: AutomationRun = { automationId: 'a1', instanceId: 'r1', jobId: 'j1' }

describe('runAutomation', () => {
  test('triggers once, reads the job it names, and follows it like a created one', async () => {
    const { api, calls } = fakeApi(RUN)
    const { events, observer } = recorder()
    const outcome = await runAutomation(plan, 'a1', deps(api, observer))
    expect(outcome).toMatchObject({ kind: 'finished', automationRun: RUN, job: { id: 'j1' } })
    expect(calls).toEqual(['trigger:a1', 'get:j1', 'get:j1'])
    expect(events).toEqual(['triggered:r1:j1', 'started:triggered:j1', 'active->completed'])
  })

  test('a job that answers 404 is a queued run, not an error', async () => {
    const { api, calls } = fakeApi(RUN, [httpError(404)])
    const outcome = await runAutomation(plan, 'a1', deps(api, recorder().observer))
    expect(outcome).toEqual({
      kind: 'queued',
      job: undefined,
      automationRun: RUN,
      why: 'unreadable',
      followUps: { sent: [], undelivered: [] }
    })
    expect(calls).toEqual(['trigger:a1', 'get:j1'])
  })

  test('an answer without a job id is a queued run, and nothing is read', async () => {
    const run = { ...RUN, jobId: undefined }
    const { api, calls } = fakeApi(run)
    const outcome = await runAutomation(plan, 'a1', deps(api, recorder().observer))
    expect(outcome).toMatchObject({ kind: 'queued', why: 'no-job-id', automationRun: run })
    expect(calls).toEqual(['trigger:a1'])
  })

  test('another failure to read the job is an error that keeps the run', async () => {
    const { api } = fakeApi(RUN, [httpError(500)])
    const outcome = await runAutomation(plan, 'a1', deps(api, recorder().observer))
    expect(outcome).toMatchObject({ kind: 'error', job: undefined, automationRun: RUN })
  })

  test('a refused trigger is an error with no run', async () => {
    const { api, calls } = fakeApi(httpError(400))
    const outcome = await runAutomation(plan, 'a1', deps(api, recorder().observer))
    expect(outcome.kind).toBe('error')
    expect(outcome.automationRun).toBeUndefined()
    expect(calls).toEqual(['trigger:a1'])
  })

  test('a cancel while triggering says the run may have been queued', async () => {
    const controller = new AbortController()
    controller.abort()
    const aborted = new ServiceError(
      'stopped',
      { kind: 'cancelled' },
      { method: 'POST', path: '/x' }
    )
    const { api } = fakeApi(aborted)
    const outcome = await runAutomation(
      plan,
      'a1',
      deps(api, recorder().observer, controller.signal)
    )
    expect(outcome).toMatchObject({ kind: 'cancelled', job: undefined, whileCreating: true })
  })
})

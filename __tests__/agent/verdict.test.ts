import { describe, expect, test } from '@jest/globals'
import type { Outcome } from '../../src/jobs/run-job.js'
import { decideVerdict } from '../../src/agent/verdict.js'
import { ServiceError } from '../../src/service/errors.js'

const PR = 'https://github.com/acme/docs/pull/42'
const settings = { requirePr: false, timeoutMs: 90_000 }
const none = { sent: [], undelivered: [] }
const job = (status: string, prLink?: string | null) => ({ id: 'job_1', status, prLink })

describe('decideVerdict', () => {
  test('a completed job with a pull request passes, and names it', () => {
    const v = decideVerdict(
      { kind: 'finished', job: job('completed', PR), followUps: none },
      settings
    )
    expect(v).toMatchObject({ ok: true, warning: false, state: 'completed' })
    expect(v.message).toBe(`Job job_1 completed: ${PR}`)
    expect(v.pullRequest).toEqual({
      url: PR,
      ref: { host: 'github.com', owner: 'acme', repo: 'docs', number: 42 }
    })
  })

  test.each([null, undefined, ''])(
    'prLink %j is no pull request: a warning, or a failure with require-pr',
    prLink => {
      const outcome: Outcome = { kind: 'finished', job: job('completed', prLink), followUps: none }
      const v = decideVerdict(outcome, settings)
      expect(v).toMatchObject({ ok: true, warning: true, pullRequest: undefined })
      expect(v.message).toContain('without a pull request')
      const strict = decideVerdict(outcome, { ...settings, requirePr: true })
      expect(strict).toMatchObject({ ok: false, warning: false })
      expect(strict.message).toContain('require-pr is true, so the step fails.')
    }
  )

  test('an archived job keeps its state', () => {
    const v = decideVerdict(
      { kind: 'finished', job: job('archived', PR), followUps: none },
      settings
    )
    expect(v.state).toBe('archived')
  })

  test('wait: false passes without waiting', () => {
    const v = decideVerdict({ kind: 'started', job: job('active'), followUps: none }, settings)
    expect(v).toMatchObject({ ok: true, state: 'started' })
    expect(v.message).toBe('Job job_1 started; not waiting for it (wait: false).')
  })

  test('failures name what was not delivered, cut to one short line each', () => {
    const followUps = { sent: [], undelivered: ['Add\na table', 'x'.repeat(100)] }
    const v = decideVerdict({ kind: 'failed', job: job('failed'), followUps }, settings)
    expect(v).toMatchObject({ ok: false, state: 'failed' })
    expect(v.message).toMatch(
      new RegExp(
        `^Job job_1 failed on the service: .* or re-run the workflow\\. 2 follow-up\\(s\\) not delivered: "Add a table", "${'x'.repeat(59)}…"\\.$`
      )
    )
  })

  const NEXT =
    'Next: open job job_1 on the Mintlify dashboard (https://app.mintlify.com) to see what the agent did and where it stopped, then start a new job: comment "/agent <what to do>" on the issue, or re-run the workflow.'

  test('a failed job says what the service said of it, and where to look next', () => {
    const failedJob = { ...job('failed'), source: { ref: 'mintlify/agent-job_1' } }
    const v = decideVerdict({ kind: 'failed', job: failedJob, followUps: none }, settings)
    expect(v.message).toBe(
      `Job job_1 failed on the service on branch mintlify/agent-job_1: the service gives no reason (a failed job carries only its status). ${NEXT}`
    )
  })

  test("a failed job's pull request and its error text, on one line, cut; the trigger in use", () => {
    const failedJob = { ...job('failed', PR), error: 'Build\nbroke: ' + 'y'.repeat(400) }
    const v = decideVerdict(
      { kind: 'failed', job: failedJob, followUps: none },
      { ...settings, trigger: '/docs' }
    )
    expect(v.message).toContain(
      `Job job_1 failed on the service, after opening ${PR}: the service says: "Build broke: y`
    )
    expect(v.message).toContain('…". Next: open job job_1 on the Mintlify dashboard')
    expect(v.message).toContain('comment "/docs <what to do>" on the issue')
    expect(v.message.length).toBeLessThan(700)
  })

  test('time-out names the timeout input in the unit people write', () => {
    const v = decideVerdict({ kind: 'timed-out', job: job('active'), followUps: none }, settings)
    expect(v.message).toBe(
      'Timed out after 1m 30s (timeout) waiting for job job_1; its last status was active. The job keeps running on the service.'
    )
  })

  test('cancellation before and after the job exists', () => {
    expect(
      decideVerdict({ kind: 'cancelled', job: undefined, followUps: none }, settings).message
    ).toBe('The run was cancelled before a job was started.')
    expect(
      decideVerdict({ kind: 'cancelled', job: job('active'), followUps: none }, settings).message
    ).toBe(
      'The run was cancelled; job job_1 keeps running on the service (last status: active): there is no cancel request, and its pull request, if any, will still arrive.'
    )
  })

  test('a service error keeps the job id when there is one', () => {
    const error = new ServiceError(
      'The service failed (500).',
      { kind: 'status', status: 500 },
      { method: 'GET', path: '/' }
    )
    expect(
      decideVerdict({ kind: 'error', job: undefined, error, followUps: none }, settings).message
    ).toBe('The service failed (500).')
    expect(
      decideVerdict({ kind: 'error', job: job('active'), error, followUps: none }, settings)
    ).toMatchObject({
      ok: false,
      state: 'error',
      message: 'The service failed (500). Job job_1 was last seen active.'
    })
  })

  test('not delivered says why', () => {
    const v = decideVerdict(
      {
        kind: 'not-delivered',
        job: job('archived'),
        reason: 'the job is archived',
        followUps: { sent: [], undelivered: ['more'] }
      },
      settings
    )
    expect(v.message).toBe(
      'Job job_1 is archived: the job is archived. 1 follow-up(s) not delivered: "more".'
    )
  })
})

describe('decideVerdict for automation runs', () => {
  const run = { automationId: 'a1', instanceId: 'r1', jobId: 'j9' }
  const queued = (why: 'unreadable' | 'no-job-id'): Outcome => ({
    kind: 'queued',
    job: undefined,
    automationRun: run,
    why,
    followUps: none
  })

  test('a queued run whose job cannot be read passes with a warning that says where to look', () => {
    const v = decideVerdict(queued('unreadable'), { ...settings, automation: 'a1' })
    expect(v).toMatchObject({ ok: true, warning: true, state: 'queued' })
    expect(v.message).toBe(
      "Automation a1 was triggered: run r1 is queued, with job j9, which the agent-job endpoint cannot read (404), so it cannot be followed here: follow it on the dashboard's Automations page (https://app.mintlify.com/products/automations)."
    )
  })

  test('with require-pr it fails, saying the pull request is not known', () => {
    const v = decideVerdict(queued('no-job-id'), {
      ...settings,
      requirePr: true,
      automation: 'a1'
    })
    expect(v).toMatchObject({ ok: false, state: 'queued' })
    expect(v.message).toContain("but the service's answer named no job to follow")
    expect(v.message).toContain('require-pr is true, so the step fails.')
  })

  test('a cancel while triggering names the automation and the Automations page', () => {
    const v = decideVerdict(
      { kind: 'cancelled', job: undefined, whileCreating: true, followUps: none },
      { ...settings, automation: 'a1' }
    )
    expect(v.message).toContain('while automation a1 was being triggered: it may have been queued')
  })

  test('an error reading the job keeps the run in the message', () => {
    const error = new ServiceError(
      'The service failed (500).',
      { kind: 'status', status: 500 },
      { method: 'GET', path: '/x' }
    )
    const v = decideVerdict(
      { kind: 'error', job: undefined, error, automationRun: run, followUps: none },
      { ...settings, automation: 'a1' }
    )
    expect(v.message).toBe(
      'Automation a1 was triggered: run r1 is queued, but its job could not be read: The service failed (500).'
    )
  })

  describe("with the pull request's checks", () => {
    const finished: Outcome = { kind: 'finished', job: job('completed', PR), followUps: none }
    const end = {
      kind: 'judged',
      verdict: 'failed',
      failed: ['lint'],
      pending: [],
      rounds: 1,
      sha: 'abc',
      preview: undefined,
      stop: 'rounds',
      graceMs: 120_000
    } as const

    test('passed and none add their words to a pass', () => {
      const v = decideVerdict(finished, settings, { ...end, verdict: 'passed', failed: [] })
      expect(v).toMatchObject({ ok: true, warning: false, state: 'completed' })
      expect(v.message).toBe(`Job job_1 completed: ${PR} Checks: passed after 1 fix round.`)
      expect(decideVerdict(finished, settings, { ...end, verdict: 'none' })).toMatchObject({
        ok: true,
        warning: false
      })
    })

    test('failed or pending: a warning, or a failure with require-checks', () => {
      const failed = decideVerdict(finished, settings, end)
      expect(failed).toMatchObject({ ok: true, warning: true, state: 'checks-failed' })
      expect(failed.message).toBe(
        `Job job_1 completed: ${PR} Checks: failed after 1 fix round: lint.`
      )
      const strict = { ...settings, checks: { require: true } }
      const pending = decideVerdict(finished, strict, {
        ...end,
        verdict: 'pending',
        pending: ['t']
      })
      expect(pending).toMatchObject({ ok: false, state: 'checks-pending' })
      expect(pending.message).toContain('require-checks is true, so the step fails.')
    })

    test('checks that could not be read, or a job that did not finish, leave the verdict as it was', () => {
      const unread = decideVerdict(
        finished,
        { ...settings, checks: { require: true } },
        {
          kind: 'unread',
          why: 'no token'
        }
      )
      expect(unread).toMatchObject({
        ok: true,
        state: 'completed',
        message: `Job job_1 completed: ${PR}`
      })
      const timedOut = decideVerdict(
        { kind: 'timed-out', job: job('active', PR), followUps: none },
        { ...settings, checks: { require: true } },
        end
      )
      expect(timedOut.state).toBe('timed-out')
    })
  })
})

import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, issuesLabeled } from '../../emulator/runner.js'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { jobLine } from '../helpers/markers.js'

/**
 * The agent action's automation runs, in process (helpers/run-step.ts: the step as the runner
 * prepares it, waits instant on the injected clock): triggered, followed, commented, refused. A
 * push's run through dist/ in a process stays in e2e/automation.test.ts.
 */

const emulator = useStandIn(emulator => {
  emulator.automations.set('auto_changelog', {})
})

/** The inputs of an automation run (`agentInputs` gives no prompt). */
function automationInputs(automation: string, extra: Record<string, string> = {}) {
  return agentInputs(emulator, { automation, ...extra })
}

describe('automation: trigger a run and follow its job', () => {
  test('on a labelled issue, the automation runs and its result is commented there', async () => {
    const run = await runStep({
      inputs: automationInputs('auto_changelog'),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(emulator.automationRuns).toHaveLength(1)
    // The issue's text is not a prompt for an automation: nothing creates a job from it.
    expect(emulator.count('create')).toBe(0)
    const [comment] = emulator.commentsOn(7)
    expect(comment?.body).toContain('Agent job completed')
    expect(comment?.body).toContain('auto\\_changelog, run run\\_1')
    expect(comment?.body).toContain(jobLine('job_1', 7))
  })

  test('a job the agent-job endpoint cannot read (404): the run passes, says so, and keeps the ids', async () => {
    emulator.automations.set('auto_unreadable', { kind: 'unreadable' })
    const run = await runStep({
      inputs: automationInputs('auto_unreadable'),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(emulator.automationRuns).toHaveLength(1)
    expect(emulator.count('get')).toBe(1)
    const message =
      "Automation auto_unreadable was triggered: run run_1 is queued, with job job_1, which the agent-job endpoint cannot read (404), so it cannot be followed here: follow it on the dashboard's Automations page (https://app.mintlify.com/products/automations)."
    expect(run.stdout).toContain(`::warning::${message}`)
    expect(run.outputs).toMatchObject({
      'automation-run': 'run_1',
      jobId: 'job_1',
      status: '',
      prLink: ''
    })
    expect(run.summary).toContain('Automation run queued')
    expect(run.summary).toContain('| Job | job\\_1 |')
    expect(emulator.commentsOn(7)[0]?.body).toContain('Automation run queued')
  })

  test('the same with require-pr: the step fails, saying why', async () => {
    emulator.automations.set('auto_unreadable', { kind: 'unreadable' })
    const run = await runStep({
      inputs: automationInputs('auto_unreadable', { 'require-pr': 'true' }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::Automation auto_unreadable was triggered: run run_1 is queued'
    )
    expect(run.stdout).toContain(
      'Whether it opens a pull request is not known here, and require-pr is true, so the step fails.'
    )
    expect(run.outputs['automation-run']).toBe('run_1')
  })

  test.each([
    [
      'inactive',
      'auto_paused',
      { kind: 'inactive' as const },
      'The service rejected the request to run automation "auto_paused" in project "docs" (400 Bad Request): Automation is not active. Check the automation input: only an active automation with a "Custom schedule" trigger can be run on demand ("Code change" and "Content update" automations cannot).'
    ],
    [
      'in another project',
      'auto_elsewhere',
      { project: 'other' },
      'Automation "auto_elsewhere" was not found in project "docs": check the automation and projectId inputs (copy the id from the automation\'s settings panel on the dashboard\'s Automations page) (404 Not Found): Automation not found.'
    ]
  ])(
    'an automation %s fails the step with a message naming the input',
    async (_what, id, automation, message) => {
      emulator.automations.set(id, automation)
      const run = await runStep({ inputs: automationInputs(id), env: githubEnv(emulator) })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(`::error::${message}`)
      expect(emulator.count('trigger')).toBe(1)
      expect(emulator.automationRuns).toEqual([])
      expect(emulator.count('get')).toBe(0)
    }
  )

  test('a trigger answered 429 and then 202 queues exactly one run', async () => {
    emulator.inject('trigger', { status: 429, body: { error: 'Too many requests' } })
    const run = await runStep({
      inputs: automationInputs('auto_changelog'),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(emulator.count('trigger')).toBe(2)
    expect(emulator.automationRuns).toHaveLength(1)
    expect(run.outputs.jobId).toBe('job_1')
  })

  test('a trigger that fails after the service may have acted is not repeated', async () => {
    emulator.inject('trigger', { status: 502, afterActing: true })
    const run = await runStep({
      inputs: automationInputs('auto_changelog'),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(1)
    expect(emulator.count('trigger')).toBe(1)
    expect(emulator.automationRuns).toHaveLength(1)
    expect(run.stdout).toContain(
      'The service failed (502) when trying to run automation "auto_changelog" in project "docs"'
    )
  })

  test.each([
    ['prompt', { prompt: 'Fix typos' }, '"prompt"'],
    ['messages', { messages: 'one\n---\ntwo' }, '"messages"'],
    ['jobId', { jobId: 'job_9' }, '"jobId"']
  ])('automation together with %s is an input error; nothing is sent', async (_n, extra, named) => {
    const run = await runStep({
      inputs: { ...automationInputs('auto_changelog'), ...extra },
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      `::error::Input "automation" runs an automation as it is configured on the dashboard, so it takes no prompt, follow-ups or job: remove ${named}, or remove "automation" to create a job from a prompt.`
    )
    expect(emulator.requests).toEqual([])
  })
})

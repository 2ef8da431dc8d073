import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, runAction } from '../../emulator/runner.js'
import { useStandIn } from './stand-in.js'

/**
 * An automation run through dist/ in a process, as the runner runs it: a push triggers it and its
 * job is followed to the pull request, nothing on stderr. Every other case runs in process:
 * jobs/run-automation.flow.test.ts.
 */

const emulator = useStandIn(emulator => {
  emulator.automations.set('auto_changelog', {})
})

const PR = 'https://github.com/acme/docs/pull/42'
const push = { name: 'push', payload: { ref: 'refs/heads/main', after: 'abc123' } }

/** The inputs of an automation run (`agentInputs` gives no prompt). */
function automationInputs(automation: string, extra: Record<string, string> = {}) {
  return agentInputs(emulator, { automation, ...extra })
}

describe('automation: trigger a run and follow its job', () => {
  test('a push runs the automation once and follows its job to the pull request', async () => {
    emulator.turns = [{ activePolls: 2, end: 'completed', prLink: PR }]
    const run = await runAction({
      inputs: automationInputs('auto_changelog'),
      event: push,
      env: githubEnv(emulator)
    })

    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(emulator.automationRuns).toEqual([
      { automationId: 'auto_changelog', instanceId: 'run_1', jobId: 'job_1' }
    ])
    const trigger = emulator.requests.find(r => r.route === 'trigger')
    expect(trigger?.path).toBe('/v1/workflow/docs/auto_changelog/trigger')
    expect(trigger?.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(emulator.count('create')).toBe(0)
    expect(emulator.count('get')).toBe(3)
    expect(run.outputs).toMatchObject({
      'automation-run': 'run_1',
      jobId: 'job_1',
      status: 'completed',
      prLink: PR,
      'pr-number': '42'
    })
    expect(run.stdout).toContain('Automation auto_changelog triggered: run run_1, job job_1.')
    expect(run.stdout).toContain('Job job_1 started by the automation (status: active).')
    expect(run.stdout).toContain(`Job job_1 completed: ${PR}`)
    expect(run.summary).toContain('Agent job completed')
    expect(run.summary).toContain('| Automation | auto\\_changelog, run run\\_1 |')
  })
})

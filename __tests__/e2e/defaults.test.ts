import { describe, expect, test } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { useSetUpStep } from '../helpers/set-up-step.js'

/**
 * Each action's bundle as a new user runs it on GitHub: only the inputs the README's set-up names,
 * every other input passed by the runner emulation with its action.yml default, as the runner
 * passes it. Each optional input set alone to each value its description documents runs in
 * process, in __tests__/action/inputs.documented.test.ts.
 */

const { run } = useSetUpStep(runAction)

const errors = (out: string) => out.split('\n').filter(line => line.startsWith('::error'))

describe('each action runs to its normal end on its defaults', () => {
  test('the agent: a job, its pull request, the outputs', async () => {
    const agent = await run('agent')
    expect(errors(agent.stdout)).toEqual([])
    expect(agent.code).toBe(0)
    expect(agent.outputs.prLink).toBe('https://github.com/acme/docs/pull/42')
    expect(agent.runnerWarnings).toEqual([])
  })
  test('visitors: the file and the summary', async () => {
    const visitors = await run('visitors')
    expect(errors(visitors.stdout)).toEqual([])
    expect(visitors.code).toBe(0)
    expect(visitors.outputs.complete).toBe('true')
  })
  test('analytics: every dataset, no report', async () => {
    const analytics = await run('analytics')
    expect(errors(analytics.stdout)).toEqual([])
    expect(analytics.code).toBe(0)
    expect(analytics.outputs.complete).toBe('true')
    expect(analytics.outputs['report-issue']).toBe('')
  })
  test('deploy: an update, followed to success', async () => {
    const deploy = await run('deploy')
    expect(errors(deploy.stdout)).toEqual([])
    expect(deploy.code).toBe(0)
    expect(deploy.outputs.status).toBe('success')
    expect(deploy.outputs.url).toBe('https://acme.mintlify.app')
  })
})

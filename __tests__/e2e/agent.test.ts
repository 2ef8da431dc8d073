import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv, issuesLabeled, runAction } from './harness.js'

let emulator: Emulator

beforeEach(async () => {
  emulator = await new Emulator().start()
  emulator.permissions = { maintainer: 'write' }
})

afterEach(async () => {
  await emulator.close()
  expect(emulator.violations).toEqual([])
})

describe('agent job, end to end through dist/index.js', () => {
  test('issues: labeled with an empty prompt creates a job from the issue, polls it to completed and comments', async () => {
    emulator.turns = [{ activePolls: 2, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }]
    const run = await runAction({ inputs: agentInputs(emulator), event: issuesLabeled(7), env: githubEnv(emulator) })

    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      jobId: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42',
      'pr-number': '42',
      model: 'claude-sonnet-4-5',
      archivedAt: ''
    })
    expect(JSON.parse(run.outputs.job ?? '')).toMatchObject({ id: 'job_1', status: 'completed' })
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('get')).toBe(3)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual(['Document the export API\n\nPlease add a page on exports.'])
    const comments = emulator.commentsOn(7)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain('Agent job completed')
    expect(comments[0]?.body).toContain('[https&#58;//github.com/acme/docs/pull/42](https://github.com/acme/docs/pull/42)')
    expect(comments[0]?.body).toContain('<!-- mintlify-agent-job: job_1 -->')
    expect(run.stdout).toContain('Job job_1 created (status: active).')
    expect(run.stdout).toContain('Job job_1: active -> completed')
    expect(run.summary).toContain('Agent job completed')
  })
})

import { describe, expect, test } from '@jest/globals'
import { issuesLabeled, runAction, withoutMaskCommands } from '../../emulator/runner.js'
import { useStandIn } from './stand-in.js'
import { jobLine } from '../helpers/markers.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * What only the bundle in a process shows: a whole run on the runner's environment (nothing on
 * stderr), the request as it leaves the process (its headers, the bundled version), a timeout on
 * the real clock, and a failure with no stack trace. The rest of the flow is in-process, in
 * __tests__/agent/action.flow.test.ts.
 */

const emulator = useStandIn()
const agent = agentStep(runAction, emulator)

const PR = 'https://github.com/acme/docs/pull/42'

describe('agent job, end to end through dist/index.js', () => {
  test('issues: labeled with an empty prompt creates a job from the issue, polls it to completed and comments', async () => {
    emulator.turns = [{ activePolls: 2, end: 'completed', prLink: PR }]
    const run = await agent({}, issuesLabeled(7))

    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      jobId: 'job_1',
      status: 'completed',
      prLink: PR,
      'pr-number': '42',
      branch: 'mintlify/agent-job_1',
      model: 'claude-sonnet-4-5',
      archivedAt: ''
    })
    expect(run.outputs.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(JSON.parse(run.outputs.job ?? '')).toMatchObject({ id: 'job_1', status: 'completed' })
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('get')).toBe(3)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual([
      'Document the export API\n\nPlease add a page on exports.'
    ])
    const comments = emulator.commentsOn(7)
    expect(comments).toHaveLength(1)
    expect(emulator.commentCreatesOn(7)).toBe(1)
    expect(emulator.count('comment-update')).toBeGreaterThanOrEqual(1)
    // The pull request closes the issue when it merges (link-issue defaults on in one repository).
    expect(emulator.pulls.get(42)?.body).toBe('Opened by the agent.\n\nCloses #7')
    // The job's comment on its pull request: how to ask for changes there, and the hidden marker.
    expect(emulator.commentsOn(42).map(c => c.body)).toEqual([
      jobLine('job_1', 42) +
        '\nOpened by the Mintlify agent. To ask it for changes, start a comment here, a comment on a line of the diff, or a review with `/agent`: it goes to the same job.'
    ])
    expect(comments[0]?.body).toContain('Agent job completed')
    expect(comments[0]?.body).toContain(`(${PR})`)
    expect(comments[0]?.body).toContain('| Branch | mintlify/agent-job\\_1 |')
    expect(comments[0]?.body).toContain(jobLine('job_1', 7))
    expect(comments[0]?.body).toContain(
      '[workflow run](https://github.com/acme/docs/actions/runs/1234)'
    )
    expect(run.stdout).toContain('Job job_1 created (status: active).')
    expect(run.stdout.match(/Job job_1: active -> completed/g)).toHaveLength(1)
    expect(run.summary).toContain('Agent job completed')
    expect(run.summary).toContain(`(${PR})`)
  })

  test('the request carries the key, JSON, a User-Agent naming the action, and nothing else secret', async () => {
    const run = await agent({ prompt: 'Fix typos' })
    expect(run.code).toBe(0)
    const create = emulator.requests.find(r => r.route === 'create')
    expect(create?.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(create?.headers['content-type']).toBe('application/json')
    expect(create?.headers['user-agent']).toMatch(/^mintlify-agent-action\/\d+\.\d+\.\d+$/)
    expect(create?.body).toEqual({ prompt: 'Fix typos' })
  })

  test('time-out fails naming the job id and its last status', async () => {
    emulator.turns = [{ activePolls: 1000, end: 'completed' }]
    const run = await agent({ prompt: 'x', timeout: '1500ms' }, issuesLabeled(9))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::Timed out after 1.5s (timeout) waiting for job job_1; its last status was active.'
    )
    expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'active' })
    expect(emulator.commentsOn(9)[0]?.body).toContain('Stopped waiting for the agent job')
    expect(run.durationMs).toBeLessThan(10_000)
  })

  test('401: one request, a message about secret-key, no retries', async () => {
    const run = await agent({ prompt: 'x', 'secret-key': 'mint_wrong_key' })
    expect(run.code).toBe(1)
    expect(emulator.count('create')).toBe(1)
    expect(run.stdout).toContain('Check the secret-key input')
    expect(withoutMaskCommands(run.stdout)).not.toContain('mint_wrong_key')
    expect(run.stdout).not.toMatch(/\n\s+at /) // no stack trace
  })
})

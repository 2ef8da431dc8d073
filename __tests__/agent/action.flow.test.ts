import { describe, expect, test } from '@jest/globals'
import {
  agentInputs,
  githubEnv,
  issuesLabeled,
  withoutMaskCommands
} from '../../emulator/runner.js'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * The agent action's flow, in process (helpers/run-step.ts): the step the runner prepares, the
 * workflow commands, outputs and summary it leaves, against the stand-in; waits are instant on the
 * injected clock. What only the bundle in a process shows stays in e2e/agent.test.ts.
 */

const emulator = useStandIn()
const agent = agentStep(runStep, emulator)

const PR = 'https://github.com/acme/docs/pull/42'

describe('the agent action, in process: the step as the runner prepares it, against the stand-in', () => {
  test("schedule: a prompt, no issue, outputs set; only the job's comment on its pull request", async () => {
    const run = await agent(
      { prompt: 'Weekly: fix broken links' },
      { name: 'schedule', payload: { schedule: '0 6 * * 1' } }
    )
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('completed')
    expect(run.outputs.prLink).toBe(PR)
    expect(emulator.count('create')).toBe(1)
    expect([...emulator.comments.values()].map(c => c.issueNumber)).toEqual([42])
  })

  test('schedule with an empty prompt fails naming the input, and sends nothing', async () => {
    const run = await agent({}, { name: 'schedule' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error::Input "prompt" is required')
    expect(emulator.requests).toHaveLength(0)
  })

  test('a GitHub token given as secret-key is refused before any request', async () => {
    const run = await agent(
      { 'secret-key': 'ghp_0123456789abcdefABCDEF0123456789abcd' },
      issuesLabeled(7)
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::Input "secret-key" looks like a GitHub token ("ghp_…"), not a Mintlify key, so it was not sent'
    )
    // Masked, and never repeated in the message.
    expect(withoutMaskCommands(run.stdout)).not.toContain('0123456789abcdefABCDEF')
    expect(emulator.requests).toHaveLength(0)
  })

  test('a key without the "mint_" prefix: a warning before the request, then the 401', async () => {
    const run = await runStep({
      inputs: agentInputs(emulator, { 'secret-key': 'sk_live_0123456789', prompt: 'Fix it.' })
    })
    const warned = run.stdout.indexOf('::warning::The secret-key does not start with "mint_"')
    expect(warned).toBeGreaterThan(-1)
    expect(run.stdout.indexOf('401 Unauthorized')).toBeGreaterThan(warned)
    expect(emulator.count('create')).toBe(1)
  })

  test('an empty projectId from vars names the variable to create, and sends nothing', async () => {
    const run = await runStep({ inputs: agentInputs(emulator, { projectId: '', prompt: 'x' }) })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('gh variable set MINTLIFY_PROJECT_ID')
    expect(emulator.requests).toHaveLength(0)
  })

  test('a misspelled input is named with the one it means, before the error it causes', async () => {
    const { projectId, ...rest } = agentInputs(emulator, { prompt: 'x' })
    const run = await runStep({ inputs: { ...rest, 'project-id': projectId ?? '' } })
    expect(run.code).toBe(1)
    const hint = run.stdout.indexOf(
      '::warning::Input "project-id" is not an input of this action; did you mean "projectId"?'
    )
    expect(hint).toBeGreaterThan(-1)
    expect(run.stdout.indexOf('::error::Input "projectId" is required')).toBeGreaterThan(hint)
    expect(emulator.requests).toHaveLength(0)
  })

  test('a push with no prompt and no automation points at MINTLIFY_AUTOMATION_ID too', async () => {
    const run = await agent({}, { name: 'push' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('gh variable set MINTLIFY_AUTOMATION_ID')
    expect(emulator.requests).toHaveLength(0)
  })

  test('workflow_dispatch without issue-number, with comment: false, does not comment', async () => {
    const run = await agent(
      { prompt: 'Update the changelog', comment: 'false' },
      { name: 'workflow_dispatch', payload: { inputs: {} } }
    )
    expect(run.code).toBe(0)
    expect(emulator.comments.size).toBe(0)
    expect(emulator.requests.filter(r => r.path.startsWith('/github/'))).toHaveLength(0)
  })

  test('workflow_dispatch with issue-number comments on that issue, once, edited in place', async () => {
    emulator.turns = [{ activePolls: 3, end: 'completed', prLink: PR }]
    const run = await agent(
      { prompt: 'Update the changelog', 'issue-number': '12' },
      { name: 'workflow_dispatch' }
    )
    expect(run.code).toBe(0)
    expect(emulator.commentCreatesOn(12)).toBe(1)
    expect(emulator.commentsOn(12)).toHaveLength(1)
    expect(emulator.commentsOn(12)[0]?.body).toContain('Agent job completed')
  })

  test('follow-ups are sent in order, each after the previous turn completed', async () => {
    emulator.turns = [
      { activePolls: 1, end: 'completed', prLink: PR },
      { activePolls: 2, end: 'completed', prLink: PR },
      { activePolls: 1, end: 'completed', prLink: PR }
    ]
    const run = await runStep({
      inputs: agentInputs(emulator, {
        prompt: 'Write the page',
        messages: 'Add an example\n---\nFix the title\n'
      }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual([
      'Write the page',
      'Add an example',
      'Fix the title'
    ])
    const order = emulator.requests.map(r => r.route)
    expect(order.filter(r => r === 'message')).toHaveLength(2)
    // Each message follows a check that saw the turn end.
    const firstMessage = order.indexOf('message')
    expect(order.slice(0, firstMessage)).toEqual(['create', 'get', 'get'])
    expect(run.stdout).toContain('Follow-up 2 of 2 sent to job job_1.')
    expect(run.outputs.status).toBe('completed')
  })

  test('the comment keeps a timeline: two turns after one follow-up, each sent and ended', async () => {
    emulator.turns = [
      { activePolls: 1, end: 'completed', prLink: PR },
      { activePolls: 2, end: 'completed', prLink: PR }
    ]
    const run = await agent({ messages: 'Add an example' }, issuesLabeled(7))
    expect(run.code).toBe(0)
    const clock = '\\d{2}:\\d{2}:\\d{2} UTC'
    const timeline = new RegExp(
      `\\*\\*Timeline\\*\\*\\n\\n1\\. Prompt: sent ${clock}, ended completed at ${clock} \\(\\d+s\\)\\n2\\. Follow-up 1: sent ${clock}, ended completed at ${clock} \\(\\d+s\\)`
    )
    const [comment] = emulator.commentsOn(7)
    expect(comment?.body).toMatch(timeline)
    expect(comment?.body).toMatch(/\| Started \| \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC \|/)
    expect(run.summary).toMatch(timeline)
  })

  test('a failed job fails the step and still sets the outputs and comment', async () => {
    emulator.turns = [{ activePolls: 1, end: 'failed' }]
    const run = await agent({}, issuesLabeled(3))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error::Job job_1 failed on the service')
    expect(run.stdout).toContain('the service gives no reason')
    expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'failed', prLink: '' })
    const comment = emulator.commentsOn(3)[0]?.body ?? ''
    expect(comment).toContain('Agent job failed')
    // Where to look next, in the comment and the summary as in the log.
    for (const shown of [comment, run.summary]) {
      expect(shown).toContain('on the Mintlify dashboard')
      expect(shown).toContain('comment &quot;/agent &lt;what to do&gt;&quot; on the issue')
      expect(shown).toContain('re-run the workflow')
    }
  })

  test('a follow-up to a failed job is not sent; the step names what was not delivered', async () => {
    emulator.turns = [{ activePolls: 1, end: 'failed' }]
    const run = await agent({ prompt: 'Write it', messages: 'Then this\n---\nAnd that' })
    expect(run.code).toBe(1)
    expect(emulator.count('message')).toBe(0)
    expect(run.stdout).toContain('2 follow-up(s) not delivered: "Then this", "And that"')
  })

  test('a completed job without a pull request passes with a warning', async () => {
    emulator.turns = [{ activePolls: 1, end: 'completed', prLink: null }]
    const run = await agent({}, issuesLabeled(5))
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::Job job_1 ended completed without a pull request')
    expect(run.outputs).toMatchObject({ status: 'completed', prLink: '', 'pr-number': '' })
    expect(emulator.commentsOn(5)[0]?.body).toContain('the agent changed no files')
  })

  test('require-pr: true fails a job that ends without a pull request', async () => {
    emulator.turns = [{ activePolls: 1, end: 'completed', prLink: null }]
    const run = await agent({ prompt: 'x', 'require-pr': 'true' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('require-pr is true, so the step fails')
    expect(run.outputs.jobId).toBe('job_1')
  })

  test('an archived job passes and reports archivedAt', async () => {
    emulator.turns = [{ activePolls: 1, end: 'archived' }]
    const run = await agent({ prompt: 'x' })
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('archived')
    expect(run.outputs.archivedAt).toMatch(/^\d{4}-/)
  })

  test('wait: false creates the job, sets the outputs and returns without polling', async () => {
    const run = await agent({ prompt: 'x', wait: 'false' })
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('get')).toBe(0)
    expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'active' })
  })

  test('jobId continues an existing job: the prompt is sent as a follow-up, no job is created', async () => {
    emulator.turns = [
      { activePolls: 0, end: 'completed', prLink: PR },
      { activePolls: 1, end: 'completed', prLink: PR }
    ]
    const first = await agent({ prompt: 'Start' })
    expect(first.code).toBe(0)
    const run = await agent({ prompt: 'Now also this', jobId: 'job_1' })
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual(['Start', 'Now also this'])
    expect(run.outputs.jobId).toBe('job_1')
  })

  test('a 503 on a status check is retried and the job still completes', async () => {
    emulator.inject('get', { status: 503, body: { error: 'unavailable' } })
    const run = await agent({ prompt: 'x' })
    expect(run.code).toBe(0)
    expect(emulator.requests.filter(r => r.route === 'get').map(r => r.status)).toEqual([
      503, 200, 200
    ])
  })

  test('a 429 on create is retried and creates exactly one job', async () => {
    emulator.inject('create', {
      status: 429,
      body: { error: 'Rate limit exceeded' },
      headers: { 'retry-after': '0' }
    })
    const run = await agent({ prompt: 'x' })
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(2)
    expect(emulator.jobs.size).toBe(1)
    expect(run.outputs.jobId).toBe('job_1')
  })
})

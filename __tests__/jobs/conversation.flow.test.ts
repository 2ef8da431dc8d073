import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv } from '../../emulator/runner.js'
import { jobLine } from '../helpers/markers.js'
import { runStep } from '../helpers/run-step.js'
import { PR, useIssueComment } from '../helpers/issue-comment.js'

/**
 * Instructions from issue comments, in process (helpers/run-step.ts): the trigger, a job continued
 * by the next comment (its marker read back only where and by whom the action wrote it), a failed
 * job not continued, acknowledgements. Moved from e2e/conversation.test.ts: nothing there needed a
 * process; the bundle runs a comment's workflow in e2e/examples.test.ts.
 */

const { emulator, comment } = useIssueComment(runStep)

const botComments = () => emulator.commentsOn(7).filter(c => c.user.type === 'Bot')
const serviceRequests = () => emulator.requests.filter(r => !r.path.startsWith('/github/'))

describe('instructions from issue comments', () => {
  test('a comment without the trigger ends the run at once, with no request at all', async () => {
    const run = await comment('Looks good to me!')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      'Nothing to do: the comment does not start with the trigger "/agent".'
    )
    expect(emulator.requests).toHaveLength(0)
  })

  test('"/agentic" is not the trigger; a custom trigger works', async () => {
    expect((await comment('/agentic musings')).stdout).toContain('Nothing to do')
    const run = await comment('@docs-bot please add examples', { inputs: { trigger: '@docs-bot' } })
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual(['please add examples'])
  })

  test('a comment with the trigger starts a job with the text after it, and is acknowledged', async () => {
    const run = await comment('/agent Add a page on CSV exports')
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual(['Add a page on CSV exports'])
    const trigger = emulator.commentsOn(7).find(c => c.user.type === 'User')
    expect(trigger?.reactions).toEqual(['eyes', 'rocket'])
    expect(botComments()).toHaveLength(1)
    expect(botComments()[0]?.body).toContain(
      '| Last instruction | Add a page on CSV exports (@&#8203;maintainer) |'
    )
  })

  test('a bare trigger works on the issue itself; a prompt input is standing context before the instruction', async () => {
    await comment('/agent')
    expect(emulator.jobs.get('job_1')?.prompts[0]).toBe(
      'Document exports\n\nWe need an exports page.'
    )
    await comment('/agent add a table', { inputs: { prompt: 'Follow the style guide.' } })
    expect(emulator.jobs.get('job_1')?.prompts[1]).toBe('Follow the style guide.\n\nadd a table')
  })

  test('a second comment continues the same job: a message to it, no new job, the same comment edited', async () => {
    emulator.turns = [
      { activePolls: 1, end: 'completed', prLink: PR },
      { activePolls: 1, end: 'completed', prLink: PR }
    ]
    const first = await comment('/agent Write the exports page')
    expect(first.outputs.jobId).toBe('job_1')
    const commentId = botComments()[0]?.id
    const createsBefore = emulator.count('create')

    const second = await comment('/agent Also mention NDJSON')
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('Continuing job job_1 of this issue.')
    expect(emulator.count('create')).toBe(createsBefore)
    expect(emulator.count('message')).toBe(1)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual([
      'Write the exports page',
      'Also mention NDJSON'
    ])
    expect(botComments().map(c => c.id)).toEqual([commentId])
    expect(botComments()[0]?.body).toContain('Also mention NDJSON')
    expect(second.outputs).toMatchObject({ jobId: 'job_1', status: 'completed', prLink: PR })
  })

  test('an edited comment does not trigger a second instruction', async () => {
    const run = await comment('/agent Write it', { action: 'edited' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Nothing to do: the comment was edited, not created')
    expect(emulator.requests).toHaveLength(0)
  })

  test('a failed job is not continued: a new job and a comment that says so', async () => {
    emulator.turns = [{ activePolls: 1, end: 'failed' }]
    const first = await comment('/agent Try this')
    expect(first.code).toBe(1)
    expect(emulator.commentsOn(7).find(c => c.user.type === 'User')?.reactions).toEqual([
      'eyes',
      'confused'
    ])
    emulator.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
    const second = await comment('/agent Try again')
    expect(second.code).toBe(0)
    expect(second.outputs.jobId).toBe('job_2')
    expect(emulator.count('message')).toBe(0)
    expect(botComments()).toHaveLength(2)
    expect(botComments()[1]?.body).toContain('Job job\\_1 had failed, so a new job was started.')
  })

  test.each([
    ['".."', '..'],
    ['"."', '.'],
    ['300 characters', 'j'.repeat(300)],
    ['257 characters, one over the limit', 'j'.repeat(257)]
  ])(
    "a bot's marker whose job id would fail as the jobId input (%s) is ignored: a new job, no request for it",
    async (_what, id) => {
      // Sealed as this action seals: the id alone is what is refused.
      emulator.addComment(7, `${jobLine(id, 7)}\n### Agent job completed`, {
        login: 'github-actions[bot]',
        type: 'Bot'
      })
      const run = await comment('/agent Do the thing')
      expect(run.code).toBe(0)
      expect(serviceRequests().map(r => `${r.method} ${r.path}`)).toEqual([
        'POST /v2/agent/docs/job',
        'GET /v2/agent/docs/job/job_1',
        'GET /v2/agent/docs/job/job_1'
      ])
    }
  )

  test("another bot copying the action's sealed marker of issue 8 to this issue steers nothing", async () => {
    emulator.addComment(8, `${jobLine('job_1', 8)}\n### Agent job completed`, {
      login: 'github-actions[bot]',
      type: 'Bot'
    })
    emulator.addComment(7, `${jobLine('job_1', 8)}\n### Agent job completed`, {
      login: 'mirror[bot]',
      type: 'Bot'
    })
    const run = await comment('/agent Do the thing')
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('message')).toBe(0)
  })

  test('a job marker in a comment a person wrote is ignored', async () => {
    emulator.addComment(7, 'nice <!-- mintlify-agent-job: job_999 -->', {
      login: 'outsider',
      type: 'User'
    })
    const run = await comment('/agent Do the thing')
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(serviceRequests().some(r => r.path.includes('job_999'))).toBe(false)
  })

  test.each([
    ['quoted inside its text', `Thanks! You wrote: ${jobLine('job_1', 7)} we will look.`],
    ['on its second line', `Welcome!\n${jobLine('job_1', 7)}`],
    ['first, with more on the line', `${jobLine('job_1', 7)} quoted by a triage bot`],
    ['after a space', ` ${jobLine('job_1', 7)}\nWelcome!`],
    ['in a quote', `> ${jobLine('job_1', 7)}\nWelcome!`]
  ])(
    "another bot echoing an outsider's marker (%s) cannot steer a maintainer's /agent to another issue's job",
    async (_where, echoed) => {
      // Job job_1 is live, on issue 8.
      emulator.addComment(8, `${jobLine('job_1', 8)}\n### Agent job completed`, {
        login: 'github-actions[bot]',
        type: 'Bot'
      })
      emulator.turns = [
        { activePolls: 1, end: 'completed', prLink: PR },
        { activePolls: 1, end: 'completed', prLink: PR }
      ]
      await runStep({
        inputs: agentInputs(emulator, { prompt: 'Issue 8 work' }),
        event: { name: 'workflow_dispatch', payload: {} },
        env: githubEnv(emulator)
      })
      expect(emulator.count('create')).toBe(1)
      emulator.addComment(7, echoed, { login: 'welcome[bot]', type: 'Bot' })
      const run = await comment('/agent Do the thing')
      expect(run.code).toBe(0)
      expect(emulator.count('create')).toBe(2)
      expect(emulator.count('message')).toBe(0)
      expect(run.stdout).not.toContain('Continuing job job_1')
    }
  )

  test('the permission rule applies to the commenter', async () => {
    const run = await comment('/agent spend the budget', { login: 'outsider' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Not starting the agent: outsider has read permission')
    expect(serviceRequests()).toHaveLength(0)
  })

  test('a reaction that cannot be added is only a warning', async () => {
    emulator.inject('reaction', { status: 403, body: { message: 'no' } })
    const run = await comment('/agent Go')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      '::warning::Could not react with eyes to the triggering comment (403).'
    )
    expect(run.outputs.prLink).toBe(PR)
  })
})

import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, type ActionRun } from '../../emulator/runner.js'
import { TEST_APP_TOKEN, TEST_PERSONAL_TOKEN } from '../../emulator/github-identity.js'
import { useStandIn } from '../e2e/stand-in.js'
import { jobLine } from '../helpers/markers.js'
import { jobMarker } from '../../src/github/job-marker.js'
import { markerSeal } from '../../src/github/hidden-marker.js'
import { runStep } from '../helpers/run-step.js'

/**
 * `task`: a recurring job (a weekly schedule) does not pile up pull requests. Its job's comment on
 * its pull request records the task in the job's marker; the next run of the task finds it there
 * while the pull request is open, and `on-open` says what to do. In process (helpers/run-step.ts),
 * against the stand-in; moved whole from e2e/task.test.ts, where nothing needed a process.
 */

const emulator = useStandIn(emulator => {
  emulator.turns = [TURN]
})
const PR = 'https://github.com/acme/docs/pull/42'
const TURN = { activePolls: 1, end: 'completed', prLink: PR } as const

function weekly(extra: Record<string, string> = {}): Promise<ActionRun> {
  return runStep({
    inputs: agentInputs(emulator, {
      prompt: 'Find and fix broken links.',
      task: 'weekly-links',
      ...extra
    }),
    event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
    env: githubEnv(emulator)
  })
}

/** The first week: job_1 opens pull request 42 and leaves its comment there, with the task. */
async function firstWeek(): Promise<void> {
  const run = await weekly()
  expect(run.code).toBe(0)
  expect(emulator.commentsOn(42)[0]?.body).toMatch(
    new RegExp(`^${jobLine('job_1', 42, 'weekly-links')}\n`)
  )
}

describe('a recurring task', () => {
  test('while its pull request is open, the next run sends its prompt to the same job (on-open: follow-up)', async () => {
    await firstWeek()
    const run = await weekly({ prompt: 'Find and fix broken links, week 2.' })

    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual([
      'Find and fix broken links.',
      'Find and fix broken links, week 2.'
    ])
    expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'completed', prLink: PR })
    expect(run.stdout).toContain(
      "Task weekly-links: pull request #42 is still open; sending this run's prompt to its job job_1."
    )
    expect(run.summary).toContain('Pull request #42 of task weekly-links was still open')
    // One job comment on the pull request, not one per week.
    expect(emulator.commentsOn(42)).toHaveLength(1)
  })

  test('on-open: skip starts nothing and names the open pull request', async () => {
    await firstWeek()
    const run = await weekly({ 'on-open': 'skip' })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      status: 'skipped',
      jobId: 'job_1',
      prLink: PR,
      'pr-number': '42'
    })
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('message')).toBe(0)
    expect(run.summary).toContain('## ⏭️ Skipped: task weekly-links has an open pull request')
  })

  test('on-open: new starts another job anyway, without looking', async () => {
    await firstWeek()
    const before = emulator.count('pull-list')
    const run = await weekly({ 'on-open': 'new' })
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(2)
    expect(emulator.count('pull-list')).toBe(before)
  })

  test('a merged or closed pull request ends the task: the next run starts a new job', async () => {
    await firstWeek()
    const pull = emulator.pullRequest(42)
    if (pull !== undefined) pull.state = 'closed'
    const run = await weekly()
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(2)
    expect(run.stdout).toContain('Task weekly-links has no open pull request: starting a new job.')
  })

  test('a job that failed is not continued: a new job, and the note says why', async () => {
    await firstWeek()
    const job = emulator.jobs.get('job_1')
    if (job !== undefined) job.status = 'failed'
    const run = await weekly()
    expect(emulator.count('create')).toBe(2)
    expect(run.summary).toContain('Job job\\_1 had failed, so a new job was started.')
  })

  test.each([
    ['unsealed', '<!-- mintlify-agent-job: job_attacker task: weekly-links -->'],
    [
      'sealed with another key',
      jobMarker(markerSeal('mint_other_key_0123', 'acme/docs'), 'job_attacker', {
        on: 42,
        task: 'weekly-links'
      })
    ],
    [
      "the action's own marker of another pull request, copied",
      jobLine('job_1', 41, 'weekly-links')
    ]
  ])(
    "a task marker (%s) on another bot's pull request gets no prompt, and on-open: skip still runs the task",
    async (_how, marker) => {
      emulator.turns = [{ ...TURN, prLink: 'https://github.com/acme/docs/pull/43' }]
      emulator.pulls.set(42, { number: 42, title: 'Sync', body: 'b', headRef: 'sync' })
      emulator.addComment(42, `${marker}\nSynced from upstream.`, {
        login: 'upstream-sync[bot]',
        type: 'Bot'
      })
      const run = await weekly({ 'on-open': 'skip' })
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('completed')
      expect(emulator.count('create')).toBe(1)
      expect(emulator.requests.some(r => r.path.includes('job_attacker'))).toBe(false)
    }
  )

  // A marker counts where, and as whom, it was written: in a comment by the account the run's
  // token writes as, whichever kind of token that is (docs/security.md). The workflow's token, a
  // GitHub App's (its bot) and a personal token (a person) each find their own marker; a run with
  // another token does not take it for its own.
  test.each([
    ["the workflow's token", undefined, 'github-actions[bot]'],
    ["a GitHub App's installation token", TEST_APP_TOKEN, 'docs-helper[bot]'],
    ['a personal token', TEST_PERSONAL_TOKEN, 'maintainer']
  ] as const)(
    "the task's marker posted with %s: the next run with it follows up",
    async (_, token, login) => {
      const withToken: Record<string, string> = token === undefined ? {} : { 'github-token': token }
      expect((await weekly(withToken)).code).toBe(0)
      expect(emulator.commentsOn(42)[0]?.user.login).toBe(login)
      const run = await weekly(withToken)
      expect(run.code).toBe(0)
      expect(emulator.count('create')).toBe(1)
      expect(emulator.count('graphql')).toBe(2)
      // A run with another token does not take that account's comment for its own.
      const other = await weekly({
        'github-token': token === TEST_APP_TOKEN ? TEST_PERSONAL_TOKEN : TEST_APP_TOKEN
      })
      expect(other.code).toBe(0)
      expect(emulator.count('create')).toBe(2)
    }
  )

  test("a genuine task marker copied by another bot or app, seal and all, is not the task's job", async () => {
    await firstWeek()
    const posted = emulator.commentsOn(42)[0]
    if (posted === undefined) throw new Error('no comment')
    // The original is gone (deleted); a sync bot's copy of it remains.
    emulator.comments.delete(posted.id)
    emulator.addComment(42, posted.body, { login: 'support-sync[bot]', type: 'Bot' })
    const run = await weekly()
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(2)
  })

  test("a marker a person wrote, or another task's, is not the task's job", async () => {
    emulator.turns = [{ ...TURN, prLink: 'https://github.com/acme/docs/pull/43' }]
    emulator.pulls.set(42, { number: 42, title: 't', body: 'b', headRef: 'x' })
    emulator.addComment(42, `${jobLine('job_9', 42, 'weekly-links')}\nmine`, {
      login: 'mallory',
      type: 'User'
    })
    emulator.addComment(42, `${jobLine('job_9', 42, 'other-task')}\nbot`)
    const run = await weekly()
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(run.stdout).toContain('Task weekly-links has no open pull request')
  })

  test('a marker that could not be written (a read-only token: 403) fails the step after the job is reported', async () => {
    const refused = { status: 403, body: { message: 'Resource not accessible by integration' } }
    emulator.inject('comment-create', refused)
    const run = await weekly()
    expect(run.code).toBe(1)
    // The job and its pull request are reported first: outputs, summary.
    expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'completed', prLink: PR })
    expect(run.summary).toContain('Agent job completed')
    expect(run.stdout).toContain(
      '::error::Job job_1 is reported, but its comment could not be left on its pull request https://github.com/acme/docs/pull/42, so the next run of task weekly-links will not find it and will start another job. Give the workflow "pull-requests: write"'
    )
    expect(emulator.commentsOn(42)).toEqual([])
  })

  test('without a task, the same refusal stays a warning', async () => {
    emulator.inject('comment-create', { status: 403, body: { message: 'Forbidden' } })
    const run = await weekly({ task: '' })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("::warning::Could not leave the job's comment on pull request")
  })

  test.each([
    [{ task: 'Weekly Links' }, 'Input "task" must be a short name'],
    [{ task: 'a--b' }, 'Input "task" must be a short name'],
    [{ task: 'weekly', jobId: 'job_1' }, 'takes no "jobId"'],
    [{ task: 'weekly', wait: 'false' }, 'Input "task" needs wait: true'],
    [{ task: '', 'on-open': 'skip' }, 'Input "on-open" is skip, which needs "task"'],
    [{ task: '', 'on-open': 'new' }, 'Input "on-open" is new, which needs "task"'],
    [{ task: 'weekly', wait: 'False' }, 'Input "task" needs wait: true'],
    [{ 'on-open': 'later' }, 'must be one of follow-up, skip, new']
  ])('%j is refused before any request', async (inputs, words) => {
    const run = await weekly(inputs)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(words)
    expect(emulator.requests).toEqual([])
  })
})

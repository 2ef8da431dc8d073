import { beforeEach, describe, expect, test } from '@jest/globals'
import { reviewCommentView } from '../../emulator/github-reviews.js'
import { agentInputs, githubEnv, issuesLabeled, type ActionRun } from '../../emulator/runner.js'
import { injectedCommands, useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { jobLine } from '../helpers/markers.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * Instructions given where the review happens: on the pull request a job of this action opened
 * (its conversation, a line of its diff, or a review), sent to that job; and on a pull request no
 * job opened, a new job about it, for writers only. In process (helpers/run-step.ts: the step as
 * the runner prepares it from each event, waits instant on the injected clock): none of it needs
 * a process.
 */

const emulator = useStandIn(emulator => {
  emulator.permissions.outsider = 'read'
  emulator.turns = [TURN, TURN]
})
const runAgent = agentStep(runStep, emulator)
const PR = 'https://github.com/acme/docs/pull/42'
const TURN = { activePolls: 1, end: 'completed', prLink: PR } as const

const PULL = { title: 'Docs update', body: 'Opened by the agent.', head: { ref: 'mintlify/x' } }
const user = (login: string) => ({ login, type: 'User' as const })

/** Issue 7 is labelled: job_1 opens pull request 42, and leaves its comment there. */
async function jobOpensPullRequest(): Promise<void> {
  const run = await runAgent({}, issuesLabeled(7))
  expect(run.code).toBe(0)
}

/** A comment on pull request `n`'s conversation tab (GitHub sends it as `issue_comment`). */
function conversationComment(n: number, body: string, login = 'maintainer'): Promise<ActionRun> {
  const written = emulator.addComment(n, body, user(login))
  const issue = {
    number: n,
    ...PULL,
    pull_request: { html_url: `https://github.com/acme/docs/pull/${n}` }
  }
  return runStep({
    inputs: agentInputs(emulator),
    event: {
      name: 'issue_comment',
      payload: {
        action: 'created',
        issue,
        comment: { id: written.id, body, user: user(login) },
        sender: user(login)
      }
    },
    env: githubEnv(emulator)
  })
}

/** A comment on a line of pull request `n`'s diff; the payload's comment is GitHub's shape. */
function reviewComment(
  n: number,
  body: string,
  at: { path: string; line: number | null; startLine?: number },
  login = 'maintainer'
): Promise<ActionRun> {
  const written = emulator.addReviewComment(n, body, at, user(login))
  return runStep({
    inputs: agentInputs(emulator),
    event: {
      name: 'pull_request_review_comment',
      payload: {
        action: 'created',
        comment: reviewCommentView(written, 'acme', 'docs'),
        pull_request: { number: n, ...PULL },
        sender: user(login)
      }
    },
    env: githubEnv(emulator)
  })
}

/** A review submitted on pull request `n` (its body may be null: a bare approval). */
function review(n: number, body: string | null, login = 'maintainer'): Promise<ActionRun> {
  return runStep({
    inputs: agentInputs(emulator),
    event: {
      name: 'pull_request_review',
      payload: {
        action: 'submitted',
        review: { id: 9001, body, state: 'commented', user: user(login) },
        pull_request: { number: n, ...PULL },
        sender: user(login)
      }
    },
    env: githubEnv(emulator)
  })
}

const botCommentsOn = (n: number) => emulator.commentsOn(n).filter(c => c.user.type === 'Bot')

describe("instructions on the agent's pull request go to the job that opened it", () => {
  test('a comment on its conversation: a follow-up to job_1, and its comment there becomes the report', async () => {
    await jobOpensPullRequest()
    const [jobComment] = botCommentsOn(42)
    expect(jobComment?.body).toContain(jobLine('job_1', 42))

    const run = await conversationComment(42, '/agent Use sentence case in headings')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Continuing job job_1 of this pull request.')
    expect(emulator.count('create')).toBe(1)
    expect(emulator.jobs.get('job_1')?.prompts.at(-1)).toBe('Use sentence case in headings')
    // The same comment, edited: the report of the new turn, still carrying the marker.
    expect(botCommentsOn(42).map(c => c.id)).toEqual([jobComment?.id])
    const report = botCommentsOn(42)[0]?.body ?? ''
    expect(report).toContain(jobLine('job_1', 42))
    expect(report).toContain(
      '| Last instruction | Use sentence case in headings (@&#8203;maintainer) |'
    )
    expect(report).toContain('1. Follow-up 1: sent')
    const trigger = emulator.commentsOn(42).find(c => c.user.type === 'User')
    expect(trigger?.reactions).toEqual(['eyes', 'rocket'])
    // The pull request does not close itself, nor get a second job comment.
    expect(emulator.pulls.get(42)?.body).toBe('Opened by the agent.\n\nCloses #7')
    expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'completed', prLink: PR })
  })

  test('a comment on a line of the diff: its file and line go before the instruction, and it gets the reactions', async () => {
    await jobOpensPullRequest()
    const run = await reviewComment(42, '/agent Say "exports", not "exporting"', {
      path: 'docs/quickstart.mdx',
      line: 12
    })
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts.at(-1)).toBe(
      'In `docs/quickstart.mdx` line 12: Say "exports", not "exporting"'
    )
    const [written] = emulator.reviewComments.values()
    expect(written?.reactions).toEqual(['eyes', 'rocket'])
    expect(botCommentsOn(42)).toHaveLength(1)
    expect(botCommentsOn(42)[0]?.body).toContain('In \\`docs/quickstart.mdx\\` line 12')
    // Several lines, and a comment on the whole file.
    emulator.turns = [TURN, TURN, TURN, TURN]
    await reviewComment(42, '/agent Merge these', { path: 'a.md', line: 9, startLine: 4 })
    await reviewComment(42, '/agent Rename it', { path: 'b.md', line: null })
    expect(emulator.jobs.get('job_1')?.prompts.slice(-2)).toEqual([
      'In `a.md` lines 4-9: Merge these',
      'In `b.md`: Rename it'
    ])
  })

  test('a submitted review whose body starts with the trigger; one that does not starts nothing', async () => {
    await jobOpensPullRequest()
    const run = await review(42, '/agent Tighten the intro')
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts.at(-1)).toBe('Tighten the intro')
    expect(botCommentsOn(42)[0]?.body).toContain('Tighten the intro')
    const requests = emulator.requests.length
    const approval = await review(42, null)
    expect(approval.stdout).toContain(
      'Nothing to do: the review does not start with the trigger "/agent".'
    )
    expect(emulator.requests).toHaveLength(requests)
  })

  test("an outsider on the agent's pull request is refused like on an issue: nothing sent", async () => {
    await jobOpensPullRequest()
    const run = await reviewComment(
      42,
      '/agent Delete everything',
      { path: 'a.md', line: 1 },
      'outsider'
    )
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Not starting the agent: outsider has read permission')
    expect(emulator.jobs.get('job_1')?.prompts).toHaveLength(1)
    expect(emulator.count('message')).toBe(0)
  })

  test('a hostile file path reaches the job as one quoted line, and the log as plain text', async () => {
    await jobOpensPullRequest()
    const path = 'docs/x`` `\n::error::pwned ##[add-mask]x\u202e.mdx'
    const run = await reviewComment(42, '/agent fix', { path, line: 2 })
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts.at(-1)).toBe(
      'In ```docs/x`` `?::error::pwned ##[add-mask]x?.mdx``` line 2: fix'
    )
    expect(injectedCommands(run.stdout + run.stderr)).toEqual([])
  })
})

describe('a pull request no job of this action opened', () => {
  beforeEach(() => {
    emulator.pulls.set(50, {
      number: 50,
      title: 'Typo fixes',
      body: 'By a person.',
      headRef: 'typos'
    })
  })

  test('a non-writer starts nothing: no job, no follow-up, one short refusal', async () => {
    const run = await conversationComment(50, '/agent Rewrite the docs', 'outsider')
    expect(run.code).toBe(0)
    expect(emulator.count('create') + emulator.count('message')).toBe(0)
    await reviewComment(50, '/agent Rewrite it', { path: 'a.md', line: 1 }, 'outsider')
    expect(emulator.count('create') + emulator.count('message')).toBe(0)
    expect(botCommentsOn(50)).toHaveLength(1)
  })

  test('a writer starts a new job about that pull request, and its comment says so', async () => {
    const run = await reviewComment(50, '/agent Add the missing step', {
      path: 'docs/a.mdx',
      line: 3
    })
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.jobs.get('job_1')?.prompts).toEqual([
      'About pull request acme/docs#50 (https://github.com/acme/docs/pull/50):\n\nIn `docs/a.mdx` line 3: Add the missing step'
    ])
    const report = botCommentsOn(50)[0]?.body ?? ''
    expect(report).toContain(
      'No live job of this action opened this pull request. This is a new job about the pull request; it works on a branch of its own.'
    )
  })

  test("a marker a person planted is not the job's: a new job, never a message to another job", async () => {
    await jobOpensPullRequest()
    emulator.addComment(50, jobLine('job_1', 50), user('mallory'))
    await conversationComment(50, '/agent Add the missing step')
    expect(emulator.count('message')).toBe(0)
    expect(emulator.count('create')).toBe(2)
  })
})

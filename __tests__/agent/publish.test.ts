import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import { connectIssue, type IssueContext } from '../../src/agent/issue.js'
import { jobMarker } from '../../src/github/job-marker.js'
import { planRun } from '../../src/agent/plan.js'
import { markerSeal } from '../../src/github/hidden-marker.js'
import { publish, publishRefusal } from '../../src/agent/publish.js'
import type { Outcome } from '../../src/jobs/run-job.js'
import { decideVerdict } from '../../src/agent/verdict.js'
import type { IssueCommenter } from '../../src/github/comments.js'
import type { Reaction } from '../../src/github/reactions.js'
import { REFUSED_MARKER } from '../../src/github/permissions.js'
import { agentSettings, commentOn7, runContext } from '../helpers/agent-settings.js'
import { fakeIO } from '../helpers/fake-io.js'
import { testTiming } from '../helpers/timing.js'

const PR = 'https://github.com/acme/docs/pull/42'
const none = { sent: [], undelivered: [] }
// The seal of the settings' key and repository (agentSettings: mint_k, acme/docs).
const SEAL = markerSeal('mint_k', 'acme/docs')
const report = {
  marker: (jobId: string) => jobMarker(SEAL, jobId, { on: 7 }),
  followUpsTotal: 0,
  runUrl: 'https://github.com/acme/docs/actions/runs/9',
  serverUrl: 'https://github.com',
  note: undefined,
  instruction: undefined,
  automation: undefined
}

const PROMPT = {
  prompt: 'go',
  promptSource: 'input',
  promptCut: false,
  instruction: undefined
} as const

/** A publish with an in-memory commenter and issue: what it posts, reacts and reports. */
async function published(outcome: Outcome, inputs: Record<string, string> = {}) {
  const io = fakeIO()
  const posts: { body: string; marker: string | undefined }[] = []
  const reactions: Reaction[] = []
  const commenter: IssueCommenter = {
    commentId: undefined,
    post: () => Promise.reject(new Error('only the final post is made here')),
    postFinal: (body, marker) => (posts.push({ body, marker }), Promise.resolve())
  }
  const github: IssueContext = {
    octokit: () => Promise.resolve(undefined),
    repository: undefined,
    issue: undefined,
    acknowledge: reaction => (reactions.push(reaction), Promise.resolve()),
    openCommenter: () => Promise.resolve(commenter)
  }
  const settings = agentSettings(inputs, commentOn7('/agent go'))
  const verdict = decideVerdict(outcome, settings)
  await publish({
    report,
    pullRequest: planRun(settings, PROMPT, { kind: 'new', note: undefined }).pullRequest,
    outcome,
    verdict,
    seen: [{ kind: 'started', at: 1_000, how: 'created' }],
    commenter,
    github,
    io,
    time: testTiming({ now: () => 61_000 }),
    startedAt: 0
  })
  return { io, posts, reactions }
}

describe('publish', () => {
  test('a finished job with a pull request: outputs, log, summary, final comment, a rocket', async () => {
    const job = { id: 'job_1', status: 'completed', prLink: PR }
    const { io, posts, reactions } = await published({ kind: 'finished', job, followUps: none })
    expect(io.outputs).toMatchObject({
      jobId: 'job_1',
      status: 'completed',
      prLink: PR,
      'pr-number': '42'
    })
    expect(io.lines).toContain(`info: Job job_1 completed: ${PR}`)
    expect(io.summaries[0]).toContain('Agent job completed')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.marker).toBe(jobMarker(SEAL, 'job_1', { on: 7 }))
    expect(posts[0]?.body).toContain('| Elapsed | 1m 1s |')
    expect(posts[0]?.body).toContain('| Pull request |')
    expect(reactions).toEqual(['rocket'])
  })

  test('a failed job: the reason in the comment and the summary, a confused reaction, no marker lost', async () => {
    const job = { id: 'job_2', status: 'failed' }
    const { io, posts, reactions } = await published({ kind: 'failed', job, followUps: none })
    expect(posts[0]?.marker).toBe(jobMarker(SEAL, 'job_2', { on: 7 }))
    expect(posts[0]?.body).toContain('Agent job failed')
    expect(io.summaries[0]).toContain('Agent job failed')
    expect(reactions).toEqual(['confused'])
  })

  test('a pass without a pull request is a warning, shown in the report; no reaction', async () => {
    const job = { id: 'job_3', status: 'completed' }
    const { io, posts, reactions } = await published({ kind: 'finished', job, followUps: none })
    expect(io.lines.some(l => l.startsWith('warning: '))).toBe(true)
    expect(posts[0]?.body).toContain('ended completed without a pull request')
    expect(reactions).toEqual([])
  })

  test('follow-ups: sent as the outcome counts them, undelivered listed', async () => {
    const job = { id: 'job_4', status: 'archived' }
    const followUps = { sent: ['a'], undelivered: ['b'] }
    const outcome: Outcome = {
      kind: 'not-delivered',
      job,
      followUps,
      reason: 'the job is archived'
    }
    const { posts } = await published(outcome, { messages: 'a\n---\nb' })
    expect(posts[0]?.body).toContain('- b')
  })

  test('no job at all (the create failed): no marker, the outputs still set', async () => {
    const { io, posts } = await published({
      kind: 'cancelled',
      job: undefined,
      followUps: none,
      whileCreating: true
    })
    expect(posts[0]?.marker).toBeUndefined()
    expect(io.outputs).toMatchObject({ jobId: '', status: '' })
  })
})

describe('publishRefusal', () => {
  let emulator: Emulator
  beforeEach(async () => {
    emulator = await new Emulator().start()
  })
  afterEach(async () => {
    await emulator.close()
  })

  test('a warning, the outputs, one refusal comment however often, and a summary', async () => {
    const io = fakeIO()
    const settings = agentSettings(
      { 'github-token': emulator.githubToken },
      commentOn7('/agent go'),
      {
        GITHUB_API_URL: emulator.githubUrl
      }
    )
    const context = runContext(io)
    for (let i = 0; i < 2; i++)
      await publishRefusal(connectIssue(settings, context), 'ann has read', io)
    const comments = emulator.commentsOn(7)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body.startsWith(`${REFUSED_MARKER}\n`)).toBe(true)
    expect(io.lines).toContain('warning: Not starting the agent: ann has read.')
    expect(io.lines).toContain('info: The refusal is already commented on this issue; not again.')
    expect(io.outputs).toMatchObject({ jobId: '', status: '' })
    expect(io.summaries[0]).toBe('## Agent not started\n\nann has read.\n')
  })
})

import { describe, expect, test } from '@jest/globals'
import { createProgress, viewOf } from '../../src/agent/progress.js'
import type { Job } from '../../src/service/agent.js'
import type { IssueCommenter } from '../../src/github/comments.js'
import { fakeIO } from '../helpers/fake-io.js'
import { jobLine } from '../helpers/markers.js'
import { testTiming } from '../helpers/timing.js'

function setup(clock?: () => number) {
  const posts: { body: string; marker: string | undefined }[] = []
  const commenter: IssueCommenter = {
    commentId: undefined,
    post: (body, marker) => (posts.push({ body, marker }), Promise.resolve()),
    postFinal: (body, marker) => (posts.push({ body, marker }), Promise.resolve())
  }
  const io = fakeIO()
  let now = 1_000
  const report = {
    marker: (jobId: string) => jobLine(jobId, 7),
    followUpsTotal: 1,
    runUrl: 'https://github.com/acme/docs/actions/runs/1',
    serverUrl: 'https://github.com',
    note: undefined,
    instruction: undefined,
    automation: undefined
  }
  const progress = createProgress(report, {
    io,
    time: testTiming({ now: clock ?? (() => (now += 61_000)) }),
    startedAt: 1_000,
    commenter
  })
  const view = (state: 'running', job: Job | undefined) =>
    viewOf(report, progress.seen(), { state, job, now: 0, startedAt: 0 })
  return { progress, posts, io, view }
}

describe('createProgress', () => {
  test('a started job: a log line, its outputs at once, and a running comment with its marker', async () => {
    const { progress, posts, io } = setup(() => 62_000)
    await progress.observer.jobStarted({ id: 'job_1', status: 'active' }, 'created')
    expect(io.lines).toEqual(['info: Job job_1 created (status: active).'])
    expect(io.outputs).toMatchObject({ jobId: 'job_1', status: 'active' })
    expect(posts).toHaveLength(1)
    expect(posts[0]?.marker).toBe(jobLine('job_1', 7))
    expect(posts[0]?.body).toContain('Agent job running')
    expect(posts[0]?.body).toContain('| Elapsed | 1m 1s |')
  })

  test('status changes are logged; only a new active turn edits the comment', async () => {
    const { progress, posts, io } = setup()
    await progress.observer.statusChanged({ id: 'job_1', status: 'completed' }, 'active')
    await progress.observer.statusChanged({ id: 'job_1', status: 'active' }, 'completed')
    expect(io.lines).toEqual([
      'info: Job job_1: active -> completed',
      'info: Job job_1: completed -> active'
    ])
    expect(posts).toHaveLength(1)
  })

  test('follow-ups are counted in the view; an unknown status is a warning', async () => {
    const { progress, io, view } = setup()
    await progress.observer.followUpSent(0, 1, { id: 'job_1', status: 'active' })
    expect(view('running', undefined)).toMatchObject({
      followUpsSent: 1,
      followUpsTotal: 1
    })
    progress.observer.unknownStatus({ id: 'job_1', status: 'paused' })
    expect(io.lines.at(-1)).toContain('warning: Job job_1 reports status "paused"')
  })

  test('between status changes, the running comment moves at most once a minute', async () => {
    let now = 0
    const { progress, posts } = setup(() => now)
    const job = { id: 'job_1', status: 'active' }
    await progress.observer.jobStarted(job, 'created')
    for (const at of [10_000, 30_000, 59_999]) {
      now = at
      await progress.observer.polled?.(job)
    }
    expect(posts).toHaveLength(1)
    now = 60_000
    await progress.observer.polled?.(job)
    expect(posts).toHaveLength(2)
    expect(posts[1]?.body).toContain('| Elapsed | 59s |')
    now = 90_000
    await progress.observer.polled?.(job)
    expect(posts).toHaveLength(2)
  })

  test('the timeline records each turn: sent, and how and when it ended', async () => {
    let now = Date.UTC(2026, 10, 22, 14, 0, 0)
    const { progress, view: viewAt } = setup(() => now)
    await progress.observer.jobStarted({ id: 'job_1', status: 'active' }, 'created')
    now += 65_000
    await progress.observer.turnEnded?.({ id: 'job_1', status: 'completed' })
    now += 2_000
    await progress.observer.followUpSent(0, 1, { id: 'job_1', status: 'completed' })
    const view = viewAt('running', { id: 'job_1', status: 'active' })
    expect(view.timeline).toEqual([
      {
        label: 'Prompt',
        sentAt: Date.UTC(2026, 10, 22, 14, 0, 0),
        ended: { at: Date.UTC(2026, 10, 22, 14, 1, 5), status: 'completed' }
      },
      { label: 'Follow-up 1', sentAt: Date.UTC(2026, 10, 22, 14, 1, 7) }
    ])
  })
})

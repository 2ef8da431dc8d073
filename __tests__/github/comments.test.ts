import { describe, expect, test } from '@jest/globals'
import { createCommenter, describeTarget } from '../../src/github/comments.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

const slept: number[] = []
const gh = useGitHubStandIn({
  time: {
    retryBaseDelayMs: 5,
    sleep: (ms: number) => (slept.push(ms), Promise.resolve()),
    // The most jitter: each wait is the whole nominal backoff, 5 then 10 ms.
    random: () => 1,
    now: () => 0
  }
})

describe('createCommenter', () => {
  test('creates one comment, then edits it in place; posts never race', async () => {
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await Promise.all([commenter.post('one'), commenter.post('two'), commenter.post('three')])
    expect(gh.emulator.commentsOn(7).map(c => c.body)).toEqual(['three'])
    expect(gh.emulator.count('comment-create')).toBe(1)
    expect(gh.emulator.count('comment-update')).toBe(2)
    expect(commenter.commentId).toBe(gh.emulator.commentsOn(7)[0]?.id)
  })

  test('continues an existing comment when given its id', async () => {
    const existing = gh.emulator.addComment(7, 'old')
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log, existing.id)
    await commenter.post('new')
    expect(gh.emulator.commentsOn(7).map(c => c.body)).toEqual(['new'])
    expect(gh.emulator.count('comment-create')).toBe(0)
  })

  test('after a lost create answer it looks for its marker before creating again', async () => {
    gh.emulator.inject('comment-create', { status: 500, afterActing: true })
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await commenter.post('<!-- m:1 -->\nfirst', '<!-- m:1 -->')
    await commenter.post('<!-- m:1 -->\nsecond', '<!-- m:1 -->')
    expect(gh.emulator.commentsOn(7).map(c => c.body)).toEqual(['<!-- m:1 -->\nsecond'])
    expect(gh.emulator.count('comment-list')).toBe(1)
  })

  test('a create GitHub turned away (a 503 that says when to come back) is not looked for', async () => {
    const busy = { status: 503, headers: { 'retry-after': '1' } }
    gh.emulator.inject('comment-create', busy, busy, busy)
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await commenter.post('<!-- m:1 -->\nfirst', '<!-- m:1 -->')
    expect(gh.emulator.count('comment-create')).toBe(3)
    expect(gh.log.lines).toContain(
      'warning: Could not comment on acme/docs#7 (503); will try again at the next update.'
    )
    await commenter.post('<!-- m:1 -->\nsecond', '<!-- m:1 -->')
    expect(gh.emulator.count('comment-list')).toBe(0)
    expect(gh.emulator.commentsOn(7).map(c => c.body)).toEqual(['<!-- m:1 -->\nsecond'])
  })

  test('without a marker a lost create is tried again (nothing to look for)', async () => {
    gh.emulator.inject('comment-create', { status: 500 })
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await commenter.post('first')
    await commenter.post('second')
    expect(gh.emulator.commentsOn(7).map(c => c.body)).toEqual(['second'])
    expect(gh.log.lines).toContain(
      'warning: Could not comment on acme/docs#7 (500); will try again.'
    )
  })

  test('a cancelled run tries its final post once, with no wait', async () => {
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await commenter.post('running')
    gh.cancel.abort()
    gh.emulator.inject('comment-update', { status: 502 }, { status: 500 })
    slept.length = 0
    await commenter.postFinal('cancelled')
    expect(gh.emulator.count('comment-update')).toBe(1)
    expect(slept).toEqual([])
  })

  test('the final post is tried again after a 5xx, so the comment never stays "running"', async () => {
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await commenter.post('running')
    gh.emulator.inject('comment-update', { status: 502 }, { status: 500 })
    slept.length = 0
    await commenter.postFinal('done')
    expect(gh.emulator.commentsOn(7).map(c => c.body)).toEqual(['done'])
    expect(gh.emulator.count('comment-update')).toBe(3)
    expect(slept).toEqual([5, 10])
  })

  test('the final post gives up after its attempts, and a 4xx is not tried again', async () => {
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await commenter.post('running')
    gh.emulator.inject('comment-update', { status: 500 }, { status: 500 }, { status: 500 })
    await commenter.postFinal('done')
    expect(gh.emulator.count('comment-update')).toBe(3)
    gh.emulator.inject('comment-update', { status: 422 })
    await commenter.postFinal('again')
    expect(gh.emulator.count('comment-update')).toBe(4)
  })

  test('a 403 disables commenting with one warning that says how to fix it', async () => {
    gh.emulator.inject('comment-create', { status: 403, body: { message: 'no' } })
    const commenter = createCommenter(gh.octokit, ISSUE_7, gh.log)
    await commenter.post('first')
    await commenter.post('second')
    expect(gh.emulator.count('comment-create')).toBe(1)
    expect(gh.log.lines.filter(l => l.startsWith('warning:'))).toHaveLength(1)
    expect(gh.log.lines[0]).toContain('permissions: issues: write')
  })
})

describe('describeTarget', () => {
  test('describeTarget writes references as GitHub does', () => {
    expect(describeTarget(ISSUE_7)).toBe('acme/docs#7')
  })
})

import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { Logger } from '../../src/action/io.js'
import {
  createCommenter,
  describeTarget,
  findComment,
  listComments
} from '../../src/github/comments.js'
import type { Octokit } from '../../src/github/octokit.js'
import { gitHubStandIn, ISSUE_7 } from './stand-in.js'

let emulator: Emulator
let octokit: Octokit
let log: Logger & { lines: string[] }
beforeEach(async () => {
  ;({ emulator, octokit, log } = await gitHubStandIn())
})
afterEach(async () => {
  await emulator.close()
})

describe('createCommenter', () => {
  test('creates one comment, then edits it in place; posts never race', async () => {
    const commenter = createCommenter(octokit, ISSUE_7, log)
    await Promise.all([commenter.post('one'), commenter.post('two'), commenter.post('three')])
    expect(emulator.commentsOn(7).map(c => c.body)).toEqual(['three'])
    expect(emulator.count('comment-create')).toBe(1)
    expect(emulator.count('comment-update')).toBe(2)
    expect(commenter.commentId).toBe(emulator.commentsOn(7)[0]?.id)
  })

  test('continues an existing comment when given its id', async () => {
    const existing = emulator.addComment(7, 'old')
    const commenter = createCommenter(octokit, ISSUE_7, log, existing.id)
    await commenter.post('new')
    expect(emulator.commentsOn(7).map(c => c.body)).toEqual(['new'])
    expect(emulator.count('comment-create')).toBe(0)
  })

  test('after a lost create answer it looks for its marker before creating again', async () => {
    emulator.inject('comment-create', { status: 500, afterActing: true })
    const commenter = createCommenter(octokit, ISSUE_7, log)
    await commenter.post('<!-- m:1 --> first', '<!-- m:1 -->')
    await commenter.post('<!-- m:1 --> second', '<!-- m:1 -->')
    expect(emulator.commentsOn(7).map(c => c.body)).toEqual(['<!-- m:1 --> second'])
    expect(emulator.count('comment-list')).toBe(1)
  })

  test('without a marker a lost create is tried again (nothing to look for)', async () => {
    emulator.inject('comment-create', { status: 500 })
    const commenter = createCommenter(octokit, ISSUE_7, log)
    await commenter.post('first')
    await commenter.post('second')
    expect(emulator.commentsOn(7).map(c => c.body)).toEqual(['second'])
    expect(log.lines).toContain(
      'warning: Could not comment on acme/docs#7 (500); will try again at the next update.'
    )
  })

  test('a 403 disables commenting with one warning that says how to fix it', async () => {
    emulator.inject('comment-create', { status: 403, body: { message: 'no' } })
    const commenter = createCommenter(octokit, ISSUE_7, log)
    await commenter.post('first')
    await commenter.post('second')
    expect(emulator.count('comment-create')).toBe(1)
    expect(log.lines.filter(l => l.startsWith('warning:'))).toHaveLength(1)
    expect(log.lines[0]).toContain('permissions: issues: write')
  })
})

describe('listing and finding comments', () => {
  test('pages through every comment, oldest first', async () => {
    for (let i = 0; i < 230; i++) emulator.addComment(7, `c${i}`)
    const comments = await listComments(octokit, ISSUE_7)
    expect(comments).toHaveLength(230)
    expect(comments[229]?.body).toBe('c229')
    expect(emulator.count('comment-list')).toBe(3)
  })

  test('finds the newest comment carrying a marker', async () => {
    emulator.addComment(7, 'a <!-- x -->')
    const newest = emulator.addComment(7, 'b <!-- x -->')
    emulator.addComment(7, 'c')
    expect(await findComment(octokit, ISSUE_7, '<!-- x -->')).toBe(newest.id)
    expect(await findComment(octokit, ISSUE_7, '<!-- y -->')).toBeUndefined()
  })

  test('describeTarget writes references as GitHub does', () => {
    expect(describeTarget(ISSUE_7)).toBe('acme/docs#7')
  })
})

import { describe, expect, test } from '@jest/globals'
import {
  createCommenter,
  describeTarget,
  findComment,
  markerLine,
  listComments
} from '../../src/github/comments.js'
import { GitHubError } from '../../src/github/failure.js'
import { tokenLogin } from '../../src/github/identity.js'
import { createOctokit } from '../../src/github/octokit.js'
import { DIRECT } from '../../src/http/stack.js'
import {
  ACTIONS_BOT,
  APP_BOT,
  MAINTAINER,
  TEST_APP_TOKEN,
  TEST_PERSONAL_TOKEN
} from '../../emulator/github-identity.js'
import { testTiming } from '../helpers/timing.js'
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

describe('listing and finding comments', () => {
  test('pages through every comment, oldest first', async () => {
    for (let i = 0; i < 230; i++) gh.emulator.addComment(7, `c${i}`)
    const comments = await listComments(gh.octokit, ISSUE_7)
    expect(comments).toHaveLength(230)
    expect(comments[229]?.body).toBe('c229')
    expect(gh.emulator.count('comment-list')).toBe(3)
  })

  test("finds the newest comment of the token's own account whose whole first line is the marker, and nothing else", async () => {
    const bot = { login: 'github-actions[bot]', type: 'Bot' } as const
    gh.emulator.addComment(7, '<!-- x -->\nolder', bot)
    const newest = gh.emulator.addComment(7, '<!-- x -->\r\nnewest', bot)
    gh.emulator.addComment(7, '<!-- x -->\nby a person', { login: 'ann', type: 'User' })
    // Another bot's or app's copy, seal and all, is theirs: a ticket-sync bot, a welcome bot.
    gh.emulator.addComment(7, '<!-- x -->\ncopied', { login: 'support-sync[bot]', type: 'Bot' })
    gh.emulator.addComment(7, '<!-- x -->\ncopied', { login: 'github-actions', type: 'User' })
    gh.emulator.addComment(7, 'Welcome! You wrote:\n<!-- x -->', bot)
    gh.emulator.addComment(7, ' <!-- x -->\nindented', bot)
    gh.emulator.addComment(7, '<!-- x --> and more', bot)
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->')).toBe(newest.id)
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->', 'oldest')).toBe(newest.id - 1)
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- y -->')).toBeUndefined()
    // Who the token is was asked once, by GraphQL's viewer.
    expect(gh.emulator.count('graphql')).toBe(1)
  })

  test("an App's or a person's token: its own comments count, github-actions[bot]'s do not", async () => {
    for (const [token, author] of [
      [TEST_APP_TOKEN, APP_BOT],
      [TEST_PERSONAL_TOKEN, MAINTAINER]
    ] as const) {
      const octokit = await createOctokit(token, gh.emulator.githubUrl, {
        fetch: DIRECT.fetch,
        log: gh.log,
        redact: text => text,
        time: testTiming()
      })
      const theirs = gh.emulator.addComment(7, `<!-- ${author.login} -->`, author)
      gh.emulator.addComment(7, `<!-- ${author.login} -->`, { ...ACTIONS_BOT })
      expect(await findComment(octokit, ISSUE_7, `<!-- ${author.login} -->`)).toBe(theirs.id)
      expect(await tokenLogin(octokit)).toBe(author.login)
    }
  })

  test('GitHub not saying who the token is fails as a GitHubError, and is asked again next time', async () => {
    gh.emulator.inject('graphql', { status: 200, body: { errors: [{ message: 'no' }] } })
    await expect(findComment(gh.octokit, ISSUE_7, '<!-- x -->')).rejects.toBeInstanceOf(GitHubError)
    gh.emulator.inject('graphql', { status: 200, body: { data: { viewer: null } } })
    await expect(tokenLogin(gh.octokit)).rejects.toThrow(
      /did not say which account the token writes as/
    )
    gh.emulator.inject('graphql', { status: 401, body: { message: 'Bad credentials' } })
    await expect(tokenLogin(gh.octokit)).rejects.toMatchObject({ meaning: 'unauthorized' })
    expect(await tokenLogin(gh.octokit)).toBe('github-actions[bot]')
  })

  test.each([
    ['<!-- m -->', 'me[bot]', '<!-- m -->'],
    ['<!-- m -->\nrest', 'ME[BOT]', '<!-- m -->'],
    ['<!-- m -->\rrest', 'me[bot]', '<!-- m -->'],
    ['', 'me[bot]', ''],
    ['<!-- m -->', 'me', undefined],
    ['<!-- m -->', 'other[bot]', undefined],
    ['<!-- m -->', '', undefined]
  ])('the marker line of %j by %s (the token being me[bot]) is %j', (body, login, line) => {
    expect(markerLine({ user: { login }, body }, 'me[bot]')).toBe(line)
  })

  test('a comment with no author or no body has no marker line', () => {
    expect(markerLine({ user: null, body: '<!-- m -->' }, 'me[bot]')).toBeUndefined()
    expect(markerLine({ user: { login: null }, body: '<!-- m -->' }, 'me[bot]')).toBeUndefined()
    expect(markerLine({ user: { login: 'me[bot]' }, body: null }, 'me[bot]')).toBeUndefined()
  })

  test('describeTarget writes references as GitHub does', () => {
    expect(describeTarget(ISSUE_7)).toBe('acme/docs#7')
  })
})

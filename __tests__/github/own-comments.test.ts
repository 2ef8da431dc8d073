import { describe, expect, test } from '@jest/globals'
import {
  ACTIONS_BOT,
  APP_BOT,
  MAINTAINER,
  TEST_APP_TOKEN,
  TEST_PERSONAL_TOKEN
} from '../../emulator/github-identity.js'
import {
  findComment,
  findOwn,
  lastPage,
  markerLine,
  MAX_COMMENT_PAGES
} from '../../src/github/own-comments.js'
import { createOctokit } from '../../src/github/octokit.js'
import { DIRECT } from '../../src/http/stack.js'
import { testTiming } from '../helpers/timing.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()
const bot = { ...ACTIONS_BOT }
const lists = () => gh.emulator.requests.filter(r => r.route === 'comment-list')
const pagesRead = () => lists().map(r => Number(r.query.get('page')))

describe('the marker line', () => {
  test.each([
    ['<!-- m -->', 'me[bot]', '<!-- m -->'],
    ['<!-- m -->\nrest', 'ME[BOT]', '<!-- m -->'],
    ['<!-- m -->\r\nrest', 'me[bot]', '<!-- m -->'],
    ['<!-- m -->\rrest', 'me[bot]', '<!-- m -->'],
    ['', 'me[bot]', ''],
    ['<!-- m -->', 'me', undefined],
    ['<!-- m -->', 'other[bot]', undefined],
    ['<!-- m -->', '', undefined]
  ])('marker line case %#', (body, login, line) => {
    expect(markerLine({ user: { login }, body }, 'me[bot]')).toBe(line)
  })

  test('a comment with no author or no body has none', () => {
    expect(markerLine({ user: null, body: '<!-- m -->' }, 'me[bot]')).toBeUndefined()
    expect(markerLine({ user: { login: null }, body: '<!-- m -->' }, 'me[bot]')).toBeUndefined()
    expect(markerLine({ user: { login: 'me[bot]' }, body: null }, 'me[bot]')).toBeUndefined()
  })
})

describe("finding the token's own comment", () => {
  test('the newest whose whole first line is the marker, and nothing anyone else wrote', async () => {
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

  test("with an App's or a person's token, its own comments count, github-actions[bot]'s do not", async () => {
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
      gh.emulator.addComment(7, `<!-- ${author.login} -->`, bot)
      expect(await findComment(octokit, ISSUE_7, `<!-- ${author.login} -->`)).toBe(theirs.id)
      expect(await findComment(gh.octokit, ISSUE_7, `<!-- ${author.login} -->`)).toBe(theirs.id + 1)
    }
  })

  test('what anyone else wrote is never offered to `read`', async () => {
    gh.emulator.addComment(7, '<!-- x -->', { login: 'ann', type: 'User' })
    const offered: string[] = []
    const found = await findOwn(gh.octokit, ISSUE_7, line => void offered.push(line))
    expect(found).toBeUndefined()
    expect(offered).toEqual([])
    expect(await findOwn(gh.octokit, ISSUE_7, () => 'anything')).toBeUndefined()
  })

  test('findOwn gives what `read` made of the first line it accepts, from either end', async () => {
    for (let i = 1; i <= 5; i++) gh.emulator.addComment(7, `<!-- n ${i} -->`, bot)
    const read = (line: string) => /^<!-- n (\d) -->$/.exec(line)?.[1]
    expect((await findOwn(gh.octokit, ISSUE_7, read))?.value).toBe('5')
    expect((await findOwn(gh.octokit, ISSUE_7, read, 'oldest'))?.value).toBe('1')
    expect(await findOwn(gh.octokit, ISSUE_7, () => undefined)).toBeUndefined()
  })
})

describe('how much it reads', () => {
  test('among 10,000 comments, a marker near the end costs two pages: the first, then the last', async () => {
    for (let i = 0; i < 10_000; i++)
      gh.emulator.addComment(7, `c${i}`, { login: 'ann', type: 'User' })
    const mine = gh.emulator.addComment(7, '<!-- x -->', bot)
    for (let i = 0; i < 50; i++) gh.emulator.addComment(7, `d${i}`, { login: 'ann', type: 'User' })
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->')).toBe(mine.id)
    expect(pagesRead()).toEqual([1, 101])
  })

  test('the newest first: the last page back to the second, then the first page, each once', async () => {
    const first = gh.emulator.addComment(7, '<!-- x -->', bot)
    for (let i = 0; i < 250; i++) gh.emulator.addComment(7, `c${i}`, { login: 'ann', type: 'User' })
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->')).toBe(first.id)
    expect(pagesRead()).toEqual([1, 3, 2])
  })

  test('exactly 100 pages: each read once, the first page included', async () => {
    const first = gh.emulator.addComment(7, '<!-- x -->', bot)
    for (let i = 1; i < MAX_COMMENT_PAGES * 100; i++)
      gh.emulator.addComment(7, `c${i}`, { login: 'ann', type: 'User' })
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->')).toBe(first.id)
    expect(pagesRead()).toHaveLength(MAX_COMMENT_PAGES)
    expect(new Set(pagesRead()).size).toBe(MAX_COMMENT_PAGES)
  })

  test('the oldest first: page by page, stopping once found', async () => {
    for (let i = 0; i < 150; i++) gh.emulator.addComment(7, `c${i}`, { login: 'ann', type: 'User' })
    const mine = gh.emulator.addComment(7, '<!-- x -->', bot)
    for (let i = 0; i < 150; i++) gh.emulator.addComment(7, `d${i}`, { login: 'ann', type: 'User' })
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->', 'oldest')).toBe(mine.id)
    expect(pagesRead()).toEqual([1, 2])
  })

  test(`a thread past ${MAX_COMMENT_PAGES} pages is read no further: the newest, or the oldest, ${MAX_COMMENT_PAGES} pages`, async () => {
    gh.emulator.addComment(7, '<!-- x -->', bot)
    for (let i = 0; i < MAX_COMMENT_PAGES * 100 + 100; i++)
      gh.emulator.addComment(7, `c${i}`, { login: 'ann', type: 'User' })
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->')).toBeUndefined()
    expect(pagesRead()).toHaveLength(MAX_COMMENT_PAGES + 1)
    expect(pagesRead().at(-1)).toBe(3)
    gh.emulator.requests.length = 0
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- y -->', 'oldest')).toBeUndefined()
    expect(pagesRead()).toHaveLength(MAX_COMMENT_PAGES)
  })

  test('a Link header naming a last page far away costs no more than the cap', async () => {
    gh.emulator.inject('comment-list', {
      status: 200,
      body: [],
      headers: { link: '<https://api.github.com/x?page=1000000000>; rel="last"' }
    })
    expect(await findComment(gh.octokit, ISSUE_7, '<!-- x -->')).toBeUndefined()
    expect(pagesRead()).toHaveLength(MAX_COMMENT_PAGES + 1)
  })
})

describe('lastPage', () => {
  test.each([
    ['<https://a/x?page=2>; rel="next", <https://a/x?page=7>; rel="last"', 7],
    ['<https://a/x?page=7>;rel="last"', 7],
    ['  <https://a/x?page=7>  ;  rel="last"  ', 7],
    ['<https://a/x?page=1>; rel="last"', 1],
    ['x<https://a/x?page=7>; rel="last"', undefined],
    ['<https://a/x?page=7>; rel="last"x', undefined],
    ['<https://a/x?page=7>;; rel="last"', undefined],
    ['<https://a/x?page=7> x; rel="last"', undefined],
    ['<https://a/x?page=7>x; rel="last"', undefined],
    ['<https://a/x?page=7>; rel="last" x', undefined],
    ['<https://a/x?page=7>; rel="lastx"', undefined],
    ['<https://a/x?pages=7>; rel="last"', undefined],
    ['<https://a/x?per_page=100&page=12>; rel="last"', 12],
    ['<https://a/x?page=2>; rel="next"', undefined],
    ['<https://a/x?page=0>; rel="last"', undefined],
    ['<https://a/x?page=-3>; rel="last"', undefined],
    ['<https://a/x?page=2.5>; rel="last"', undefined],
    ['<https://a/x?page=abc>; rel="last"', undefined],
    ['<not a url>; rel="last"', undefined],
    ['', undefined],
    [undefined, undefined]
  ])('Link header case %#', (link, page) => {
    expect(lastPage(link)).toBe(page)
  })
})

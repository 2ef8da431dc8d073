import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import { checkForkBranch, gitReadsAs } from '../../src/deploy/fork-branch.js'
import { fakeIO } from '../helpers/fake-io.js'
import { runContext } from '../helpers/agent-settings.js'
import { apiSettings, pullEvent } from '../helpers/deploy-settings.js'

let emulator: Emulator
beforeEach(async () => {
  emulator = await new Emulator().start()
})
afterEach(async () => {
  await emulator.close()
})

/** The check for a preview of pull request 12 from `head` into `base`, with `inputs`. */
function check(
  head: string,
  options: { fork?: boolean; base?: string; inputs?: Record<string, string> } = {}
) {
  const settings = apiSettings(
    { mode: 'preview', 'github-token': emulator.githubToken, ...options.inputs },
    pullEvent(head, options.fork ?? true, options.base ?? 'main'),
    { GITHUB_API_URL: emulator.githubUrl }
  )
  return checkForkBranch(settings, runContext(fakeIO()))
}
const asked = () => emulator.requests.map(r => decodeURIComponent(r.path.split('/').at(-1) ?? ''))

describe('checkForkBranch', () => {
  test("a fork's branch this repository has no branch of: free, once the base is seen", async () => {
    expect(await check('fix-typo', { base: 'develop' })).toEqual({ kind: 'free' })
    expect(asked()).toEqual(['fix-typo', 'tags/fix-typo', 'develop'])
  })

  test.each([
    ['main', 'develop'],
    ['develop', 'main'],
    ['docs/guides', 'main']
  ])("a fork's %j into %j: taken, saying why", async (head, base) => {
    emulator.branches.add('docs/guides')
    const found = await check(head, { base })
    expect(found).toEqual({
      kind: 'taken',
      message: `No preview: this pull request comes from a fork's branch "${head}", and this repository has a branch of that name: the service previews a branch by its name, in this repository, so it would build this repository's code and show it as this pull request's preview. Ask for the change on a branch named like none of this repository’s.`
    })
    expect(asked()).toEqual([head])
  })

  test("a fork's branch named like a tag of this repository: taken, saying so", async () => {
    emulator.tags.add('release/2')
    for (const tag of ['v1.0.0', 'release/2']) {
      const found = await check(tag)
      expect(found.kind === 'taken' && found.message).toContain(
        `fork's branch "${tag}", and this repository has a tag of that name: the service previews a branch by its name`
      )
    }
    expect(asked()).toEqual(['v1.0.0', 'tags/v1.0.0', 'release/2', 'tags/release/2'])
  })

  test("a fork's branch named like its base: taken by its name, nothing asked", async () => {
    const found = await check('main')
    expect(found.kind === 'taken' && found.message).toContain(
      'fork\'s branch "main", the name of the branch it merges into: the service previews'
    )
    expect(emulator.requests).toEqual([])
  })

  test.each([
    ['an update', { mode: 'update' }, true],
    ['a branch input', { branch: 'other' }, true],
    ["this repository's own branch", {}, false]
  ])("%s: not a fork's branch, nothing asked", async (_what, inputs, fork) => {
    expect(await check('main', { fork, inputs })).toEqual({ kind: 'not-a-fork' })
    expect(emulator.requests).toEqual([])
  })

  test("no pull request: not a fork's branch, nothing asked", async () => {
    const settings = apiSettings(
      { mode: 'preview', branch: 'main', 'github-token': 'ghs_x' },
      undefined,
      {
        GITHUB_API_URL: emulator.githubUrl
      }
    )
    expect(await checkForkBranch(settings, runContext(fakeIO()))).toEqual({ kind: 'not-a-fork' })
    expect(emulator.requests).toEqual([])
  })

  test("a branch input that is the fork's head is the fork's branch", async () => {
    expect((await check('develop', { inputs: { branch: 'develop' } })).kind).toBe('taken')
  })

  test.each([
    [
      'GitHub answers 404 for the base too',
      { status: 404, body: { message: 'Not Found' } },
      'GitHub answers 404 for the base branch "main" too, so its 404 says nothing'
    ],
    [
      'a 403',
      { status: 403, body: { message: 'Resource not accessible by integration' } },
      'GitHub answered 403'
    ],
    ['a 500', { status: 500, body: { message: 'boom' } }, 'GitHub answered 500']
  ] as const)('%s: unchecked, and the message says what to give', async (_what, fault, why) => {
    emulator.always('branch', fault)
    expect(await check('fix-typo')).toEqual({
      kind: 'unchecked',
      message: `No preview: this pull request comes from a fork's branch "fix-typo", and whether this repository has a branch of that name could not be checked (${why}): the service previews a branch by its name, in this repository, so it would build this repository's code and show it as this pull request's preview if it has, so nothing is previewed until GitHub says it has not. Give the workflow github-token and "permissions: contents: read".`
    })
  })

  test('no token, no repository, no base: unchecked, nothing asked', async () => {
    const noToken = await check('fix-typo', { inputs: { 'github-token': '' } })
    expect(noToken.kind === 'unchecked' && noToken.message).toContain(
      '(no github-token or GITHUB_REPOSITORY)'
    )
    const settings = apiSettings(
      { mode: 'preview', 'github-token': 'ghs_x' },
      pullEvent('fix-typo', true),
      {
        GITHUB_API_URL: emulator.githubUrl,
        GITHUB_REPOSITORY: ''
      }
    )
    expect((await checkForkBranch(settings, runContext(fakeIO()))).kind).toBe('unchecked')
    const noBase = await check('fix-typo', { base: '' })
    expect(noBase.kind === 'unchecked' && noBase.message).toContain(
      '(the event names no base branch)'
    )
    expect(emulator.requests).toEqual([])
  })
})

describe('gitReadsAs: names Git reads as another reference (gitrevisions(7))', () => {
  test.each([
    ['main', 'main', 'the name of the branch it merges into'],
    ['HEAD', 'main', 'a name Git reads as a commit of this repository (HEAD)'],
    ['ORIG_HEAD', 'main', 'a name Git reads as a commit of this repository (HEAD)'],
    ['d0c5d0c', 'main', 'a name Git and GitHub read as a commit id of this repository'],
    ['A'.repeat(64), 'main', 'a name Git and GitHub read as a commit id of this repository'],
    ['refs/heads/main', 'main', 'a name Git reads as that reference of this repository'],
    ['heads/main', 'main', 'a name Git reads as refs/heads/main of this repository'],
    ['tags/v1', 'main', 'a name Git reads as refs/tags/v1 of this repository'],
    [
      'remotes/origin/main',
      'main',
      'a name Git reads as refs/remotes/origin/main of this repository'
    ],
    ['origin', 'main', 'a name Git reads, in a clone of this repository, as refs/remotes/origin'],
    [
      'origin/develop',
      'main',
      'a name Git reads, in a clone of this repository, as refs/remotes/origin/develop'
    ]
  ])('%j (into %j): %s', (name, base, why) => expect(gitReadsAs(name, base)).toBe(why))

  test.each([
    'fix-typo',
    'Main',
    'd0c5d0',
    'd0c5d0cg',
    'A'.repeat(65),
    'HEADS',
    'my-HEAD',
    'feature/heads/x',
    'xrefs/heads/main',
    'originals',
    'upstream/main',
    'head'
  ])('%j reads as a branch name only', name => expect(gitReadsAs(name, 'main')).toBeUndefined())
})

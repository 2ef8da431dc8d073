import { describe, expect, test } from '@jest/globals'
import { addedFile, type CodeFile } from '../../emulator/code-repo.js'
import { changePrompt } from '../../src/changes/prompt.js'
import { readChange, MAX_RANGE_COMMITS, type ChangeAsk } from '../../src/changes/read.js'
import { pathRules } from '../../src/changes/rules.js'
import { GitHubError } from '../../src/github/failure.js'
import { useGitHubStandIn } from '../github/stand-in.js'

const gh = useGitHubStandIn()
const API = { owner: 'acme', repo: 'api' }
const EVERY = pathRules('')
const API_CODE = pathRules('src/api/**\n!**/*.test.ts')

const read = (ask: ChangeAsk, rules = EVERY) => readChange(gh.octokit, API, ask, rules)
/** The whole seeded history: three merged pull requests and a push without one. */
const seeded = (): ChangeAsk => ({ kind: 'range', base: gh.emulator.code.root, head: 'main' })

/** The routes of the requests the read made, in order. */
const routes = () => gh.emulator.requests.map(r => r.route)

describe('readChange: one pull request', () => {
  test('its title, description, link, author, merge commit and files', async () => {
    const change = await read({ kind: 'pull', number: 1 })
    const [pull] = change.pulls
    expect(pull).toMatchObject({
      number: 1,
      title: 'Add the orders endpoint',
      body: 'Lists and creates orders.\n\nCloses #5.',
      url: 'https://github.com/acme/api/pull/1',
      author: 'octocat',
      mergeSha: gh.emulator.code.pulls.get(1)?.mergeSha,
      filesLeftOut: 0
    })
    expect(pull?.files.map(f => f.path)).toEqual(['src/api/orders.ts', 'src/api/orders.test.ts'])
    expect(pull?.files[0]?.patch).toMatch(/^@@ -0,0 \+1,12 @@\n\+line 1/)
    expect(change).toMatchObject({ commits: [], requests: 2, notes: [] })
    expect(change.head).toBe(pull?.mergeSha)
    expect(routes()).toEqual(['code-pull-get', 'code-pull-files'])
  })

  test('120 files: two pages of 100, and nothing left out', async () => {
    const change = await read({ kind: 'pull', number: 3 })
    expect(change.pulls[0]?.files).toHaveLength(120)
    expect(change.requests).toBe(3)
    expect(
      gh.emulator.requests
        .filter(r => r.route === 'code-pull-files')
        .map(r => r.query.get('per_page'))
    ).toEqual(['100', '100'])
  })

  test('a file GitHub gives no patch of (binary) has none, and still counts', async () => {
    const change = await read({ kind: 'pull', number: 2 })
    expect(change.pulls[0]?.files[0]).toEqual({
      path: 'assets/logo.png',
      status: 'added',
      additions: 0,
      deletions: 0,
      patch: undefined
    })
  })

  test('the rules narrow the files, and say how many they left out', async () => {
    const change = await read({ kind: 'pull', number: 1 }, API_CODE)
    expect(change.pulls[0]?.files.map(f => f.path)).toEqual(['src/api/orders.ts'])
    expect(change.pulls[0]?.filesLeftOut).toBe(1)
  })

  test('a pull request none of whose files count is left out', async () => {
    const change = await read({ kind: 'pull', number: 3 }, API_CODE)
    expect(change.pulls).toEqual([])
    expect(change.requests).toBe(3)
  })

  test('a 10 MB patch comes through whole, and the prompt made of it is bounded', async () => {
    const patch = `@@ -0,0 +1 @@\n+${'x'.repeat(10 * 1024 * 1024)}`
    const { pull } = gh.emulator.code.merge({
      files: [{ path: 'src/api/huge.ts', status: 'added', additions: 1, deletions: 0, patch }]
    })
    const change = await read({ kind: 'pull', number: pull?.number ?? 0 })
    expect(change.pulls[0]?.files[0]?.patch).toHaveLength(patch.length)
    const prompt = changePrompt(change, { standing: '', maxChars: 30_000, repository: 'acme/api' })
    expect(prompt.text.length).toBeLessThanOrEqual(30_000)
    expect(prompt.cut).toEqual([`src/api/huge.ts (pull request #${pull?.number})`])
  })

  test('a pull request that does not exist fails as a GitHubError', async () => {
    await expect(read({ kind: 'pull', number: 999 })).rejects.toBeInstanceOf(GitHubError)
  })

  test('more than 3,000 files: GitHub lists 3,000, and a note says the rest were not read', async () => {
    const files = Array.from({ length: 3050 }, (_, i): CodeFile => ({
      path: `f/${i}.ts`,
      status: 'added',
      additions: 1,
      deletions: 0,
      patch: '+x'
    }))
    const { pull } = gh.emulator.code.merge({ files })
    const change = await read({ kind: 'pull', number: pull?.number ?? 0 })
    expect(change.pulls[0]?.files).toHaveLength(3000)
    expect(change.requests).toBe(31)
    expect(change.notes).toEqual([
      `GitHub lists at most 3000 files of a change: pull request #${pull?.number} changed 3050; 3000 were read, the rest were not.`
    ])
  })
})

describe('readChange: a range', () => {
  test('its merged pull requests oldest first, and the commit no pull request holds', async () => {
    const change = await read(seeded())
    expect(change.pulls.map(p => p.number)).toEqual([1, 2, 3])
    expect(change.commits.map(c => c.message)).toEqual(["Fix the orders endpoint's page size"])
    expect(change.commits[0]).toMatchObject({
      sha: gh.emulator.code.main,
      url: `https://github.com/acme/api/commit/${gh.emulator.code.main}`,
      filesLeftOut: 0
    })
    expect(change.head).toBe(gh.emulator.code.main)
    expect(change.notes).toEqual([])
  })

  test('requests: one compare, one lookup per merge (its branch commits known from the parents), the files', async () => {
    const change = await read(seeded())
    // compare; lookups of the push, #3, #2, #1 (not of the three branch commits); files of #1, #2,
    // #3 (two pages) and the push.
    expect(routes()).toEqual([
      'code-compare',
      ...Array<string>(4).fill('code-commit-pulls'),
      'code-pull-files',
      'code-pull-files',
      'code-pull-files',
      'code-pull-files',
      'code-commit'
    ])
    expect(change.requests).toBe(gh.emulator.requests.length)
  })

  test('a range the rules do not match costs one request', async () => {
    const change = await read(seeded(), pathRules('docs/**'))
    expect(change).toEqual({
      pulls: [],
      commits: [],
      head: gh.emulator.code.main,
      requests: 1,
      notes: []
    })
  })

  test('a long range the rules do not match: its newest commit read from its last page', async () => {
    const base = gh.emulator.code.main
    for (let i = 0; i < 130; i++) gh.emulator.code.push({ files: [addedFile(`docs/${i}.md`, 1)] })
    const change = await read({ kind: 'range', base, head: 'main' }, pathRules('src/**'))
    expect(change).toMatchObject({
      pulls: [],
      commits: [],
      head: gh.emulator.code.main,
      requests: 2
    })
  })

  test('the rules leave out a pull request none of whose files count', async () => {
    const change = await read(seeded(), API_CODE)
    expect(change.pulls.map(p => [p.number, p.files.map(f => f.path), p.filesLeftOut])).toEqual([
      [1, ['src/api/orders.ts'], 1],
      [2, ['src/api/health.ts'], 1]
    ])
    expect(change.commits).toHaveLength(1)
  })

  test('a renamed file counts when the path it had does', async () => {
    gh.emulator.code.merge({
      title: 'Move the orders',
      files: [
        {
          path: 'lib/orders.ts',
          previousPath: 'src/api/orders.ts',
          status: 'renamed',
          additions: 0,
          deletions: 0
        }
      ]
    })
    const { before } = gh.emulator.code.push({ files: [addedFile('README.md')] })
    const change = await read(
      { kind: 'range', base: gh.emulator.code.root, head: before },
      API_CODE
    )
    expect(change.pulls.at(-1)?.files).toEqual([
      {
        path: 'lib/orders.ts',
        previousPath: 'src/api/orders.ts',
        status: 'renamed',
        additions: 0,
        deletions: 0,
        patch: undefined
      }
    ])
  })

  test('a squashed and a merged pull request of one push each, alone', async () => {
    const squashed = gh.emulator.code.merge({ style: 'squash', files: [addedFile('src/api/a.ts')] })
    const change = await read({ kind: 'range', base: squashed.before, head: squashed.after })
    expect(change.pulls.map(p => p.number)).toEqual([squashed.pull?.number])
    expect(change.requests).toBe(3)
    const merged = gh.emulator.code.merge({ files: [addedFile('src/api/b.ts')], branchCommits: 1 })
    const again = await read({ kind: 'range', base: merged.before, head: merged.after })
    expect(again.pulls.map(p => p.number)).toEqual([merged.pull?.number])
    expect(again.requests).toBe(3)
  })

  test(`more than ${MAX_RANGE_COMMITS} commits: the newest are read, and a note says how many were not`, async () => {
    const base = gh.emulator.code.main
    for (let i = 0; i < 260; i++)
      gh.emulator.code.push({ message: `push ${i}`, files: [addedFile(`src/${i}.ts`, 1)] })
    const change = await read({ kind: 'range', base, head: 'main' })
    expect(change.commits).toHaveLength(MAX_RANGE_COMMITS)
    expect(change.commits[0]?.message).toBe('push 10')
    expect(change.commits.at(-1)?.message).toBe('push 259')
    expect(change.notes).toEqual([
      `The range ${base}...main holds 260 commits; only the newest 250 were read, the 10 before them were left out.`
    ])
    // Page 1 (the files, the count), then pages 2 and 3 of 100: the newest 250 of 260 start on page 1.
    const compares = gh.emulator.requests.filter(r => r.route === 'code-compare')
    expect(compares.map(r => r.query.get('page'))).toEqual(['1', '2', '3'])
  })
})

describe('readChange: since a time', () => {
  test('the commits of the branch made since, with their pull requests', async () => {
    const since = new Date(Date.now() + 3600_000).toISOString()
    const first = gh.emulator.code.merge({
      files: [addedFile('src/api/new.ts')],
      at: new Date(Date.now() + 2 * 3600_000).toISOString()
    })
    gh.emulator.code.push({ message: 'after', files: [addedFile('src/api/after.ts')] })
    const change = await read({ kind: 'since', branch: 'main', since })
    expect(change.pulls.map(p => p.number)).toEqual([first.pull?.number])
    expect(change.commits.map(c => c.message)).toEqual(['after'])
    expect(change.head).toBe(gh.emulator.code.main)
    const listing = gh.emulator.requests.find(r => r.route === 'code-commits')
    expect([listing?.query.get('sha'), listing?.query.get('since')]).toEqual(['main', since])
  })

  test('nothing since: nothing read but the listing', async () => {
    const change = await read({
      kind: 'since',
      branch: 'main',
      since: new Date(Date.now() + 3600_000).toISOString()
    })
    expect(change).toEqual({ pulls: [], commits: [], head: undefined, requests: 1, notes: [] })
  })
})

import { describe, expect, test } from '@jest/globals'
import {
  checkOfRun,
  checkOfStatus,
  isIgnored,
  judgeChecks,
  MAX_CHECKS_READ,
  previewIn,
  previewUrl,
  readCommitChecks,
  type Check
} from '../../src/github/checks.js'
import { useGitHubStandIn } from './stand-in.js'

const run = (name: string, status: string, conclusion: string | null, url?: string): Check =>
  checkOfRun({ name, status, conclusion, details_url: url ?? null })
const rules = { ignored: [], ownRunUrl: undefined, graceOver: true }

describe('checks, weighed as GitHub weighs them', () => {
  test.each([
    ['success', 'passed'],
    ['neutral', 'passed'],
    ['skipped', 'passed'],
    ['failure', 'failed'],
    ['timed_out', 'failed'],
    ['cancelled', 'failed'],
    ['action_required', 'failed'],
    ['startup_failure', 'failed']
  ])('a completed check run that concluded %s has %s', (conclusion, state) => {
    expect(run('lint', 'completed', conclusion).state).toBe(state)
  })

  test('a queued or running check run is pending, whatever it says of its conclusion', () => {
    expect(run('lint', 'in_progress', 'success')).toMatchObject({
      state: 'pending',
      conclusion: undefined
    })
    expect(run('lint', 'queued', null).state).toBe('pending')
    expect(run('lint', 'in_progress', null).state).toBe('pending')
    expect(run('lint', 'completed', null).state).toBe('pending')
  })

  test.each([
    ['success', 'passed'],
    ['pending', 'pending'],
    ['failure', 'failed'],
    ['error', 'failed']
  ])('a commit status %s is %s', (state, weighed) => {
    expect(checkOfStatus({ context: 'ci/links', state }).state).toBe(weighed)
  })

  test("a check run keeps its id, app, link and GitHub's word for how it ended", () => {
    const full = checkOfRun({
      id: 12n,
      name: 'lint',
      status: 'completed',
      conclusion: 'timed_out',
      details_url: 'https://ci.example/1',
      app: { slug: 'ci' },
      output: { title: 'T', summary: 'S' }
    })
    expect(full).toEqual({
      name: 'lint',
      source: 'check-run',
      state: 'failed',
      conclusion: 'timed_out',
      url: 'https://ci.example/1',
      app: 'ci',
      id: 12,
      title: 'T',
      summary: 'S'
    })
    const bare = checkOfRun({ name: 'lint', status: 'completed', conclusion: 'success', app: null })
    expect(bare).toEqual({
      name: 'lint',
      source: 'check-run',
      state: 'passed',
      conclusion: 'success',
      url: undefined,
      app: undefined,
      title: undefined,
      summary: undefined
    })
    expect('id' in bare).toBe(false)
  })

  test('a commit status keeps its state as its conclusion once it ended, its link and description', () => {
    expect(
      checkOfStatus({
        context: 'ci/links',
        state: 'error',
        target_url: 'https://ci.example/2',
        description: 'D'
      })
    ).toEqual({
      name: 'ci/links',
      source: 'status',
      state: 'failed',
      conclusion: 'error',
      url: 'https://ci.example/2',
      summary: 'D'
    })
    expect(checkOfStatus({ context: 'c', state: 'pending', target_url: null })).toEqual({
      name: 'c',
      source: 'status',
      state: 'pending',
      conclusion: undefined,
      url: undefined,
      summary: undefined
    })
  })

  test('one failure fails; pending without failure is pending; all passed passes', () => {
    const lint = run('lint', 'completed', 'failure')
    const links = run('links', 'in_progress', null)
    const docs = checkOfStatus({ context: 'docs', state: 'success' })
    expect(judgeChecks([lint, links, docs], rules)).toEqual({
      kind: 'failed',
      failed: [lint],
      pending: [links]
    })
    expect(judgeChecks([links, docs], rules)).toEqual({ kind: 'pending', pending: [links] })
    expect(judgeChecks([docs], rules)).toEqual({ kind: 'passed', checks: [docs] })
  })

  test('no check: none once the grace period is over, pending before it', () => {
    expect(judgeChecks([], rules)).toEqual({ kind: 'none' })
    expect(judgeChecks([], { ...rules, graceOver: false })).toEqual({
      kind: 'pending',
      pending: []
    })
  })

  test("ignored names and this workflow run's own checks are not counted", () => {
    const own = 'https://github.com/acme/docs/actions/runs/77'
    const self = run('agent', 'in_progress', null, `${own}/job/5`)
    const spell = run('spell', 'completed', 'failure')
    const other = run(
      'agent',
      'completed',
      'success',
      'https://github.com/acme/docs/actions/runs/770/job/1'
    )
    expect(
      judgeChecks([self, spell, other], { ...rules, ignored: ['spell'], ownRunUrl: own })
    ).toEqual({
      kind: 'passed',
      checks: [other]
    })
    // The run's own page is its own too; without a run URL, or a check's link, nothing is.
    const page = run('agent', 'in_progress', null, own)
    expect(judgeChecks([page, other], { ...rules, ownRunUrl: own })).toEqual({
      kind: 'passed',
      checks: [other]
    })
    expect(judgeChecks([self], rules)).toEqual({ kind: 'pending', pending: [self] })
    const unlinked = run('links', 'in_progress', null)
    expect(judgeChecks([unlinked], { ...rules, ownRunUrl: own })).toEqual({
      kind: 'pending',
      pending: [unlinked]
    })
  })
})

describe('isIgnored', () => {
  test.each([
    ['lint', ['lint'], true],
    ['Lint', ['lint'], false],
    ['lint-docs', ['lint'], false],
    ['test (ubuntu, 20)', ['test (*)'], true],
    ['test (ubuntu, 20)', ['test*20)'], true],
    ['test (ubuntu, 20)', ['*ubuntu*'], true],
    ['test (windows, 20)', ['*ubuntu*'], false],
    ['ab', ['a*b*b'], false],
    ['abb', ['a*b*b'], true],
    ['aXbYc', ['a*b*c'], true],
    ['acb', ['a*b*c'], false],
    ['anything', ['*'], true],
    ['x.y', ['x?y'], false],
    ['x+y', ['x+y'], true],
    ['xlint', ['lint*'], false],
    ['aba', ['ab*ba'], false],
    ['abba', ['ab*ba'], true],
    ['xaby', ['x*ab*b*y'], false],
    ['xabby', ['x*ab*b*y'], true]
  ] as const)('%s against %j: %s', (name, patterns, ignored) => {
    expect(isIgnored(name, patterns)).toBe(ignored)
  })

  // A regular expression of 100 `.*` would backtrack for hours here: the test's time-out says so.
  test('many stars against a long name: no backtracking', () => {
    expect(isIgnored('a'.repeat(100_000), ['*a'.repeat(100) + 'b'])).toBe(false)
    expect(isIgnored('a'.repeat(100_000), ['*a'.repeat(100)])).toBe(true)
  })
})

describe('previewUrl', () => {
  test.each([
    ['https://acme-fix-links.mintlify.site', 'https://acme-fix-links.mintlify.site'],
    ['https://acme-main.mintlify.site/guides/start?x=1', 'https://acme-main.mintlify.site'],
    ['https://ACME-a.mintlify.site/', 'https://acme-a.mintlify.site'],
    ['https://a.mintlify.site', 'https://a.mintlify.site']
  ])('%s is the preview %s', (text, url) => {
    expect(previewUrl(text)).toBe(url)
  })

  test('in a text: the first genuine one, never one inside another URL', () => {
    expect(previewIn('Preview at https://acme-main.mintlify.site/start now')).toBe(
      'https://acme-main.mintlify.site'
    )
    expect(previewIn('[preview](https://acme-a.mintlify.site/)')).toBe(
      'https://acme-a.mintlify.site'
    )
    expect(
      previewIn(
        'see https://evil.com/https://acme.mintlify.site or javascript:https://acme.mintlify.site'
      )
    ).toBeUndefined()
    expect(previewIn('https://a.b.mintlify.site then https://good.mintlify.site')).toBe(
      'https://good.mintlify.site'
    )
    expect(previewIn(null)).toBeUndefined()
  })

  test.each([
    'http://acme.mintlify.site',
    'https://mintlify.site',
    'https://a.b.mintlify.site',
    'https://acme.mintlify.site.evil.com',
    'https://acme-mintlify.site',
    'https://acme.mintlify.site:8443',
    'https://user:pw@acme.mintlify.site',
    'https://user@acme.mintlify.site',
    'https://:pw@acme.mintlify.site',
    'https://',
    'https://acme .mintlify.site',
    'https://evil.com/?u=https%3A%2F%2Facme.mintlify.site',
    'https://acme.mintlify.sites',
    'https://-acme.mintlify.site',
    'javascript:https://acme.mintlify.site',
    '',
    null
  ])('%p is not a preview', text => {
    expect(previewUrl(text)).toBeUndefined()
  })
})

describe('readCommitChecks, from the stand-in', () => {
  const stand = useGitHubStandIn()
  const repo = { owner: 'acme', repo: 'docs' }

  test('check runs and statuses together, with a check run its id, title and summary', async () => {
    stand.emulator.checks.set('abc', [
      { name: 'lint', source: 'check-run', steps: ['failure'], title: 'T', summary: 'S' },
      { name: 'ci/links', source: 'status', steps: ['pending'] }
    ])
    const read = await readCommitChecks(stand.octokit, repo, 'abc')
    expect(read.kind).toBe('read')
    const checks = read.kind === 'read' ? read.checks : []
    expect(checks.map(c => [c.name, c.source, c.state, c.title, c.summary])).toEqual([
      ['lint', 'check-run', 'failed', 'T', 'S'],
      ['ci/links', 'status', 'pending', undefined, undefined]
    ])
    expect(checks[0]?.id).toEqual(expect.any(Number))
  })

  const scripted = (count: number, source: 'check-run' | 'status', failing = -1) =>
    Array.from({ length: count }, (_, i) => ({
      name: `c${i}`,
      source,
      steps: [i === failing ? 'failure' : 'success'] as const
    }))
  const checksOf = async () => {
    const read = await readCommitChecks(stand.octokit, repo, 'abc')
    if (read.kind !== 'read') throw new Error(`not read: ${JSON.stringify(read)}`)
    return read.checks
  }
  const pages = (route: 'check-runs' | 'commit-status') =>
    stand.emulator.requests
      .filter(r => r.route === route)
      .map(r => [r.query.get('page'), r.query.get('per_page')])

  test('130 check runs, the failing one on the second page: every page is read', async () => {
    stand.emulator.checks.set('abc', scripted(130, 'check-run', 120))
    const checks = await checksOf()
    expect(checks).toHaveLength(130)
    expect(checks.filter(c => c.state === 'failed').map(c => c.name)).toEqual(['c120'])
    expect(pages('check-runs')).toEqual([
      ['1', '100'],
      ['2', '100']
    ])
  })

  test('41 commit statuses: all of them, not the first 30', async () => {
    stand.emulator.checks.set('abc', scripted(41, 'status', 40))
    const checks = await checksOf()
    expect(checks).toHaveLength(41)
    expect(checks.at(-1)).toMatchObject({ name: 'c40', state: 'failed' })
  })

  test('exactly one full page is one request; a list that ends at the cap is whole', async () => {
    stand.emulator.checks.set('abc', scripted(100, 'check-run'))
    expect(await checksOf()).toHaveLength(100)
    expect(pages('check-runs')).toEqual([['1', '100']])
    stand.emulator.checks.set('def', [
      ...scripted(MAX_CHECKS_READ, 'check-run'),
      ...scripted(MAX_CHECKS_READ, 'status')
    ])
    const read = await readCommitChecks(stand.octokit, repo, 'def')
    expect(read.kind === 'read' ? read.checks.length : read).toBe(2 * MAX_CHECKS_READ)
  })

  test.each([
    ['check-run', 'check runs'],
    ['status', 'commit statuses']
  ] as const)('one %s past the cap of 1,000: too many, no verdict', async (source, list) => {
    expect(MAX_CHECKS_READ).toBe(1000)
    stand.emulator.checks.set('abc', scripted(MAX_CHECKS_READ + 1, source))
    expect(await readCommitChecks(stand.octokit, repo, 'abc')).toEqual({
      kind: 'too-many',
      list,
      total: 1001
    })
    expect(stand.emulator.count(source === 'check-run' ? 'check-runs' : 'commit-status')).toBe(10)
  })

  test('a short page ends the list, whatever total it claims', async () => {
    stand.emulator.inject('check-runs', {
      status: 200,
      body: {
        total_count: 500,
        check_runs: [{ id: 1, name: 'lint', status: 'completed', conclusion: 'success' }]
      }
    })
    expect((await checksOf()).map(c => c.name)).toEqual(['lint'])
    expect(stand.emulator.count('check-runs')).toBe(1)
  })

  test('a 404 of the statuses names its permission; another refusal is thrown', async () => {
    stand.emulator.inject('commit-status', { status: 404, body: { message: 'Not Found' } })
    expect(await readCommitChecks(stand.octokit, repo, 'abc')).toEqual({
      kind: 'forbidden',
      permission: 'statuses'
    })
    stand.emulator.inject('check-runs', { status: 422, body: { message: 'No commit' } })
    await expect(readCommitChecks(stand.octokit, repo, 'abc')).rejects.toThrow(/No commit/)
    stand.emulator.inject('commit-status', { status: 422, body: { message: 'No commit' } })
    await expect(readCommitChecks(stand.octokit, repo, 'abc')).rejects.toThrow(/No commit/)
  })

  test('a 403 of either API names the permission to add', async () => {
    stand.emulator.inject('check-runs', {
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    expect(await readCommitChecks(stand.octokit, repo, 'abc')).toEqual({
      kind: 'forbidden',
      permission: 'checks'
    })
    stand.emulator.inject('commit-status', {
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    expect(await readCommitChecks(stand.octokit, repo, 'abc')).toEqual({
      kind: 'forbidden',
      permission: 'statuses'
    })
  })
})

import { describe, expect, test } from '@jest/globals'
import {
  checkOfRun,
  checkOfStatus,
  isIgnored,
  judgeChecks,
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
    ['x+y', ['x+y'], true]
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
    ['https://ACME-a.mintlify.site/', 'https://acme-a.mintlify.site']
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

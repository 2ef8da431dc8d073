import { describe, expect, test } from '@jest/globals'
import {
  describePullRequest,
  followThrough,
  isOnServer,
  parsePullRequestUrl,
  pullRequestOf
} from '../../src/github/pull-request.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

describe('pullRequestOf: the one answer to "has the job a pull request?"', () => {
  test.each([null, undefined, '', 42])('prLink %j is none', prLink => {
    expect(
      pullRequestOf({ id: 'j', status: 'completed', prLink: prLink as string })
    ).toBeUndefined()
  })
  test('a URL is a pull request; its parts when it has the GitHub shape', () => {
    expect(
      pullRequestOf({ id: 'j', status: 'completed', prLink: 'https://github.com/a/b/pull/3' })
    ).toEqual({
      url: 'https://github.com/a/b/pull/3',
      ref: { host: 'github.com', owner: 'a', repo: 'b', number: 3 }
    })
    expect(pullRequestOf({ id: 'j', status: 'completed', prLink: 'https://gitlab.com/x' })).toEqual(
      { url: 'https://gitlab.com/x', ref: undefined }
    )
    expect(pullRequestOf(undefined)).toBeUndefined()
  })
})

describe('parsePullRequestUrl', () => {
  test.each([
    ['https://github.com/acme/docs/pull/42', 42],
    ['https://github.com/acme/docs/pull/42/', 42],
    ['https://github.com/acme/docs/pull/42/files', 42],
    ['https://github.com/acme/docs/pull/42#discussion', 42],
    ['https://ghe.example.com/acme/docs/pull/7?x=1', 7]
  ])('%s is pull request %d', (url, number) => {
    expect(parsePullRequestUrl(url)?.number).toBe(number)
  })
  test.each([
    'http://github.com/acme/docs/pull/42',
    'https://github.com/acme/docs/issues/42',
    'https://github.com/acme/pull/42',
    'https://github.com/acme/docs/pull/0',
    'https://github.com/acme/docs/pull/99999999999999999999',
    'javascript:alert(1)',
    'not a url'
  ])('%s is not', url => {
    expect(parsePullRequestUrl(url)).toBeUndefined()
  })
  test('reference, and which server', () => {
    const ref = parsePullRequestUrl('https://github.com/acme/docs/pull/42')
    if (ref === undefined) throw new Error('expected a pull request')
    expect(describePullRequest(ref)).toBe('acme/docs#42')
    expect(isOnServer(ref, 'https://github.com')).toBe(true)
    expect(isOnServer(ref, 'https://ghe.example.com')).toBe(false)
  })
})

describe('followThrough', () => {
  const gh = useGitHubStandIn()
  const pr = { host: 'github.com', owner: 'acme', repo: 'docs', number: 42 }

  test('labels, users and teams as reviewers, and one link comment however often it runs', async () => {
    const plan = { labels: ['docs', 'agent'], reviewers: ['ann', 'acme/writers'], issue: ISSUE_7 }
    await followThrough(gh.octokit, pr, plan, gh.log)
    await followThrough(gh.octokit, pr, { labels: [], reviewers: [], issue: ISSUE_7 }, gh.log)
    expect(gh.emulator.labels.get(42)).toEqual(['docs', 'agent'])
    expect(gh.emulator.reviewers.get(42)).toEqual({
      reviewers: ['ann'],
      team_reviewers: ['writers']
    })
    expect(gh.emulator.commentsOn(42).map(c => c.body)).toEqual([
      '<!-- mintlify-agent-link: acme/docs#7 -->\nOpened by the Mintlify agent for #7.'
    ])
  })

  test('an issue in another repository is linked by its full reference', async () => {
    const issue = { repository: { owner: 'acme', repo: 'site' }, number: 3 }
    await followThrough(gh.octokit, pr, { labels: [], reviewers: [], issue }, gh.log)
    expect(gh.emulator.commentsOn(42)[0]?.body).toContain(
      'Opened by the Mintlify agent for acme/site#3.'
    )
  })

  test('each failing step is a warning and the others still run', async () => {
    gh.emulator.inject('labels', { status: 403, body: { message: 'no' } })
    await followThrough(
      gh.octokit,
      pr,
      { labels: ['x'], reviewers: ['ann'], issue: undefined },
      gh.log
    )
    expect(gh.log.lines.filter(l => l.startsWith('warning:'))).toEqual([
      'warning: Could not add labels x on pull request acme/docs#42 (403): the token may lack "pull-requests: write", or the pull request is in a repository it cannot reach.'
    ])
    expect(gh.emulator.reviewers.get(42)?.reviewers).toEqual(['ann'])
  })
})

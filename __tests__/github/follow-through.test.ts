import { describe, expect, test } from '@jest/globals'
import { closesIssue, followThrough } from '../../src/github/follow-through.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

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

describe('closesIssue', () => {
  test.each([
    ['Closes #7', true],
    ['fixes: #7', true],
    ['Resolved   #7.', true],
    ['Adds a page.\n\nclose #7', true],
    ['Closes #70', false],
    ['Closes #', false],
    ['See #7', false],
    ['Closes acme/other#7', false]
  ])('%j closes #7: %s', (body, closes) => {
    expect(closesIssue(body, 7)).toBe(closes)
  })
})

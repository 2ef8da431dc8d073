import { describe, expect, test } from '@jest/globals'
import { closesIssue, followThrough } from '../../src/github/follow-through.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

describe('followThrough', () => {
  const gh = useGitHubStandIn()
  const pr = { host: 'github.com', owner: 'acme', repo: 'docs', number: 42 }

  const MARKER = '<!-- mintlify-agent-job: job_1 -->'
  const jobComment = (always: boolean) => ({ marker: MARKER, text: 'Ask here.', always })
  const nothing = { labels: [], reviewers: [], issue: undefined, comment: undefined }

  test('labels, users and teams as reviewers, and one job comment however often it runs', async () => {
    const plan = { labels: ['docs', 'agent'], reviewers: ['ann', 'acme/writers'] }
    await followThrough(gh.octokit, pr, { ...nothing, ...plan, comment: jobComment(true) }, gh.log)
    await followThrough(gh.octokit, pr, { ...nothing, comment: jobComment(true) }, gh.log)
    expect(gh.emulator.labels.get(42)).toEqual(['docs', 'agent'])
    expect(gh.emulator.reviewers.get(42)).toEqual({
      reviewers: ['ann'],
      team_reviewers: ['writers']
    })
    expect(gh.emulator.commentsOn(42).map(c => c.body)).toEqual([
      `${MARKER}\nOpened by the Mintlify agent. Ask here.`
    ])
  })

  test("a marker a person copied does not count as the job's comment", async () => {
    gh.emulator.addComment(42, `${MARKER} look`, { login: 'mallory', type: 'User' })
    await followThrough(gh.octokit, pr, { ...nothing, comment: jobComment(true) }, gh.log)
    expect(gh.emulator.commentsOn(42).map(c => c.user.type)).toEqual(['User', 'Bot'])
  })

  test('the issue is closed from the description, so the comment does not link it; without `always` none is left', async () => {
    gh.emulator.pulls.set(42, { number: 42, title: 'Docs', body: 'New page.', headRef: 'x' })
    await followThrough(
      gh.octokit,
      pr,
      { ...nothing, issue: ISSUE_7, comment: jobComment(false) },
      gh.log
    )
    expect(gh.emulator.pulls.get(42)?.body).toBe('New page.\n\nCloses #7')
    expect(gh.emulator.commentsOn(42)).toEqual([])
  })

  test('an issue in another repository is linked by its full reference in the job comment', async () => {
    const issue = { repository: { owner: 'acme', repo: 'site' }, number: 3 }
    await followThrough(gh.octokit, pr, { ...nothing, issue, comment: jobComment(false) }, gh.log)
    expect(gh.emulator.commentsOn(42)[0]?.body).toBe(
      `${MARKER}\nOpened by the Mintlify agent for acme/site#3. Ask here.`
    )
  })

  test('each failing step is a warning and the others still run', async () => {
    gh.emulator.inject('labels', { status: 403, body: { message: 'no' } })
    await followThrough(gh.octokit, pr, { ...nothing, labels: ['x'], reviewers: ['ann'] }, gh.log)
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

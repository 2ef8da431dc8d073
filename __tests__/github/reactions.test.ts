import { describe, expect, test } from '@jest/globals'
import { react } from '../../src/github/reactions.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()

describe('react', () => {
  test('adds the reaction to the comment', async () => {
    const comment = gh.emulator.addComment(7, '/agent go', { login: 'ann', type: 'User' })
    const on = { kind: 'issue-comment', id: comment.id } as const
    await react(gh.octokit, ISSUE_7, on, 'eyes', gh.log)
    await react(gh.octokit, ISSUE_7, on, 'rocket', gh.log)
    expect(gh.emulator.comments.get(comment.id)?.reactions).toEqual(['eyes', 'rocket'])
  })

  test('a review comment is reacted to on its own route; a review body, which GitHub gives no reactions, is left alone', async () => {
    const at = { path: 'docs/a.mdx', line: 3 }
    const comment = gh.emulator.addReviewComment(42, '/agent go', at, {
      login: 'ann',
      type: 'User'
    })
    await react(gh.octokit, ISSUE_7, { kind: 'review-comment', id: comment.id }, 'eyes', gh.log)
    expect(gh.emulator.reviewComments.get(comment.id)?.reactions).toEqual(['eyes'])
    const before = gh.emulator.requests.length
    await react(gh.octokit, ISSUE_7, { kind: 'review', id: comment.id }, 'eyes', gh.log)
    expect(gh.emulator.requests).toHaveLength(before)
    expect(gh.log.lines).toEqual([])
  })

  test('a failure is a warning, never an error', async () => {
    await react(gh.octokit, ISSUE_7, { kind: 'issue-comment', id: 999_999 }, 'confused', gh.log)
    expect(gh.log.lines).toEqual([
      'warning: Could not react with confused to the triggering comment (404).'
    ])
  })
})

import { describe, expect, test } from '@jest/globals'
import { react } from '../../src/github/reactions.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()

describe('react', () => {
  test('adds the reaction to the comment', async () => {
    const comment = gh.emulator.addComment(7, '/agent go', { login: 'ann', type: 'User' })
    await react(gh.octokit, ISSUE_7, comment.id, 'eyes', gh.log)
    await react(gh.octokit, ISSUE_7, comment.id, 'rocket', gh.log)
    expect(gh.emulator.comments.get(comment.id)?.reactions).toEqual(['eyes', 'rocket'])
  })

  test('a failure is a warning, never an error', async () => {
    await react(gh.octokit, ISSUE_7, 999_999, 'confused', gh.log)
    expect(gh.log.lines).toEqual([
      'warning: Could not react with confused to the triggering comment (404).'
    ])
  })
})

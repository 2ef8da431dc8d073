import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import type { Logger } from '../../src/action/io.js'
import type { Octokit } from '../../src/github/octokit.js'
import { react } from '../../src/github/reactions.js'
import { gitHubStandIn, ISSUE_7 } from './stand-in.js'

let emulator: Emulator
let octokit: Octokit
let log: Logger & { lines: string[] }
beforeEach(async () => {
  ;({ emulator, octokit, log } = await gitHubStandIn())
})
afterEach(async () => {
  await emulator.close()
})

describe('react', () => {
  test('adds the reaction to the comment', async () => {
    const comment = emulator.addComment(7, '/agent go', { login: 'ann', type: 'User' })
    await react(octokit, ISSUE_7, comment.id, 'eyes', log)
    await react(octokit, ISSUE_7, comment.id, 'rocket', log)
    expect(emulator.comments.get(comment.id)?.reactions).toEqual(['eyes', 'rocket'])
  })

  test('a failure is a warning, never an error', async () => {
    await react(octokit, ISSUE_7, 999_999, 'confused', log)
    expect(log.lines).toEqual([
      'warning: Could not react with confused to the triggering comment (404).'
    ])
  })
})

import { describe, expect, test } from '@jest/globals'
import { APP_BOT, TEST_APP_TOKEN, TEST_PERSONAL_TOKEN } from '../../emulator/github-identity.js'
import { type ActionRun } from '../../emulator/runner.js'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { deployStep, pullEvent } from '../helpers/deploy-edges.js'
import { commentOnIssue } from '../helpers/issue-comment.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * A marker counts only where, and as whom, it was written: the agent job marker, for every kind
 * of token, and the deploy action's preview comment. A copy of a sealed marker re-posted by
 * another app, or by the same account later, counts for nothing. In process (helpers/run-step.ts:
 * the step as the runner prepares it, waits instant on the injected clock); the docs-health
 * report's marker and history are in docs-health/marker.binding.test.ts.
 */

const emulator = useStandIn()
const runAgent = agentStep(runStep, emulator)
const SYNC = { login: 'support-sync[bot]', type: 'Bot' } as const
const ACTIONS = { login: 'github-actions[bot]', type: 'Bot' } as const

describe('the agent job marker, for every kind of token', () => {
  const PR = 'https://github.com/acme/docs/pull/42'

  function onIssue(instruction: string, token?: string): Promise<ActionRun> {
    return runAgent(
      token === undefined ? {} : { 'github-token': token },
      commentOnIssue(emulator, instruction)
    )
  }

  test.each([
    ["the workflow's token", undefined],
    ["a GitHub App's installation token", TEST_APP_TOKEN],
    ['a personal token', TEST_PERSONAL_TOKEN]
  ])(
    'with %s, a follow-up goes to the newest job this token reported, not to a copy of an older one',
    async (_, token) => {
      emulator.permissions.maintainer = 'write'
      emulator.turns = [{ activePolls: 1, end: 'failed', prLink: null }]
      expect((await onIssue('/agent first', token)).code).toBe(1)
      const failed = emulator.commentsOn(7).find(c => c.body.startsWith('<!-- mintlify-agent-job'))
      if (failed === undefined) throw new Error('no job comment')
      const copied = failed.body
      emulator.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
      expect((await onIssue('/agent second', token)).code).toBe(0)
      expect(emulator.count('create')).toBe(2)
      // Another app re-posts job_1's comment, seal and all, as the newest comment.
      emulator.addComment(7, copied, failed.user.login === APP_BOT.login ? SYNC : APP_BOT)
      const third = await onIssue('/agent third', token)
      expect(third.code).toBe(0)
      expect(emulator.count('create')).toBe(2)
      expect(emulator.jobs.get('job_2')?.prompts).toEqual(['second', 'third'])
    }
  )
})

describe("the deploy action's preview comment", () => {
  const preview = () =>
    deployStep(runStep, emulator)(
      { 'github-token': emulator.githubToken, mode: 'preview' },
      { event: pullEvent('docs/new-page') }
    )

  test.each([
    ['another bot', SYNC],
    ['the same account, later', ACTIONS]
  ] as const)(
    'a copy of it re-posted by %s is left as it is; the run edits its own',
    async (_who, user) => {
      expect((await preview()).code).toBe(0)
      const [own] = emulator.commentsOn(12)
      if (own === undefined) throw new Error('no preview comment')
      const copy = `${own.body.split('\n')[0] ?? ''}\nA bot's own words, under a copied marker.`
      const theirs = emulator.addComment(12, copy, user)
      emulator.deployScript = { steps: ['in_progress', 'failure'] }
      expect((await preview()).code).toBe(1)
      expect(emulator.comments.get(theirs.id)?.body).toBe(copy)
      expect(emulator.comments.get(own.id)?.body).toContain('❌ Docs preview: the build failed')
      expect(emulator.count('comment-create')).toBe(1)
    }
  )
})

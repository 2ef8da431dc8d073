import { describe, expect, test } from '@jest/globals'
import type { GitHubEvent } from '../../src/github/event.js'
import { checkPermission } from '../../src/github/permissions.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()

const event = (name: string, login = 'ann', type = 'User'): GitHubEvent => ({
  name,
  action: 'created',
  issue: undefined,
  comment: undefined,
  sender: { login, type }
})
const github = () => ({
  octokit: () => Promise.resolve(gh.octokit),
  repository: ISSUE_7.repository
})

describe('checkPermission', () => {
  test.each(['admin', 'maintain', 'write'] as const)('%s may start a job', async role => {
    gh.emulator.permissions = { ann: role }
    expect(await checkPermission(event('issue_comment'), [], github())).toEqual({
      kind: 'allowed',
      reason: `ann has ${role} permission`
    })
  })

  test.each(['triage', 'read', 'none'] as const)('%s may not', async role => {
    gh.emulator.permissions = { ann: role }
    const result = await checkPermission(event('issues'), [], github())
    expect(result.kind).toBe('refused')
    expect(result.reason).toContain(`ann has ${role} permission`)
  })

  test('a custom role is judged by the base permission it is built on', async () => {
    gh.emulator.permissions = {
      ann: { role: 'docs-writer', base: 'write' },
      bob: { role: 'docs-reader', base: 'read' }
    }
    expect(await checkPermission(event('issues', 'ann'), [], github())).toEqual({
      kind: 'allowed',
      reason: 'ann has docs-writer (write) permission'
    })
    expect((await checkPermission(event('issues', 'bob'), [], github())).kind).toBe('refused')
  })

  test.each([
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
    'discussion',
    'discussion_comment'
  ])('%s is checked like an issue comment', async name => {
    gh.emulator.permissions = { ann: 'read' }
    expect((await checkPermission(event(name), [], github())).kind).toBe('refused')
  })

  test('schedule and workflow_dispatch are not checked', async () => {
    for (const name of ['schedule', 'workflow_dispatch']) {
      expect((await checkPermission(event(name), [], github())).kind).toBe('allowed')
    }
    expect(gh.emulator.count('permission')).toBe(0)
  })

  test('bots need allowed-bots; no request is made for them', async () => {
    const bot = event('issues', 'renovate[bot]', 'Bot')
    expect((await checkPermission(bot, [], github())).kind).toBe('refused')
    expect((await checkPermission(bot, ['renovate[bot]'], github())).kind).toBe('allowed')
    expect((await checkPermission(bot, ['*'], github())).kind).toBe('allowed')
    expect(gh.emulator.count('permission')).toBe(0)
  })

  test('fails closed without a token or when the look-up fails', async () => {
    expect(
      (
        await checkPermission(event('issues'), [], {
          octokit: () => Promise.resolve(undefined),
          repository: undefined
        })
      ).reason
    ).toContain('cannot be checked without github-token')
    gh.emulator.inject('permission', { status: 502 })
    expect(await checkPermission(event('issues'), [], github())).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('could not be checked (502)')
    })
  })
})

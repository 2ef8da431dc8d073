import { describe, expect, test } from '@jest/globals'
import type { GitHubEvent } from '../../src/github/event.js'
import {
  REFUSED_COMMENT,
  REFUSED_MARKER,
  UNCHECKED_EVENTS,
  checkPermission
} from '../../src/github/permissions.js'
import { ISSUE_7, useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()

const event = (name: string, login = 'ann', type = 'User'): GitHubEvent => ({
  pullRequest: undefined,
  name,
  action: 'created',
  issue: undefined,
  comment: undefined,
  sender: { login, type },
  actor: { login, type }
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

  test.each([
    ['triage', 'ann has triage permission;'],
    ['read', 'ann has read permission;'],
    ['none', 'ann has no permission;']
  ] as const)('%s may not', async (role, said) => {
    gh.emulator.permissions = { ann: role }
    const result = await checkPermission(event('issues'), [], github())
    expect(result.kind).toBe('refused')
    expect(result.reason).toContain(said)
  })

  test('a maintain role is let in by its name, whatever base an older server reports for it', async () => {
    gh.emulator.permissions = { ann: { role: 'maintain', base: 'read' } }
    expect(await checkPermission(event('issues'), [], github())).toEqual({
      kind: 'allowed',
      reason: 'ann has maintain permission'
    })
  })

  test('a role GitHub does not define is named with its base; a refusal says what is needed', async () => {
    gh.emulator.permissions = { ann: { role: 'triage-plus', base: 'read' } }
    expect(await checkPermission(event('issues'), [], github())).toEqual({
      kind: 'refused',
      reason:
        'ann has triage-plus (read) permission; starting the agent needs write, maintain or admin'
    })
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
    'issues',
    'issue_comment',
    'pull_request',
    'pull_request_target',
    'pull_request_review',
    'pull_request_review_comment',
    'discussion',
    'discussion_comment',
    'workflow_run',
    'watch',
    'fork',
    'gollum',
    'check_run',
    'check_suite',
    'status',
    'deployment_status',
    'label',
    'milestone',
    'registry_package',
    'an_event_github_adds_tomorrow',
    '',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty'
  ])('%j is checked: a reader is refused, a writer allowed', async name => {
    gh.emulator.permissions = { ann: 'read', bob: 'write' }
    expect(await checkPermission(event(name), [], github())).toEqual({
      kind: 'refused',
      reason: 'ann has read permission; starting the agent needs write, maintain or admin'
    })
    expect(await checkPermission(event(name, 'bob'), [], github())).toEqual({
      kind: 'allowed',
      reason: 'bob has write permission'
    })
    expect(gh.emulator.count('permission')).toBe(2)
  })

  test.each(Object.keys(UNCHECKED_EVENTS))(
    '%s needs no check, says why, and asks GitHub nothing',
    async name => {
      gh.emulator.permissions = { ann: 'none' }
      const result = await checkPermission(event(name, 'ghost[bot]', 'Bot'), [], github())
      expect(result).toEqual({
        kind: 'allowed',
        reason: `"${name}" needs no check: ${UNCHECKED_EVENTS[name]}`
      })
      expect(gh.emulator.count('permission')).toBe(0)
    }
  )

  test('the events that skip the check are exactly the ones with write access behind them', () => {
    expect(Object.keys(UNCHECKED_EVENTS).sort()).toEqual([
      'create',
      'delete',
      'merge_group',
      'push',
      'release',
      'repository_dispatch',
      'schedule',
      'workflow_call',
      'workflow_dispatch'
    ])
  })

  test('the person asked about is the actor, not the sender (workflow_run names its upstream actor)', async () => {
    gh.emulator.permissions = { fork_author: 'read', maintainer: 'write' }
    const run: GitHubEvent = {
      ...event('workflow_run', 'maintainer'),
      actor: { login: 'fork_author', type: 'User' }
    }
    expect(await checkPermission(run, [], github())).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('fork_author has read permission')
    })
  })

  test('an event that names nobody is refused without a request', async () => {
    const nobody: GitHubEvent = { ...event('watch'), sender: undefined, actor: undefined }
    expect(await checkPermission(nobody, [], github())).toEqual({
      kind: 'refused',
      reason: 'the watch event names nobody who set it off'
    })
    expect(gh.emulator.count('permission')).toBe(0)
  })

  test('bots need allowed-bots; no request is made for them', async () => {
    const bot = event('issues', 'renovate[bot]', 'Bot')
    expect((await checkPermission(bot, [], github())).kind).toBe('refused')
    expect((await checkPermission(bot, ['renovate[bot]'], github())).kind).toBe('allowed')
    expect((await checkPermission(bot, ['*'], github())).kind).toBe('allowed')
    expect(gh.emulator.count('permission')).toBe(0)
  })

  test('fails closed when the look-up fails; a set-up that cannot check is unusable', async () => {
    expect(
      await checkPermission(event('issues'), [], {
        octokit: () => Promise.resolve(undefined),
        repository: undefined
      })
    ).toMatchObject({ kind: 'unusable', reason: expect.stringContaining('cannot be checked') })
    // A read is tried three times when it may pass: every try fails.
    gh.emulator.inject('permission', { status: 502 }, { status: 502 }, { status: 502 })
    expect(await checkPermission(event('issues'), [], github())).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('could not be checked (502)')
    })
  })
})

describe('every reason, exactly', () => {
  test.each(Object.entries(UNCHECKED_EVENTS))('%s says why it needs no check', (_name, why) => {
    expect(why).toMatch(/write access|right to merge|default branch|event of its caller/)
  })

  test('an unnamed event that names nobody', async () => {
    const nobody: GitHubEvent = { ...event(''), sender: undefined, actor: undefined }
    expect((await checkPermission(nobody, [], github())).reason).toBe(
      'the unnamed event names nobody who set it off'
    )
  })

  test('bots: the reason names the bot and the input', async () => {
    const bot = event('issues', 'renovate[bot]', 'Bot')
    expect(await checkPermission(bot, ['renovate[bot]'], github())).toEqual({
      kind: 'allowed',
      reason: 'the bot renovate[bot] is in allowed-bots'
    })
    expect(await checkPermission(bot, ['other[bot]'], github())).toEqual({
      kind: 'refused',
      reason:
        'renovate[bot] is a bot, and bots may start the agent only when listed in the allowed-bots input'
    })
  })

  test.each([
    [
      'no token',
      () => Promise.resolve(undefined),
      ISSUE_7.repository,
      'The permission of ann cannot be checked: input "github-token" is empty. Leave it out to use the workflow\'s token (its default, ${{ github.token }}), or give a token that can read the repository\'s collaborators.'
    ],
    [
      'no repository',
      () => Promise.resolve(gh.octokit),
      undefined,
      'The permission of ann cannot be checked: GITHUB_REPOSITORY is not set. The runner sets it: run the action in a workflow.'
    ]
  ] as const)('%s: unusable, without a request', async (_what, octokit, repository, reason) => {
    expect(await checkPermission(event('issues'), [], { octokit, repository })).toEqual({
      kind: 'unusable',
      reason
    })
    expect(gh.emulator.count('permission')).toBe(0)
  })

  test('a token GitHub refuses (401) is unusable, named with the fix; a 403 stays a refusal', async () => {
    gh.emulator.inject('permission', { status: 401, body: { message: 'Bad credentials' } })
    expect(await checkPermission(event('issues'), [], github())).toEqual({
      kind: 'unusable',
      reason:
        'The permission of ann could not be checked: GitHub refused the token of input "github-token" (401). Leave the input out to use the workflow\'s token (${{ github.token }}), or give a personal or app token that has not expired or been revoked.'
    })
    gh.emulator.inject('permission', { status: 403, body: { message: 'Forbidden' } })
    expect((await checkPermission(event('issues'), [], github())).kind).toBe('refused')
  })

  test('a look-up GitHub refused points at the token; one that got no answer says GitHub could not be reached', async () => {
    gh.emulator.inject('permission', { status: 403, body: { message: 'no' } })
    expect(await checkPermission(event('issues'), [], github())).toEqual({
      kind: 'refused',
      reason:
        "the permission of ann could not be checked (403); the token needs read access to the repository's collaborators"
    })
    const drop = { drop: 'before-response' } as const
    gh.emulator.inject('permission', drop, drop, drop)
    const lost = await checkPermission(event('issues'), [], github())
    expect(lost.kind).toBe('refused')
    expect(lost.reason).toMatch(
      /^the permission of ann could not be checked \(.+\); GitHub could not be reached$/
    )
  })

  test('the refusal comment is marked so that an issue gets it once', () => {
    expect(REFUSED_MARKER).toBe('<!-- mintlify-agent-refused -->')
    expect(REFUSED_COMMENT).toBe(
      'Only collaborators with write access to this repository can start the agent. A maintainer can start it by labelling the issue or commenting.'
    )
  })
})

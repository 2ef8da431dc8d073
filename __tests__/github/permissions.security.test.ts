import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, issuesLabeled } from '../../emulator/runner.js'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * Who may start a job, in process (helpers/run-step.ts): the sender's permission read from the
 * stand-in's GitHub, bots, events that name someone else or no one, and a token GitHub refuses.
 * Moved from e2e/security.test.ts, which keeps the cancel while the check hangs.
 */

const emulator = useStandIn()
const runAgent = agentStep(runStep, emulator)

describe('who may start a job', () => {
  const labeledBy = (login: string, type = 'User') => issuesLabeled(7, { sender: { login, type } })

  test.each(['write', 'maintain', 'admin'] as const)(
    'a user with %s permission starts a job',
    async permission => {
      emulator.permissions = { ann: permission }
      const run = await runAgent({}, labeledBy('ann'))
      expect(run.code).toBe(0)
      expect(emulator.count('permission')).toBe(1)
      expect(emulator.count('create')).toBe(1)
    }
  )

  test.each([
    ['read', 'ann has read permission; starting the agent needs write, maintain or admin'],
    ['triage', 'ann has triage permission'],
    ['none', 'ann has no permission']
  ] as const)(
    'a user with %s permission is refused: no job, a log line, a short comment',
    async (permission, reason) => {
      emulator.permissions = { ann: permission }
      const run = await runAgent({}, labeledBy('ann'))
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`::warning::Not starting the agent: ${reason}`)
      expect(emulator.count('create')).toBe(0)
      expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toHaveLength(0)
      expect(emulator.commentsOn(7).map(c => c.body)).toEqual([
        expect.stringContaining(
          'Only collaborators with write access to this repository can start the agent.'
        )
      ])
      expect(run.outputs.jobId).toBe('')
    }
  )

  test('a bot is refused unless listed in allowed-bots', async () => {
    const run = await runAgent({}, labeledBy('renovate[bot]', 'Bot'))
    expect(run.stdout).toContain(
      'renovate[bot] is a bot, and bots may start the agent only when listed in the allowed-bots input'
    )
    expect(emulator.count('create')).toBe(0)
    expect(emulator.count('permission')).toBe(0)
  })

  test.each(['renovate[bot], dependabot[bot]', '*'])(
    'an allowed bot (allowed-bots: %s) starts a job',
    async allowed => {
      const run = await runAgent({ 'allowed-bots': allowed }, labeledBy('renovate[bot]', 'Bot'))
      expect(run.code).toBe(0)
      expect(emulator.count('create')).toBe(1)
    }
  )

  test('when the permission cannot be read, nobody is let in', async () => {
    // A read is tried three times when it fails in a way that may pass: all three fail.
    const oops = { status: 500, body: { message: 'oops' } }
    emulator.inject('permission', oops, oops, oops)
    const run = await runStep({
      inputs: agentInputs(emulator),
      event: labeledBy('maintainer'),
      env: { ...githubEnv(emulator), MINTLIFY_ACTION_RETRY_DELAY: '1ms' }
    })
    expect(run.stdout).toContain('the permission of maintainer could not be checked (500)')
    expect(emulator.count('create')).toBe(0)
  })

  test.each([
    [
      'a token GitHub refuses (401)',
      { 'github-token': 'ghs_revoked_0123456789' },
      'GitHub refused the token of input "github-token" (401'
    ],
    ['no token at all', { 'github-token': '' }, 'input "github-token" is empty']
  ])(
    '%s is a broken set-up: the step fails naming the fix, no job, no comment',
    async (_what, inputs, words) => {
      const run = await runAgent(inputs, labeledBy('maintainer'))
      expect(run.code).toBe(1)
      const errors = run.stdout.split('\n').filter(line => line.startsWith('::error::'))
      expect(errors).toHaveLength(1)
      expect(errors[0]).toContain(words)
      expect(errors[0]).toContain('${{ github.token }}')
      expect(emulator.commentsOn(7)).toEqual([])
      expect(emulator.count('create')).toBe(0)
    }
  )

  const stranger = { login: 'stranger', type: 'User' }
  test.each([
    [
      "workflow_run set off by a fork's pull request",
      'workflow_run',
      {
        workflow_run: { actor: stranger, triggering_actor: stranger, event: 'pull_request' },
        sender: { login: 'maintainer', type: 'User' }
      },
      'stranger has no permission'
    ],
    ['watch (a star) by anyone', 'watch', { action: 'started', sender: stranger }, 'stranger'],
    ['fork by anyone', 'fork', { sender: stranger }, 'stranger'],
    [
      'pull_request from a fork',
      'pull_request',
      { action: 'opened', sender: stranger },
      'stranger'
    ],
    ['an event GitHub adds tomorrow', 'brand_new_event', { sender: stranger }, 'stranger'],
    ['an event without a sender', 'gollum', {}, 'names nobody who set it off'],
    [
      'a bot not in allowed-bots',
      'check_suite',
      { sender: { login: 'ci[bot]', type: 'Bot' } },
      'ci[bot] is a bot'
    ]
  ])('%s: refused, nothing sent to the service', async (_what, name, payload, reason) => {
    const run = await runAgent({ prompt: 'Fix the links' }, { name, payload })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`::warning::Not starting the agent: `)
    expect(run.stdout).toContain(reason)
    expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toEqual([])
  })

  test("a workflow_run a maintainer set off upstream starts a job (the upstream run's triggering_actor)", async () => {
    const run = await runStep({
      inputs: agentInputs(emulator, { prompt: 'Fix the links' }),
      event: {
        name: 'workflow_run',
        payload: {
          workflow_run: { actor: { login: 'stranger' }, triggering_actor: { login: 'maintainer' } },
          sender: { login: 'stranger', type: 'User' }
        }
      },
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(emulator.count('permission')).toBe(1)
    expect(emulator.count('create')).toBe(1)
  })

  test.each([
    'schedule',
    'workflow_dispatch',
    'push',
    'release',
    'merge_group',
    'repository_dispatch'
  ])('%s runs skip the check', async name => {
    const run = await runAgent(
      { prompt: 'x' },
      { name, payload: { sender: { login: 'nobody', type: 'User' } } }
    )
    expect(run.code).toBe(0)
    expect(emulator.count('permission')).toBe(0)
    expect(emulator.count('create')).toBe(1)
  })
})

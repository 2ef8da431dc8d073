import { describe, expect, test } from '@jest/globals'
import {
  agentInputs,
  githubEnv,
  issuesLabeled,
  runAction,
  withoutMaskCommands
} from '../../emulator/runner.js'
import { useStandIn } from './stand-in.js'

/**
 * Security through the bundle in a process: cancellation by SIGINT and SIGTERM (mid-poll, while a
 * write to GitHub hangs, while the permission check hangs), and a run with the runner's debug
 * logging on whose every line, stderr included, holds no secret, the masks first. The rest of the
 * security cases run in process: action/io.security, action/inputs.security,
 * github/permissions.security and agent/trigger.security.
 */

const emulator = useStandIn()

describe('cancellation', () => {
  test.each([
    ['SIGINT', 'mid-poll'],
    ['SIGTERM', 'mid-poll'],
    ['SIGINT', 'while the comment create hangs'],
    ['SIGTERM', 'while the comment create hangs']
  ] as const)(
    '%s %s: outputs, a cancelled comment, a summary, and a non-zero exit within 5 s',
    async (send, when) => {
      emulator.turns = [{ activePolls: 10_000, end: 'completed' }]
      // Cancellation reaches GitHub's requests too: the hung create is dropped at once. The signal
      // comes while it hangs (the job is created, its first comment under way, nothing polled).
      const hangs = when !== 'mid-poll'
      if (hangs) emulator.inject('comment-create', { hang: true })
      const run = await runAction({
        inputs: agentInputs(emulator, { 'poll-interval': '5s' }),
        event: issuesLabeled(7),
        // Debug logging on, as the mid-poll signal waits for the poll's debug line.
        env: { ...githubEnv(emulator), RUNNER_DEBUG: '1' },
        signal: hangs
          ? { when: /Job job_1 created \(status: active\)\./, send, afterMs: 300 }
          : { when: /::debug::GET \/v2\/agent\/docs\/job\/job_1 -> 200/, send }
      })
      expect(run.signalledAtMs).toBeDefined()
      expect(run.durationMs - (run.signalledAtMs ?? 0)).toBeLessThan(4000)
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(`Received ${send}: the run is being cancelled`)
      expect(run.stdout).toContain(
        '::error::The run was cancelled; job job_1 keeps running on the service (last status: active): there is no cancel request, and its pull request, if any, will still arrive.'
      )
      expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'active' })
      const comment = emulator.commentsOn(7)[0]?.body ?? ''
      expect(comment).toContain('Workflow run cancelled')
      expect(comment.match(/keeps running on the service/g)).toHaveLength(1)
      expect(comment).toContain('| Pull request | _not yet_ |')
      expect(run.summary).toContain('Workflow run cancelled')
      expect(emulator.count('create')).toBe(1)
      expect(emulator.count('get')).toBe(hangs ? 0 : 1)
      expect(emulator.count('comment-create')).toBe(hangs ? 2 : 1)
    }
  )

  test('SIGINT while the description edit hangs: the edit is dropped, the rest of the follow-through still runs, the step fails as cancelled by itself', async () => {
    const pr = 'https://github.com/acme/docs/pull/42'
    emulator.turns = [{ activePolls: 1, end: 'completed', prLink: pr }]
    emulator.inject('pull-update', { hang: true })
    const run = await runAction({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: githubEnv(emulator),
      signal: { when: /output prLink=/, send: 'SIGINT', afterMs: 300 }
    })
    expect(run.signalledAtMs).toBeDefined()
    expect(run.durationMs - (run.signalledAtMs ?? 0)).toBeLessThan(4000)
    // Ended by the flow (which says so), not by the last-resort exit a cancelled run gets after
    // 4.5 s; a cancelled run never passes, though the job completed.
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('::error::The run was cancelled before it ended')
    expect(run.summary).toContain('Agent job completed')
    expect(emulator.count('pull-update')).toBe(1)
    expect(emulator.commentsOn(42).map(c => c.body)).toEqual([
      expect.stringContaining('Opened by the Mintlify agent for #7')
    ])
  })
})

describe('secrets', () => {
  test('with debug logging and a service that echoes the key, neither the key nor the token is printed, output, summarised or commented', async () => {
    const key = emulator.apiKey
    const token = emulator.githubToken
    // The last job seen echoes the key in a field; errors around it echo it too.
    const echo = {
      id: 'job_1',
      status: 'completed',
      model: `model-${key}`,
      prLink: null,
      createdAt: '2026-01-01T00:00:00Z',
      archivedAt: null
    }
    emulator.inject('create', {
      status: 429,
      body: { error: `rate limited for key ${key} token ${token}` },
      headers: { 'retry-after': '0' }
    })
    emulator.inject(
      'get',
      { status: 500, body: { error: `internal: Authorization: Bearer ${key}` } },
      { status: 200, body: echo }
    )
    emulator.inject('message', { status: 400, body: { error: `refused for ${key}` } })
    const run = await runAction({
      inputs: agentInputs(emulator, { prompt: 'x', messages: 'more', 'issue-number': '7' }),
      env: { ...githubEnv(emulator), ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }
    })
    expect(run.code).toBe(1)
    const everything = [
      withoutMaskCommands(run.stdout),
      run.stderr,
      JSON.stringify(run.outputs),
      run.summary,
      ...[...emulator.comments.values()].map(c => c.body)
    ].join('\n')
    expect(everything).toContain('::debug::') // debug logging was on
    expect(everything).toContain('model-***')
    expect(everything).not.toContain(key)
    expect(everything).not.toContain(token)
    expect(run.stdout).toContain(`::add-mask::${key}`)
    expect(run.stdout).toContain(`::add-mask::${token}`)
    // Masking comes before anything else.
    expect(
      run.stdout
        .split('\n')
        .slice(0, 2)
        .every(l => l.startsWith('::add-mask::'))
    ).toBe(true)
  })
})

describe('who may start a job', () => {
  const labeledBy = (login: string, type = 'User') => issuesLabeled(7, { sender: { login, type } })

  test('cancelled while the permission check hangs: the step fails as cancelled, nothing is commented', async () => {
    emulator.inject('permission', { hang: true })
    const run = await runAction({
      inputs: agentInputs(emulator),
      event: labeledBy('maintainer'),
      env: githubEnv(emulator),
      signal: { when: /::add-mask::/, send: 'SIGTERM', afterMs: 400 }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::The run was cancelled while the permission of whoever set it off was being checked: no job was started and nothing was commented.'
    )
    expect(run.stdout).not.toContain('Not starting the agent')
    expect(emulator.commentsOn(7)).toEqual([])
    expect(emulator.count('create')).toBe(0)
  })
})

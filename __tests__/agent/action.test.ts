import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { runAction } from '../../src/action/run-action.js'
import { agentAction } from '../../src/agent/action.js'
import { startStandIn, stopStandIn } from '../e2e/stand-in.js'
import { fakeIO, fakeTrap } from '../helpers/fake-io.js'

/** The whole agent action in-process: a fake ActionIO, real HTTP to the stand-in. */

const dir = mkdtempSync(join(tmpdir(), 'agent-action-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let emulator: Emulator
beforeEach(async () => {
  emulator = await startStandIn()
})
afterEach(async () => {
  await stopStandIn(emulator)
})

let events = 0
function run(inputs: Record<string, string>, event: { name: string; payload: unknown }) {
  const path = join(dir, `event-${++events}.json`)
  writeFileSync(path, JSON.stringify(event.payload))
  const io = fakeIO(
    {
      projectId: 'docs',
      'secret-key': emulator.apiKey,
      'github-token': emulator.githubToken,
      'base-url': emulator.url,
      ...inputs
    },
    {
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: path,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_API_URL: emulator.githubUrl,
      GITHUB_RUN_ID: '5',
      MINTLIFY_ACTION_RETRY_DELAY: '10ms'
    }
  )
  // The run's waits return at once and move its clock, so polling costs no wall time.
  let slept = 0
  const time = {
    now: () => Date.now() + slept,
    sleep: (ms: number) => ((slept += ms), Promise.resolve())
  }
  return runAction(agentAction, { io, trap: fakeTrap(), ...time }).then(result => ({
    result,
    io
  }))
}

const labeled = {
  name: 'issues',
  payload: {
    action: 'labeled',
    issue: { number: 7, title: 'Exports', body: 'Add a page.' },
    sender: { login: 'maintainer', type: 'User' }
  }
}

describe('agentAction', () => {
  test('an issue label: a job from the issue, outputs, summary, one comment, and a pass', async () => {
    const { result, io } = await run({}, labeled)
    expect(result).toEqual({ kind: 'passed' })
    expect(emulator.jobs.get('job_1')?.prompts).toEqual(['Exports\n\nAdd a page.'])
    expect(io.outputs).toMatchObject({
      jobId: 'job_1',
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/42',
      'pr-number': '42'
    })
    expect(io.lines).toContain('group: Agent job')
    expect(io.lines).toContain('info: Job job_1 completed: https://github.com/acme/docs/pull/42')
    expect(io.summaries).toHaveLength(1)
    expect(io.summaries[0]).toContain('## ✅ Agent job completed')
    expect(emulator.commentsOn(7)).toHaveLength(1)
    expect(io.masked).toEqual([emulator.apiKey, emulator.githubToken])
  })

  test('a job with prLink "" has no pull request anywhere: no link, no follow-through warning', async () => {
    emulator.turns = [{ activePolls: 1, end: 'completed', prLink: '' }]
    const { result, io } = await run({}, labeled)
    expect(result).toEqual({ kind: 'passed' })
    expect(io.outputs).toMatchObject({ prLink: '', 'pr-number': '' })
    const warnings = io.lines.filter(l => l.startsWith('warning:'))
    expect(warnings).toEqual([
      'warning: Job job_1 ended completed without a pull request: the agent changed no files, or the project commits straight to its deploy branch.'
    ])
    expect(emulator.count('labels') + emulator.commentsOn(42).length).toBe(0)
    // The contract says prLink is a URI; services are seen to send "" all the same.
    expect(emulator.violations.map(v => v.errors)).toContain('data/prLink must match format "uri"')
    emulator.violations.length = 0
  })

  test('a failed job fails the run with the verdict, after publishing it', async () => {
    emulator.turns = [{ activePolls: 1, end: 'failed' }]
    const { result, io } = await run({ 'require-pr': 'true' }, labeled)
    expect(result).toMatchObject({ kind: 'failed' })
    expect(io.failures).toEqual([expect.stringContaining('Job job_1 failed on the service')])
    expect(io.failures[0]).toContain('Next: open job job_1 on the Mintlify dashboard')
    expect(io.summaries[0]).toContain('Agent job failed')
    expect(io.summaries[0]).toContain('open job job\\_1 on the Mintlify dashboard')
  })

  test('an outsider is refused before any request to the service; the step passes', async () => {
    emulator.permissions.stranger = 'read'
    const { result, io } = await run(
      {},
      {
        ...labeled,
        payload: { ...labeled.payload, sender: { login: 'stranger', type: 'User' } }
      }
    )
    expect(result).toEqual({ kind: 'passed' })
    expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toEqual([])
    expect(io.lines[0]).toMatch(/^warning: Not starting the agent: stranger has read permission/)
    expect(io.outputs.jobId).toBe('')
  })

  test('a comment without the trigger ends at once with no request at all', async () => {
    const { result, io } = await run(
      {},
      {
        name: 'issue_comment',
        payload: {
          action: 'created',
          issue: { number: 7, title: 't', body: 'b' },
          comment: { id: 1, body: 'Thanks!' },
          sender: { login: 'maintainer', type: 'User' }
        }
      }
    )
    expect(result).toEqual({ kind: 'passed' })
    expect(io.lines).toEqual([
      'info: Nothing to do: the comment does not start with the trigger "/agent".'
    ])
    expect(emulator.requests).toEqual([])
  })

  test('a wrong input fails before anything is sent', async () => {
    const { result } = await run({ timeout: '30' }, labeled)
    expect(result.kind).toBe('failed')
    expect(emulator.requests).toEqual([])
  })
})

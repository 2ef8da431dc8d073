import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import type { Emulator, Fault } from '../../emulator/server.js'
import {
  agentInputs,
  githubEnv,
  issuesLabeled,
  ROOT,
  runAction,
  withoutMaskCommands
} from '../../emulator/runner.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { startStandIn } from './stand-in.js'
import { commented, stopStandInAfterEach } from '../helpers/hostile-trigger.js'
import { runExport } from '../helpers/export-step.js'

/**
 * Issue 9: what the service sends cannot steer the runner, leak the key, or grow without bound.
 * Here, through the bundle, what only a process shows: memory that stays bounded, timeouts on the
 * real clock, cancels by signal, an event file that is not there (a Node error as the process
 * reads it), a visitors path that cannot be written (no trace on stderr). The rest runs in process,
 * each in the room it tests: action/io.hostile, action/inputs.hostile, service/client.hostile,
 * github/event.hostile, github/permissions.hostile, github/octokit.hostile,
 * github/job-marker.hostile, agent/trigger.hostile, jobs/run-job.hostile and visitors/action.hostile.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

describe('the key is removed however the service echoes it', () => {
  // Only the first character escaped, as in the report: no list of encodings can foresee every
  // mix, so the key must be removed from the decoded strings.
  const escaped = (text: string) =>
    `\\u${text.charCodeAt(0).toString(16).padStart(4, '0')}${text.slice(1)}`

  test('a visitors page echoing the key JSON-escaped does not put it in the file', async () => {
    emulator = await startStandIn({ visitors: hostileDataset(3) })
    const key = emulator.apiKey
    const raw = `{"totals":{"human":1,"ai":1,"total":2},"hasMore":false,"visitors":[{"path":"/${escaped(key)}","human":1,"ai":1,"total":2}]}`
    emulator.inject('visitors', { status: 200, raw })
    const workspace = mkdtempSync(join(tmpdir(), 'hostile-'))
    const run = await runAction({
      action: 'visitors',
      inputs: { projectId: 'docs', 'secret-key': key, 'base-url': emulator.url, format: 'json' },
      env: { GITHUB_WORKSPACE: workspace }
    })
    expect(run.code).toBe(0)
    const file = readFileSync(join(workspace, 'visitors.json'), 'utf8')
    rmSync(workspace, { recursive: true, force: true })
    expect(file).toContain('"path":"/***"')
    expect(file + run.summary + withoutMaskCommands(run.stdout)).not.toContain(key)
  })
})

describe('answers are read bounded', () => {
  test('an endless status answer ends in a clear error in bounded memory, keeping the job id', async () => {
    emulator = await startStandIn()
    emulator.inject('get', ...Array<Fault>(5).fill({ stream: 'flood' }))
    const dir = mkdtempSync(join(tmpdir(), 'flood-'))
    const run = await runAction({
      inputs: agentInputs(emulator, { 'request-timeout': '20s' }),
      event: issuesLabeled(7),
      env: { ...githubEnv(emulator), PEAK_RSS_FILE: join(dir, 'peak-rss') },
      nodeArgs: ['--import', join(ROOT, 'bench', 'peak-rss.mjs')]
    })
    // A bound on growth, not a speed target: without the cap the process grows by gigabytes.
    const peakMiB = Number(readFileSync(join(dir, 'peak-rss'), 'utf8')) / 1024
    rmSync(dir, { recursive: true, force: true })
    expect(peakMiB).toBeLessThan(200)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('could not be read: it is larger than 1048576 bytes')
    expect(run.outputs.jobId).toBe('job_1')
    expect(run.durationMs).toBeLessThan(20_000)
  })

  test('a body that trickles forever is ended by request-timeout', async () => {
    emulator = await startStandIn()
    emulator.inject('create', { stream: 'trickle' })
    const run = await runAction({
      inputs: agentInputs(emulator, { 'request-timeout': '500ms' }),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      'did not answer within 500ms (request-timeout) when trying to create a job'
    )
    expect(emulator.count('create')).toBe(1)
  })
})

describe('input from GitHub and from people', () => {
  test('a missing event file is named too', async () => {
    emulator = await startStandIn()
    const run = await runAction({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: { ...githubEnv(emulator), GITHUB_EVENT_PATH: '/nonexistent/event.json' }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::Could not read the event payload at GITHUB_EVENT_PATH (/nonexistent/event.json): ENOENT'
    )
  })
})

describe("people's text", () => {
  test("an outsider's 65 KB comment of nested hidden tags is refused at once, before it is read", async () => {
    emulator = await startStandIn()
    emulator.permissions.outsider = 'read'
    const body = `/agent ${'<div hidden><span style="display:none">'.repeat(1_600)}x`
    const run = await runAction({
      inputs: agentInputs(emulator),
      event: commented(99, body, 'outsider'),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Not starting the agent: outsider has read permission')
    expect(run.durationMs).toBeLessThan(10_000)
    expect(emulator.count('create')).toBe(0)
  })
})

describe('cancelled with a request in flight', () => {
  test('while the create is unanswered: the job may exist, check the dashboard', async () => {
    emulator = await startStandIn()
    emulator.inject('create', { hang: true })
    const run = await runAction({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: githubEnv(emulator),
      signal: { when: /::group::Agent job/, send: 'SIGTERM', afterMs: 300 }
    })
    expect(run.code).toBe(1)
    expect(run.durationMs - (run.signalledAtMs ?? 0)).toBeLessThan(5_000)
    expect(run.stdout).toContain(
      '::error::The run was cancelled while the job was being created: it may exist on the service. Check the dashboard before running again.'
    )
  })

  test('while a follow-up is unanswered: it may have been delivered, not "not delivered"', async () => {
    emulator = await startStandIn()
    emulator.inject('message', { hang: true })
    const run = await runAction({
      inputs: agentInputs(emulator, { messages: 'Also add a table\n---\nThen a summary' }),
      event: issuesLabeled(7),
      env: githubEnv(emulator),
      signal: { when: /Job job_1: active -> completed/, send: 'SIGINT', afterMs: 300 }
    })
    expect(run.code).toBe(1)
    expect(emulator.count('message')).toBe(1)
    expect(run.stdout).toContain(
      'The follow-up "Also add a table" was being sent and may have been delivered.'
    )
    expect(run.stdout).toContain('1 follow-up(s) not delivered: "Then a summary".')
  })
})

describe('visitors: nothing lost, nothing unbounded', () => {
  const visitors = (extra: Record<string, string>, env: Record<string, string> = {}) =>
    runExport(runAction, 'visitors', emulator, extra, env)

  test.each([
    ['a directory', (dir: string) => dir, 'EISDIR'],
    [
      'a path under a file',
      (dir: string) => (writeFileSync(join(dir, 'file'), ''), join(dir, 'file', 'v.csv')),
      'E'
    ],
    ['a full disk', () => '/dev/full', 'ENOSPC']
  ])(
    '%s as path: a clear error naming path, outputs set, no trace',
    async (_what, pathOf, code) => {
      emulator = await startStandIn({ visitors: hostileDataset(600) })
      const dir = mkdtempSync(join(tmpdir(), 'badpath-'))
      const path = pathOf(dir)
      const run = await visitors({ path })
      rmSync(dir, { recursive: true, force: true })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(
        `::error::Could not write the export to ${path} (input "path"): ${code}`
      )
      expect(run.outputs).toMatchObject({ path, complete: 'false', 'next-offset': '0' })
      expect(run.stderr).toBe('')
    }
  )
})

import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import { runApiDeploy } from '../../src/deploy/run.js'
import { DIRECT } from '../../src/http/stack.js'
import { fakeIO, type FakeIO } from '../helpers/fake-io.js'
import { apiSettings, pullEvent } from '../helpers/deploy-settings.js'
import { testTiming } from '../helpers/timing.js'

let emulator: Emulator
let io: FakeIO
let controller: AbortController
beforeEach(async () => {
  emulator = await new Emulator().start()
  io = fakeIO()
  controller = new AbortController()
})
afterEach(async () => {
  await emulator.close()
})

/** runApiDeploy against the stand-in, on a clock that moves as the loop waits. */
function run(inputs: Record<string, string> = {}, event?: ReturnType<typeof pullEvent>) {
  let now = 0
  const settings = apiSettings(
    {
      'base-url': emulator.url,
      'secret-key': emulator.apiKey,
      'github-token': emulator.githubToken,
      ...inputs
    },
    event,
    { GITHUB_API_URL: emulator.githubUrl }
  )
  const time = testTiming({
    now: () => now,
    sleep: ms => {
      now += ms
      return Promise.resolve()
    },
    signal: controller.signal
  })
  return runApiDeploy(settings, { io, time, startedAt: 0, http: DIRECT })
}

const lines = (level: string) => io.lines.filter(l => l.startsWith(`${level}:`))

describe('runApiDeploy', () => {
  test('a success: the outputs, the summary, the message, a pass; nothing of the logs in the log', async () => {
    expect(await run()).toEqual({ kind: 'passed' })
    expect(io.outputs).toMatchObject({
      status: 'success',
      'status-id': 'st_1',
      url: 'https://acme.mintlify.app',
      'preview-url': ''
    })
    expect(io.summaries).toHaveLength(1)
    expect(io.summaries[0]?.split('\n')[0]).toBe('## ✅ Deployed')
    expect(lines('info').at(-1)).toMatch(
      /^info: The deployment succeeded in .*: https:\/\/acme\.mintlify\.app\.$/
    )
    expect(lines('warning')).toEqual([])
    expect(io.lines).not.toContain('group: The last 3 log lines')
    expect(emulator.requests.filter(r => r.path.startsWith('/github/'))).toEqual([])
  })

  test('a failure fails the step and prints its last log-lines lines in a group', async () => {
    emulator.deployScript = { steps: ['failure'], logs: ['a', 'b', 'c'] }
    const result = await run({ 'log-lines': '2' })
    expect(result.kind === 'failed' && result.message).toMatch(
      /^The deployment failed in .* \(status st_1\): Build failed: docs\.json is invalid\.$/
    )
    const at = io.lines.indexOf('group: The last 2 log lines')
    expect(io.lines.slice(at, at + 4)).toEqual([
      'group: The last 2 log lines',
      'info: b',
      'info: c',
      'endgroup'
    ])
    expect(io.outputs.status).toBe('failure')
  })

  test('log-lines 0: no log lines in the log either; fewer lines than asked: every one', async () => {
    emulator.deployScript = { steps: ['failure'], logs: ['a', 'b', 'c'] }
    await run({ 'log-lines': '0' })
    expect(io.lines.filter(l => l.startsWith('group:'))).toEqual([])
    io.lines.length = 0
    await run({ 'log-lines': '20' })
    expect(io.lines.filter(l => l.startsWith('group:'))).toEqual(['group: The last 3 log lines'])
  })

  test('a failure without logs: no group', async () => {
    emulator.deployScript = { steps: ['failure'], logs: [] }
    await run()
    expect(io.lines.filter(l => l.startsWith('group:'))).toEqual([])
  })

  test('another word that ended: a pass with a warning, and the output other', async () => {
    emulator.deployScript = { steps: ['skipped'], ended: true }
    expect(await run()).toEqual({ kind: 'passed' })
    emulator.violations.length = 0
    expect(lines('warning')).toEqual([
      expect.stringContaining('with status "skipped"') as unknown as string
    ])
    expect(io.outputs.status).toBe('other')
  })

  test("a fork's branch that names one of this repository's: nothing sent, a warning, a pass, empty outputs", async () => {
    expect(await run({ mode: 'preview' }, pullEvent('develop', true))).toEqual({ kind: 'passed' })
    expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toEqual([])
    expect(lines('warning')).toEqual([
      expect.stringContaining(
        'warning: No preview: this pull request comes from a fork\'s branch "develop", and this repository has a branch of that name'
      ) as unknown as string
    ])
    expect(io.outputs).toEqual({
      status: '',
      'status-id': '',
      url: '',
      'preview-url': '',
      'ended-at': ''
    })
    expect(io.summaries[0]).toContain('## ⏭️ Nothing was deployed')
    expect(io.summaries[0]).toContain('| Preview of `develop` | skipped |')
    expect(emulator.commentsOn(12)).toEqual([])
  })

  test("a fork's branch GitHub cannot say of: the step fails before anything is sent", async () => {
    emulator.always('branch', { status: 500, body: { message: 'boom' } })
    const result = await run({ mode: 'preview' }, pullEvent('fix-typo', true))
    expect(result.kind === 'failed' && result.message).toContain(
      'could not be checked (GitHub answered 500)'
    )
    expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toEqual([])
    expect(io.outputs).toEqual({})
    expect(io.summaries).toEqual([])
  })

  test("a fork's free branch is previewed, its comment kept", async () => {
    expect(await run({ mode: 'preview' }, pullEvent('fix-typo', true))).toEqual({ kind: 'passed' })
    expect(emulator.count('deploy-preview')).toBe(1)
    expect(emulator.commentsOn(12)).toHaveLength(1)
    expect(emulator.commentsOn(12)[0]?.body).toContain('### ✅ Docs preview: ready')
    expect(io.outputs['preview-url']).toBe('https://acme-fix-typo.mintlify.site')
  })

  test('the status id is an output as soon as the trigger is answered, before the wait ends', async () => {
    emulator.deployScript = { steps: ['in_progress'] }
    const seen: (string | undefined)[] = []
    emulator.onRequest = r =>
      void (r.route === 'deploy-status' ? seen.push(io.outputs['status-id']) : undefined)
    await run({ timeout: '3s' })
    expect(seen[0]).toBe('st_1')
  })

  test("a trigger refused: the service's message fails the step", async () => {
    emulator.keyScope = 'read'
    const result = await run()
    expect(result.kind === 'failed' && result.message).toContain(
      'it lacks the "write" scope this request needs'
    )
    expect(result.kind === 'failed' && result.message).not.toContain('cancelled')
    expect(io.summaries[0]?.split('\n')[0]).toBe('## ❌ Nothing was triggered')
  })

  test('a projectId the service does not know: the step fails, and the summary says why', async () => {
    await emulator.close()
    emulator = await new Emulator({ projects: ['docs'] }).start()
    const result = await run({ projectId: 'not-ours' })
    const message =
      'The service refused the trigger: nothing was deployed. Project "not-ours" was not found: check the projectId input (the dashboard\'s API keys page shows it), and that secret-key is an admin key of the organization the project belongs to (404 Not Found): Project not-ours not found.'
    expect(result).toEqual({ kind: 'failed', message })
    expect(io.summaries).toEqual([
      [
        '## ❌ Nothing was triggered',
        '',
        'The service refused the trigger: nothing was deployed. Project &quot;not-ours&quot; was not found: check the projectId input (the dashboard&#39;s API keys page shows it), and that secret-key is an admin key of the organization the project belongs to (404 Not Found): Project not-ours not found.',
        '',
        '| Deployment | not-triggered |',
        '| --- | --- |',
        ''
      ].join('\n')
    ])
    expect(io.outputs).toMatchObject({ status: '', 'status-id': '', url: '' })
    expect(emulator.requests.map(r => r.route)).toEqual(['deploy-update'])
  })

  test('a trigger whose answer was lost may have deployed: not said to have deployed nothing', async () => {
    emulator.inject('deploy-update', { status: 502, body: { error: 'Bad gateway' } })
    const result = await run()
    expect(result.kind === 'failed' && result.message).toContain(
      'It may have started a deployment all the same: look on the dashboard'
    )
    expect(result.kind === 'failed' && result.message).not.toContain('nothing was deployed')
    expect(io.summaries[0]?.split('\n')[0]).toBe('## ❌ The trigger was not answered')
    expect(emulator.count('deploy-update')).toBe(1)
  })

  test('cancelled before the trigger was answered: said so', async () => {
    emulator.onRequest = r => (r.route === 'deploy-update' ? controller.abort() : undefined)
    emulator.inject('deploy-update', { delayMs: 200 })
    const result = await run()
    expect(result.kind === 'failed' && result.message).toMatch(
      /^The run was cancelled before the service answered the trigger: /
    )
    expect(io.summaries[0]?.split('\n')[0]).toBe('## 🛑 Cancelled before the trigger was answered')
  })
})

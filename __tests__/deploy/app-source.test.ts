import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import type { ScriptedCheck } from '../../emulator/github-checks.js'
import { Emulator } from '../../emulator/server.js'
import { waitForApp } from '../../src/deploy/app-source.js'
import { DIRECT } from '../../src/http/stack.js'
import { fakeIO, type FakeIO } from '../helpers/fake-io.js'
import { githubSettings } from '../helpers/deploy-settings.js'
import { testTiming } from '../helpers/timing.js'

const SHA = 'c'.repeat(40)
const SITE = 'https://acme.mintlify.app'
let emulator: Emulator
let io: FakeIO
beforeEach(async () => {
  emulator = await new Emulator().start()
  io = fakeIO()
})
afterEach(async () => {
  await emulator.close()
})

/** Waits for the app's deployment of SHA with `inputs`, on a clock that moves as the loop waits. */
function wait(inputs: Record<string, string> = {}, cancelAfterReads?: number) {
  let now = 0
  const controller = new AbortController()
  const settings = githubSettings(
    {
      sha: SHA,
      'github-token': emulator.githubToken,
      timeout: '10s',
      'poll-interval': '1s',
      ...inputs
    },
    undefined,
    { GITHUB_API_URL: emulator.githubUrl }
  )
  const before = emulator.count('deployments')
  emulator.onRequest = request => {
    const reads = emulator.count('deployments') - before
    if (request.route === 'deployments' && reads === cancelAfterReads) controller.abort()
  }
  const time = testTiming({
    now: () => now,
    sleep: ms => {
      now += ms
      return Promise.resolve()
    },
    signal: controller.signal
  })
  return waitForApp(settings, { io, time, startedAt: 0, http: DIRECT })
}

const app = (steps: ScriptedCheck['steps'], extra: Partial<ScriptedCheck> = {}): ScriptedCheck => ({
  name: 'Production',
  source: 'deployment',
  steps,
  url: SITE,
  ...extra
})
const id = () =>
  Number(
    emulator.requests
      .find(r => r.route === 'deployment-statuses')
      ?.path.split('/')
      .at(-2)
  )
const info = () => io.lines.filter(l => l.startsWith('info'))

describe('waitForApp', () => {
  test("the app's success: the outputs, each state once in the log, a summary, and a pass", async () => {
    emulator.checks.set(SHA, [app(['pending', 'pending', 'in_progress', 'success'])])
    expect(await wait()).toEqual({ kind: 'passed' })
    const deployment = id()
    expect(io.outputs).toEqual({
      status: 'success',
      url: SITE,
      'deployment-id': String(deployment)
    })
    expect(info()).toEqual([
      `info: Waiting for a deployment of commit ${SHA} by Mintlify's GitHub app (mintlify[bot]), up to 10s.`,
      `info: Deployment ${deployment} to "Production": in_progress.`,
      `info: Deployment ${deployment} to "Production": success.`,
      `info: Deployment ${deployment} to "Production" succeeded after 4s of waiting: ${SITE}.`
    ])
    expect(io.summaries).toEqual([
      [
        "## ✅ Deployed (Mintlify's GitHub app)",
        '',
        `Deployment ${deployment} to &quot;Production&quot; succeeded after 4s of waiting: https&#58;//acme.mintlify.app.`,
        '',
        `| Commit | \`${SHA}\` |`,
        '| --- | --- |',
        '| Environment | Production |',
        '| State | success |',
        '| Site | [https&#58;//acme.mintlify.app/](https://acme.mintlify.app/) |',
        '| Waited | 4s |',
        ''
      ].join('\n')
    ])
  })

  test('a success without a link says none', async () => {
    emulator.checks.set(SHA, [app(['success'], { url: undefined })])
    expect(await wait()).toEqual({ kind: 'passed' })
    expect(io.outputs.url).toBe('')
    expect(info().at(-1)).toMatch(/succeeded after 1s of waiting\.$/)
    expect(io.summaries[0]).not.toContain('| Site |')
  })

  test.each([
    ['failure', 'Build failed', ': Build failed'],
    ['error', '', '']
  ] as const)("the app's %s fails the step, with what it said", async (step, summary, said) => {
    emulator.checks.set(SHA, [app([step], { name: 'Preview', summary })])
    const result = await wait({ environment: 'Preview' })
    expect(result).toEqual({
      kind: 'failed',
      message: `Deployment ${id()} to "Preview" ended "${step}"${said}.`
    })
    expect(io.outputs.status).toBe(step)
    expect(io.summaries[0]?.split('\n')[0]).toBe("## ❌ Not deployed (Mintlify's GitHub app)")
    expect(info()[0]).toContain('Waiting for a deployment to "Preview" of commit')
  })

  test('none of the app within timeout: what to check, with and without environment', async () => {
    emulator.checks.set(SHA, [app(['success'], { by: 'mallory' })])
    const hint =
      'The app makes one within moments of a push it deploys, on a repository it is installed on: check that the Mintlify GitHub app is installed on this repository, that sha is a commit it deploys (one of the deployment branch, say), or deploy with source: api (a Mintlify admin key) instead.'
    expect(await wait({ timeout: '2s' })).toEqual({
      kind: 'failed',
      message: `No deployment of commit ${SHA} by Mintlify's GitHub app (mintlify[bot]) appeared within 2s (timeout). ${hint}`
    })
    expect(io.outputs).toEqual({ status: '', url: '', 'deployment-id': '' })
    expect(io.summaries[0]).toBe(
      [
        "## ❌ Not deployed (Mintlify's GitHub app)",
        '',
        `No deployment of commit ${SHA} by Mintlify&#39;s GitHub app (mintlify\\[bot\\]) appeared within 2s (timeout). The app makes one within moments of a push it deploys, on a repository it is installed on: check that the Mintlify GitHub app is installed on this repository, that sha is a commit it deploys (one of the deployment branch, say), or deploy with source: api (a Mintlify admin key) instead.`,
        '',
        `| Commit | \`${SHA}\` |`,
        '| --- | --- |',
        '| Waited | 2s |',
        ''
      ].join('\n')
    )
    const other = await wait({ timeout: '2s', environment: 'Docs' })
    expect(other.kind === 'failed' && other.message).toContain(
      `by Mintlify's GitHub app (mintlify[bot]) to "Docs" appeared within 2s (timeout). The app makes one within moments of a push it deploys, on a repository it is installed on: check that the Mintlify GitHub app is installed on this repository, that sha is a commit it deploys (one of the deployment branch, say), that environment names one of the app's environments (the deployments page of the repository lists them), or deploy with source: api`
    )
  })

  test('none of the app after 3 minutes: a warning once, long before the timeout', async () => {
    const result = await wait({ timeout: '20m' })
    const warnings = io.lines.filter(l => l.startsWith('warning'))
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warning: No deployment of commit ${SHA} by Mintlify's GitHub app \\(mintlify\\[bot\\]\\) has appeared after 3m( \\d+s)? of waiting\\. The app makes one within moments .* check that the Mintlify GitHub app is installed on this repository, .* or deploy with source: api \\(a Mintlify admin key\\) instead\\. Waiting on until 20m \\(timeout\\)\\.$`
        )
      )
    ])
    expect(result.kind === 'failed' && result.message).toContain(
      'appeared within 20m (timeout). The app makes one within moments of a push it deploys'
    )
  })

  test('the hint comes at half a timeout shorter than 6 minutes; cancelled after it, the verdict repeats it', async () => {
    const reads = () => emulator.count('deployments')
    await wait({ timeout: '2m' })
    expect(io.lines.filter(l => l.startsWith('warning'))).toEqual([
      expect.stringContaining('has appeared after 1m of waiting.')
    ])
    const all = reads()
    io = fakeIO()
    // Cancelled at the last look of the same wait: past the hint.
    const cancelled = await wait({ timeout: '2m' }, all - 1)
    expect(io.lines.filter(l => l.startsWith('warning'))).toHaveLength(1)
    expect(cancelled.kind === 'failed' && cancelled.message).toMatch(
      /^The run was cancelled while waiting for the app's deployment of commit c+\. None had appeared after 1m( \d+s)?\. The app makes one within moments .* or deploy with source: api/
    )
  })

  test("the app's deployment seen: no hint, however long it takes", async () => {
    emulator.checks.set(SHA, [app(['pending'])])
    const result = await wait({ timeout: '10m' })
    expect(result.kind === 'failed' && result.message).toMatch(/was still "\w+" after 10m/)
    expect(io.lines.filter(l => l.startsWith('warning'))).toEqual([])
  })

  test('still going at timeout: its last state', async () => {
    emulator.checks.set(SHA, [app(['in_progress'])])
    const result = await wait({ timeout: '3s' })
    expect(result).toEqual({
      kind: 'failed',
      message: `Deployment ${id()} to "Production" was still "in_progress" after 3s (timeout).`
    })
    expect(io.outputs.status).toBe('in_progress')
    expect(info().filter(l => l.includes('in_progress'))).toHaveLength(1)
  })

  test('the deployments cannot be read: the permission to give', async () => {
    emulator.always('deployments', { status: 403, body: { message: 'Resource not accessible' } })
    expect(await wait()).toEqual({
      kind: 'failed',
      message: `Could not read the deployments of commit ${SHA} (403): give the workflow "permissions: deployments: read".`
    })
  })

  test('more than the cap of deployments by others: a warning once, and a timeout that says so', async () => {
    emulator.checks.set(SHA, [
      ...Array.from({ length: 1000 }, () => app(['success'], { by: 'mallory' })),
      app(['success'])
    ])
    const result = await wait({ timeout: '3s' })
    const why = `Commit ${SHA} has more than 1,000 deployments, none of the newest 1,000 by Mintlify's GitHub app, and no more are read (a cap): the app's deployment is not known. Name the app's environment with environment, so that only deployments to it are listed.`
    expect(result).toEqual({ kind: 'failed', message: `${why} That was so until 3s (timeout).` })
    expect(io.lines.filter(l => l.startsWith('warning'))).toEqual([
      `warning: ${why} Waiting on it: the next looks read the newest again.`
    ])
    const named = await wait({ timeout: '2s', environment: 'Production' })
    expect(named.kind === 'failed' && named.message).toBe(
      `Commit ${SHA} has more than 1,000 deployments to "Production", none of the newest 1,000 by Mintlify's GitHub app, and no more are read (a cap): the app's deployment is not known. That was so until 2s (timeout).`
    )
  })

  test("more than the cap of statuses by others on the app's: its state is not known", async () => {
    emulator.checks.set(SHA, [app(['success'], { statusesByOthers: 1000 })])
    const result = await wait({ timeout: '2s' })
    expect(result).toEqual({
      kind: 'failed',
      message: `Deployment ${id()} to "Production" by Mintlify's GitHub app has more than 1,000 statuses, none of the newest 1,000 by the app, and no more are read (a cap): its state is not known. That was so until 2s (timeout).`
    })
    expect(io.outputs).toEqual({ status: '', url: '', 'deployment-id': '' })
  })

  test("a look past the cap, then the app found: the verdict is the app's", async () => {
    emulator.checks.set(SHA, [app(['success'], { statusesByOthers: 1000 })])
    emulator.onRequest = undefined
    let reads = 0
    const original = emulator.checks.get(SHA) ?? []
    const result = wait()
    emulator.onRequest = request => {
      if (request.route === 'deployments' && ++reads === 2)
        emulator.checks.set(SHA, [{ ...original[0]!, statusesByOthers: 0 }])
    }
    expect(await result).toEqual({ kind: 'passed' })
  })

  test('cancelled while waiting: said, before and after the deployment is seen', async () => {
    emulator.checks.set(SHA, [app(['pending'])])
    const seen = await wait({}, 2)
    expect(seen).toEqual({
      kind: 'failed',
      message: `The run was cancelled while waiting for deployment ${id()} to "Production" of commit ${SHA}.`
    })
    emulator.checks.set(SHA, [])
    const none = await wait({}, 1)
    expect(none.kind === 'failed' && none.message).toBe(
      `The run was cancelled while waiting for the app's deployment of commit ${SHA}.`
    )
  })

  test('a dry run reads nothing', async () => {
    expect(await wait({ 'dry-run': 'true' })).toEqual({ kind: 'passed' })
    expect(info()).toEqual([
      `info: Waiting for a deployment of commit ${SHA} by Mintlify's GitHub app (mintlify[bot]), up to 10s.`,
      "info: Dry run (dry-run: true): nothing was read; the run would read the commit's deployments and their statuses until one of the app's ends."
    ])
    expect(emulator.requests).toEqual([])
  })

  test('no github-token: what it needs', async () => {
    expect(await wait({ 'github-token': '' })).toEqual({
      kind: 'failed',
      message:
        'source: github reads the commit\'s deployments on GitHub, which needs github-token (the default, `${{ github.token }}`, with "permissions: deployments: read") and GITHUB_REPOSITORY.'
    })
  })
})

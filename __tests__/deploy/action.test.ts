import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Emulator } from '../../emulator/server.js'
import { deployAction } from '../../src/deploy/action.js'
import { DEPLOY_INPUTS, type DeploySettings } from '../../src/deploy/settings.js'
import { DIRECT } from '../../src/http/stack.js'
import { fakeIO, type FakeIO } from '../helpers/fake-io.js'
import { pullEvent } from '../helpers/deploy-settings.js'
import { testTiming } from '../helpers/timing.js'

let emulator: Emulator
beforeEach(async () => {
  emulator = await new Emulator().start()
})
afterEach(async () => {
  await emulator.close()
})

const dir = mkdtempSync(join(tmpdir(), 'deploy-action-'))

/** The action's settings as it reads them from `io`, and a run of it with a clock that moves. */
async function act(inputs: Record<string, string>, event?: ReturnType<typeof pullEvent>) {
  const path = join(dir, `${Math.random()}.json`)
  writeFileSync(path, JSON.stringify(event?.payload ?? {}))
  const io: FakeIO = fakeIO(
    { 'base-url': emulator.url, 'github-token': emulator.githubToken, ...inputs },
    {
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_EVENT_PATH: path,
      GITHUB_EVENT_NAME: event?.name ?? 'push',
      GITHUB_API_URL: emulator.githubUrl,
      GITHUB_SHA: 'c'.repeat(40)
    }
  )
  let now = 0
  const time = testTiming({
    now: () => now,
    sleep: ms => {
      now += ms
      return Promise.resolve()
    }
  })
  const settings: DeploySettings = deployAction.readSettings(io)
  const result = await deployAction.run(settings, { io, time, startedAt: 0, http: DIRECT })
  return { io, settings, result }
}

const key = { projectId: 'docs', 'secret-key': 'mint_test_key_0123456789' }

describe('deployAction', () => {
  test('masks the key and the token; declares the inputs of deploy/action.yml', () => {
    expect(deployAction.secretInputs).toEqual(['secret-key', 'github-token'])
    expect(deployAction.inputs).toBe(DEPLOY_INPUTS)
  })

  test("reads its settings from the step's inputs and the runner's environment", async () => {
    const { settings } = await act({ source: 'github', 'dry-run': 'true' })
    expect(settings).toMatchObject({ source: 'github', sha: 'c'.repeat(40), dryRun: true })
  })

  test('source: api triggers and follows; source: github waits for the app', async () => {
    expect((await act(key)).result).toEqual({ kind: 'passed' })
    expect(emulator.count('deploy-update')).toBe(1)
    emulator.checks.set('c'.repeat(40), [
      { name: 'Production', source: 'deployment', steps: ['success'] }
    ])
    expect((await act({ source: 'github' })).result).toEqual({ kind: 'passed' })
    expect(emulator.count('deployments')).toBe(1)
  })

  test('a dry run of an update: the trigger and the reads as they would be sent, the wait; nothing sent', async () => {
    const { io, result } = await act({
      ...key,
      'dry-run': 'true',
      timeout: '5m',
      'poll-interval': '20s'
    })
    expect(result).toEqual({ kind: 'passed' })
    expect(emulator.requests).toEqual([])
    expect(io.lines).toEqual([
      'info: Dry run (dry-run: true): nothing is created on the service and nothing is commented.',
      'info: The requests this run would send, each with "Authorization: Bearer ***":',
      `info: 1. POST ${emulator.url}/v1/project/update/docs`,
      `info: 2. GET ${emulator.url}/v1/project/update-status/{statusId} (every 1s to 20s until it ends, {statusId} from the answer)`,
      'info: The run would wait up to 5m (timeout) for the status to end success or failure; success passes the step, failure and timeout fail it.',
      'info: Nothing is sent: the deployment endpoints have no read-only request that could check the key without triggering a deployment.',
      'info: Dry run: nothing was sent.'
    ])
  })

  test("a dry run of a fork's preview: the branch, the check it would make first, the comment, the mirror", async () => {
    const { io } = await act(
      { ...key, 'dry-run': 'true', mode: 'preview', 'github-deployment': 'true' },
      pullEvent('fix-typo', true)
    )
    expect(emulator.requests).toEqual([])
    expect(io.lines).toContain(`info: 1. POST ${emulator.url}/v1/project/preview/docs`)
    expect(io.lines).toContain('info:    body: {"branch":"fix-typo"}')
    const notes = io.lines.filter(l => l.startsWith('info: It would'))
    expect(notes).toEqual([
      'info: It would first ask GitHub whether this repository has a branch named "fix-typo" (GET /repos/{owner}/{repo}/branches/{branch}), and a tag: a fork\'s branch that names one of this repository\'s, or that Git reads as another reference, is not previewed.',
      "info: It would keep one comment on pull request #12 up to date with the preview's status and link.",
      'info: It would mirror the verdict as a GitHub deployment to "mintlify-preview".'
    ])
  })

  test('a dry run of a preview from this repository, or with comment: false: no check, no comment', async () => {
    const own = await act(
      { ...key, 'dry-run': 'true', mode: 'preview' },
      pullEvent('fix-typo', false)
    )
    expect(own.io.lines.filter(l => l.startsWith('info: It would'))).toEqual([
      "info: It would keep one comment on pull request #12 up to date with the preview's status and link."
    ])
    const quiet = await act(
      { ...key, 'dry-run': 'true', mode: 'preview', comment: 'false' },
      pullEvent('fix-typo', true)
    )
    expect(quiet.io.lines.filter(l => l.startsWith('info: It would'))).toHaveLength(1)
    const other = await act(
      { ...key, 'dry-run': 'true', mode: 'preview', branch: 'other' },
      pullEvent('fix-typo', true)
    )
    expect(other.io.lines.filter(l => l.startsWith('info: It would first'))).toEqual([])
    const noPull = await act({ ...key, 'dry-run': 'true', mode: 'preview', branch: 'x' })
    expect(noPull.io.lines.filter(l => l.startsWith('info: It would'))).toEqual([])
    const update = await act({ ...key, 'dry-run': 'true' }, pullEvent('fix-typo', true))
    expect(update.io.lines.filter(l => l.startsWith('info: It would'))).toEqual([])
  })
})

import { describe, expect, test } from '@jest/globals'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import { DEPLOY_SHA } from '../../emulator/deploy.js'
import { useStandIn } from './stand-in.js'
import { deployStep } from '../helpers/deploy-edges.js'

/**
 * The deploy action end to end: dist/deploy/index.js as the runner runs it, against the stand-in's
 * deployment endpoints (checked against openapi.json) and its GitHub. Here, what only a process
 * shows: a whole update, waits and timeouts on the real clock (a status that never ends, a 429's
 * window, an answer that never ends) and a cancel by SIGINT. Every other case runs in process, in
 * __tests__/deploy/action.flow.test.ts.
 */

const emulator = useStandIn()

const deploy = deployStep(runAction, emulator)

const errorLines = (run: ActionRun) => run.stdout.split('\n').filter(l => l.startsWith('::error'))

describe('mode: update', () => {
  test('success: the outputs, and a summary with the commit, the files and the logs', async () => {
    const run = await deploy()
    expect(errorLines(run)).toEqual([])
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({
      status: 'success',
      'status-id': 'st_1',
      url: 'https://acme.mintlify.app',
      'preview-url': ''
    })
    expect(Date.parse(run.outputs['ended-at'] ?? '')).not.toBeNaN()
    expect(emulator.count('deploy-update')).toBe(1)
    expect(emulator.count('deploy-status')).toBe(3)
    expect(run.summary).toContain('## ✅ Deployed')
    expect(run.summary).toContain(`| Commit | \`${DEPLOY_SHA}\` |`)
    expect(run.summary).toContain('| Message | Update the quickstart |')
    expect(run.summary).toContain('- Modified (2): `quickstart.mdx`, `docs.json`')
    expect(run.summary).toContain('Building 42 pages')
  })

  test('a status that never ends is bounded by timeout; the error names the status and how to look it up', async () => {
    emulator.deployScript = { steps: ['queued', 'in_progress'] }
    const run = await deploy({ timeout: '1s' })
    expect(run.code).toBe(1)
    expect(errorLines(run)[0]).toContain('had not ended after 1s (timeout), status st_1')
    expect(errorLines(run)[0]).toContain(`GET ${emulator.url}/v1/project/update-status/st_1`)
    expect(run.outputs['status-id']).toBe('st_1')
    expect(run.outputs.status).toBe('in_progress')
    expect(run.durationMs).toBeLessThan(10_000)
  })

  test('a 429 with Retry-After is waited out as asked, then the trigger is sent again', async () => {
    const sent: number[] = []
    emulator.onRequest = r => (r.route === 'deploy-update' ? sent.push(Date.now()) : undefined)
    emulator.inject('deploy-update', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: 'Too many requests' }
    })
    const run = await deploy()
    expect(run.code).toBe(0)
    expect(sent).toHaveLength(2)
    expect((sent[1] ?? 0) - (sent[0] ?? 0)).toBeGreaterThanOrEqual(950)
  })

  test("a 429 without Retry-After waits the limit's documented window (10 s, scaled for tests), not a blind backoff", async () => {
    const sent: number[] = []
    emulator.onRequest = r => (r.route === 'deploy-update' ? sent.push(Date.now()) : undefined)
    const limited = { status: 429, body: { error: 'Too many requests' } }
    emulator.inject('deploy-update', limited, limited)
    // MINTLIFY_ACTION_RETRY_DELAY 50ms is a twentieth of 1s: the 10 s window is 0.5 s, ten times
    // the backoff a blind retry would wait.
    const run = await deploy({}, { env: { MINTLIFY_ACTION_RETRY_DELAY: '50ms' } })
    expect(run.code).toBe(0)
    expect(sent).toHaveLength(3)
    for (const gap of [sent[1]! - sent[0]!, sent[2]! - sent[1]!]) {
      expect(gap).toBeGreaterThanOrEqual(475)
      expect(gap).toBeLessThan(1500)
    }
  })

  test('cancelled while waiting: the step fails as cancelled and says the deployment goes on', async () => {
    emulator.deployScript = { steps: ['queued', 'in_progress'] }
    const run = await deploy({}, { signal: { when: /Status st_1: in_progress/, send: 'SIGINT' } })
    expect(run.code).toBe(1)
    expect(errorLines(run)[0]).toContain(
      'The run was cancelled while waiting for status st_1 ("in_progress" at the last check): the deployment was not stopped. It goes on on the service'
    )
    expect(run.outputs['status-id']).toBe('st_1')
  })

  describe('a status answer that never ends', () => {
    test('is still stopped by request-timeout on the real clock: the step fails, saying so', async () => {
      emulator.always('deploy-status', { stream: 'flood' })
      const run = await deploy({ 'request-timeout': '300ms', timeout: '10s' })
      expect(run.code).toBe(1)
      expect(errorLines(run)[0]).toContain(
        'did not answer within 300ms (request-timeout) when trying to read deployment status "st_1"'
      )
      expect(run.durationMs).toBeLessThan(20_000)
    })
  })
})

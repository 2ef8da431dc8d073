import { describe, expect, test } from '@jest/globals'
import { deployOnce } from '../../src/deployments/deploy-once.js'
import type { DeployRequest } from '../../src/deployments/request.js'
import type { Bound } from '../../src/service/agent.js'
import type { DeployApi, DeployStatus } from '../../src/service/deploy.js'
import { ServiceError } from '../../src/service/errors.js'
import { fakeIO } from '../helpers/fake-io.js'
import { testTiming } from '../helpers/timing.js'

const status = (word: string, endedAt?: number): DeployStatus => ({
  statusId: 'st_1',
  status: word,
  createdAt: undefined,
  endedAt,
  summary: undefined,
  logs: [],
  subdomain: 'acme',
  commit: undefined
})

const request: DeployRequest = {
  mode: 'update',
  projectId: 'docs',
  branch: undefined,
  baseUrl: new URL('https://api.mintlify.com'),
  timeoutMs: 60_000,
  pollIntervalMs: 1_000
}

/** A service that queues `st_1` and reads `words` in turn, on a clock that moves as the loop waits. */
function harness(words: string[], trigger?: () => Promise<never>) {
  let now = 5_000
  const calls: string[] = []
  const bounds: (Bound | undefined)[] = []
  let reads = 0
  const api: DeployApi = {
    triggerUpdate: (projectId, bound) => {
      calls.push(`update ${projectId}`)
      bounds.push(bound)
      return trigger?.() ?? Promise.resolve({ statusId: 'st_1', previewUrl: undefined })
    },
    triggerPreview: (projectId, branch, bound) => {
      calls.push(`preview ${projectId} ${branch}`)
      bounds.push(bound)
      return (
        trigger?.() ??
        Promise.resolve({ statusId: 'st_1', previewUrl: 'https://acme-fix.mintlify.site' })
      )
    },
    getStatus: statusId => {
      calls.push(`status ${statusId}`)
      const word = words[Math.min(reads++, words.length - 1)] ?? 'queued'
      return Promise.resolve(status(word, word === 'skipped' ? 1 : undefined))
    }
  }
  const time = testTiming({
    now: () => now,
    sleep: ms => {
      now += ms
      return Promise.resolve()
    }
  })
  return { api, io: fakeIO(), time, calls, bounds, now: () => now }
}

describe('deployOnce', () => {
  test('an update: triggered within the deadline, told queued before the wait, followed to its verdict', async () => {
    const h = harness(['queued', 'success'])
    const queued: string[] = []
    const deployed = await deployOnce(request, h.api, { io: h.io, time: h.time }, triggered => {
      queued.push(`${triggered.statusId} after ${h.calls.length} call(s)`)
      return Promise.resolve()
    })
    expect(deployed).toEqual({
      kind: 'ended',
      end: {
        kind: 'success',
        mode: 'update',
        branch: undefined,
        statusId: 'st_1',
        status: status('success'),
        url: 'https://acme.mintlify.app',
        elapsedMs: h.now() - 5_000,
        message: `The deployment succeeded in ${(h.now() - 5_000) / 1000}s: https://acme.mintlify.app.`
      }
    })
    expect(queued).toEqual(['st_1 after 1 call(s)'])
    expect(h.calls).toEqual(['update docs', 'status st_1', 'status st_1'])
    expect(h.bounds[0]?.deadline).toBe(65_000)
    expect(h.bounds[0]?.signal?.aborted).toBe(false)
    expect(h.io.lines).toEqual([
      'info: Triggering a deployment of project docs.',
      'info: Queued: status st_1.',
      'info: Status st_1: queued.',
      'info: Status st_1: success.',
      'debug: 2 status check(s).'
    ])
  })

  test("a preview: its branch, and where it will be; the wait is from the trigger's answer", async () => {
    const h = harness(['success'])
    const preview = { ...request, mode: 'preview' as const, branch: 'fix' }
    const deployed = await deployOnce(preview, h.api, { io: h.io, time: h.time })
    expect(deployed.kind === 'ended' && deployed.end).toMatchObject({
      kind: 'success',
      mode: 'preview',
      branch: 'fix',
      url: 'https://acme-fix.mintlify.site'
    })
    expect(h.calls[0]).toBe('preview docs fix')
    expect(h.io.lines.slice(0, 2)).toEqual([
      'info: Triggering a preview of branch "fix" in project docs.',
      'info: Queued: status st_1, preview at https://acme-fix.mintlify.site.'
    ])
  })

  test("the trigger is bounded by the run's cancel and by timeout, a preview's as an update's", async () => {
    const h = harness(['success'])
    const controller = new AbortController()
    const time = { ...h.time, signal: controller.signal }
    const quick = { ...request, timeoutMs: 100 }
    await deployOnce(quick, h.api, { io: h.io, time })
    await deployOnce({ ...quick, mode: 'preview', branch: 'fix' }, h.api, { io: h.io, time })
    expect(h.bounds.map(b => b?.deadline)).toEqual([expect.any(Number), expect.any(Number)])
    expect(h.bounds.map(b => b?.signal?.aborted)).toEqual([false, false])
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(h.bounds.map(b => b?.signal?.aborted)).toEqual([true, true])
    const again = harness(['success'])
    await deployOnce(request, again.api, {
      io: again.io,
      time: { ...again.time, signal: controller.signal }
    })
    controller.abort()
    expect(again.bounds[0]?.signal?.aborted).toBe(true)
  })

  test('a preview without a branch names ""', async () => {
    const h = harness(['success'])
    await deployOnce({ ...request, mode: 'preview' }, h.api, { io: h.io, time: h.time })
    expect(h.calls[0]).toBe('preview docs ')
    expect(h.io.lines[0]).toBe('info: Triggering a preview of branch "" in project docs.')
  })

  test('a word outside the contract without an end is named once, as a warning', async () => {
    const h = harness(['paused', 'paused', 'success'])
    await deployOnce(request, h.api, { io: h.io, time: h.time })
    expect(h.io.lines.filter(l => l.startsWith('warning'))).toEqual([
      'warning: Status st_1 is "paused", which the service\'s contract does not list, and says no end time: waiting on it until it ends or timeout.'
    ])
  })

  test('a trigger that fails for good: not triggered, with its error, nothing followed', async () => {
    const error = new ServiceError(
      'Refused.',
      { kind: 'status', status: 403 },
      { method: 'POST', path: '/x' }
    )
    const h = harness([], () => Promise.reject(error))
    const queued: string[] = []
    const deployed = await deployOnce(request, h.api, { io: h.io, time: h.time }, () => {
      queued.push('queued')
      return Promise.resolve()
    })
    expect(deployed).toEqual({ kind: 'not-triggered', error })
    expect(queued).toEqual([])
    expect(h.calls).toEqual(['update docs'])
  })

  test('anything else a trigger throws is a bug, thrown on', async () => {
    const h = harness([], () => Promise.reject(new TypeError('bug')))
    await expect(deployOnce(request, h.api, { io: h.io, time: h.time })).rejects.toThrow('bug')
  })
})

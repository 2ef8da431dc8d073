import { describe, expect, test } from '@jest/globals'
import { decideStatus, watchStatus } from '../../src/deployments/watch.js'
import type { DeployStatus } from '../../src/service/deploy.js'
import { ServiceError } from '../../src/service/errors.js'
import { testTiming } from '../helpers/timing.js'

const status = (word: string, endedAt?: number): DeployStatus => ({
  statusId: 'st_1',
  status: word,
  createdAt: undefined,
  endedAt,
  summary: undefined,
  logs: [],
  subdomain: undefined,
  commit: undefined
})

describe('decideStatus', () => {
  test.each([
    ['queued', undefined, { kind: 'running' }],
    ['in_progress', undefined, { kind: 'running' }],
    ['success', 1, { kind: 'ended', verdict: 'success' }],
    ['failure', undefined, { kind: 'ended', verdict: 'failure' }],
    ['skipped', 1, { kind: 'ended', verdict: 'other' }],
    ['skipped', undefined, { kind: 'unknown' }],
    // A listed word that is still running stays running, even if the service says an end time.
    ['in_progress', 1, { kind: 'running' }]
  ] as const)('%s (endedAt %s) is %j', (word, endedAt, decision) => {
    expect(decideStatus(status(word, endedAt))).toEqual(decision)
  })
})

/** A clock that moves only when the loop sleeps, and a service that reads `words` in turn. */
function harness(words: (string | ServiceError)[], endedAt?: number) {
  let now = 0
  let reads = 0
  const said: string[] = []
  const controller = new AbortController()
  const deps = {
    api: {
      getStatus: (_id: string, _bound?: { signal?: AbortSignal; deadline?: number }) => {
        const word = words[Math.min(reads++, words.length - 1)] ?? 'queued'
        return word instanceof ServiceError
          ? Promise.reject(word)
          : Promise.resolve(status(word, endedAt))
      }
    },
    observer: {
      statusChanged: (s: DeployStatus) => void said.push(`changed ${s.status}`),
      unknownStatus: (s: DeployStatus) => void said.push(`unknown ${s.status}`)
    },
    time: testTiming({
      now: () => now,
      sleep: (ms: number) => {
        now += ms
        return Promise.resolve()
      },
      random: () => 0,
      signal: controller.signal
    })
  }
  return { deps, said, controller, reads: () => reads, now: () => now }
}

describe('watchStatus', () => {
  test('reads until the end, telling each change once', async () => {
    const h = harness(['queued', 'queued', 'in_progress', 'success'])
    const end = await watchStatus(
      { statusId: 'st_1', deadline: 60_000, pollIntervalMs: 30_000 },
      h.deps
    )
    expect(end).toMatchObject({ kind: 'ended', checks: 4, status: { status: 'success' } })
    expect(h.said).toEqual(['changed queued', 'changed in_progress', 'changed success'])
  })

  test('a word outside the contract without an end is named once and waited on to the deadline', async () => {
    const h = harness(['paused'])
    const end = await watchStatus(
      { statusId: 'st_1', deadline: 10_000, pollIntervalMs: 1_000 },
      h.deps
    )
    expect(end).toMatchObject({ kind: 'timed-out', last: { status: 'paused' } })
    expect(h.said).toEqual(['changed paused', 'unknown paused'])
    expect(h.now()).toBe(10_000)
  })

  test('cancelled between reads: cancelled, with the last status seen', async () => {
    const h = harness(['queued', 'in_progress'])
    h.deps.observer.statusChanged = s => {
      if (s.status === 'in_progress') h.controller.abort()
    }
    const end = await watchStatus(
      { statusId: 'st_1', deadline: 60_000, pollIntervalMs: 1_000 },
      h.deps
    )
    expect(end).toMatchObject({ kind: 'cancelled', last: { status: 'in_progress' } })
    expect(h.reads()).toBe(2)
  })

  test('a read that fails for good ends the wait with its error', async () => {
    const failure = new ServiceError(
      'gone',
      { kind: 'status', status: 404 },
      { method: 'GET', path: '/x' }
    )
    const h = harness(['queued', failure])
    const end = await watchStatus(
      { statusId: 'st_1', deadline: 60_000, pollIntervalMs: 1_000 },
      h.deps
    )
    expect(end).toMatchObject({
      kind: 'error',
      error: failure,
      last: { status: 'queued' },
      checks: 2
    })
  })

  test('a read the deadline cut off lets the loop say timed out', async () => {
    const cut = new ServiceError('cut', { kind: 'cancelled' }, { method: 'GET', path: '/x' })
    const h = harness([cut])
    const end = await watchStatus(
      { statusId: 'st_1', deadline: 3_000, pollIntervalMs: 1_000 },
      h.deps
    )
    expect(end).toMatchObject({ kind: 'timed-out', last: undefined })
  })
})

describe('watchStatus bounds each read', () => {
  test("each read is bounded by the plan's deadline: its time limit runs out then, and it is told the deadline", async () => {
    const h = harness(['success'])
    const bounds: { signal?: AbortSignal; deadline?: number }[] = []
    h.deps.api.getStatus = (_id: string, bound?: { signal?: AbortSignal; deadline?: number }) => {
      bounds.push(bound ?? {})
      return Promise.resolve(status('success'))
    }
    // The wait starts at 1 s on the clock: the limit is the 50 ms left, not 1,050.
    h.deps.time = { ...h.deps.time, now: () => 1_000 }
    await watchStatus({ statusId: 'st_1', deadline: 1_050, pollIntervalMs: 1_000 }, h.deps)
    expect(bounds[0]?.deadline).toBe(1_050)
    expect(bounds[0]?.signal?.aborted).toBe(false)
    await new Promise(resolve => setTimeout(resolve, 300))
    expect(bounds[0]?.signal?.aborted).toBe(true)
  })

  test("a read is cancelled with the run's signal", async () => {
    const h = harness(['success'])
    let signal: AbortSignal | undefined
    h.deps.api.getStatus = (_id: string, bound?: { signal?: AbortSignal }) => {
      signal = bound?.signal
      return Promise.resolve(status('success'))
    }
    await watchStatus({ statusId: 'st_1', deadline: 600_000, pollIntervalMs: 1_000 }, h.deps)
    h.controller.abort()
    expect(signal?.aborted).toBe(true)
  })

  test('a read that fails as the run is cancelled: cancelled, not an error', async () => {
    const failure = new ServiceError(
      'boom',
      { kind: 'status', status: 500 },
      { method: 'GET', path: '/x' }
    )
    const h = harness(['queued'])
    h.deps.api.getStatus = () => {
      h.controller.abort()
      return Promise.reject(failure)
    }
    const end = await watchStatus(
      { statusId: 'st_1', deadline: 60_000, pollIntervalMs: 1_000 },
      h.deps
    )
    expect(end).toEqual({ kind: 'cancelled', last: undefined, checks: 1 })
  })

  test('anything but a ServiceError is a bug, thrown on', async () => {
    const h = harness(['queued'])
    h.deps.api.getStatus = () => Promise.reject(new TypeError('bug'))
    await expect(
      watchStatus({ statusId: 'st_1', deadline: 60_000, pollIntervalMs: 1_000 }, h.deps)
    ).rejects.toThrow('bug')
  })
})

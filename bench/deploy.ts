/**
 * The deploy action's wait on a simulated clock: the real `watchStatus` (the run's poll loop and
 * schedule) against a status that ends at a chosen time, at the action's longest gap (30s).
 * Reports how late the end was noticed, against max(1 s, 10 % of the deployment's length), and
 * how many status checks it cost, against the most the poll policy allows (its schedule with no
 * jitter, which only shortens gaps, is the fewest checks; a gap shortened by up to 5 % adds at
 * most one check per 20).
 */
import { MIN_POLL_GAP_MS, pollDelayMs } from '../src/action/poll.js'
import { watchStatus } from '../src/deployments/watch.js'
import type { DeployStatus } from '../src/service/deploy.js'
import { MAX_POLL_GAP_MS } from '../src/deploy/settings.js'

export const DEFAULT_POLL_INTERVAL_MS = MAX_POLL_GAP_MS

export interface DeployDetection {
  readonly endsAtMs: number
  readonly latencyMs: number
  readonly checks: number
  readonly budgetMs: number
  /** The checks the poll policy allows for a wait of this length. */
  readonly allowed: number
  /** The fewest checks any schedule noticing the end within its budget needs (no cap, no jitter). */
  readonly fewest: number
}

/** A deployment that ends `endsAtMs` after its trigger, followed to its end. */
export async function detectDeploy(
  endsAtMs: number,
  random: () => number
): Promise<DeployDetection> {
  let now = 0
  let checks = 0
  let seenAt = 0
  const status = (): DeployStatus => ({
    statusId: 'st_1',
    status: now >= endsAtMs ? 'success' : 'in_progress',
    createdAt: undefined,
    endedAt: undefined,
    summary: undefined,
    logs: [],
    subdomain: undefined,
    commit: undefined
  })
  const end = await watchStatus(
    { statusId: 'st_1', deadline: 20 * 60_000, pollIntervalMs: DEFAULT_POLL_INTERVAL_MS },
    {
      api: {
        getStatus: () => {
          checks++
          if (now >= endsAtMs && seenAt === 0) seenAt = now
          return Promise.resolve(status())
        }
      },
      observer: { statusChanged: () => undefined, unknownStatus: () => undefined },
      time: {
        now: () => now,
        sleep: (ms: number) => ((now += ms), Promise.resolve()),
        random,
        signal: new AbortController().signal,
        retryBaseDelayMs: 1
      }
    }
  )
  if (end.kind !== 'ended') throw new Error(`simulated deployment did not end: ${end.kind}`)
  return {
    endsAtMs,
    latencyMs: seenAt - endsAtMs,
    checks,
    budgetMs: Math.max(MIN_POLL_GAP_MS, endsAtMs / 10),
    allowed: allowedChecks(endsAtMs),
    fewest: fewestChecks(endsAtMs)
  }
}

/** The checks the policy allows up to and including the one that sees an end at `endsAtMs`. */
function allowedChecks(endsAtMs: number): number {
  let t = 0
  let n = 0
  while (t < endsAtMs) {
    // With the most jitter every gap is 5 % shorter: the most checks the schedule can make.
    t += pollDelayMs(t, DEFAULT_POLL_INTERVAL_MS, () => 1)
    n++
  }
  return n
}

/** The checks a schedule of max(1 s, 10 % of the time waited), uncapped and unjittered, makes. */
function fewestChecks(endsAtMs: number): number {
  let t = 0
  let n = 0
  while (t < endsAtMs) {
    t += pollDelayMs(t, Infinity, () => 0)
    n++
  }
  return n
}

/**
 * Polling on a simulated clock: the real `runJob` (the action's poll loop and schedule) against
 * an API whose job ends at a chosen time. Reports, per job length, how late the end was noticed
 * and how many status checks it cost, at the action's longest gap between checks (2m).
 */
import { MAX_POLL_GAP_MS } from '../src/agent/settings.js'
import { runJob, type JobObserver } from '../src/jobs/run-job.js'
import type { AgentApi, Job } from '../src/service/agent.js'

const done = () => Promise.resolve()
const observer: JobObserver = {
  automationTriggered: () => undefined,
  jobStarted: done,
  statusChanged: done,
  unknownStatus: () => undefined,
  followUpSent: done
}

export interface Detection {
  readonly endsAtMs: number
  readonly latencyMs: number
  readonly checks: number
  /** max(1 s, 10 % of the job's run time): the latency allowed. */
  readonly budgetMs: number
}

/**
 * One job that ends `endsAtMs` after it was created, followed to its end; with `followUp`, a
 * job whose first turn has ended gets one follow-up, and the turn it starts ends `endsAtMs` after
 * it was sent (the service answers the message `active`, as it does once it takes one).
 */
export async function detect(
  endsAtMs: number,
  random: () => number,
  followUp = false
): Promise<Detection> {
  let now = 0
  let checks = 0
  let seenAt = 0
  // The turn being timed starts at the create, or at the follow-up.
  let turnStart = followUp ? Infinity : 0
  // Before its follow-up the job reads its first turn's end.
  const ended = () => turnStart === Infinity || now >= turnStart + endsAtMs
  const job = (): Job => ({ id: 'j', status: ended() ? 'completed' : 'active' })
  const api: AgentApi = {
    createJob: () => Promise.resolve({ id: 'j', status: followUp ? 'completed' : 'active' }),
    getJob: () => {
      checks++
      if (turnStart !== Infinity && ended() && seenAt === 0) seenAt = now
      return Promise.resolve(job())
    },
    sendMessage: () => {
      turnStart = now
      checks = 0
      return Promise.resolve({ id: 'j', status: 'active' })
    },
    triggerAutomation: () => Promise.reject(new Error('no automations here'))
  }
  const plan = {
    projectId: 'p',
    prompt: 'x',
    messages: followUp ? ['and more'] : [],
    jobId: undefined,
    wait: true,
    timeoutMs: 24 * 3600_000,
    pollIntervalMs: MAX_POLL_GAP_MS
  }
  const sleep = (ms: number) => ((now += ms), Promise.resolve())
  const outcome = await runJob(plan, {
    api,
    observer,
    time: {
      now: () => now,
      sleep,
      random,
      signal: new AbortController().signal,
      retryBaseDelayMs: 1
    }
  })
  if (outcome.kind !== 'finished') throw new Error(`simulated job did not finish: ${outcome.kind}`)
  const latencyMs = seenAt - turnStart - endsAtMs
  return { endsAtMs, latencyMs, checks, budgetMs: Math.max(1000, endsAtMs / 10) }
}

/** Every job length from 1 s to 30 min in 1 s steps, with random jitter: the worst case seen. */
export async function sweep(followUp = false): Promise<{ worst: Detection; lengths: number }> {
  let worst: Detection | undefined
  let lengths = 0
  for (let ms = 1000; ms <= 30 * 60_000; ms += 1000, lengths++) {
    const d = await detect(ms, Math.random, followUp)
    if (worst === undefined || d.latencyMs / d.budgetMs > worst.latencyMs / worst.budgetMs)
      worst = d
  }
  if (worst === undefined) throw new Error('empty sweep')
  return { worst, lengths }
}

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

/** One job that ends `endsAtMs` after it was created, followed to its end. */
export async function detect(endsAtMs: number, random: () => number): Promise<Detection> {
  let now = 0
  let checks = 0
  let seenAt = 0
  const job = (): Job => ({ id: 'j', status: now >= endsAtMs ? 'completed' : 'active' })
  const api: AgentApi = {
    createJob: () => Promise.resolve({ id: 'j', status: 'active' }),
    getJob: () => {
      checks++
      if (now >= endsAtMs && seenAt === 0) seenAt = now
      return Promise.resolve(job())
    },
    sendMessage: () => Promise.resolve(job()),
    triggerAutomation: () => Promise.reject(new Error('no automations here'))
  }
  const plan = {
    projectId: 'p',
    prompt: 'x',
    messages: [],
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
  return { endsAtMs, latencyMs: seenAt - endsAtMs, checks, budgetMs: Math.max(1000, endsAtMs / 10) }
}

/** Every job length from 1 s to 30 min in 1 s steps, with random jitter: the worst case seen. */
export async function sweep(): Promise<{ worst: Detection; lengths: number }> {
  let worst: Detection | undefined
  let lengths = 0
  for (let ms = 1000; ms <= 30 * 60_000; ms += 1000, lengths++) {
    const d = await detect(ms, Math.random)
    if (worst === undefined || d.latencyMs / d.budgetMs > worst.latencyMs / worst.budgetMs)
      worst = d
  }
  if (worst === undefined) throw new Error('empty sweep')
  return { worst, lengths }
}

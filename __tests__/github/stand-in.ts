import { afterEach, beforeEach } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import type { Logger } from '../../src/action/io.js'
import { createOctokit, type GitHubRun, type Octokit } from '../../src/github/octokit.js'
import { DIRECT } from '../../src/http/stack.js'
import type { Timing } from '../../src/timing.js'

export interface GitHubStandIn {
  emulator: Emulator
  octokit: Octokit
  log: Logger & { lines: string[] }
  /** Every wait the retry engine asked for, in order (none is waited: the clock moves instead). */
  waits: number[]
  /** Cancels the run the Octokit belongs to. */
  cancel: AbortController
}

/**
 * A stand-in, an Octokit pointed at its GitHub side (with the run's retry engine, a clock that
 * moves by the waits asked for, and `SECRET` as the one secret), and a logger that keeps its lines.
 */
export async function gitHubStandIn(
  run: Partial<Omit<GitHubRun, 'time'>> & { readonly time?: Partial<Timing> } = {}
): Promise<GitHubStandIn> {
  const emulator = await new Emulator().start()
  const lines: string[] = []
  const log = {
    lines,
    debug: (m: string) => void lines.push(`debug: ${m}`),
    info: (m: string) => void lines.push(`info: ${m}`),
    warning: (m: string) => void lines.push(`warning: ${m}`)
  }
  const waits: number[] = []
  let now = Date.parse('2026-11-23T10:00:00Z')
  const cancel = new AbortController()
  const { time, ...rest } = run
  const octokit = await createOctokit(emulator.githubToken, emulator.githubUrl, {
    fetch: DIRECT.fetch,
    log,
    redact: text => text.replaceAll('SECRET', '***'),
    ...rest,
    time: {
      sleep: ms => {
        waits.push(ms)
        now += ms
        return Promise.resolve()
      },
      random: () => 1,
      now: () => now,
      retryBaseDelayMs: 1000,
      signal: cancel.signal,
      ...time
    }
  })
  return { emulator, octokit, log, waits, cancel }
}

export const ISSUE_7 = { repository: { owner: 'acme', repo: 'docs' }, number: 7 } as const

/** Starts a fresh stand-in before each test of the file and closes it after; read it in tests. */
export function useGitHubStandIn(
  run: Partial<Omit<GitHubRun, 'time'>> & { readonly time?: Partial<Timing> } = {}
): GitHubStandIn {
  const current = {} as GitHubStandIn
  beforeEach(async () => {
    Object.assign(current, await gitHubStandIn(run))
  })
  afterEach(async () => {
    await current.emulator.close()
  })
  return current
}

import { pollDelayMs, pollUntil } from '../src/action/poll.js'
import { MAX_CHECKS_POLL_MS } from '../src/checks/loop.js'
import { readCommitChecks } from '../src/github/checks.js'
import { ConditionalReads } from '../src/github/conditional.js'
import { createOctokit } from '../src/github/octokit.js'
import { DIRECT } from '../src/http/stack.js'
import { Emulator } from '../emulator/server.js'
import type { ScriptedCheck } from '../emulator/github-checks.js'

/**
 * A checks wait of 15 minutes on a simulated clock, over real HTTP to the stand-in's GitHub: the
 * commit's check runs and statuses (half each) stay pending for 15 minutes, then pass, read on the
 * checks loop's own schedule (the run's poll schedule capped at MAX_CHECKS_POLL_MS). Counts the
 * reads GitHub answered with a page (which its rate limit counts) and those it answered 304,
 * once with the loop's conditional reads and once reading every page whole each time, as before.
 */

export interface ChecksWait {
  readonly checks: number
  /** Reads answered with a page: what the token's rate limit counts. */
  readonly counted: number
  /** Reads answered 304 Not Modified: free. */
  readonly unchanged: number
}

const WAIT_MS = 15 * 60_000

export async function checksWait(count: number, conditional: boolean): Promise<ChecksWait> {
  const emulator = await new Emulator({ validate: false }).start()
  try {
    let now = 0
    const script = (step: 'in_progress' | 'success'): ScriptedCheck[] =>
      Array.from({ length: count }, (_, i) => ({
        name: `check ${i}`,
        source: i % 2 === 0 ? ('check-run' as const) : ('status' as const),
        steps: [i % 2 === 0 ? step : step === 'success' ? 'success' : 'pending']
      }))
    emulator.checks.set('abc', script('in_progress'))
    const time = {
      now: () => now,
      sleep: (ms: number) => {
        now += ms
        if (now >= WAIT_MS) emulator.checks.set('abc', script('success'))
        return Promise.resolve()
      },
      random: Math.random,
      signal: new AbortController().signal,
      retryBaseDelayMs: 1
    }
    const octokit = await createOctokit(emulator.githubToken, emulator.githubUrl, {
      fetch: DIRECT.fetch,
      log: { debug: () => undefined, info: () => undefined, warning: () => undefined },
      redact: text => text,
      time
    })
    const repo = { owner: 'acme', repo: 'docs' }
    const kept = new ConditionalReads()
    const result = await pollUntil({
      check: async () => {
        const reads = conditional ? kept : new ConditionalReads()
        const read = await readCommitChecks(octokit, repo, 'abc', reads)
        return read.kind === 'read' && read.checks.every(c => c.state === 'passed')
          ? true
          : undefined
      },
      delayMs: elapsed => pollDelayMs(elapsed, MAX_CHECKS_POLL_MS, time.random),
      deadline: WAIT_MS + 60 * 60_000,
      time
    })
    if (result.kind !== 'done') throw new Error(`the simulated wait ended ${result.kind}`)
    const lists = emulator.requests.filter(
      r => r.route === 'check-runs' || r.route === 'commit-status'
    )
    return {
      checks: count,
      counted: lists.filter(r => r.status === 200).length,
      unchanged: lists.filter(r => r.status === 304).length
    }
  } finally {
    await emulator.close()
  }
}

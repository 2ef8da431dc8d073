import type { Logger, Sleep } from '../action/io.js'
import { formatDuration } from '../text/format.js'
import type { Octokit } from './octokit.js'
import { statusOf } from './octokit.js'

/**
 * GitHub's rate limits, handled the way its REST documentation asks: a 403 or 429 that carries
 * `retry-after` is tried again after that many seconds; one with `x-ratelimit-remaining: 0` after
 * `x-ratelimit-reset`. A plain 403 (no permission) is not a rate limit and fails at once. Waits
 * longer than MAX_RATE_LIMIT_WAIT_MS are not waited out: the call fails, and commenting stays
 * best-effort.
 */
export const MAX_RATE_LIMIT_WAIT_MS = 60_000
const MAX_RETRIES = 2

/** How long GitHub asked to wait before the call is made again, or undefined for no rate limit. */
export function rateLimitWaitMs(error: unknown, nowMs: number): number | undefined {
  const status = statusOf(error)
  if (status !== 403 && status !== 429) return undefined
  const headers =
    (error as { response?: { headers?: Record<string, string | undefined> } }).response?.headers ??
    {}
  const retryAfter = headers['retry-after']
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000
  if (headers['x-ratelimit-remaining'] === '0') {
    const reset = Number(headers['x-ratelimit-reset'])
    return Number.isFinite(reset) ? Math.max(0, reset * 1000 - nowMs) : undefined
  }
  return status === 429 ? 1000 : undefined
}

/**
 * Every request of `octokit` waits out a rate limit and is tried again, at most twice; a
 * cancelled run waits no more.
 */
export function waitOutRateLimits(
  octokit: Octokit,
  sleep: Sleep,
  log: Logger,
  cancel: AbortSignal
): void {
  octokit.hook.wrap('request', async (request, options) => {
    for (let retry = 0; ; retry++) {
      try {
        return await request(options)
      } catch (error) {
        const waitMs = rateLimitWaitMs(error, Date.now())
        if (
          waitMs === undefined ||
          retry >= MAX_RETRIES ||
          waitMs > MAX_RATE_LIMIT_WAIT_MS ||
          cancel.aborted
        )
          throw error
        log.warning(`GitHub's rate limit was reached; trying again in ${formatDuration(waitMs)}.`)
        await sleep(waitMs, cancel).catch(() => {
          throw error
        })
      }
    }
  })
}

import type { getOctokit } from '@actions/github'
import { errorMessage } from '../text/format.js'

/** The GitHub REST client the action uses, and what every call to it shares. */
export type Octokit = ReturnType<typeof getOctokit>

/** One GitHub request must not hold up the job's outcome, nor a cancelled run's exit. */
export const GITHUB_REQUEST_TIMEOUT_MS = 10_000

/**
 * `@actions/github` reads and parses the event payload as soon as it is loaded, so it is loaded
 * only here, once settings have checked that payload (and the secrets are masked): a broken
 * payload is then a clear error naming GITHUB_EVENT_PATH, not a crash before any mask.
 */
export async function createOctokit(token: string, apiUrl: string): Promise<Octokit> {
  const { getOctokit } = await import('@actions/github')
  return getOctokit(token, {
    baseUrl: apiUrl,
    userAgent: 'mintlify-agent-action',
    request: { retries: 0 }
  })
}

/** Request options with a fresh time limit: one slow call must not use up the next one's. */
export function requestOptions(): { signal: AbortSignal } {
  return { signal: AbortSignal.timeout(GITHUB_REQUEST_TIMEOUT_MS) }
}

/** The HTTP status of a failed Octokit call, when it had one. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' ? status : undefined
}

/** What went wrong, for a warning: the HTTP status, or the message when there was none. */
export function describeFailure(error: unknown): string {
  return String(statusOf(error) ?? errorMessage(error))
}

import type { Octokit as Core } from '@octokit/core'
import type { PaginateInterface } from '@octokit/plugin-paginate-rest'
import type { Fetch } from '../http/stack.js'
import { errorCode, errorMessage } from '../text/format.js'

/**
 * The GitHub REST client the action uses: Octokit's core with pagination, on the run's one HTTP
 * stack. `@actions/github` is not used: it brings its own undici (twice) and proxy code, and reads
 * the event payload as soon as it is loaded. Calls name their REST route
 * (`octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', …)`), typed from
 * GitHub's OpenAPI description by `@octokit/types`.
 */
export type Octokit = Core & { paginate: PaginateInterface }

/** One GitHub request must not hold up the job's outcome. */
export const GITHUB_REQUEST_TIMEOUT_MS = 10_000
/**
 * A request made after the run was cancelled (the final comment, a last edit) gets this long: the
 * runner kills the process 7.5 s after its first signal, and the summary and the failure come
 * after it.
 */
export const CANCELLED_REQUEST_TIMEOUT_MS = 1_500

/** Loaded on first use: a run that never calls GitHub never reads Octokit. */
export async function createOctokit(
  token: string,
  apiUrl: string,
  fetch: Fetch,
  cancel: AbortSignal
): Promise<Octokit> {
  const [{ Octokit }, { paginateRest }] = await Promise.all([
    import('@octokit/core'),
    import('@octokit/plugin-paginate-rest')
  ])
  const WithPagination = Octokit.plugin(paginateRest)
  return new WithPagination({
    auth: token,
    baseUrl: apiUrl,
    userAgent: 'mintlify-agent-action',
    // Redirects are not followed: the token must not travel to another host.
    request: { fetch: boundedFetch(fetch, cancel), redirect: 'manual' }
  })
}

/**
 * `fetch` with every GitHub request bounded, in one place, so that no call can forget it: by a
 * fresh time limit (one slow call must not use up the next one's), and by the run's cancellation,
 * which aborts a request under way at once. A request started after cancellation gets a short
 * time limit of its own, so the final comment is still tried.
 */
export function boundedFetch(fetch: Fetch, cancel: AbortSignal): Fetch {
  return (url, init) => {
    // Once cancelled, `cancel` has fired: a request made after it has only its short limit.
    const sources = cancel.aborted
      ? [timeLimit(CANCELLED_REQUEST_TIMEOUT_MS)]
      : [timeLimit(GITHUB_REQUEST_TIMEOUT_MS), cancel]
    if (init?.signal != null) sources.push(init.signal)
    return fetch(url, { ...init, signal: AbortSignal.any(sources) })
  }
}

/**
 * A signal that aborts after `ms`. Not `AbortSignal.timeout`: `AbortSignal.any` holds its sources
 * weakly, and a timeout signal nothing else holds can be collected before it fires (Node 20 and
 * 24 alike), leaving a hung request unbounded. Here the pending timer holds the controller.
 */
function timeLimit(ms: number): AbortSignal {
  const controller = new AbortController()
  setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms
  ).unref()
  return controller.signal
}

/**
 * The HTTP status of a failed Octokit call, when GitHub answered. Octokit reports a request that
 * got no answer (refused, reset, timed out) as status 500 without a response: that is no status.
 */
export function statusOf(error: unknown): number | undefined {
  const failed = error as { status?: unknown; request?: unknown; response?: unknown } | null
  if (failed?.request !== undefined && failed.response === undefined) return undefined
  return typeof failed?.status === 'number' ? failed.status : undefined
}

/** What went wrong, for a warning: the HTTP status, or the message (and its cause's code). */
export function describeFailure(error: unknown): string {
  const status = statusOf(error)
  if (status !== undefined) return String(status)
  const code = errorCode(error)
  const message = errorMessage(error)
  return code !== undefined && !message.includes(code) ? `${message}: ${code}` : message
}

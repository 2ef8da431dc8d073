import type { Octokit as Core } from '@octokit/core'
import type { PaginateInterface } from '@octokit/plugin-paginate-rest'
import type { Logger } from '../action/io.js'
import type { RunContext } from '../action/run-action.js'
import { failureIn, type Failure } from '../http/failure.js'
import { parseRetryAfter, retrying, type RetryPolicy, type Tried } from '../http/retry.js'
import { timeLimit, whole, type Fetch } from '../http/stack.js'
import { capComment } from '../text/markdown.js'
import { errorCode, errorMessage, formatDuration } from '../text/format.js'
import type { Timing } from '../timing.js'
import type { GitHubAccess } from './access.js'
import { failureText, GitHubError, rateLimited } from './failure.js'
import { redactWrite } from './write-redaction.js'

/**
 * The GitHub REST client the action uses: Octokit's core with pagination, on the run's one HTTP
 * stack, and the edge for everything written to GitHub. `@actions/github` is not used: it brings
 * its own undici and proxy code, and reads the event payload as soon as it is loaded. Calls name
 * their REST route (`octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
 * …)`), typed from GitHub's OpenAPI description by `@octokit/types`.
 *
 * Every request, in one place, so that no call can forget it:
 * - is bounded by a time limit of its own and by the run's cancellation (`boundedFetch`);
 * - is retried by the run's one retry engine when GitHub's rate limit stopped it (primary or
 *   secondary: a 403 or 429 with `retry-after` or `x-ratelimit-reset`), and, for a read, when it
 *   failed in a way that may pass (a 5xx, a lost connection); a call asks for more attempts with
 *   `request: { retries: n }` (as `@octokit/plugin-retry` reads it), which also says that sending
 *   it again is safe (an edit that sets a whole body);
 * - fails as a `GitHubError`, which says what the failure means (denied, not found, rate-limited,
 *   may have acted), so that no caller decodes a status;
 * - has every string it writes redacted, at any depth, an address that held a secret left out
 *   (write-redaction.ts), and a comment's body cut to GitHub's limit after that (so a cut never
 *   leaves half a secret).
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
/** GitHub asks for waits of up to an hour; longer than this is not waited out (commenting is best-effort). */
export const MAX_RATE_LIMIT_WAIT_MS = 60_000

/** Attempts of a GitHub request, the first included, unless it asks for more. */
export const GITHUB_ATTEMPTS = 3

/** What a run gives its GitHub client. */
export interface GitHubRun {
  readonly fetch: Fetch
  /**
   * The run's time: its cancellation aborts a request under way, and no wait goes on after it;
   * its retry delay is the first backoff of a retried request.
   */
  readonly time: Timing
  readonly log: Logger
  /** Removes the run's secrets from what is written to GitHub. */
  readonly redact: (text: string) => string
  /** The time limit of one request; GITHUB_REQUEST_TIMEOUT_MS unless a test gives a shorter one. */
  readonly requestTimeoutMs?: number
}

/**
 * The run's GitHub client for `token`, created on the first call (a run that never calls GitHub
 * never loads Octokit); undefined when there is no token.
 */
export function lazyOctokit(
  access: Pick<GitHubAccess, 'token' | 'apiUrl'>,
  run: Pick<RunContext, 'io' | 'http' | 'time'>
): () => Promise<Octokit | undefined> {
  let loading: Promise<Octokit | undefined> | undefined
  return () =>
    (loading ??=
      access.token === ''
        ? Promise.resolve(undefined)
        : createOctokit(access.token, access.apiUrl, {
            fetch: run.http.fetch,
            time: run.time,
            log: run.io,
            redact: text => run.io.redact(text)
          }))
}

/** Loaded on first use: a run that never calls GitHub never reads Octokit. */
export async function createOctokit(
  token: string,
  apiUrl: string,
  run: GitHubRun
): Promise<Octokit> {
  const [{ Octokit }, { paginateRest }] = await Promise.all([
    import('@octokit/core'),
    import('@octokit/plugin-paginate-rest')
  ])
  const WithPagination = Octokit.plugin(paginateRest)
  const octokit = new WithPagination({
    auth: token,
    baseUrl: apiUrl,
    userAgent: 'mintlify-agent-action',
    // Redirects are not followed: the token must not travel to another host.
    request: {
      fetch: boundedFetch(run.fetch, run.time.signal, run.requestTimeoutMs),
      redirect: 'manual'
    }
  })
  const { time } = run
  const policy: RetryPolicy = {
    maxAttempts: GITHUB_ATTEMPTS,
    baseDelayMs: time.retryBaseDelayMs,
    maxDelayMs: MAX_RATE_LIMIT_WAIT_MS
  }
  // In place, as Octokit's own hooks change a request: its hooks are bound to the one options
  // object, so a copy would not reach the request that is sent.
  octokit.hook.before('request', options => redactWrites(options, run))
  octokit.hook.wrap('request', async (request, options) => {
    const asked = retriesAsked(options.request)
    const result = await retrying(
      async (): Promise<Tried<unknown>> => {
        try {
          return { kind: 'done', value: await request(options) }
        } catch (error) {
          return { kind: 'failed', failure: githubFailure(error, time.now()), error }
        }
      },
      {
        policy: asked === undefined ? policy : { ...policy, maxAttempts: asked + 1 },
        repeatable: options.method === 'GET' || asked !== undefined,
        time,
        onWait: (n, ms, failure) => {
          if (rateLimited(failure))
            run.log.warning(
              `GitHub's rate limit was reached; trying again in ${formatDuration(ms)}.`
            )
          else
            run.log.debug(
              `retrying ${options.method} ${options.url} in ${ms} ms (attempt ${n + 1})`
            )
        }
      }
    )
    if (result.kind === 'done') return result.value as Awaited<ReturnType<typeof request>>
    throw new GitHubError(result.failure, result.error)
  })
  return octokit
}

/** The retries a call asked for in its request options (`request: { retries: n }`), if any. */
function retriesAsked(request: unknown): number | undefined {
  const retries = (request as { retries?: unknown } | undefined)?.retries
  return typeof retries === 'number' && Number.isSafeInteger(retries) && retries >= 0
    ? retries
    : undefined
}

/** What a request writes to GitHub, redacted; a comment's body then cut to GitHub's limit. */
function redactWrites(options: Record<string, unknown>, run: Pick<GitHubRun, 'redact' | 'log'>) {
  const dropped = redactWrite(options, run.redact)
  if (dropped.length > 0)
    run.log.warning(
      `${dropped.join(', ')} held a secret, so it was left out of ${String(options.method)} ${String(options.url)}: an address without its secret leads nowhere.`
    )
  const comment = /\/comments(?:\/\{comment_id\})?$/.test(String(options.url))
  if (comment && typeof options.body === 'string') options.body = capComment(options.body)
}

/**
 * A failed Octokit call in the run's failure model. An answer is a `status`, with the wait GitHub
 * asked for: `retry-after` (seconds or a date), or, when `x-ratelimit-remaining` is 0, until
 * `x-ratelimit-reset`. A request that got no answer carries the stack's own failure.
 */
export function githubFailure(error: unknown, nowMs: number): Failure {
  if (error instanceof GitHubError) return error.failure
  const status = statusOf(error)
  if (status === undefined)
    return failureIn(error) ?? { kind: 'not-sent', code: errorCode(error) ?? errorMessage(error) }
  const headers =
    (error as { response?: { headers?: Record<string, string | undefined> } }).response?.headers ??
    {}
  const reset = Number(headers['x-ratelimit-reset'])
  const retryAfterMs =
    parseRetryAfter(headers['retry-after'], nowMs) ??
    (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset)
      ? Math.max(0, reset * 1000 - nowMs)
      : undefined)
  return retryAfterMs === undefined
    ? { kind: 'status', status }
    : { kind: 'status', status, retryAfterMs }
}

/**
 * `fetch` with every GitHub request bounded: by a fresh time limit (one slow call must not use up
 * the next one's), and by the run's cancellation, which aborts a request under way at once. A
 * request started after cancellation gets a short time limit of its own, so the final comment is
 * still tried. The body is read within the same bounds, whole, before Octokit sees the answer.
 */
export function boundedFetch(
  fetch: Fetch,
  cancel: AbortSignal,
  timeoutMs = GITHUB_REQUEST_TIMEOUT_MS
): Fetch {
  return (url, init) => {
    const sources = cancel.aborted
      ? [timeLimit(Math.min(timeoutMs, CANCELLED_REQUEST_TIMEOUT_MS))]
      : [timeLimit(timeoutMs), cancel]
    if (init?.signal != null) sources.push(init.signal)
    return fetch(url, { ...init, signal: AbortSignal.any(sources) }).then(whole)
  }
}

/**
 * The HTTP status of a failed Octokit call, when GitHub answered. Octokit reports a request that
 * got no answer (refused, reset, timed out) as status 500 without a response: that is no status.
 */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof GitHubError) return error.status
  const failed = error as { status?: unknown; request?: unknown; response?: unknown } | null
  if (failed?.request !== undefined && failed.response === undefined) return undefined
  return typeof failed?.status === 'number' ? failed.status : undefined
}

/** What went wrong, for a warning: the HTTP status, or the message (and its cause's code). */
export function describeFailure(error: unknown): string {
  return failureText(statusOf(error), error)
}

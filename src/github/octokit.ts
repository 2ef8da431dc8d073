import type { Octokit as Core } from '@octokit/core'
import type { PaginateInterface } from '@octokit/plugin-paginate-rest'
import type { Clock, Logger, Sleep } from '../action/io.js'
import type { RunContext } from '../action/run-action.js'
import { failureIn, type Failure } from '../http/failure.js'
import { parseRetryAfter, retrying, type RetryPolicy, type Tried } from '../http/retry.js'
import { timeLimit, whole, type Fetch } from '../http/stack.js'
import { capComment } from '../text/markdown.js'
import { errorCode, errorMessage, formatDuration } from '../text/format.js'
import type { GitHubAccess } from './access.js'

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
 *   failed in a way that may pass (a 5xx, a lost connection);
 * - has its `body` and `title` redacted when it writes, and a comment's body cut to GitHub's limit
 *   after that (so a cut never leaves half a secret).
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

/** What a run gives its GitHub client. */
export interface GitHubRun {
  readonly fetch: Fetch
  /** The run's cancellation: it aborts a request under way, and no wait goes on after it. */
  readonly cancel: AbortSignal
  readonly log: Logger
  readonly sleep: Sleep
  readonly random: () => number
  readonly now: Clock
  /** The first backoff delay of a retried read. */
  readonly retryBaseDelayMs: number
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
  run: Omit<RunContext, 'startedAt'>,
  retryBaseDelayMs: number
): () => Promise<Octokit | undefined> {
  let loading: Promise<Octokit | undefined> | undefined
  return () =>
    (loading ??=
      access.token === ''
        ? Promise.resolve(undefined)
        : createOctokit(access.token, access.apiUrl, {
            fetch: run.http.fetch,
            cancel: run.signal,
            log: run.io,
            sleep: run.sleep,
            random: run.random,
            now: run.now,
            retryBaseDelayMs,
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
      fetch: boundedFetch(run.fetch, run.cancel, run.requestTimeoutMs),
      redirect: 'manual'
    }
  })
  const policy: RetryPolicy = {
    maxAttempts: 3,
    baseDelayMs: run.retryBaseDelayMs,
    maxDelayMs: MAX_RATE_LIMIT_WAIT_MS
  }
  // In place, as Octokit's own hooks change a request: its hooks are bound to the one options
  // object, so a copy would not reach the request that is sent.
  octokit.hook.before('request', options => redactWrites(options, run.redact))
  octokit.hook.wrap('request', async (request, options) => {
    const result = await retrying(
      async (): Promise<Tried<unknown>> => {
        try {
          return { kind: 'done', value: await request(options) }
        } catch (error) {
          return { kind: 'failed', failure: githubFailure(error, run.now()), error }
        }
      },
      {
        policy,
        repeatable: options.method === 'GET',
        sleep: run.sleep,
        random: run.random,
        now: run.now,
        signal: run.cancel,
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
    throw result.error
  })
  return octokit
}

/** What a request writes to GitHub, redacted; a comment's body then cut to GitHub's limit. */
function redactWrites(options: Record<string, unknown>, redact: (text: string) => string): void {
  if (options.method === 'GET') return
  for (const field of ['body', 'title']) {
    const value = options[field]
    if (typeof value === 'string') options[field] = redact(value)
  }
  const comment = /\/comments(?:\/\{comment_id\})?$/.test(String(options.url))
  if (comment && typeof options.body === 'string') options.body = capComment(options.body)
}

/** A rate limit, as GitHub says it: a 429, or a 403 that says when to come back. */
function rateLimited(failure: Failure): boolean {
  return (
    failure.kind === 'status' &&
    (failure.status === 429 || (failure.status === 403 && failure.retryAfterMs !== undefined))
  )
}

/**
 * A failed Octokit call in the run's failure model. An answer is a `status`, with the wait GitHub
 * asked for: `retry-after` (seconds or a date), or, when `x-ratelimit-remaining` is 0, until
 * `x-ratelimit-reset`. A request that got no answer carries the stack's own failure.
 */
export function githubFailure(error: unknown, nowMs: number): Failure {
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

import { isLoopback } from '../action/inputs.js'
import { timeLimit, type Fetch } from '../http/stack.js'
import { previewIn, previewUrl, type Check } from './checks.js'
import type { Octokit } from './octokit.js'
import { lacksPermission } from './failure.js'
import { seekInPages } from './deployments.js'
import { byApp, MINTLIFY_APP } from './mintlify-app.js'

/**
 * What a failing check says beyond its name: its annotations, and for a GitHub Actions job whose
 * only annotation is its exit code, the end of its failed step's log. And the Mintlify preview a
 * commit's checks or deployments link. Each read is best-effort: a refusal is told apart (so the
 * run can name the permission), and nothing here stops the run.
 */

type Repo = { readonly owner: string; readonly repo: string }

export interface Annotation {
  readonly path: string
  readonly line: number | undefined
  readonly message: string
}

/** Annotations read per check run (one page); the follow-up lists the first few. */
const ANNOTATIONS_READ = 50

/** A check run's first annotations. */
export async function readAnnotations(
  octokit: Octokit,
  repo: Repo,
  checkRunId: number
): Promise<readonly Annotation[]> {
  const { data } = await octokit.request(
    'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations',
    { ...repo, check_run_id: checkRunId, per_page: ANNOTATIONS_READ }
  )
  return data.map(a => ({
    path: typeof a.path === 'string' ? a.path : '',
    line: typeof a.start_line === 'number' ? a.start_line : undefined,
    message: typeof a.message === 'string' ? a.message : ''
  }))
}

/** The annotation GitHub Actions adds to every failed job: it says nothing of why. */
const EXIT_CODE_ONLY = /^Process completed with exit code \d+\.?$/

/** A GitHub Actions job whose annotations say only that it failed: its log says why. */
export function needsLog(check: Check, annotations: readonly Annotation[]): boolean {
  return (
    check.app === 'github-actions' &&
    check.id !== undefined &&
    annotations.every(a => EXIT_CODE_ONLY.test(a.message.trim()))
  )
}

type LogRead =
  | { readonly kind: 'tail'; readonly text: string }
  /** The token may not read logs: `actions: read` is missing. */
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'unreadable'; readonly why: string }

/** How much of a log's end is kept while it streams past: the failed step's end is there. */
const LOG_WINDOW_BYTES = 256 * 1024
const LOG_READ_TIMEOUT_MS = 20_000

/**
 * The end of a GitHub Actions job's failed step. GitHub answers the logs route with a redirect to
 * a short-lived download URL on another host, which is fetched without the token (Octokit follows
 * no redirect). The log streams through a window of its last 256 KiB, so a long log costs no
 * more memory than that.
 */
export async function readLogTail(
  octokit: Octokit,
  fetch: Fetch,
  repo: Repo,
  jobId: number,
  cancel: AbortSignal
): Promise<LogRead> {
  let location: string | undefined
  try {
    const answer = await octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
      ...repo,
      job_id: jobId
    })
    location = answer.headers.location
  } catch (error) {
    if (lacksPermission(error)) return { kind: 'forbidden' }
    throw error
  }
  const download = downloadUrl(location)
  if (download === undefined)
    return { kind: 'unreadable', why: 'GitHub gave no https download link for it' }
  const res = await fetch(download, {
    signal: AbortSignal.any([cancel, timeLimit(LOG_READ_TIMEOUT_MS)])
  })
  if (res.status !== 200 || res.body === null) {
    await res.body?.cancel()
    return { kind: 'unreadable', why: `its download answered ${res.status}` }
  }
  const tail = new TailWindow(LOG_WINDOW_BYTES)
  for await (const chunk of res.body) tail.push(chunk)
  return { kind: 'tail', text: failedStepTail(tail.text()) }
}

/**
 * The last `bytes` of a stream read chunk by chunk, whatever the size of its chunks: a ring of
 * the window's size, into which each byte is copied once (of a chunk longer than the window, only
 * its end), and out of which the window is read once. Memory is the window, allocated once. A
 * buffer grown by concatenating each chunk copies the whole window per chunk: 128 MiB in 1 KiB
 * chunks took 25 s.
 */
export class TailWindow {
  private readonly ring: Uint8Array
  /** Where the next byte goes. */
  private end = 0
  private held = 0

  constructor(private readonly bytes: number) {
    this.ring = new Uint8Array(bytes)
  }

  push(chunk: Uint8Array): void {
    const { bytes, ring } = this
    const tail = chunk.length > bytes ? chunk.subarray(chunk.length - bytes) : chunk
    if (tail.length === 0) return
    // Up to the ring's end, then on from its start.
    const first = Math.min(tail.length, bytes - this.end)
    ring.set(tail.subarray(0, first), this.end)
    ring.set(tail.subarray(first), 0)
    this.end = (this.end + tail.length) % bytes
    this.held = Math.min(bytes, this.held + tail.length)
  }

  /** How many bytes are held now: all pushed, up to the window. */
  get size(): number {
    return this.held
  }

  /** The last `bytes` of what was pushed, as UTF-8 (a character cut in half is replaced). */
  text(): string {
    const start = this.end - this.held
    const ring = Buffer.from(this.ring.buffer, this.ring.byteOffset, this.ring.length)
    if (start >= 0) return ring.toString('utf8', start, this.end)
    return Buffer.concat([ring.subarray(this.bytes + start), ring.subarray(0, this.end)]).toString(
      'utf8'
    )
  }
}

/** An https URL, or http on a loopback host (a local stand-in), without credentials. */
function downloadUrl(text: string | undefined): URL | undefined {
  const url = URL.parse(String(text))
  if (url === null || url.username !== '' || url.password !== '') return undefined
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))
  return secure ? url : undefined
}

/** Lines of the failed step's end that the follow-up keeps. */
const TAIL_LINES = 60
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?/
// eslint-disable-next-line no-control-regex -- terminal colour codes are what is removed
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g

/**
 * The last lines of the step that failed: from the last `##[group]Run …` before the first
 * `##[error]Process completed with exit code …` up to it, without timestamps or colour codes; the
 * log's last lines when it has no such marker.
 */
export function failedStepTail(log: string): string {
  const lines = log.split(/\r?\n/).map(line => line.replace(TIMESTAMP, '').replace(ANSI, ''))
  const end = lines.findIndex(line => /^##\[error\]Process completed with exit code/.test(line))
  const last = end === -1 ? lines.length : end + 1
  const start = Math.max(
    0,
    lines.slice(0, last).findLastIndex(line => line.startsWith('##[group]Run '))
  )
  const step = lines
    .slice(start, last)
    .filter(line => !line.startsWith('##[endgroup]'))
    .map(line => line.replace(/^##\[group\]/, ''))
  return step.slice(-TAIL_LINES).join('\n').trim()
}

/**
 * The Mintlify preview of a commit, from Mintlify's app only (`MINTLIFY_APP`): linked by one of
 * its check runs (the link itself, or a URL in its summary), or by a status of one of its
 * deployments. Deployments are read only when its check runs link none; a token that may not
 * read them (`deployments: read`) is no preview, not an error.
 */
/** The preview address a deployment status of the app gives, if any. */
function previewOf(status: {
  readonly environment_url?: string | null
  readonly target_url: string | null
}): string | undefined {
  return previewUrl(status.environment_url) ?? previewUrl(status.target_url)
}

export async function findPreview(
  octokit: Octokit,
  repo: Repo,
  sha: string,
  checks: readonly Check[]
): Promise<string | undefined> {
  for (const check of checks) {
    if (check.source !== 'check-run' || check.app !== MINTLIFY_APP.slug) continue
    const found = previewUrl(check.url) ?? previewIn(check.summary)
    if (found !== undefined) return found
  }
  try {
    // Every page, as source: github reads them (deployments.ts): the app's may be behind others'.
    const found = await seekInPages(
      page =>
        octokit.request('GET /repos/{owner}/{repo}/deployments', {
          ...repo,
          sha,
          per_page: 100,
          page
        }),
      deployment => byApp(deployment.creator)
    )
    if (found.kind !== 'found') return undefined
    const status = await seekInPages(
      page =>
        octokit.request('GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses', {
          ...repo,
          deployment_id: Number(found.item.id),
          per_page: 100,
          page
        }),
      s => byApp(s.creator) && previewOf(s) !== undefined
    )
    return status.kind === 'found' ? previewOf(status.item) : undefined
  } catch (error) {
    if (lacksPermission(error)) return undefined
    throw error
  }
}

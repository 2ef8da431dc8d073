import type { Documented } from './github-shapes.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The checks of a commit on the stand-in's GitHub: check runs (Checks API), their annotations, and
 * commit statuses (the combined status), in GitHub's documented shapes. A test scripts each check
 * as a sequence of states (`queued` → `in_progress` → `failure`): every read of the commit's
 * checks moves each one step on, and its last state stays. A check run with a `log` is a GitHub
 * Actions job, whose log is served as GitHub serves it (a redirect to the text). Deployments are
 * in github-deployments.ts.
 */

export type CheckStep =
  | 'queued'
  | 'in_progress'
  | 'success'
  | 'failure'
  | 'neutral'
  | 'skipped'
  | 'cancelled'
  | 'timed_out'
  /** A commit status's own states. */
  | 'pending'
  | 'error'

export interface ScriptedCheck {
  readonly name: string
  /** A deployment is not a check (GitHub does not count it); its `url` is the environment's. */
  readonly source: 'check-run' | 'status' | 'deployment'
  readonly steps: readonly CheckStep[]
  readonly title?: string
  readonly summary?: string
  /** A check run's `details_url`, a status's `target_url`. */
  readonly url?: string
  readonly annotations?: readonly {
    readonly path: string
    readonly line: number
    readonly message: string
  }[]
  /** A GitHub Actions job's log: its details link is then the job's page, its id the job's. */
  readonly log?: string
  /** A deployment's statuses by another account (`mallory`), listed before (newer than) its own. */
  readonly statusesByOthers?: number
  /**
   * Who made it: a check run's app slug (default `ci`, or `github-actions` with a log), a
   * deployment's creator login (default `mintlify[bot]`, as Mintlify's GitHub app creates them).
   */
  readonly by?: string
}

export interface ChecksState {
  /** The scripted checks of a commit: its own, or those of its place among the agent's pushes. */
  checksOf(sha: string): readonly ScriptedCheck[]
  /** How many times each commit's check runs (`check-run:<sha>`) and statuses (`status:<sha>`) were read. */
  readonly checkReads: Map<string, number>
}

export const REPO = '/github/repos/{owner}/{repo}'

type CheckRunView = NonNullable<
  NonNullable<
    Documented<'GET /repos/{owner}/{repo}/commits/{ref}/check-runs'>['check_runs']
  >[number]
>
/** A step's conclusion as a check run, where it has ended (a status's `error` is a failure). */
const CONCLUSIONS: Partial<Record<CheckStep, NonNullable<CheckRunView['conclusion']>>> = {
  success: 'success',
  failure: 'failure',
  neutral: 'neutral',
  skipped: 'skipped',
  cancelled: 'cancelled',
  timed_out: 'timed_out',
  error: 'failure'
}

/** The state a check is in at a read: its step, the last one once the script is done. */
function stepAt(check: ScriptedCheck, read: number): CheckStep {
  return check.steps[Math.min(read, check.steps.length - 1)] ?? 'queued'
}

/**
 * A commit's checks from one API, and how often that API read them before: a read is counted at
 * its first page, so every page of one read sees the same step.
 */
function read(
  state: ChecksState,
  sha: string,
  source: ScriptedCheck['source'],
  page: number
): { checks: readonly ScriptedCheck[]; read: number } {
  const key = `${source}:${sha}`
  const reads = state.checkReads.get(key) ?? 0
  if (page === 1) state.checkReads.set(key, reads + 1)
  return { checks: state.checksOf(sha), read: page === 1 ? reads : Math.max(0, reads - 1) }
}

/** GitHub's paging of both lists: `per_page` (30 unless given, at most 100) and `page` from 1. */
export function pageOf(request: Incoming): { page: number; perPage: number } {
  const number = (name: string, fallback: number) => {
    const n = Number(request.url.searchParams.get(name) ?? fallback)
    return Number.isInteger(n) && n >= 1 ? n : fallback
  }
  return { page: number('page', 1), perPage: Math.min(number('per_page', 30), 100) }
}

export function slicePage<T>(items: readonly T[], paging: { page: number; perPage: number }): T[] {
  return items.slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage)
}

/** Every check scripted for the commits read so far, with its SHA and index. */
function* readChecks(
  state: ChecksState
): Generator<{ sha: string; index: number; check: ScriptedCheck }> {
  for (const key of state.checkReads.keys()) {
    if (!key.startsWith('check-run:')) continue
    const sha = key.slice('check-run:'.length)
    for (const [index, check] of state.checksOf(sha).entries()) yield { sha, index, check }
  }
}

/** The scripted check run with this id, among the commits read. */
function checkRunWithId(state: ChecksState, id: number): ScriptedCheck | undefined {
  for (const found of readChecks(state)) {
    if (runId(found.sha, found.index) === id) return found.check
  }
  return undefined
}

/** The id of a commit's `index`-th check run: stable across reads. */
export function runId(sha: string, index: number): number {
  let hash = 0
  for (const ch of sha) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000
  return hash * 100 + index + 1
}

function checkRuns(state: ChecksState, request: Incoming): Answer {
  const sha = request.params.ref ?? ''
  const paging = pageOf(request)
  const { checks, read: at } = read(state, sha, 'check-run', paging.page)
  const runs = checks
    .map((check, index) => ({ check, index }))
    .filter(({ check }) => check.source === 'check-run')
    .map(({ check, index }) => {
      const step = stepAt(check, at)
      const conclusion = CONCLUSIONS[step]
      const done = conclusion !== undefined
      return {
        id: runId(sha, index),
        name: check.name,
        head_sha: sha,
        status: done ? 'completed' : step === 'queued' ? 'queued' : 'in_progress',
        conclusion: conclusion ?? null,
        details_url:
          check.log === undefined
            ? (check.url ?? null)
            : `https://github.com/${request.params.owner}/${request.params.repo}/actions/runs/1200/job/${runId(sha, index)}`,
        app: { slug: check.by ?? (check.log === undefined ? 'ci' : 'github-actions') },
        output: {
          title: check.title ?? null,
          summary: check.summary ?? null,
          text: null,
          annotations_count: check.annotations?.length ?? 0,
          annotations_url: `http://${request.headers.host ?? ''}${request.url.pathname.replace(/\/commits\/.*$/, '')}/check-runs/${runId(sha, index)}/annotations`
        }
      } satisfies CheckRunView
    })
  const body = {
    total_count: runs.length,
    check_runs: slicePage(runs, paging)
  } satisfies Documented<'GET /repos/{owner}/{repo}/commits/{ref}/check-runs'>
  return { status: 200, body }
}

function combinedStatus(state: ChecksState, request: Incoming): Answer {
  const sha = request.params.ref ?? ''
  const paging = pageOf(request)
  const { checks, read: at } = read(state, sha, 'status', paging.page)
  const statuses = checks
    .filter(check => check.source === 'status')
    .map(check => ({
      context: check.name,
      state: statusState(stepAt(check, at)),
      target_url: check.url ?? null,
      description: check.summary ?? null
    }))
  const combined = statuses.some(s => s.state === 'failure' || s.state === 'error')
    ? 'failure'
    : statuses.some(s => s.state === 'pending')
      ? 'pending'
      : 'success'
  const body = {
    state: combined,
    sha,
    total_count: statuses.length,
    statuses: slicePage(statuses, paging)
  } satisfies Documented<'GET /repos/{owner}/{repo}/commits/{ref}/status'>
  return { status: 200, body }
}

/** A step as a commit status's state: `success`, `failure`, `error` or `pending`. */
function statusState(step: CheckStep): 'success' | 'failure' | 'error' | 'pending' {
  if (step === 'success' || step === 'error' || step === 'pending') return step
  return step === 'queued' || step === 'in_progress' ? 'pending' : 'failure'
}

function annotations(state: ChecksState, request: Incoming): Answer {
  const check = checkRunWithId(state, Number(request.params.id))
  if (check !== undefined) {
    const body = (check.annotations ?? []).map(a => ({
      path: a.path,
      start_line: a.line,
      end_line: a.line,
      annotation_level: 'failure',
      message: a.message,
      title: null
    })) satisfies Documented<'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations'>
    return { status: 200, body }
  }
  return NOT_FOUND
}

export const NOT_FOUND: Answer = { status: 404, body: { message: 'Not Found' } }

/** A job's log: GitHub answers with a redirect to a short-lived download of the text. */
function jobLogs(state: ChecksState, request: Incoming): Answer {
  const id = Number(request.params.id)
  if (checkRunWithId(state, id)?.log === undefined) return NOT_FOUND
  const location = `http://${request.headers.host ?? ''}/github/_downloads/job-logs/${id}`
  return { status: 302, body: undefined, headers: { location } }
}

function logDownload(state: ChecksState, request: Incoming): Answer {
  const log = checkRunWithId(state, Number(request.params.id))?.log
  if (log === undefined) return NOT_FOUND
  return { status: 200, body: log, headers: { 'content-type': 'text/plain; charset=utf-8' } }
}

export const CHECK_ROUTES: readonly RouteSpec<ChecksState>[] = [
  {
    route: 'check-runs',
    method: 'GET',
    template: `${REPO}/commits/{ref}/check-runs`,
    handle: checkRuns
  },
  {
    route: 'commit-status',
    method: 'GET',
    template: `${REPO}/commits/{ref}/status`,
    handle: combinedStatus
  },
  {
    route: 'check-annotations',
    method: 'GET',
    template: `${REPO}/check-runs/{id}/annotations`,
    handle: annotations
  },
  { route: 'job-logs', method: 'GET', template: `${REPO}/actions/jobs/{id}/logs`, handle: jobLogs },
  {
    route: 'log-download',
    method: 'GET',
    template: '/github/_downloads/job-logs/{id}',
    handle: logDownload,
    signed: true
  }
]

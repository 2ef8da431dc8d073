import type { Octokit } from './octokit.js'
import { statusOf } from './octokit.js'

/**
 * What the checks of a commit say, decided as GitHub's own "All checks have passed" decides it:
 * check runs (Checks API) and commit statuses (Statuses API) together, each by its latest state.
 * `readCommitChecks` reads them; the rest is pure.
 */

/** One check of the head commit, from either API, as this action weighs it. */
export interface Check {
  readonly name: string
  readonly source: 'check-run' | 'status'
  readonly state: 'pending' | 'passed' | 'failed'
  /** GitHub's word for how it ended (`failure`, `timed_out`, `error`); undefined while pending. */
  readonly conclusion: string | undefined
  /** Where GitHub links it: a check run's `details_url`, a status's `target_url`. */
  readonly url: string | undefined
  /** A check run's app (`github-actions` for a workflow's job, whose id is the job's). */
  readonly app?: string | undefined
  /** A check run's id (for its annotations), its output's title and summary (a status's description). */
  readonly id?: number
  readonly title?: string | undefined
  readonly summary?: string | undefined
}

export type ChecksVerdict =
  /** No check appeared within the grace period: a repository without CI. */
  | { readonly kind: 'none' }
  | { readonly kind: 'pending'; readonly pending: readonly Check[] }
  | { readonly kind: 'passed'; readonly checks: readonly Check[] }
  | {
      readonly kind: 'failed'
      readonly failed: readonly Check[]
      readonly pending: readonly Check[]
    }

/** A check run's conclusions that GitHub counts as passing; any other conclusion fails. */
const PASSING = new Set(['success', 'neutral', 'skipped'])

/** A check run as the Checks API lists it (the fields read here). */
export interface CheckRunFields {
  readonly id?: number | bigint
  readonly name: string
  readonly status: string
  readonly conclusion: string | null
  readonly details_url?: string | null
  readonly app?: { readonly slug?: string } | null
  readonly output?: { readonly title?: string | null; readonly summary?: string | null }
}

/** A commit status as the combined-status API lists it: the latest of each context. */
export interface StatusFields {
  readonly context: string
  readonly state: string
  readonly target_url?: string | null
  readonly description?: string | null
}

export function checkOfRun(run: CheckRunFields): Check {
  const done = run.status === 'completed' && run.conclusion !== null
  return {
    name: run.name,
    source: 'check-run',
    state: !done ? 'pending' : PASSING.has(run.conclusion ?? '') ? 'passed' : 'failed',
    conclusion: done ? (run.conclusion ?? undefined) : undefined,
    url: run.details_url ?? undefined,
    app: run.app?.slug ?? undefined,
    ...(run.id === undefined ? {} : { id: Number(run.id) }),
    title: run.output?.title ?? undefined,
    summary: run.output?.summary ?? undefined
  }
}

export function checkOfStatus(status: StatusFields): Check {
  const state =
    status.state === 'success' ? 'passed' : status.state === 'pending' ? 'pending' : 'failed'
  return {
    name: status.context,
    source: 'status',
    state,
    conclusion: state === 'pending' ? undefined : status.state,
    url: status.target_url ?? undefined,
    summary: status.description ?? undefined
  }
}

/**
 * The verdict on a commit's checks. Checks whose names `ignored` matches (`isIgnored`) are left
 * out, and so is a check of this very workflow run (`ownRunUrl`: its checks link
 * `…/actions/runs/<id>/job/…`): waiting on itself would never end. No check at all is `none` once `graceOver`, `pending` before.
 */
export function judgeChecks(
  checks: readonly Check[],
  rules: {
    readonly ignored: readonly string[]
    readonly ownRunUrl: string | undefined
    readonly graceOver: boolean
  }
): ChecksVerdict {
  const counted = checks.filter(
    c => !isIgnored(c.name, rules.ignored) && !isOfRun(c.url, rules.ownRunUrl)
  )
  if (counted.length === 0)
    return rules.graceOver ? { kind: 'none' } : { kind: 'pending', pending: [] }
  const failed = counted.filter(c => c.state === 'failed')
  const pending = counted.filter(c => c.state === 'pending')
  if (failed.length > 0) return { kind: 'failed', failed, pending }
  if (pending.length > 0) return { kind: 'pending', pending }
  return { kind: 'passed', checks: counted }
}

/** Whether `url` is the run's page or one under it (`…/runs/12` is not run 1's). */
function isOfRun(url: string | undefined, runUrl: string | undefined): boolean {
  if (url === undefined || runUrl === undefined) return false
  return url === runUrl || url.startsWith(`${runUrl}/`)
}

/**
 * Whether a check's name is one `checks-ignore` lists: exact, case as written, where `*` stands
 * for any run of characters. Matched piece by piece (first piece a prefix, last a suffix, the
 * others in order between), which is exact for `*` alone and linear: no regular expression, so a
 * pattern of many `*` cannot make a long name backtrack.
 */
export function isIgnored(name: string, ignored: readonly string[]): boolean {
  return ignored.some(pattern => globMatches(pattern, name))
}

function globMatches(pattern: string, name: string): boolean {
  const pieces = pattern.split('*')
  if (pieces.length === 1) return pattern === name
  const first = pieces[0] ?? ''
  const last = pieces.at(-1) ?? ''
  if (name.length < first.length + last.length) return false
  if (!name.startsWith(first) || !name.endsWith(last)) return false
  let at = first.length
  const end = name.length - last.length
  for (const piece of pieces.slice(1, -1)) {
    const found = name.indexOf(piece, at)
    if (found === -1 || found + piece.length > end) return false
    at = found + piece.length
  }
  return true
}

/**
 * The Mintlify preview a URL is, as its origin, or undefined: only `https://<label>.mintlify.site`
 * (with any path), where the label holds no dot (Mintlify's preview deployments are
 * `<organization>-<branch>.mintlify.site`), with no user, password or port. The whole value must
 * be the URL: a look-alike (`mintlify.site.evil.com`, `a.b.mintlify.site`, `http://`, one behind
 * `javascript:` or inside another URL's query) is not one.
 */
export function previewUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('https://')) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.username !== '' || url.password !== '' || url.port !== '') return undefined
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.mintlify\.site$/.test(url.hostname)
    ? url.origin
    : undefined
}

/** The first preview a text (a check's summary) links, by `previewUrl`'s rule, or undefined. */
export function previewIn(text: string | null | undefined): string | undefined {
  if (typeof text !== 'string') return undefined
  // A URL starts at a word boundary: not inside another URL or after `javascript:`.
  for (const [candidate] of text.matchAll(/(?<![\w:/.%-])https:\/\/[^\s<>()"'`\]\\[]+/g)) {
    const found = previewUrl(candidate)
    if (found !== undefined) return found
  }
  return undefined
}

export type ChecksRead =
  | { readonly kind: 'read'; readonly checks: readonly Check[] }
  /** The token may not read one of the two APIs: the permission to add, named. */
  | { readonly kind: 'forbidden'; readonly permission: 'checks' | 'statuses' }

/**
 * The check runs and commit statuses of a commit (the first 100 check runs; the combined status
 * holds the latest of each context). A 403 or 404 of either API is `forbidden`, naming the
 * permission; anything else is thrown, as every GitHub read is.
 */
export async function readCommitChecks(
  octokit: Octokit,
  repo: { readonly owner: string; readonly repo: string },
  sha: string
): Promise<ChecksRead> {
  const target = { ...repo, ref: sha }
  const denied = (error: unknown) => statusOf(error) === 403 || statusOf(error) === 404
  let runs: readonly CheckRunFields[]
  try {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
      ...target,
      per_page: 100
    })
    runs = data.check_runs
  } catch (error) {
    if (denied(error)) return { kind: 'forbidden', permission: 'checks' }
    throw error
  }
  let statuses: readonly StatusFields[]
  try {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/status', target)
    statuses = data.statuses
  } catch (error) {
    if (denied(error)) return { kind: 'forbidden', permission: 'statuses' }
    throw error
  }
  return { kind: 'read', checks: [...runs.map(checkOfRun), ...statuses.map(checkOfStatus)] }
}

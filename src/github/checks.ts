import type { Octokit } from './octokit.js'
import { ConditionalReads } from './conditional.js'
import { lacksPermission } from './failure.js'

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
interface CheckRunFields {
  readonly id?: number | bigint
  readonly name: string
  readonly status: string
  readonly conclusion: string | null
  readonly details_url?: string | null
  readonly app?: { readonly slug?: string } | null
  readonly output?: { readonly title?: string | null; readonly summary?: string | null }
}

/** A commit status as the combined-status API lists it: the latest of each context. */
interface StatusFields {
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
  const url = URL.parse(value)
  if (url === null || url.username !== '' || url.password !== '' || url.port !== '')
    return undefined
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

type ChecksRead =
  | { readonly kind: 'read'; readonly checks: readonly Check[] }
  /** The token may not read one of the two APIs: the permission to add, named. */
  | { readonly kind: 'forbidden'; readonly permission: 'checks' | 'statuses' }
  /** More than `MAX_CHECK_PAGES` pages of one list: no verdict is given on part of it. */
  | {
      readonly kind: 'too-many'
      readonly list: 'check runs' | 'commit statuses'
      readonly total: number
    }

/** GitHub's largest page of check runs and of a combined status's statuses. */
const PAGE_SIZE = 100
/** The most pages read of each list: a bound, said when reached. */
const MAX_CHECK_PAGES = 10
/** The most check runs, and the most statuses, read of one commit (1,000 each). */
export const MAX_CHECKS_READ = PAGE_SIZE * MAX_CHECK_PAGES

/**
 * The check runs and commit statuses of a commit, every page of each (the combined status holds
 * the latest of each context), up to `MAX_CHECK_PAGES` pages: a verdict is about the whole list.
 * A wait that reads them again and again gives the same `reads`: a page that did not change is
 * answered 304, which costs no rate limit (github/conditional.ts).
 * A 403 or 404 of either API is `forbidden`, naming the permission; anything else is thrown, as
 * every GitHub read is.
 */
export async function readCommitChecks(
  octokit: Octokit,
  repo: { readonly owner: string; readonly repo: string },
  sha: string,
  reads: ConditionalReads = new ConditionalReads()
): Promise<ChecksRead> {
  const target = { ...repo, ref: sha }
  let runs: Paged<CheckRunFields>
  try {
    runs = await readPages(async page => {
      const data = await reads.read(`check-runs ${sha} ${page}`, headers =>
        octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
          ...target,
          per_page: PAGE_SIZE,
          page,
          headers
        })
      )
      return { items: data.check_runs, total: data.total_count }
    })
  } catch (error) {
    if (lacksPermission(error)) return { kind: 'forbidden', permission: 'checks' }
    throw error
  }
  if (runs.kind === 'too-many') return { kind: 'too-many', list: 'check runs', total: runs.total }
  let statuses: Paged<StatusFields>
  try {
    statuses = await readPages(async page => {
      const data = await reads.read(`status ${sha} ${page}`, headers =>
        octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/status', {
          ...target,
          per_page: PAGE_SIZE,
          page,
          headers
        })
      )
      return { items: data.statuses, total: data.total_count }
    })
  } catch (error) {
    if (lacksPermission(error)) return { kind: 'forbidden', permission: 'statuses' }
    throw error
  }
  if (statuses.kind === 'too-many')
    return { kind: 'too-many', list: 'commit statuses', total: statuses.total }
  return {
    kind: 'read',
    checks: [...runs.items.map(checkOfRun), ...statuses.items.map(checkOfStatus)]
  }
}

type Paged<T> =
  | { readonly kind: 'all'; readonly items: readonly T[] }
  | { readonly kind: 'too-many'; readonly total: number }

/**
 * Every page of a list that says its `total`: until the total is read or a page is short. A list
 * longer than `MAX_CHECK_PAGES` full pages is `too-many`; one that ends exactly there is whole.
 */
async function readPages<T>(
  pageOf: (page: number) => Promise<{ items: readonly T[]; total: number }>
): Promise<Paged<T>> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const read = await pageOf(page)
    items.push(...read.items)
    if (items.length >= read.total || read.items.length < PAGE_SIZE) return { kind: 'all', items }
    if (page === MAX_CHECK_PAGES) return { kind: 'too-many', total: read.total }
  }
}

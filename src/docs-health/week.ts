import type { Logger } from '../action/io.js'
import type { Gap } from './gaps.js'
import { gapId, MAX_TRACKED, MAX_TRIED, TEXT_CHARS, type TrackedGap } from './ledger.js'

/**
 * A week in each gap's history: the ledger of the report before, and this period's gaps, give the
 * ledger this report carries. A handed-over gap's pull request is looked for; once merged and the
 * site deployed since, a search or a question is asked of the live site's search (a page found:
 * verified; nothing: still failing), and a page is judged by this period's ratings. A hand-over
 * that came to nothing (no pull request, one closed unmerged, no job) puts its gap back among the
 * new ones. A gap readers stopped hitting is gone, from every state still being worked on; one
 * seen for the first time, or again after it was gone, is new. Every state has a way out but
 * verified and gone, which end a gap's history until readers hit it again (gone).
 */

/** The pull request a report's hand-over brought. */
export interface FoundPull {
  readonly number: number
  /** When it merged; undefined while it has not. */
  readonly mergedAt: string | undefined
  readonly mergeSha: string | undefined
  /** Closed without merging. */
  readonly closedUnmerged: boolean
}

/** Where a report's hand-over stands. */
export type HandOverFate =
  /** No job has reported on the report issue. */
  | { readonly kind: 'no-job' }
  /** Its job is at work, with no pull request on this repository yet. */
  | { readonly kind: 'working' }
  /**
   * Its job ended (`status`: the service's word, or `gone` when the service no longer has it)
   * without a pull request on this repository.
   */
  | { readonly kind: 'no-pull'; readonly status: string }
  | { readonly kind: 'pull'; readonly pull: FoundPull }

export type SearchOutcome =
  | { readonly kind: 'found'; readonly page: string }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'failed'; readonly message: string }

export interface Lookups {
  /** Where report `issue`'s hand-over stands; undefined when it could not be read (warned). */
  fateOf(issue: number): Promise<HandOverFate | undefined>
  /** Whether the site deployed successfully since the pull request merged. */
  deployedSince(pull: FoundPull): Promise<boolean>
  /** The live site's search; undefined when verification is off (no `search-key`). */
  readonly search: ((query: string) => Promise<SearchOutcome>) | undefined
}

/** A gap verified, or found still failing, by this run, after pull request `pull`. */
export interface Verified {
  readonly kind: Gap['kind']
  readonly text: string
  readonly state: 'verified' | 'still-failing'
  readonly page?: string
  readonly pull: number
}

/** A handed-over gap back among the new ones, and why: its hand-over came to nothing. */
interface Reopened {
  readonly id: string
  readonly kind: Gap['kind']
  readonly text: string
  readonly why: string
}

export interface Advanced {
  /** The ledger this report carries. */
  readonly gaps: readonly TrackedGap[]
  readonly verified: readonly Verified[]
  readonly reopened: readonly Reopened[]
  /** Requests to the site's search this run: at most one per gap to verify. */
  readonly searches: number
  /** Why verification stopped part-way (a refused key, the hourly limit), when it did. */
  readonly skipped: string | undefined
}

/** What one run of `advanceGaps` keeps as it goes. */
interface Run {
  searches: number
  skipped: string | undefined
  verified: Verified[]
  reopened: Reopened[]
}

/** Days a hand-over waits for a job to report on the report issue before it goes over again. */
export const NO_JOB_DAYS = 28
const DAY_MS = 86_400_000

/** How a job that made no pull request ended, by its status. */
const ENDED: Record<string, string> = {
  completed: 'completed without a pull request',
  failed: 'failed',
  archived: 'was archived',
  gone: 'is no longer on the service'
}

/** States a gap leaves for `gone` when readers stop hitting it: every one still being worked on. */
const GOES: readonly TrackedGap['state'][] = ['new', 'handed-over', 'merged', 'still-failing']

export async function advanceGaps(
  base: readonly TrackedGap[],
  found: readonly Gap[],
  since: string,
  lookups: Lookups,
  log: Logger
): Promise<Advanced> {
  const seen = new Map(found.map(gap => [gapId(gap.kind, gap.text), gap]))
  // Each report's hand-over and each merge's deployment are read once, however many gaps share them.
  const fates = new Map<number, Promise<HandOverFate | undefined>>()
  const deployed = new Map<number, Promise<boolean>>()
  const run: Run = { searches: 0, skipped: undefined, verified: [], reopened: [] }
  const gaps: TrackedGap[] = []
  for (const entry of base) {
    let fate: HandOverFate | undefined
    const report = entry.report
    if (report !== undefined && (entry.state === 'handed-over' || entry.state === 'merged')) {
      if (!fates.has(report)) fates.set(report, lookups.fateOf(report))
      fate = await fates.get(report)
    }
    let next = entry.state === 'handed-over' ? handOverMoved(entry, fate, since, run) : entry
    const merge = next.state === 'merged' ? mergeOf(fate) : undefined
    if (merge !== undefined) {
      if (!deployed.has(merge.number)) deployed.set(merge.number, lookups.deployedSince(merge))
      if (await deployed.get(merge.number))
        next = await verify(next, merge.number, seen.has(entry.id), { since, lookups, run, log })
    }
    const here = seen.has(entry.id)
    if (!here && GOES.includes(next.state)) next = { ...next, state: 'gone', since }
    else if (here && next.state === 'gone') next = { ...next, state: 'new', since }
    gaps.push(next)
  }
  const known = new Set(base.map(g => g.id))
  for (const [id, gap] of seen)
    if (!known.has(id))
      gaps.push({ id, kind: gap.kind, text: gap.text.slice(0, TEXT_CHARS), state: 'new', since })
  const { searches, skipped, verified, reopened } = run
  return { gaps: keep(gaps), verified, reopened, searches, skipped }
}

/**
 * A handed-over gap, a week on: merged once its pull request merged; back among the new ones when
 * the hand-over came to nothing (its job ended without a pull request, the pull request closed
 * without merging, or no job reported on the report within NO_JOB_DAYS), so it is handed over again; otherwise as
 * it was, with its pull request once known.
 */
function handOverMoved(
  entry: TrackedGap,
  fate: HandOverFate | undefined,
  since: string,
  run: Run
): TrackedGap {
  const reopen = (why: string, tried: readonly number[] = entry.tried ?? []): TrackedGap => {
    run.reopened.push({ id: entry.id, kind: entry.kind, text: entry.text, why })
    const { id, kind, text } = entry
    return { id, kind, text, state: 'new', since, ...(tried.length > 0 ? { tried } : {}) }
  }
  switch (fate?.kind) {
    case undefined:
    case 'working':
      return entry
    case 'no-job':
      // A fix job that does not report on the report issue (no issue-number) leaves no trace to
      // follow: its gaps wait, and go over again only after NO_JOB_DAYS.
      return Date.parse(since) - Date.parse(entry.since) >= NO_JOB_DAYS * DAY_MS
        ? reopen(`no agent job reported on the report issue within ${NO_JOB_DAYS} days`)
        : entry
    case 'no-pull':
      return reopen(`its agent job ${ENDED[fate.status] ?? `ended as ${fate.status}`}`)
    case 'pull': {
      const { pull } = fate
      if (pull.mergedAt !== undefined)
        return { ...entry, state: 'merged', pull: pull.number, since }
      if (pull.closedUnmerged)
        return reopen(
          `pull request #${pull.number} was closed without merging`,
          [...(entry.tried ?? []), pull.number].slice(-MAX_TRIED)
        )
      return { ...entry, pull: pull.number }
    }
  }
}

/** The merged pull request a hand-over brought, once it merged. */
function mergeOf(fate: HandOverFate | undefined): FoundPull | undefined {
  return fate?.kind === 'pull' && fate.pull.mergedAt !== undefined ? fate.pull : undefined
}

/**
 * A merged gap once the site deployed its pull request `pull`: verified (the site's search finds
 * a page; a page no longer rated down more than up), or still failing, with `pull` tried.
 */
async function verify(
  entry: TrackedGap,
  pull: number,
  stillSeen: boolean,
  week: {
    readonly since: string
    readonly lookups: Lookups
    readonly run: Run
    readonly log: Logger
  }
): Promise<TrackedGap> {
  const { since, lookups, run, log } = week
  let page: string | undefined
  if (entry.kind === 'page') {
    // A page is judged by its readers: no longer rated down more than up.
    page = stillSeen ? undefined : entry.text
  } else {
    if (lookups.search === undefined || run.skipped !== undefined) return entry
    run.searches++
    const outcome = await lookups.search(entry.text)
    if (outcome.kind === 'failed') {
      run.skipped = outcome.message
      log.warning(`Verification on the live site was skipped: ${outcome.message}`)
      return entry
    }
    if (outcome.kind === 'found') page = outcome.page
  }
  const { kind, text } = entry
  if (page === undefined) {
    run.verified.push({ kind, text, state: 'still-failing', pull })
    // The latest MAX_TRIED: what a ledger entry holds.
    const tried = [...(entry.tried ?? []), pull].slice(-MAX_TRIED)
    return { ...entry, state: 'still-failing', since, tried }
  }
  run.verified.push({ kind, text, state: 'verified', page, pull })
  return { ...entry, state: 'verified', since, page }
}

/** The ledger kept within MAX_TRACKED: every gap still being followed first, gone ones last. */
function keep(gaps: readonly TrackedGap[]): TrackedGap[] {
  const live = gaps.filter(g => g.state !== 'gone')
  const gone = gaps.filter(g => g.state === 'gone')
  return [...live, ...gone].slice(0, MAX_TRACKED)
}

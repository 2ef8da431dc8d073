import type { Logger } from '../action/io.js'
import type { Gap } from './gaps.js'
import { gapId, MAX_TRACKED, MAX_TRIED, TEXT_CHARS, type TrackedGap } from './ledger.js'

/**
 * A week in each gap's history: the ledger of the report before, and this period's gaps, give the
 * ledger this report carries. A handed-over gap's pull request is looked for; once merged and the
 * site deployed since, a search or a question is asked of the live site's search (a page found:
 * verified; nothing: still failing), and a page is judged by this period's ratings. A gap readers
 * stopped hitting is gone; one seen for the first time is new. Then the gaps to hand over: new
 * ones first, then those still failing; never one handed over and not yet merged.
 */

/** The pull request a report's hand-over brought. */
export interface FoundPull {
  readonly number: number
  /** When it merged; undefined while it has not. */
  readonly mergedAt: string | undefined
  readonly mergeSha: string | undefined
}

export type SearchOutcome =
  | { readonly kind: 'found'; readonly page: string }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'failed'; readonly message: string }

export interface Lookups {
  /** The pull request of report `issue`'s hand-over, or undefined when none is known yet. */
  pullOf(issue: number): Promise<FoundPull | undefined>
  /** Whether the site deployed successfully since the pull request merged. */
  deployedSince(pull: FoundPull): Promise<boolean>
  /** The live site's search; undefined when verification is off (no `search-key`). */
  readonly search: ((query: string) => Promise<SearchOutcome>) | undefined
}

/** A gap verified, or found still failing, by this run. */
export interface Verification {
  readonly kind: Gap['kind']
  readonly text: string
  readonly state: 'verified' | 'still-failing'
  readonly page?: string
  readonly pull?: number
}

export interface Followed {
  /** The ledger this report carries. */
  readonly gaps: readonly TrackedGap[]
  readonly verified: readonly Verification[]
  /** Requests to the site's search this run: at most one per gap to verify. */
  readonly searches: number
  /** Why verification stopped part-way (a refused key, the hourly limit), when it did. */
  readonly skipped: string | undefined
}

export async function followGaps(
  base: readonly TrackedGap[],
  found: readonly Gap[],
  since: string,
  lookups: Lookups,
  log: Logger
): Promise<Followed> {
  const seen = new Map(found.map(gap => [gapId(gap.kind, gap.text), gap]))
  // Each report's pull request and each merge's deployment are read once, however many gaps share them.
  const pulls = new Map<number, FoundPull | undefined>()
  const deployed = new Map<number, boolean>()
  const run = {
    searches: 0,
    skipped: undefined as string | undefined,
    verified: [] as Verification[]
  }
  const pullOf = async (issue: number) => {
    if (!pulls.has(issue)) pulls.set(issue, await lookups.pullOf(issue))
    return pulls.get(issue)
  }
  const gaps: TrackedGap[] = []
  for (const entry of base) {
    let next = entry
    const following = next.state === 'handed-over' || next.state === 'merged'
    const pull = following && next.report !== undefined ? await pullOf(next.report) : undefined
    if (next.state === 'handed-over' && pull !== undefined)
      next =
        pull.mergedAt === undefined
          ? { ...next, pull: pull.number }
          : { ...next, state: 'merged', pull: pull.number, since }
    if (next.state === 'merged' && pull?.mergedAt !== undefined) {
      if (!deployed.has(pull.number)) deployed.set(pull.number, await lookups.deployedSince(pull))
      if (deployed.get(pull.number) === true)
        next = await verify(next, seen.has(entry.id), since, lookups, run, log)
    }
    const here = seen.has(entry.id)
    if (!here && (next.state === 'new' || next.state === 'still-failing'))
      next = { ...next, state: 'gone', since }
    else if (here && next.state === 'gone') next = { ...next, state: 'new', since }
    gaps.push(next)
  }
  const known = new Set(base.map(g => g.id))
  for (const [id, gap] of seen)
    if (!known.has(id))
      gaps.push({ id, kind: gap.kind, text: gap.text.slice(0, TEXT_CHARS), state: 'new', since })
  return { gaps: keep(gaps), verified: run.verified, searches: run.searches, skipped: run.skipped }
}

async function verify(
  entry: TrackedGap,
  stillSeen: boolean,
  since: string,
  lookups: Lookups,
  run: { searches: number; skipped: string | undefined; verified: Verification[] },
  log: Logger
): Promise<TrackedGap> {
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
    page = outcome.kind === 'found' ? outcome.page : undefined
  }
  const pull = entry.pull
  const next: TrackedGap =
    page === undefined
      ? {
          ...entry,
          state: 'still-failing',
          since,
          // The latest MAX_TRIED: what a ledger entry holds.
          tried: [...(entry.tried ?? []), ...(pull === undefined ? [] : [pull])].slice(-MAX_TRIED)
        }
      : { ...entry, state: 'verified', since, page }
  run.verified.push({
    kind: next.kind,
    text: next.text,
    state: next.state === 'verified' ? 'verified' : 'still-failing',
    ...(page === undefined ? {} : { page }),
    ...(pull === undefined ? {} : { pull })
  })
  return next
}

/** The ledger kept within MAX_TRACKED: every gap still being followed first, gone ones last. */
function keep(gaps: readonly TrackedGap[]): TrackedGap[] {
  const live = gaps.filter(g => g.state !== 'gone')
  const gone = gaps.filter(g => g.state === 'gone')
  return [...live, ...gone].slice(0, MAX_TRACKED)
}

/** A gap to hand over, and what was tried for it before. */
export interface ToHandOver {
  readonly gap: Gap
  readonly tried: readonly number[]
}

/**
 * The gaps to hand over this period, at most `limit`: new ones first, in the order they were
 * found, then those still failing after a fix, with what was tried; never one handed over and not
 * yet merged, nor one merged and waiting for the site to deploy.
 */
export function chooseHandOver(
  gaps: readonly TrackedGap[],
  found: readonly Gap[],
  limit: number
): ToHandOver[] {
  const state = new Map(gaps.map(g => [g.id, g]))
  const of = (wanted: TrackedGap['state']) =>
    found.flatMap(gap => {
      const tracked = state.get(gapId(gap.kind, gap.text))
      return tracked?.state === wanted ? [{ gap, tried: tracked.tried ?? [] }] : []
    })
  return [...of('new'), ...of('still-failing')].slice(0, limit)
}

/** The ledger once the chosen gaps are handed over in this report (its number known later). */
export function handedOver(
  gaps: readonly TrackedGap[],
  chosen: readonly ToHandOver[],
  since: string
): TrackedGap[] {
  const ids = new Set(chosen.map(c => gapId(c.gap.kind, c.gap.text)))
  return gaps.map(g => {
    if (!ids.has(g.id)) return g
    // Its report is the one that holds this ledger (readLedger fills it in).
    const { id, kind, text, tried } = g
    return {
      id,
      kind,
      text,
      state: 'handed-over',
      since,
      ...(tried === undefined ? {} : { tried })
    }
  })
}

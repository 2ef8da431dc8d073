import type { Gap } from './gaps.js'
import { gapId, type TrackedGap } from './ledger.js'

/**
 * The gaps to hand over this period, chosen from a week's ledger (follow.ts): new ones first, in
 * the order they were found, then those still failing after a fix, with what was tried; never one
 * handed over and not yet merged, nor one merged and waiting for the site to deploy.
 */

/** A gap to hand over, and what was tried for it before. */
interface ToHandOver {
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

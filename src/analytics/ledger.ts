import { createHash } from 'node:crypto'
import { SEAL, type MarkerSeal } from '../github/hidden-marker.js'
import type { Gap } from './gaps.js'
import { sameQuestion } from './tally.js'

/**
 * Each gap's history, carried from one period's report to the next: a stable identity (the kind
 * and the normalised question, search or page), where it stands, and what was tried. The ledger
 * is a hidden line of the report, sealed like every marker (an HMAC keyed with `secret-key`), so
 * only this action writes it: a report edited by hand keeps its gaps' states, and a ledger line
 * changed by anyone else is not read.
 */
export type GapState = 'new' | 'handed-over' | 'merged' | 'verified' | 'still-failing' | 'gone'

export interface TrackedGap {
  /** The identity: the same question, search or page in any period. */
  readonly id: string
  readonly kind: Gap['kind']
  /** As the report names it, cut to TEXT_CHARS. */
  readonly text: string
  readonly state: GapState
  /**
   * The report issue whose hand-over holds it (its latest), once handed over; written without it
   * by the report that handed it over, whose number `readLedger` fills in.
   */
  readonly report?: number
  /** That hand-over's pull request, once known. */
  readonly pull?: number
  /** The page the site's search found for it, once verified. */
  readonly page?: string
  /** Pull requests merged for it that did not fix it, oldest first. */
  readonly tried?: readonly number[]
  /** The first day of the period it came to this state in. */
  readonly since: string
}

export const TEXT_CHARS = 120
/** Pull requests remembered per gap as tried. */
export const MAX_TRIED = 20
/** Gaps kept: the ledger stays a small part of an issue's 65,536 characters. */
export const MAX_TRACKED = 60
const KIND = 'docs-health-gaps'
const MARKER = new RegExp(`^<!-- mintlify-docs-health-gaps: ([A-Za-z0-9_-]*) seal: (${SEAL}) -->$`)
const STATES: readonly GapState[] = [
  'new',
  'handed-over',
  'merged',
  'verified',
  'still-failing',
  'gone'
]
const KINDS: readonly Gap['kind'][] = ['question', 'search', 'page']

/** A gap's identity: its kind and its text as the same gap in any period has it. */
export function gapId(kind: Gap['kind'], text: string): string {
  const same = kind === 'page' ? text.trim() : sameQuestion(text)
  return createHash('sha256').update(`${kind}\n${same}`).digest('base64url').slice(0, 16)
}

/** The ledger's hidden line, sealed. */
export function ledgerLine(gaps: readonly TrackedGap[], seal: MarkerSeal): string {
  const data = Buffer.from(JSON.stringify(gaps.slice(0, MAX_TRACKED))).toString('base64url')
  return `<!-- mintlify-docs-health-gaps: ${data} seal: ${seal.of(KIND, [data])} -->`
}

/**
 * The ledger a report's body holds on its second line, right under the report's marker (so a line
 * a person adds elsewhere is never read): its gaps, `'none'` when that line is no ledger (a report
 * written before gaps were followed), or `'broken'` when it is not as this action wrote it.
 */
export function readLedger(
  body: string,
  seal: MarkerSeal,
  holder: number
): readonly TrackedGap[] | 'none' | 'broken' {
  const second = body.split('\n')[1] ?? ''
  if (!second.startsWith('<!-- mintlify-docs-health-gaps: ')) return 'none'
  const m = MARKER.exec(second)
  if (m === null) return 'broken'
  const [, data = '', sealed = ''] = m
  if (!seal.holds(KIND, [data], sealed)) return 'broken'
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
  } catch {
    return 'broken'
  }
  if (!Array.isArray(parsed)) return 'broken'
  const gaps = parsed.map(trackedGap)
  if (!gaps.every(g => g !== undefined)) return 'broken'
  return gaps
    .slice(0, MAX_TRACKED)
    .map(g => (g.state === 'handed-over' && g.report === undefined ? { ...g, report: holder } : g))
}

/** A ledger entry checked field by field (it was sealed, but is read as any outside value). */
function trackedGap(value: unknown): TrackedGap | undefined {
  const v = value as Record<string, unknown> | null
  if (typeof v !== 'object' || v === null) return undefined
  const { id, kind, text, state, report, pull, page, tried, since } = v
  const number = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0
  const ok =
    typeof id === 'string' &&
    /^[\w-]{16}$/.test(id) &&
    KINDS.includes(kind as Gap['kind']) &&
    typeof text === 'string' &&
    text.length <= TEXT_CHARS &&
    STATES.includes(state as GapState) &&
    (report === undefined || number(report)) &&
    (pull === undefined || number(pull)) &&
    (page === undefined || (typeof page === 'string' && page.length <= 300)) &&
    (tried === undefined ||
      (Array.isArray(tried) && tried.length <= MAX_TRIED && tried.every(number))) &&
    typeof since === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(since)
  return ok ? (value as TrackedGap) : undefined
}

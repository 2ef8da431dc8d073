import { createHash } from 'node:crypto'
import { SEAL, type MarkerSeal } from '../github/hidden-marker.js'
import type { Gap } from './gaps.js'
import { sameQuestion } from '../export/tally.js'

/**
 * Each gap's history, carried from one period's report to the next: a stable identity (the kind
 * and the normalised question, search or page), where it stands, and what was tried. The ledger
 * is a hidden line of the report, sealed like every marker (an HMAC keyed with `secret-key`) and
 * bound to its project and its report issue, so only this action writes it and only that report
 * carries it: a report edited by hand keeps its gaps' states, and a ledger line changed by anyone
 * else, or pasted from another report, is not read.
 */
type GapState = 'new' | 'handed-over' | 'merged' | 'verified' | 'still-failing' | 'gone'

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
const PREFIX = '<!-- mintlify-docs-health-gaps: '
const MARKER = new RegExp(`^${PREFIX}([A-Za-z0-9_-]*) seal: (${SEAL}) -->$`)
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

/** The report a ledger is written in: its project and its issue, which the seal binds. */
export interface LedgerPlace {
  readonly projectId: string
  readonly issue: number
}

const sealed = (place: LedgerPlace, data: string) => [place.projectId, String(place.issue), data]

/** The ledger's hidden line, sealed for the report it is written in. */
export function ledgerLine(
  gaps: readonly TrackedGap[],
  seal: MarkerSeal,
  place: LedgerPlace
): string {
  const data = Buffer.from(JSON.stringify(gaps.slice(0, MAX_TRACKED))).toString('base64url')
  return `${PREFIX}${data} seal: ${seal.of(KIND, sealed(place, data))} -->`
}

/** What a report's body says of its ledger. */
type ReadLedger =
  | { readonly kind: 'read'; readonly gaps: readonly TrackedGap[] }
  /** No line of the body is a ledger's (a person removed it). */
  | { readonly kind: 'missing' }
  /** Ledger lines, none sealed for this report (edited, copied from another report or project, another key). */
  | { readonly kind: 'foreign' }

/**
 * The ledger a report's body holds: the first line, wherever it stands, that is a ledger sealed
 * for this project and this issue (`place`), so a line a person adds above or below it, a browser
 * edit's CRLF line endings or a trailing newline change nothing, and a ledger pasted from another
 * report or another project is not read. Handed-over gaps written without their report get it.
 */
export function readLedger(body: string, seal: MarkerSeal, place: LedgerPlace): ReadLedger {
  let seen = false
  for (const line of body.split(/\r\n|\r|\n/)) {
    if (!line.startsWith(PREFIX)) continue
    seen = true
    const gaps = ledgerOf(line, seal, place)
    if (gaps !== undefined) return { kind: 'read', gaps }
  }
  return seen ? { kind: 'foreign' } : { kind: 'missing' }
}

/** The gaps of one ledger line sealed for `place`, or undefined. */
function ledgerOf(
  line: string,
  seal: MarkerSeal,
  place: LedgerPlace
): readonly TrackedGap[] | undefined {
  const m = MARKER.exec(line)
  if (m === null) return undefined
  const [, data = '', given = ''] = m
  if (!seal.holds(KIND, sealed(place, data), given)) return undefined
  let parsed: unknown
  // Stryker disable BlockStatement: an empty catch leaves `parsed` undefined, refused just below
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  // Stryker restore BlockStatement
  if (!Array.isArray(parsed)) return undefined
  const gaps = parsed.map(trackedGap)
  if (!gaps.every(g => g !== undefined)) return undefined
  return gaps
    .slice(0, MAX_TRACKED)
    .map(g =>
      g.state === 'handed-over' && g.report === undefined ? { ...g, report: place.issue } : g
    )
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

import type { MarkerSeal } from '../github/hidden-marker.js'
import { escapeMarkdown } from '../text/markdown.js'
import type { Advanced } from './week.js'
import { ledgerLine, type LedgerPlace, type TrackedGap } from './ledger.js'
import { readerText } from '../export/sections.js'

/**
 * What the report says of each gap's history: the funnel at its top (found, handed over, merged,
 * verified, still failing), a line for each gap followed saying where it stands with its pull
 * request and the page the site's search found, and the hidden ledger the next report starts
 * from. Readers' words are inert, as everywhere in the report.
 */
export type History = Advanced & {
  /** The identities of this period's gaps. */
  readonly seen: ReadonlySet<string>
  /** Whether `search-key` was given. */
  readonly verification: boolean
}

/** The report's parts that tell the history: none when the report follows no gaps. */
export function historyParts(
  history: History | undefined,
  seal: MarkerSeal,
  place: LedgerPlace | undefined
): { readonly ledger: string[]; readonly funnel: string[]; readonly section: string[] } {
  if (history === undefined) return { ledger: [], funnel: [], section: [] }
  return {
    // Sealed for the report's issue, once it has a number (the body it is opened with has none).
    ledger: place === undefined ? [] : [ledgerLine(history.gaps, seal, place)],
    funnel: funnel(history),
    section: historySection(history)
  }
}

const count = (gaps: readonly TrackedGap[], state: TrackedGap['state']) =>
  gaps.filter(g => g.state === state).length

/** The funnel, and whether verification ran. */
function funnel(history: History): string[] {
  const { gaps } = history
  const gone = count(gaps, 'gone')
  const lines = [
    `**Gaps followed:** ${history.seen.size} found this period → ${count(gaps, 'handed-over')} handed over → ${count(gaps, 'merged')} merged → ${count(gaps, 'verified')} verified → ${count(gaps, 'still-failing')} still failing${gone === 0 ? '' : ` (and ${gone} gone: readers stopped hitting them)`}.`
  ]
  if (!history.verification)
    lines.push(
      '',
      'Verification on the live site is off: give the workflow `search-key` (an assistant API key) and `search-domain` to have merged fixes searched for.'
    )
  else if (history.skipped !== undefined)
    lines.push('', `Verification was skipped this run: ${escapeMarkdown(history.skipped)}`)
  return [...lines, '']
}

const KIND = { question: 'question', search: 'search', page: 'page' } as const

/**
 * One line per gap being followed (new ones are in the lists above, but for those whose hand-over
 * came to nothing: they say why they are handed over again).
 */
function historySection(history: History): string[] {
  const back = new Map(history.reopened.map(r => [r.id, r.why]))
  const followed = history.gaps.filter(g => g.state !== 'new' || back.has(g.id))
  if (followed.length === 0) return []
  const line = (g: TrackedGap) => {
    const why = back.get(g.id)
    const before = why === undefined ? '' : `↩️ handed over before, but ${escapeMarkdown(why)}; `
    return `- ${KIND[g.kind]} ${readerText(g.text)}: ${before}${where(g, history)}`
  }
  return ['### Gaps followed', '', ...followed.map(line), '']
}

/** What was tried before, for a gap handed over again. */
function again(gap: TrackedGap): string {
  const tried = gap.tried ?? []
  return tried.length === 0
    ? ''
    : `, again: still failing after ${tried.map(n => `#${n}`).join(', ')}`
}

function where(gap: TrackedGap, history: History): string {
  const pull = gap.pull === undefined ? '' : ` #${gap.pull}`
  const now = history.seen.has(gap.id) ? 'still a gap this period' : 'no longer a gap this period'
  switch (gap.state) {
    case 'handed-over':
      return gap.report === undefined
        ? `⏳ handed over in this report${again(gap)}`
        : `⏳ handed over in #${gap.report}${gap.pull === undefined ? '' : `, pull request #${gap.pull} not merged yet`}`
    case 'merged':
      return gap.kind !== 'page' && !history.verification
        ? `🔀 merged in${pull}; verification is off`
        : `🔀 merged in${pull}, waiting for the site to deploy it`
    case 'verified':
      return gap.kind === 'page'
        ? `✅ verified: readers no longer rate it down more than up (the change in${pull})`
        : `✅ verified: the site's search finds ${readerText(gap.page ?? '')} (the change in${pull}); ${now}`
    case 'still-failing':
      return `🔴 still failing after${(gap.tried ?? []).map(n => ` #${n}`).join(',')}; handed over again when readers hit it`
    case 'gone':
      return `⚪ gone: readers stopped hitting it`
    case 'new':
      return 'new, waiting for its turn in the hand-over'
  }
}

import type { MarkerSeal } from '../github/hidden-marker.js'
import type { Counts } from '../service/analytics.js'
import type { DatasetName } from '../service/datasets.js'
import { linkOrText, codeBlock, MAX_COMMENT_CHARS } from '../text/markdown.js'
import { count } from '../export/counts.js'
import type { DatasetResult } from '../export/dataset-run.js'
import type { AnalyticsResult } from '../export/export-datasets.js'
import { describePeriod, type BoundedPeriod } from '../export/period.js'
import { historyParts, type History } from './history.js'
import { reportMarker, type ReportScope } from './marker.js'
import { change, moreRows, readerText, table } from '../export/sections.js'

/**
 * The docs-health report: one GitHub issue per period, found again by the hidden marker on its
 * first line. It holds what a docs team reviews each week: traffic by people and by AI against
 * the period before, the pages rated down most with what readers wrote, the searches whose
 * results nobody opened, the questions the assistant could not answer (grouped), and exactly
 * what the run handed to the agent. Readers' text is inert (`readerText`; the hand-over in a code
 * block). Pure: the issue's title and body, cut whole rows at a time to GitHub's limit.
 */

export function reportTitle(scope: ReportScope): string {
  return `Docs health: ${describePeriod(scope.period)}`
}

export interface ReportContent {
  readonly scope: ReportScope
  /** Seals the report's marker and its ledger. */
  readonly seal: MarkerSeal
  /** The report's issue, which both seals bind; undefined for the body it is opened with. */
  readonly number: number | undefined
  readonly previousPeriod: BoundedPeriod
  readonly result: AnalyticsResult
  /** The `gaps` output, exactly as set. */
  readonly gaps: string
  readonly gapsLimit: number
  /** Rows of each list. */
  readonly rows: number
  readonly runUrl: string | undefined
  /** The issue of the period before, when there is one. */
  readonly previousIssue: number | undefined
  /** Each gap's history, when the report follows gaps (history-section.ts). */
  readonly followed?: History | undefined
}

/** The note that stands where the report was cut. */
export const CUT_NOTE = [
  '',
  '> [!NOTE]',
  "> The report was cut here to stay within GitHub's limit of 65,536 characters for an issue. The run's files hold every row."
].join('\n')

export function renderReport(
  content: ReportContent,
  max = MAX_COMMENT_CHARS
): { readonly body: string; readonly cut: boolean } {
  const { scope, seal, number } = content
  const place = number === undefined ? undefined : { projectId: scope.projectId, issue: number }
  const history = historyParts(content.followed, seal, place)
  const head = [
    reportMarker(scope, seal, number),
    ...history.ledger,
    ...intro(content),
    ...history.funnel
  ].join('\n')
  const tail = [...history.section, ...handedOver(content)].join('\n')
  // Three line breaks join the head, the cut note, the blank line after it and the tail.
  let room = max - head.length - tail.length - CUT_NOTE.length - 3
  const kept: string[] = []
  let cut = false
  for (const piece of [
    ...traffic(content),
    ...ratedDown(content),
    ...lost(content),
    ...asked(content)
  ]) {
    room -= piece.length + 1
    if (room < 0) {
      cut = true
      break
    }
    kept.push(piece)
  }
  const middle = cut ? [...kept, CUT_NOTE, ''] : kept
  return { body: [head, ...middle, tail].join('\n'), cut }
}

function intro(c: ReportContent): string[] {
  const { scope, previousPeriod, result } = c
  const run = c.runUrl === undefined ? 'a workflow run' : linkOrText(c.runUrl, 'this workflow run')
  const lines = [
    `## ${reportTitle(scope)}`,
    '',
    `Mintlify analytics of project ${readerText(scope.projectId)}, compared with the period before (${describePeriod(previousPeriod)}). Written by ${run}; a later run for the same period updates this issue.${c.previousIssue === undefined ? '' : ` The report of the period before: #${c.previousIssue}.`}`,
    ''
  ]
  const short = result.datasets.filter(d => d.outcome !== 'complete')
  if (short.length > 0)
    lines.push(
      '> [!WARNING]',
      `> Not every dataset was read to its end (${short.map(d => `${d.name}: ${d.outcome}`).join(', ')}), so this report is built from the rows that were. A run for the same period, later in the hour or with a higher max-requests, updates it.`,
      ''
    )
  return lines
}

function datasetOf(c: ReportContent, name: DatasetName): DatasetResult | undefined {
  return c.result.datasets.find(d => d.name === name)
}

/** A section's rows, or the sentence that says why there are none. */
function section(
  c: ReportContent,
  title: string,
  name: DatasetName,
  body: (d: DatasetResult) => string[]
): string[] {
  const d = datasetOf(c, name)
  const rows =
    d === undefined
      ? [`Not exported by this run (input datasets does not name ${name}).`]
      : d.error !== undefined
        ? [`The ${name} export failed: see the run's log.`]
        : body(d)
  return [`### ${title}`, '', ...rows, '']
}

function traffic(c: ReportContent): string[] {
  const rows: string[][] = []
  for (const [name, what] of [
    ['views', 'Page views'],
    ['visitors', 'Visitors']
  ] as const) {
    const now = datasetOf(c, name)?.tally.totals
    if (now === undefined) continue
    const was: Counts | undefined = c.result.previous.get(name)?.totals
    for (const [key, who] of [
      ['human', 'by people'],
      ['ai', 'by AI']
    ] as const)
      rows.push([
        `${what} ${who}`,
        count(now[key]),
        was === undefined ? '' : count(was[key]),
        change(now[key], was?.[key])
      ])
  }
  const body =
    rows.length === 0
      ? ['Not exported by this run (input datasets names neither views nor visitors).']
      : table(['', 'this period', 'period before', 'change'], rows)
  return ['### Traffic', '', ...body, '']
}

function ratedDown(c: ReportContent): string[] {
  const comments = datasetOf(c, 'feedback')?.tally.groups() ?? []
  return section(c, 'Pages rated down most', 'feedback-by-page', d => {
    const down = d.tally.list('rated-down').slice(0, c.rows)
    if (down.length === 0) return ['No page was rated down more than up.']
    const pieces = [
      'Pages readers rated down more than up, the most rated down first.',
      '',
      ...table(
        ['page', 'thumbs down', 'thumbs up'],
        down.map(row => [
          readerText(row.path),
          count(Number(row.thumbsDown)),
          count(Number(row.thumbsUp))
        ])
      ),
      ...moreRows(d, down.length, d.tally.qualified('rated-down'), 'pages rated down more than up')
    ]
    for (const row of down) {
      const said = comments.find(g => g.text === row.path)?.notes ?? []
      if (said.length === 0) continue
      pieces.push('', `Readers wrote on ${readerText(row.path)} (their words, as plain text):`, '')
      said.forEach((comment, i) => pieces.push(`${i > 0 ? '>\n' : ''}> ${readerText(comment)}`))
    }
    return pieces
  })
}

function lost(c: ReportContent): string[] {
  return section(c, 'Searches with no result opened', 'searches', d => {
    const rows = d.tally.list('no-clicks').slice(0, c.rows)
    if (rows.length === 0) return ['Every search had a result opened.']
    return [
      ...table(
        ['query', 'searches'],
        rows.map(row => [readerText(row.searchQuery), count(Number(row.hits))])
      ),
      ...moreRows(d, rows.length, d.tally.qualified('no-clicks'), 'searches with no result opened')
    ]
  })
}

function asked(c: ReportContent): string[] {
  return section(c, 'Questions the assistant could not answer', 'assistant', d => {
    const groups = d.tally.groups()
    if (groups.length === 0) return ['The assistant answered every question.']
    const shown = Math.min(groups.length, c.rows)
    const ungrouped =
      d.tally.ungrouped > 0
        ? [``, `And ${count(d.tally.ungrouped)} more questions, not grouped.`]
        : []
    return [
      'The same question asked again is counted once, with how often it was asked.',
      '',
      ...table(
        ['question', 'times asked', 'asked from'],
        groups
          .slice(0, c.rows)
          .map(g => [readerText(g.text), count(g.count), readerText(g.notes[0] ?? '')])
      ),
      ...moreRows(d, shown, groups.length, 'questions the assistant could not answer'),
      ...ungrouped
    ]
  })
}

function handedOver(c: ReportContent): string[] {
  const lines = ['### Handed to the agent', '']
  if (c.gaps === '')
    return [
      ...lines,
      c.gapsLimit === 0
        ? 'Nothing: gaps-limit is 0.'
        : 'Nothing: no question, search or page stood out as a gap.'
    ]
  return [
    ...lines,
    'The `gaps` output of the run, exactly as it was handed over:',
    '',
    codeBlock(c.gaps)
  ]
}

import { codeSpan, escapeMarkdown, table } from '../text/markdown.js'
import { count, heading } from '../export/counts.js'
import type { DatasetResult } from '../export/dataset-run.js'
import type { AnalyticsResult } from '../export/export-datasets.js'
import { SECTIONS } from '../export/sections.js'
import { periodRange } from '../export/period.js'
import type { AnalyticsSettings } from './settings.js'

/**
 * The job summary a docs team reads: what was exported and what is left, then per dataset the few
 * figures that matter and the rows to look at, with their change against the previous period when
 * `compare: previous`. Readers' text (searches, questions, comments) is shown as inert text, one
 * line, cut with a visible `…` (sections.ts); the files keep it exactly.
 */

type Meta = Pick<AnalyticsSettings, 'period' | 'maxRequests' | 'summaryRows' | 'projectId'>

export function renderAnalyticsSummary(result: AnalyticsResult, meta: Meta): string {
  const range = escapeMarkdown(periodRange(meta.period))
  const lines = [
    heading(`Mintlify analytics, ${range}`, shortfall(result)),
    '',
    ...overview(result, meta)
  ]
  for (const dataset of result.datasets) {
    if (dataset.outcome === 'skipped' || dataset.tally.pages === 0) continue
    const before = result.previous.get(dataset.name)
    lines.push(...SECTIONS[dataset.name](dataset.tally, before, meta.summaryRows), '')
  }
  return lines.join('\n')
}

/** Why the export is not whole, in a few words for its heading; undefined when it is. */
function shortfall(result: AnalyticsResult): string | undefined {
  if (result.halt !== undefined)
    return {
      budget: 'max-requests reached',
      'rate-limited': 'rate limit reached',
      refused: 'the key was refused',
      'unknown-project': 'unknown project',
      cancelled: 'cancelled'
    }[result.halt.kind]
  const short = result.datasets.filter(d => d.outcome !== 'complete' && d.outcome !== 'skipped')
  if (short.length === 0) return undefined
  return `${short.length} of ${result.datasets.length} datasets not complete`
}

const STATE: Record<DatasetResult['outcome'], string> = {
  complete: 'complete',
  // Complete, or incomplete with nothing to continue: either way a resume has nothing to read.
  skipped: 'ended in an earlier run',
  unfinished: 'unfinished',
  stopped: 'stopped at its most rows',
  incomplete: 'incomplete: the service said more rows follow, and gave no next page to read',
  failed: 'failed'
}

function overview(result: AnalyticsResult, meta: Meta): string[] {
  const lines = [
    `${count(result.requests)} of ${count(meta.maxRequests)} analytics requests used (max-requests; the service allows 100 per organization per hour, for every analytics endpoint together).`,
    ''
  ]
  const halt = result.halt
  if (halt !== undefined) {
    const why = {
      budget: 'The export stopped at max-requests.',
      'rate-limited': "The export stopped at the service's hourly limit (429).",
      refused: 'The service refused the key.',
      'unknown-project': `The service knows no project "${escapeMarkdown(meta.projectId)}": check the \`projectId\` input.`,
      cancelled: 'The export was cancelled.'
    }[halt.kind]
    const resume =
      result.resume === ''
        ? ''
        : ' Run again with the `resume` output to continue where it stopped.'
    lines.push(`${why}${resume}`, '')
  }
  const rows = result.datasets.map(d => {
    const file = d.path === undefined ? '' : codeSpan(d.path)
    const cut = d.tally.cut ? ' (the top rows only: the service has more)' : ''
    const left = d.outcome !== 'unfinished' && d.outcome !== 'failed' ? '' : leftOf(d, result)
    return [d.name, count(d.tally.rows), file, `${STATE[d.outcome]}${cut}${left}`]
  })
  lines.push(...table(['dataset', 'rows', 'file', 'state'], rows), '')
  return lines
}

/** What is left of an unfinished dataset, for people; nothing when there is no resume. */
function leftOf(d: DatasetResult, result: AnalyticsResult): string {
  const s = d.standing
  if (result.resume === '') return ''
  if (s.kind === 'offset') return `, continues at offset ${count(s.offset)}`
  if (s.kind === 'cursor' && s.cursor !== undefined) return ', continues at its next page'
  return ', not started'
}

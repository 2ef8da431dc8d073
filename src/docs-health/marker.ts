import { boundedPeriodOf, type BoundedPeriod } from '../export/period.js'
import {
  MARKER_VALUE,
  markerValue,
  readMarkerValue,
  SEAL,
  type MarkerSeal
} from '../github/hidden-marker.js'
import { segmentProblem } from '../service/client.js'

/**
 * The docs-health report's marker, the hidden first line of its issue: the project and period it
 * reports on, sealed for that issue.
 */

/** What a report is about: a project, and a period with both ends. */
export interface ReportScope {
  readonly projectId: string
  readonly period: BoundedPeriod
}

const MARKER = new RegExp(
  `^<!-- mintlify-docs-health: (${MARKER_VALUE}) (${MARKER_VALUE}) (${MARKER_VALUE}) seal: (${SEAL}) -->$`
)
const KIND = 'docs-health'

/**
 * The report's marker: its period, and the seal that proves this action wrote it for this project,
 * this period and this issue (`number`), so a copy in another issue, by anyone, is no report.
 * Before the issue exists its number is not known: the line is then a placeholder that no run
 * reads, until the report is sealed (`publishReport` edits it right after opening it).
 */
export function reportMarker(
  scope: ReportScope,
  seal: MarkerSeal,
  number: number | undefined
): string {
  if (number === undefined) return PENDING
  const { from, to } = scope.period
  const values = [scope.projectId, from.text, to.text]
  const sealed = seal.of(KIND, [...values, String(number)])
  return `<!-- mintlify-docs-health: ${values.map(markerValue).join(' ')} seal: ${sealed} -->`
}

/** The first line of a report opened a moment ago, before it is sealed for its number. */
export const PENDING = '<!-- mintlify-docs-health: being written -->'

/**
 * The project and period a marker line names, or undefined when it is not exactly a report's
 * marker sealed for issue `number`, or its values would not pass as the inputs they stand for
 * (`projectId`; `dateFrom` before `dateTo`).
 */
export function readReportMarker(
  line: string,
  seal: MarkerSeal,
  number: number
): ReportScope | undefined {
  const m = MARKER.exec(line)
  if (m === null) return undefined
  const [projectId, dateFrom, dateTo] = m.slice(1, 4).map(readMarkerValue)
  const period = periodIn(dateFrom, dateTo)
  if (!isProject(projectId) || period === undefined) return undefined
  const values = [projectId, period.from.text, period.to.text, String(number)]
  // Stryker disable next-line StringLiteral: the seal takes part in every match
  if (!seal.holds(KIND, values, m[4] ?? '')) return undefined
  return { projectId, period }
}

/** A value that passes as the `projectId` input (undefined: one `readMarkerValue` refused). */
function isProject(text: string | undefined): text is string {
  return segmentProblem(text) === undefined
}

/** The period of two values that pass as the period's inputs (undefined, as "undefined", does not). */
function periodIn(
  dateFrom: string | undefined,
  dateTo: string | undefined
): BoundedPeriod | undefined {
  // Stryker disable BlockStatement: an empty catch block returns undefined, as the code does
  try {
    // Stryker disable next-line StringLiteral: the input's name is only in the error, not read
    return boundedPeriodOf(String(dateFrom), String(dateTo), 'dateFrom')
  } catch {
    return undefined
  }
  // Stryker restore BlockStatement
}

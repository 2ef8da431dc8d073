import { parseDate } from '../action/inputs.js'
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

export interface ReportPeriod {
  readonly projectId: string
  readonly dateFrom: string
  readonly dateTo: string
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
  period: ReportPeriod,
  seal: MarkerSeal,
  number: number | undefined
): string {
  if (number === undefined) return PENDING
  const values = [period.projectId, period.dateFrom, period.dateTo]
  const sealed = seal.of(KIND, [...values, String(number)])
  return `<!-- mintlify-docs-health: ${values.map(markerValue).join(' ')} seal: ${sealed} -->`
}

/** The first line of a report opened a moment ago, before it is sealed for its number. */
export const PENDING = '<!-- mintlify-docs-health: being written -->'

/**
 * The period a marker line names, or undefined when it is not exactly a report's marker sealed
 * for issue `number`, or a value would not pass as the input it stands for (`projectId`,
 * `dateFrom`, `dateTo`).
 */
export function readReportMarker(
  line: string,
  seal: MarkerSeal,
  number: number
): ReportPeriod | undefined {
  const m = MARKER.exec(line)
  if (m === null) return undefined
  const [projectId, dateFrom, dateTo] = m.slice(1, 4).map(readMarkerValue)
  if (!isProject(projectId) || !isDate(dateFrom) || !isDate(dateTo)) return undefined
  const values = [projectId, dateFrom, dateTo, String(number)]
  // Stryker disable next-line StringLiteral: the seal takes part in every match
  if (!seal.holds(KIND, values, m[4] ?? '')) return undefined
  return { projectId, dateFrom, dateTo }
}

/** A value that passes as the `projectId` input (undefined: one `readMarkerValue` refused). */
function isProject(text: string | undefined): text is string {
  return segmentProblem(text) === undefined
}

/** A value that passes as a date input (undefined, as "undefined", does not). */
function isDate(text: string | undefined): text is string {
  // Stryker disable BlockStatement: an empty catch block returns undefined, as falsy as false
  try {
    // Stryker disable next-line StringLiteral: the input's name is only in the error, not read
    parseDate('dateFrom', String(text))
    return true
  } catch {
    return false
  }
  // Stryker restore BlockStatement
}

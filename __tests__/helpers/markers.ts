import { TEST_API_KEY } from '../../emulator/server.js'
import { jobMarker } from '../../src/github/job-marker.js'
import { reportMarker, type ReportScope } from '../../src/docs-health/marker.js'
import { markerSeal } from '../../src/github/hidden-marker.js'

/**
 * Markers as the action writes them in the stand-in's repository (acme/docs) with its key: sealed,
 * so a test can plant one "from an earlier run", or say exactly what the action wrote.
 */
export const SEAL = markerSeal(TEST_API_KEY, 'acme/docs')

/** A job's marker on issue or pull request `on`, with its recurring task, if any. */
export const jobLine = (jobId: string, on: number, task?: string): string =>
  jobMarker(SEAL, jobId, { on, task })

/** The dates a report's marker holds, as written (a test may write ones no input passes). */
export interface ReportDates {
  readonly projectId: string
  readonly dateFrom: string
  readonly dateTo: string
}

/** What a report is about, from its dates as written. */
export const reportScope = ({ projectId, dateFrom, dateTo }: ReportDates): ReportScope => ({
  projectId,
  period: {
    from: { text: dateFrom, at: Date.parse(dateFrom) },
    to: { text: dateTo, at: Date.parse(dateTo) }
  }
})

/** A report's marker, sealed for issue `number`. */
export const reportLine = (dates: ReportDates, number: number): string =>
  reportMarker(reportScope(dates), SEAL, number)

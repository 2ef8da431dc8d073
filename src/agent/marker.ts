import { MARKER_VALUE, markerValue, readMarkerValue } from '../github/hidden-marker.js'
import { segmentProblem } from '../service/client.js'

/**
 * The hidden marker that ties the action's comment to its job, so a later instruction on the
 * issue can continue that job, and a later run of the same recurring `task` can find it on its
 * pull request. The id is a `markerValue`, so any id the service gives round-trips exactly and
 * can never close the HTML comment early; a task name (`readTask`) holds no `--` and cannot either.
 */
const PREFIX = '<!-- mintlify-agent-job: '
const SUFFIX = ' -->'
// The whole line, and only what `jobMarker` writes: the id, then the task, if any.
const MARKER = new RegExp(
  `^<!-- mintlify-agent-job: (${MARKER_VALUE})(?: task: ([a-z0-9]+(?:-[a-z0-9]+)*))? -->$`
)

/** A marker line's job and, for a recurring task's job, the task. */
export interface Marked {
  readonly jobId: string
  readonly task: string | undefined
}

export function jobMarker(jobId: string, task?: string): string {
  return `${PREFIX}${markerValue(jobId)}${task === undefined ? '' : ` task: ${task}`}${SUFFIX}`
}

/**
 * What a marker line says (`markerLine` says which line of which comment counts), or undefined
 * when the line is not exactly a marker as `jobMarker` writes it, or its job id would not pass as
 * the `jobId` input (`..`, over 256 characters, half a surrogate pair): a marker's value is as
 * untrusted as an input, and is checked the same way before it can reach a request.
 */
export function readMarker(line: string): Marked | undefined {
  const m = MARKER.exec(line)
  const jobId = m?.[1] === undefined ? undefined : readMarkerValue(m[1])
  if (jobId === undefined || segmentProblem(jobId) !== undefined) return undefined
  return { jobId, task: m?.[2] }
}

/** The job id of a marker line, whatever its task. */
export function readJobMarker(line: string): string | undefined {
  return readMarker(line)?.jobId
}

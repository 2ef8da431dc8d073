import {
  MARKER_VALUE,
  markerValue,
  readMarkerValue,
  SEAL,
  type MarkerSeal
} from './hidden-marker.js'
import { segmentProblem } from '../service/client.js'

/**
 * The hidden marker that ties the action's comment to its job, so a later instruction on the
 * issue can continue that job, and a later run of the same recurring `task` can find it on its
 * pull request. The id is a `markerValue`, so any id the service gives round-trips exactly and
 * can never close the HTML comment early; a task name (`readTask`) holds no `--` and cannot either.
 * Its seal (`MarkerSeal`) proves this action wrote it, on this issue or pull request: a marker
 * without the seal of this repository, key and number is no marker, whoever posted it (a copy
 * of the action's own marker on another issue included).
 */
/**
 * A task's name: lowercase letters and digits in words joined by single hyphens. The one
 * definition: the `task` input is checked by it, and the job's marker reads a task by it.
 */
export const TASK_NAME_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*'

const KIND = 'job'
// The whole line, and only what `jobMarker` writes: the id, the task, if any, and the seal.
const MARKER = new RegExp(
  `^<!-- mintlify-agent-job: (${MARKER_VALUE})(?: task: (${TASK_NAME_PATTERN}))? seal: (${SEAL}) -->$`
)

/** A marker line's job and, for a recurring task's job, the task. */
interface Marked {
  readonly jobId: string
  readonly task: string | undefined
}

/** The issue or pull request the marker's comment is on, and the recurring task, if any. */
interface MarkerPlace {
  readonly on: number | undefined
  readonly task?: string | undefined
}

function sealed(place: MarkerPlace, jobId: string): string[] {
  const values = [String(place.on ?? ''), jobId]
  return place.task === undefined ? values : [...values, place.task]
}

export function jobMarker(seal: MarkerSeal, jobId: string, place: MarkerPlace): string {
  const { task } = place
  const values = sealed(place, jobId)
  const taskPart = task === undefined ? '' : ` task: ${task}`
  return `<!-- mintlify-agent-job: ${markerValue(jobId)}${taskPart} seal: ${seal.of(KIND, values)} -->`
}

/**
 * What a marker line says (`markerLine` says which line of which comment counts), or undefined
 * when the line is not exactly a marker as `jobMarker` writes it, or its job id would not pass as
 * the `jobId` input (`..`, over 256 characters, half a surrogate pair): a marker's value is as
 * untrusted as an input, and is checked the same way before it can reach a request.
 */
export function readMarker(line: string, seal: MarkerSeal, on: number): Marked | undefined {
  const match = MARKER.exec(line)
  if (match === null) return undefined
  // Stryker disable next-line StringLiteral: the id and the seal take part in every match
  const [, value = '', task, given = ''] = match
  const jobId = readMarkerValue(value)
  // Stryker disable next-line ConditionalExpression: segmentProblem refuses undefined as well
  if (jobId === undefined || segmentProblem(jobId) !== undefined) return undefined
  return seal.holds(KIND, sealed({ on, task }, jobId), given) ? { jobId, task } : undefined
}

/** The job id of a marker line on issue or pull request `on`, whatever its task. */
export function readJobMarker(line: string, seal: MarkerSeal, on: number): string | undefined {
  return readMarker(line, seal, on)?.jobId
}

/**
 * The hidden marker that ties the action's comment to its job, so a later instruction on the
 * issue can continue that job, and a later run of the same recurring `task` can find it on its
 * pull request. The id is percent-encoded (and `-` with it), so any id the service gives
 * round-trips exactly and can never close the HTML comment early; a task name (`readTask`) holds
 * no `--` and cannot either.
 */
const PREFIX = '<!-- mintlify-agent-job: '
const SUFFIX = ' -->'
// The whole line, and only what `jobMarker` writes: encodeURIComponent's characters, `-` escaped,
// then the task, if any.
const MARKER =
  /^<!-- mintlify-agent-job: ([\w.!~*'()%]+)(?: task: ([a-z0-9]+(?:-[a-z0-9]+)*))? -->$/

/** A marker line's job and, for a recurring task's job, the task. */
export interface Marked {
  readonly jobId: string
  readonly task: string | undefined
}

export function jobMarker(jobId: string, task?: string): string {
  const id = encodeURIComponent(jobId).replace(/-/g, '%2D')
  return `${PREFIX}${id}${task === undefined ? '' : ` task: ${task}`}${SUFFIX}`
}

/**
 * What a marker line says (`markerLine` says which line of which comment counts), or undefined
 * when the line is not exactly a marker as `jobMarker` writes it.
 */
export function readMarker(line: string): Marked | undefined {
  const m = MARKER.exec(line)
  if (m?.[1] === undefined) return undefined
  try {
    return { jobId: decodeURIComponent(m[1]), task: m[2] }
  } catch {
    return undefined
  }
}

/** The job id of a marker line, whatever its task. */
export function readJobMarker(line: string): string | undefined {
  return readMarker(line)?.jobId
}

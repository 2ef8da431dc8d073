/**
 * The hidden marker that ties the action's comment to its job, so a later instruction on the
 * issue can continue that job. The id is percent-encoded (and `-` with it), so any id the service
 * gives round-trips exactly and can never close the HTML comment early.
 */
const PREFIX = '<!-- mintlify-agent-job: '
const SUFFIX = ' -->'
// The whole line, and only what `jobMarker` writes: encodeURIComponent's characters, `-` escaped.
const MARKER = /^<!-- mintlify-agent-job: ([\w.!~*'()%]+) -->$/

export function jobMarker(jobId: string): string {
  return `${PREFIX}${encodeURIComponent(jobId).replace(/-/g, '%2D')}${SUFFIX}`
}

/**
 * The job id of a marker line (`markerLine` says which line of which comment counts), or
 * undefined when the line is not exactly a marker as `jobMarker` writes it.
 */
export function readJobMarker(line: string): string | undefined {
  const encoded = MARKER.exec(line)?.[1]
  if (encoded === undefined) return undefined
  try {
    return decodeURIComponent(encoded)
  } catch {
    return undefined
  }
}

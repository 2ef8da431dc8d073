/**
 * The hidden marker that ties the action's comment to its job, so a later instruction on the
 * issue can continue that job. The id is percent-encoded (and `-` with it), so any id the service
 * gives round-trips exactly and can never close the HTML comment early.
 */
const PREFIX = '<!-- mintlify-agent-job: '
const SUFFIX = ' -->'
const MARKER = /<!-- mintlify-agent-job: (\S+?) -->/

export function jobMarker(jobId: string): string {
  return `${PREFIX}${encodeURIComponent(jobId).replace(/-/g, '%2D')}${SUFFIX}`
}

/** The job id of the first marker in `body`, or undefined when it has none (or a broken one). */
export function readJobMarker(body: string): string | undefined {
  const encoded = MARKER.exec(body)?.[1]
  if (encoded === undefined) return undefined
  try {
    return decodeURIComponent(encoded)
  } catch {
    return undefined
  }
}

/** Counts and page paths as a summary or a report shows them. */

const COUNT = new Intl.NumberFormat('en-US')

/** A count as people read it: `48,210`. */
export function count(n: number): string {
  return COUNT.format(n)
}

const MAX_LABEL_CHARS = 24

/**
 * A page path as a chart label: a path is the service's text, so only letters, digits and the
 * characters of a URL path are kept (a quote, bracket or backtick cannot end the label, the list
 * or the block), and a long one is cut from the front, where paths share their beginnings.
 */
export function chartLabel(path: string): string {
  const safe = path.replace(/[^\p{L}\p{N}/._~#+:@%…-]/gu, '_')
  return safe.length <= MAX_LABEL_CHARS ? safe : `…${safe.slice(-(MAX_LABEL_CHARS - 1))}`
}

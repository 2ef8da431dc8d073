/** Counts, page paths and headings as a summary or a report shows them. */

/** Made at the first count that is not a whole number: making one loads ICU (25 ms at start-up). */
let numbers: Intl.NumberFormat | undefined

/** A count as people read it, as `Intl.NumberFormat('en-US')` writes it: `48,210`. */
export function count(n: number): string {
  // A whole number is grouped in threes here; anything else (a fraction, -0, NaN) by Intl.
  if (Number.isSafeInteger(n) && !Object.is(n, -0))
    return String(n).replace(/\B(?=(\d{3})+$)/g, ',')
  return (numbers ??= new Intl.NumberFormat('en-US')).format(n)
}

export const MAX_LABEL_CHARS = 32

/**
 * A page path as a chart label: a path is the service's text, so only letters, digits and the
 * characters of a URL path are kept (a quote, bracket or backtick cannot end the label, the list
 * or the block), and a long one is cut from the front, where paths share their beginnings, at a
 * `/` when one is near, so the label starts with a whole segment.
 */
export function chartLabel(path: string): string {
  const safe = path.replace(/[^\p{L}\p{N}/._~#+:@%…-]/gu, '_')
  if (safe.length <= MAX_LABEL_CHARS) return safe
  const cut = safe.slice(-(MAX_LABEL_CHARS - 1))
  // Never half a surrogate pair: a letter beyond the BMP (𠀋) cut in two would show as �.
  const tail = /[\uDC00-\uDFFF]/.test(cut.charAt(0)) ? cut.slice(1) : cut
  const slash = tail.indexOf('/')
  return `…${slash !== -1 && slash <= MAX_LABEL_CHARS / 2 ? tail.slice(slash) : tail}`
}

/**
 * An export summary's heading, which says whether the export is whole: `## ✅ …` when it is,
 * `## ⚠️ … — incomplete: rate limit reached` when not, so a cut-short run does not read like a
 * whole one at a glance. `title` is Markdown; `shortfall` the action's own words.
 */
export function heading(title: string, shortfall: string | undefined): string {
  return shortfall === undefined ? `## ✅ ${title}` : `## ⚠️ ${title} — incomplete: ${shortfall}`
}

/**
 * A value inside a hidden marker (an HTML comment the action writes as the first line of what it
 * posts, and finds again by `markerLine`'s rule): percent-encoded, `-` with it, so any value
 * round-trips exactly and can never close the comment early.
 */
export function markerValue(value: string): string {
  return encodeURIComponent(value).replace(/-/g, '%2D')
}

/** The characters `markerValue` writes, for a marker's expression. */
export const MARKER_VALUE = "[\\w.!~*'()%]+"

/** The value `markerValue` wrote, or undefined for text it could not have written. */
export function readMarkerValue(text: string): string | undefined {
  if (!new RegExp(`^${MARKER_VALUE}$`).test(text)) return undefined
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

import { sealMatches, sealOf } from '../text/seal.js'

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
  // Stryker disable BlockStatement: an empty catch block returns undefined all the same
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
  // Stryker restore BlockStatement
}

/**
 * What proves a marker was written by this action: an HMAC-SHA256 of its kind and values, keyed
 * with the run's `secret-key` and bound to the repository, cut to 128 bits. Only the holder of
 * the workflow's secret can write one, whichever bot posts it (the workflow's GITHUB_TOKEN writes
 * as github-actions[bot], an App's token as the App), so another bot or app cannot forge a marker
 * that steers the action. A marker written before a key was rotated no longer holds: it is ignored,
 * as one this action did not write.
 */
export interface MarkerSeal {
  /** The seal of a marker of `kind` with these values. */
  of(kind: string, values: readonly string[]): string
  /** Whether `seal` is the seal of a marker of `kind` with these values. */
  holds(kind: string, values: readonly string[], seal: string): boolean
}

/** A seal's characters: 22 of base64url (128 bits). */
export const SEAL = '[A-Za-z0-9_-]{22}'

export function markerSeal(key: string, repository: string): MarkerSeal {
  const of = (kind: string, values: readonly string[]) =>
    // As a JSON array, so no value can run into the next (a job id holding a line break).
    sealOf(key, JSON.stringify(['mintlify-agent-action marker', kind, repository, ...values]), 16)
  return {
    of,
    holds: (kind, values, seal) => sealMatches(seal, of(kind, values))
  }
}

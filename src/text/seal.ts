import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The proof that text was written by the holder of the workflow's `secret-key`: an HMAC-SHA256 of
 * the text keyed with it, as base64url, its first `bytes` bytes. Markers (`markerSeal`) and the
 * analytics `resume` are sealed with it; each puts its own label in the text, so a seal of one
 * kind is never the seal of another.
 */
export function sealOf(key: string, text: string, bytes = 32): string {
  return createHmac('sha256', key).update(text).digest().subarray(0, bytes).toString('base64url')
}

/** Whether a seal read back is `expected`, character for character, in constant time. */
export function sealMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

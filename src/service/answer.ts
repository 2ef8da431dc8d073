import type { Failure } from '../http/failure.js'
import type { Tried } from '../http/retry.js'
import { oneLine, printable, truncate } from '../text/format.js'
import type { BodyRead } from './body.js'

/**
 * The service's answer judged: a JSON object from a success is the value (a JSON array, for the
 * one endpoint whose contract answers a list); anything else is the failure it comes to, in the
 * run's one failure model. Pure: no I/O, no clock.
 */
export function judgeResponse(
  status: number,
  body: BodyRead,
  retryAfterMs: number | undefined,
  shape: 'object' | 'list' = 'object'
): Tried<unknown> {
  if (status >= 200 && status < 300) {
    if (body.kind === 'unreadable')
      return {
        kind: 'failed',
        failure: { kind: 'unreadable', status, why: `could not be read: ${body.why}` }
      }
    const parsed = parseJson(body.text)
    const fits = (value: unknown) => (shape === 'list' ? Array.isArray(value) : isObject(value))
    if (parsed.ok && fits(parsed.value)) return { kind: 'done', value: parsed.value }
    const why = parsed.ok
      ? `is JSON but not ${shape === 'list' ? 'a list' : 'an object'} (${kindOf(parsed.value)})`
      : `is not JSON (${describeBody(body.text)})`
    return { kind: 'failed', failure: { kind: 'unreadable', status, why } }
  }
  const said = body.kind === 'text' ? errorText(body.text) : `(${body.why})`
  const failure: Failure = {
    kind: 'status',
    status,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    ...(said === undefined ? {} : { said })
  }
  return { kind: 'failed', failure }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The `error` text of `{ "error": string }`, the shape of both contracts' error bodies. */
function errorText(text: string): string | undefined {
  const parsed = parseJson(text)
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) {
    return text.trim() === '' ? undefined : `(not JSON: ${describeBody(text)})`
  }
  const { error, details } = parsed.value as { error?: unknown; details?: unknown }
  if (typeof error !== 'string') return undefined
  const extra = Array.isArray(details)
    ? details
        .map(d => (d as { message?: unknown } | null)?.message)
        .filter((m): m is string => typeof m === 'string')
    : []
  return truncate([error, ...extra].join('; '), 500)
}

function describeBody(text: string): string {
  const looksHtml = /^\s*</.test(text)
  return `${looksHtml ? 'an HTML page' : 'text'} starting "${printable(oneLine(text), 60)}"`
}

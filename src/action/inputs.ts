import { isIP } from 'node:net'
import { formatDuration } from '../text/format.js'
import { InputError } from './errors.js'

/**
 * The strict parsers every input goes through, and the one error type for a wrong input. A wrong
 * input fails before any request, with a message that names the input and says what is expected
 * (in the manner of actions/checkout's input-helper.ts).
 */

/** Reads one input as `core.getInput` does: trimmed, '' when unset. */
export type InputReader = (name: string) => string
export type Env = Readonly<Record<string, string | undefined>>

export const DEFAULT_BASE_URL = 'https://api.mintlify.com'

/**
 * The inputs an action.yml declares, each with the value it reads as when the workflow gives none:
 * the declared default, or '' for a required input and for one whose default the runner evaluates
 * (`${{ github.token }}`). A test holds each table to its action.yml, default for default.
 */
export type DeclaredInputs = Readonly<Record<string, string>>

/**
 * Inputs kept so that `v1` workflows run on, though the action now decides what they said: each
 * with what to do instead, word for word the `deprecationMessage` of its action.yml (a test holds
 * the two together). Each is declared with no default, so a value is one the workflow gave.
 */
export type DeprecatedInputs = Readonly<Record<string, string>>

/**
 * Reads inputs as the runner passes them. The runner passes every declared input, its default
 * filled in where the workflow gives none (actions/runner, ActionRunner.cs: "Merge the default
 * inputs from the definition"); this reader fills in the same default for '' too, so an omitted
 * input, an empty one and its default read the same by construction, on the runner or anywhere
 * else. A rule can tell a value from the default only by comparing values, never by seeing ''.
 * Reading an input the table does not declare is a bug, and throws.
 */
export function declaredReader(read: InputReader, declared: DeclaredInputs): InputReader {
  return name => {
    if (!Object.hasOwn(declared, name)) throw new Error(`Input "${name}" is not declared.`)
    return read(name) || (declared[name] ?? '')
  }
}

export function required(name: string, value: string, what: string): string {
  if (value === '') throw new InputError(name, `Input "${name}" is required: give ${what}.`)
  return value
}

export function optional(value: string): string | undefined {
  return value === '' ? undefined : value
}

/**
 * A secret as one token: whitespace or a line break inside it is almost always a paste gone wrong
 * (two secrets, or a key and a comment), and would put half a secret in a header. The message
 * never repeats the value.
 */
export function parseToken(name: string, value: string): string {
  if (/\s/.test(value)) {
    throw new InputError(
      name,
      `Input "${name}" holds whitespace or a line break inside it; a ${name === 'github-token' ? 'token' : 'key'} is one word. Check the secret's value for a stray space, newline or second line.`
    )
  }
  return value
}

const TRUE_VALUES = ['true', 'True', 'TRUE']
const FALSE_VALUES = ['false', 'False', 'FALSE']

/** YAML 1.2 core-schema booleans, as `core.getBooleanInput` reads them. */
export function parseBoolean(name: string, value: string): boolean {
  if (TRUE_VALUES.includes(value)) return true
  if (FALSE_VALUES.includes(value)) return false
  throw new InputError(name, `Input "${name}" must be true or false, not "${value}".`)
}

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const

/**
 * A duration with a unit: `500ms`, `90s`, `30m`, `1h`, `1.5h`. A bare number is rejected, not
 * guessed: "5" could mean seconds or minutes, and a wrong guess waits 60 times too long or short.
 */
export function parseDuration(
  name: string,
  text: string,
  bounds: { minMs: number; maxMs: number }
): number {
  if (/^\d+(\.\d+)?$/.test(text)) {
    throw new InputError(
      name,
      `Input "${name}" is "${text}", a number without a unit: add one of ms, s, m, h (for example "${text}s" or "${text}m").`
    )
  }
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(text)
  if (match?.[1] === undefined || match[2] === undefined) {
    throw new InputError(
      name,
      `Input "${name}" must be a duration such as "90s", "30m" or "1h" (units: ms, s, m, h), not "${text}".`
    )
  }
  const ms = Math.round(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS])
  if (ms < bounds.minMs || ms > bounds.maxMs) {
    throw new InputError(
      name,
      `Input "${name}" is "${text}"; it must be between ${formatDuration(bounds.minMs)} and ${formatDuration(bounds.maxMs)}.`
    )
  }
  return ms
}

/** A whole number within `min` (0 unless given) and `max`, written as digits with an optional sign. */
export function parseInteger(
  name: string,
  value: string,
  bounds: { min?: number; max?: number; what: string }
): number {
  const min = bounds.min ?? 0
  const n = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN
  const inRange =
    Number.isSafeInteger(n) && n >= min && (bounds.max === undefined || n <= bounds.max)
  if (!inRange) {
    const range =
      bounds.max === undefined
        ? `a whole number of at least ${min}`
        : `a whole number from ${min} to ${bounds.max}`
    throw new InputError(name, `Input "${name}" must be ${range} (${bounds.what}), not "${value}".`)
  }
  return n
}

/**
 * The service's base URL. It must be https, so the key never travels in clear, except on loopback
 * hosts (a local stand-in or tunnel): `localhost`, 127.0.0.0/8 and [::1].
 */
export function parseBaseUrl(text: string, name = 'base-url'): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new InputError(
      name,
      `Input "${name}" must be an absolute URL such as ${DEFAULT_BASE_URL}, not "${text}".`
    )
  }
  if (url.username !== '' || url.password !== '') {
    throw new InputError(
      name,
      `Input "${name}" must not carry a user name or password; the key goes in "secret-key".`
    )
  }
  if (url.search !== '' || url.hash !== '') {
    throw new InputError(
      name,
      `Input "${name}" must not have a query or fragment, only scheme, host and an optional path.`
    )
  }
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url
  throw new InputError(
    name,
    `Input "${name}" must use https:// so the API key is never sent in clear (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]); got "${url.protocol}//${url.host}".`
  )
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost') return true
  if (isIP(host) === 4) return host.startsWith('127.')
  if (isIP(host) === 6) return host === '::1'
  return false
}

/** One of a fixed set of words, as written (case matters). */
export function parseChoice<T extends string>(
  name: string,
  text: string,
  choices: readonly T[]
): T {
  const found = choices.find(choice => choice === text)
  if (found === undefined) {
    throw new InputError(
      name,
      `Input "${name}" must be one of ${choices.join(', ')}, not "${text}".`
    )
  }
  return found
}

/** A comma- or newline-separated list, trimmed, blanks dropped. */
export function parseList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map(s => s.trim())
    .filter(s => s !== '')
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/

/**
 * A real calendar date, `YYYY-MM-DD` or ISO 8601 date-time; kept as written (the service gets
 * exactly what the user gave), with its instant for ordering (a date alone is UTC midnight).
 */
export function parseDate(name: string, value: string): { text: string; at: number } {
  const m = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value)
  const invalid = new InputError(
    name,
    `Input "${name}" must be a real date as YYYY-MM-DD or ISO 8601 (2026-02-01, 2026-02-01T12:00:00Z), not "${value}".`
  )
  if (m === null) throw invalid
  const [year, month, day, hour = '0', minute = '0', second = '0'] = m.slice(1).map(s => s ?? '0')
  const y = Number(year)
  const mo = Number(month)
  const d = Number(day)
  const probe = new Date(Date.UTC(y, mo - 1, d))
  const realDay =
    probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d
  if (!realDay || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw invalid
  const at = m[7] === undefined && m[4] !== undefined ? Date.parse(`${value}Z`) : Date.parse(value)
  if (Number.isNaN(at)) throw invalid
  return { text: value, at }
}

/** An input the workflow gave (`with:`) that the action does not declare, and the one it may mean. */
interface StrayInput {
  /** As the runner passes it: lower case, its spaces as underscores. */
  readonly given: string
  readonly meant: string | undefined
}

/**
 * The inputs in `env` (`INPUT_*`, as the runner sets one for each `with:` key) that are not among
 * `declared`, each with the declared input it most likely means: the same name in another case
 * or with `-`/`_` (`project-id` for `projectId`), or one at most two letters away (a typo).
 */
export function strayInputs(env: Env, inputs: DeclaredInputs): StrayInput[] {
  const declared = Object.keys(inputs)
  const known = new Map(declared.map(name => [runnerName(name), name]))
  return Object.keys(env)
    .filter(key => key.startsWith('INPUT_') && !known.has(key))
    .map(key => {
      const given = key.slice('INPUT_'.length).toLowerCase()
      const close = declared
        .map(name => ({ name, d: distance(squashed(given), squashed(name)) }))
        .filter(c => c.d <= 2)
        .sort((a, b) => a.d - b.d)[0]
      return { given, meant: close?.name }
    })
}

/** The variable the runner passes an input in: `INPUT_` and the name upper-cased, spaces as `_`. */
function runnerName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

function squashed(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** Levenshtein distance, for names of a few dozen letters. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row.push(
        Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      )
    }
    previous = row
  }
  return previous[b.length] ?? 0
}

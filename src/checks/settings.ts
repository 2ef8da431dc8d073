import { InputError } from '../action/errors.js'
import {
  parseBoolean,
  parseChoice,
  parseDuration,
  parseInteger,
  type DeclaredInputs,
  type InputReader
} from '../action/inputs.js'

/**
 * The inputs that bring the pull request's checks back to the run (`checks`, `fix-rounds`,
 * `checks-timeout`, `checks-ignore`, `require-checks`), read and checked before any request.
 */
export interface ChecksSettings {
  /** `off`: stop at the pull request; `report`: wait for its checks; `fix`: and send failures back. */
  readonly mode: 'off' | 'report' | 'fix'
  /** The most follow-ups sent for failing checks in one run (`fix` only). */
  readonly fixRounds: number
  /** The longest wait for a head commit's checks to finish, after each push. */
  readonly timeoutMs: number
  /** Patterns of check names not counted (one per line, `*` for any characters). */
  readonly ignored: readonly string[]
  /** Failing or pending checks at the end fail the step. */
  readonly require: boolean
}

/** No check within this long of a push means a repository without CI. */
export const CHECKS_GRACE_MS = 120_000

/** The wait for a first check after a push: the grace period, or checks-timeout when shorter. */
export function graceOf(settings: Pick<ChecksSettings, 'timeoutMs'>): number {
  return Math.min(CHECKS_GRACE_MS, settings.timeoutMs)
}
export const CHECK_MODES = ['off', 'report', 'fix'] as const
export const MAX_FIX_ROUNDS = 10
const MAX_CHECKS_TIMEOUT_MS = 6 * 60 * 60 * 1000
/** Names, not patterns: check names are short; a list this long is a mistake. */
const MAX_IGNORED = 100
const MAX_IGNORED_CHARS = 200

/** The checks inputs as action.yml declares them, with their defaults. */
export const CHECKS_INPUTS = {
  checks: 'off',
  'fix-rounds': '2',
  'checks-timeout': '15m',
  'checks-ignore': '',
  'require-checks': 'false'
} as const satisfies DeclaredInputs

export function readChecksSettings(input: InputReader): ChecksSettings {
  return {
    mode: parseChoice('checks', input('checks'), CHECK_MODES),
    fixRounds: parseInteger('fix-rounds', input('fix-rounds'), {
      max: MAX_FIX_ROUNDS,
      what: 'the most follow-ups sent for failing checks in one run'
    }),
    timeoutMs: parseDuration('checks-timeout', input('checks-timeout'), {
      minMs: 1000,
      maxMs: MAX_CHECKS_TIMEOUT_MS
    }),
    ignored: parseIgnored(input('checks-ignore')),
    require: parseBoolean('require-checks', input('require-checks'))
  }
}

/**
 * One name per line (a check's name may hold a comma: `test (ubuntu, 20)`), trimmed, blanks
 * dropped; `*` stands for any characters.
 */
function parseIgnored(value: string): string[] {
  const names = value
    .split('\n')
    .map(s => s.trim())
    .filter(s => s !== '')
  const long = names.find(name => name.length > MAX_IGNORED_CHARS)
  if (names.length > MAX_IGNORED || long !== undefined) {
    throw new InputError(
      'checks-ignore',
      `Input "checks-ignore" takes at most ${MAX_IGNORED} check names, one per line, each at most ${MAX_IGNORED_CHARS} characters.`
    )
  }
  return names
}

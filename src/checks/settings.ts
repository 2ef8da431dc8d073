import { InputError } from '../action/errors.js'
import {
  parseBoolean,
  parseChoice,
  parseDuration,
  parseInteger,
  type DeclaredInputs,
  type DeprecatedInputs,
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
  /**
   * The longest wait for a head commit's checks to finish, after each push: the run's `timeout`,
   * which the run's deadline cuts to what is left of it; or `checks-timeout` (deprecated), given.
   */
  readonly timeoutMs: number
  /** Patterns of check names not counted (one per line, `*` for any characters). */
  readonly ignored: readonly string[]
  /** Failing or pending checks at the end fail the step. */
  readonly require: boolean
}

/** No check within this long of a push means a repository without CI. */
export const CHECKS_GRACE_MS = 120_000

/** The wait for a first check after a push: the grace period, or the checks' wait when shorter. */
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
  // Deprecated: no default, so that a value is one the workflow gave (the run's timeout otherwise).
  'checks-timeout': '',
  'checks-ignore': '',
  'require-checks': 'false'
} as const satisfies DeclaredInputs

/** The checks' deprecated inputs, with what to do instead: action.yml's deprecationMessage. */
export const CHECKS_DEPRECATED = {
  'checks-timeout':
    "The wait for the pull request's checks lasts what is left of `timeout`: remove checks-timeout and set `timeout` alone. Until v2, a value given still ends the wait after each push."
} as const satisfies DeprecatedInputs

/**
 * The checks inputs. `runTimeoutMs` is the run's `timeout`: the wait after each push when
 * `checks-timeout` is not given, so one setting bounds every wait of the run. A per-push limit
 * below it only ended a wait for slow checks while the run still had time for them; a check that
 * never ends is for `checks-ignore`.
 */
export function readChecksSettings(input: InputReader, runTimeoutMs: number): ChecksSettings {
  const given = input('checks-timeout')
  return {
    mode: parseChoice('checks', input('checks'), CHECK_MODES),
    fixRounds: parseInteger('fix-rounds', input('fix-rounds'), {
      max: MAX_FIX_ROUNDS,
      what: 'the most follow-ups sent for failing checks in one run'
    }),
    timeoutMs:
      given === ''
        ? runTimeoutMs
        : parseDuration('checks-timeout', given, { minMs: 1000, maxMs: MAX_CHECKS_TIMEOUT_MS }),
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

import type { Check, ChecksVerdict } from '../github/checks.js'
import { formatDuration, printable } from '../text/format.js'

/**
 * How following the pull request's checks ended, and the words for it: the Checks row of the
 * comment and summary, the verdict's message, and the one line the timeline shows for each read.
 */

/** Why no further fix round was sent. */
export type ChecksStop = 'rounds' | 'unchanged' | 'interrupted' | 'deadline'

export type ChecksEnd =
  | {
      readonly kind: 'judged'
      readonly verdict: 'passed' | 'failed' | 'pending' | 'none'
      /** The names of the counted checks that failed, and those still pending. */
      readonly failed: readonly string[]
      readonly pending: readonly string[]
      /** Follow-ups sent for failing checks. */
      readonly rounds: number
      /** The head commit judged. */
      readonly sha: string
      readonly preview: string | undefined
      /**
       * Why no further round, when checks still fail with `fix`: the limit, a turn that pushed
       * nothing, a turn that did not complete, or the run's deadline.
       */
      readonly stop?: ChecksStop | undefined
      /** How long the wait for a first check after each push was (the grace period). */
      readonly graceMs: number
    }
  /** The checks could not be read (a permission, a pull request elsewhere): said in `why`. */
  | { readonly kind: 'unread'; readonly why: string }

/** A check's name as a line shows it: one line, no control characters, short. */
export const nameOf = (check: Check): string => printable(check.name.replace(/\s+/g, ' '), 80)

/** The checks at the end, as one plain sentence: the Checks row, and the verdict's words. */
export function describeEnd(end: ChecksEnd): string {
  if (end.kind === 'unread') return `not read: ${end.why}`
  const rounds =
    end.rounds === 0 ? '' : ` after ${end.rounds} fix round${end.rounds === 1 ? '' : 's'}`
  const pending = end.pending.length === 0 ? '' : `; still pending: ${end.pending.join(', ')}`
  const stop =
    end.stop === 'unchanged'
      ? ' (the last follow-up turn pushed no commit)'
      : end.stop === 'interrupted'
        ? ' (the last follow-up turn did not complete)'
        : end.stop === 'deadline'
          ? ' (timeout came before another round)'
          : ''
  switch (end.verdict) {
    case 'passed':
      return `passed${rounds}`
    case 'none':
      return `none: no check appeared within ${formatDuration(end.graceMs)} of the push`
    case 'failed':
      return `failed${rounds}: ${end.failed.join(', ')}${pending}${stop}`
    case 'pending':
      return end.pending.length === 0
        ? `pending: none had appeared when the wait ended${rounds}`
        : `pending when the wait ended${rounds}: ${end.pending.join(', ')}${stop}`
  }
}

/** One timeline line, after "Checks: ": `2 failed on abc1234: lint, links`. */
export function describeVerdict(verdict: ChecksVerdict, sha: string): string {
  const list = (checks: readonly Check[]) =>
    checks.length > 5
      ? `${checks.slice(0, 5).map(nameOf).join(', ')} and ${checks.length - 5} more`
      : checks.map(nameOf).join(', ')
  const on = sha.slice(0, 7)
  switch (verdict.kind) {
    case 'none':
      return `none appeared on ${on}`
    case 'passed':
      return `all ${verdict.checks.length} passed on ${on}`
    case 'pending':
      return verdict.pending.length === 0
        ? `none had appeared on ${on} when the wait ended`
        : `${verdict.pending.length} still pending on ${on} when the wait ended: ${list(verdict.pending)}`
    case 'failed': {
      const pending =
        verdict.pending.length === 0
          ? ''
          : `; ${verdict.pending.length} still pending: ${list(verdict.pending)}`
      return `${verdict.failed.length} failed on ${on}: ${list(verdict.failed)}${pending}`
    }
  }
}

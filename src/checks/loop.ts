import type { Logger } from '../action/io.js'
import { pollDelayMs, pollUntil } from '../action/poll.js'
import { findPreview } from '../github/check-details.js'
import {
  judgeChecks,
  MAX_CHECKS_READ,
  readCommitChecks,
  type Check,
  type ChecksVerdict
} from '../github/checks.js'
import { lacksPermission } from '../github/failure.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import { readPullHead, type PullRequestRef } from '../github/pull-request.js'
import type { Fetch } from '../http/stack.js'
import type { Timing } from '../timing.js'
import { describeVerdict, nameOf, type ChecksEnd, type ChecksStop } from './end.js'
import { gatherFollowUp } from './follow-up.js'
import { graceOf, type ChecksSettings } from './settings.js'
import { ConditionalReads } from '../github/conditional.js'

/**
 * After the job's pull request appears: wait for its head commit's checks, report them, and with
 * `checks: fix` send the failures to the job as a follow-up, wait for its turn and for the new
 * head's checks, round after round. It reads GitHub and calls `fix` to talk to the job; it never
 * comments or fails the step itself: the verdict and publish do, from the `ChecksEnd`.
 *
 * It knows nothing of the job but what `fix` returns: an outcome whose `kind` is `finished` when
 * the follow-up turn completed (the agent's `Outcome`), kept to hand back.
 */

/** What a fix turn came to: `finished` when the job's turn completed. */
interface FixOutcome {
  readonly kind: string
}

/** The longest wait between two reads of the checks (two requests each). */
export const MAX_CHECKS_POLL_MS = 30_000

export interface ChecksRun {
  readonly settings: ChecksSettings
  readonly pull: { readonly ref: PullRequestRef; readonly url: string }
  /** This workflow run's page: its own checks are not waited on. */
  readonly ownRunUrl: string | undefined
  readonly pollIntervalMs: number
  /** The run's deadline (`timeout`), per `now`. */
  readonly deadline: number
}

interface ChecksDeps<O extends FixOutcome> {
  readonly octokit: Octokit
  readonly fetch: Fetch
  readonly log: Logger
  readonly time: Timing
  /** Removes the run's secrets from the follow-up before it leaves. */
  readonly redact: (text: string) => string
  /** A line for the timeline: what one read of the checks decided. */
  judged(line: string): Promise<void>
  /** Sends the `round`-th follow-up to the job and follows its turn: the job's outcome. */
  fix(message: string, round: number): Promise<O>
}

export interface ChecksResult<O extends FixOutcome> {
  readonly end: ChecksEnd
  /** The job's outcome after the last fix turn, when one was sent. */
  readonly outcome?: O
}

export async function followChecks<O extends FixOutcome>(
  run: ChecksRun,
  deps: ChecksDeps<O>
): Promise<ChecksResult<O>> {
  const { ref } = run.pull
  const repo = { owner: ref.owner, repo: ref.repo }
  let rounds = 0
  let outcome: O | undefined
  const head = await headOf(deps.octokit, ref)
  if (typeof head !== 'string') return { end: head }
  let sha = head
  let moves = 0
  for (;;) {
    const waited = await settledHead(run, deps, sha, moves)
    if (waited.kind === 'unread') return { end: waited, ...(outcome && { outcome }) }
    ;({ sha, moves } = waited)
    const { verdict, checks } = waited
    const fixing =
      verdict.kind === 'failed' &&
      run.settings.mode === 'fix' &&
      rounds < run.settings.fixRounds &&
      deps.time.now() < run.deadline &&
      !deps.time.signal.aborted
    await deps.judged(`${describeVerdict(verdict, sha)}${fixing ? ' → follow-up sent' : ''}`)
    const judged = async (stop?: ChecksStop) => ({
      end: await judgedEnd(
        verdict,
        { sha, rounds, stop, checks, graceMs: graceOf(run.settings) },
        repo,
        deps
      ),
      ...(outcome && { outcome })
    })
    if (!fixing || verdict.kind !== 'failed')
      return judged(
        verdict.kind !== 'failed' || run.settings.mode !== 'fix'
          ? undefined
          : rounds >= run.settings.fixRounds
            ? 'rounds'
            : 'deadline'
      )
    const pull = { ref, url: run.pull.url }
    const message = deps.redact(await gatherFollowUp(verdict.failed, pull, deps))
    rounds++
    outcome = await deps.fix(message, rounds)
    if (outcome.kind !== 'finished') return judged('interrupted')
    const next = await headOf(deps.octokit, ref)
    if (typeof next !== 'string') return { end: next, outcome }
    if (next === sha) {
      await deps.judged('the follow-up turn pushed no commit: the checks stay as they are')
      return judged('unchanged')
    }
    sha = next
  }
}

/** How often the head may move under the checks (pushes by others) before no verdict is given. */
const MAX_HEAD_MOVES = 5

/**
 * The checks of the head the pull request has once they settle: when a push (a person's, another
 * bot's) moved the head while they ran, the new head is waited on and judged instead, so an old
 * head's green is never reported on a red pull request; after `MAX_HEAD_MOVES` moves, no verdict.
 */
async function settledHead(
  run: ChecksRun,
  deps: ChecksDeps<FixOutcome>,
  first: string,
  movedBefore: number
): Promise<(Waited & { readonly kind: 'read'; sha: string; moves: number }) | Unread> {
  let sha = first
  for (let moves = movedBefore; ; moves++) {
    const waited = await waitForChecks(run, deps, sha)
    if (waited.kind === 'unread') return waited
    const now = await headOf(deps.octokit, run.pull.ref)
    if (typeof now !== 'string') return now
    if (now === sha) return { ...waited, sha, moves }
    if (moves >= MAX_HEAD_MOVES)
      return {
        kind: 'unread',
        why: `the pull request's head moved ${moves + 1} times while its checks ran: no verdict is given on a head it no longer has`
      }
    await deps.judged(
      `the head moved to ${now.slice(0, 7)} while its checks ran: the new head is judged`
    )
    sha = now
  }
}

type Unread = Extract<ChecksEnd, { kind: 'unread' }>

/** The pull request's head commit, or why it cannot be read. */
async function headOf(
  octokit: Octokit,
  ref: PullRequestRef
): Promise<string | Extract<ChecksEnd, { kind: 'unread' }>> {
  try {
    return await readPullHead(octokit, ref)
  } catch (error) {
    if (lacksPermission(error)) {
      return {
        kind: 'unread',
        why: `the token may not read pull request #${ref.number} (${describeFailure(error)}): add \`pull-requests: read\` to the workflow's permissions`
      }
    }
    return {
      kind: 'unread',
      why: `reading pull request #${ref.number} failed (${describeFailure(error)})`
    }
  }
}

type Waited =
  | { readonly kind: 'read'; readonly verdict: ChecksVerdict; readonly checks: readonly Check[] }
  | Extract<ChecksEnd, { kind: 'unread' }>

/**
 * Reads the commit's checks until every counted one has ended, none appeared within the grace
 * period, or `checks-timeout` (or the run's deadline) passed: then the last verdict, pending ones
 * and all.
 */
async function waitForChecks(
  run: ChecksRun,
  deps: ChecksDeps<FixOutcome>,
  sha: string
): Promise<Waited> {
  const started = deps.time.now()
  const graceEnd = started + graceOf(run.settings)
  const deadline = Math.min(started + run.settings.timeoutMs, run.deadline)
  let last: Waited = { kind: 'read', verdict: { kind: 'pending', pending: [] }, checks: [] }
  const rules = { ignored: run.settings.ignored, ownRunUrl: run.ownRunUrl }
  // Each page kept with its ETag: what did not change since the last look is answered 304.
  const reads = new ConditionalReads()
  const check = async (): Promise<Waited | undefined> => {
    const read = await readChecks(deps.octokit, run.pull.ref, sha, reads)
    if (read.kind === 'unread') return read
    const verdict = judgeChecks(read.checks, { ...rules, graceOver: deps.time.now() >= graceEnd })
    last = { kind: 'read', verdict, checks: read.checks }
    return settled(verdict) ? last : undefined
  }
  const first = await check()
  if (first !== undefined) return first
  const interval = Math.min(run.pollIntervalMs, MAX_CHECKS_POLL_MS)
  const result = await pollUntil({
    check,
    delayMs: elapsed => pollDelayMs(elapsed, interval, deps.time.random),
    deadline,
    time: deps.time
  })
  return result.kind === 'done' ? result.value : last
}

/** Whether a verdict is final: nothing counted is still running. */
function settled(verdict: ChecksVerdict): boolean {
  return verdict.kind !== 'pending' && (verdict.kind !== 'failed' || verdict.pending.length === 0)
}

async function readChecks(
  octokit: Octokit,
  ref: PullRequestRef,
  sha: string,
  reads: ConditionalReads
): Promise<{ kind: 'read'; checks: readonly Check[] } | Extract<ChecksEnd, { kind: 'unread' }>> {
  try {
    const read = await readCommitChecks(octokit, ref, sha, reads)
    switch (read.kind) {
      case 'read':
        return read
      case 'too-many':
        return {
          kind: 'unread',
          why: `the head commit has ${read.total} ${read.list}, more than the ${MAX_CHECKS_READ} read: no verdict is given on part of them`
        }
      case 'forbidden':
        return {
          kind: 'unread',
          why: `the token may not read the pull request's ${read.permission === 'checks' ? 'check runs' : 'commit statuses'}: add \`${read.permission}: read\` to the workflow's permissions`
        }
    }
  } catch (error) {
    return { kind: 'unread', why: `reading the checks failed (${describeFailure(error)})` }
  }
}

async function judgedEnd(
  verdict: ChecksVerdict,
  at: {
    sha: string
    rounds: number
    stop: ChecksStop | undefined
    checks: readonly Check[]
    graceMs: number
  },
  repo: { owner: string; repo: string },
  deps: ChecksDeps<FixOutcome>
): Promise<ChecksEnd> {
  let preview: string | undefined
  try {
    preview = await findPreview(deps.octokit, repo, at.sha, at.checks)
  } catch (error) {
    deps.log.debug(`The preview could not be looked for: ${describeFailure(error)}.`)
  }
  return {
    kind: 'judged',
    verdict: verdict.kind,
    failed: verdict.kind === 'failed' ? verdict.failed.map(nameOf) : [],
    pending:
      verdict.kind === 'failed' || verdict.kind === 'pending' ? verdict.pending.map(nameOf) : [],
    rounds: at.rounds,
    sha: at.sha,
    preview,
    stop: verdict.kind === 'failed' || verdict.kind === 'pending' ? at.stop : undefined,
    graceMs: at.graceMs
  }
}

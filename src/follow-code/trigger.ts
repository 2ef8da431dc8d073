import { InputError } from '../action/errors.js'
import type { Env, InputReader } from '../action/inputs.js'
import { parseInteger } from '../action/inputs.js'
import { readPayload } from '../github/event.js'
import type { ChangeAsk } from '../changes/read.js'

/**
 * What a run is set off to hand over, decided from the event and the manual inputs alone (no
 * request): a change to read, a release or a schedule whose range is found on GitHub first
 * (range.ts), or nothing, with the reason. Everything is read from the code repository: a fork's
 * merged pull request is named by its number, and nothing of the fork is checked out or read.
 */
export type CodeTrigger =
  | { readonly kind: 'read'; readonly ask: ChangeAsk; readonly what: string }
  /** A published release: the range since the previous published release, drafts ignored. */
  | { readonly kind: 'release'; readonly tag: string }
  /** What merged on `branch` after the last commit a previous run handed over. */
  | { readonly kind: 'schedule'; readonly branch: string }
  | { readonly kind: 'skip'; readonly reason: string }

/** A commit, tag or branch of a `range`: no spaces, no `..`, nothing a path could climb out of. */
const REF = /^(?!.*\.\.)(?!\/)[A-Za-z0-9_./-]{1,255}$/
/** The `before` of a push that created the branch. */
const NO_COMMIT = /^0+$/

export function readTrigger(input: InputReader, env: Env): CodeTrigger {
  const manual = readManual(input)
  if (manual !== undefined) return manual
  const name = env.GITHUB_EVENT_NAME ?? ''
  const payload = readPayload(env.GITHUB_EVENT_PATH)
  switch (name) {
    case 'push':
      return pushed(payload)
    case 'pull_request_target':
    case 'pull_request':
      return merged(payload)
    case 'release':
      return released(payload)
    // A manual run without pull-request or range catches up as a schedule does.
    case 'schedule':
    case 'workflow_dispatch':
      return { kind: 'schedule', branch: env.GITHUB_REF_NAME || 'main' }
    default:
      return {
        kind: 'skip',
        reason: `the ${name || 'unnamed'} event hands nothing over (push, pull_request_target, release, schedule and workflow_dispatch do)`
      }
  }
}

/** `pull-request` or `range`, on any event: a manual run says what to hand over. */
function readManual(input: InputReader): CodeTrigger | undefined {
  const pull = input('pull-request')
  const range = input('range')
  if (pull !== '' && range !== '')
    throw new InputError(
      'range',
      'Inputs "pull-request" and "range" both say what to hand over: give one of them.'
    )
  if (pull !== '') {
    const number = parseInteger('pull-request', pull.replace(/^#/, ''), {
      min: 1,
      what: 'a merged pull request of this repository'
    })
    return { kind: 'read', ask: { kind: 'pull', number }, what: `pull request #${number}` }
  }
  if (range === '') return undefined
  return { kind: 'read', ask: parseRange(range), what: `the range ${range}` }
}

export function parseRange(text: string): Extract<ChangeAsk, { kind: 'range' }> {
  const parts = text.split('...')
  const [base = '', head = ''] = parts
  if (parts.length !== 2 || !REF.test(base) || !REF.test(head))
    throw new InputError(
      'range',
      `Input "range" must be base...head: two commits, tags or branches joined by three dots (v1.2.0...main), not "${text.slice(0, 100)}".`
    )
  return { kind: 'range', base, head }
}

function pushed(payload: Record<string, unknown>): CodeTrigger {
  const branch = str(payload.ref)?.replace(/^refs\/heads\//, '')
  const main = str(record(payload.repository)?.default_branch)
  if (main === undefined)
    return {
      kind: 'skip',
      reason: 'the push event names no default branch (repository.default_branch)'
    }
  if (branch === undefined || branch !== main)
    return {
      kind: 'skip',
      reason: `a push to ${branch ?? 'an unnamed ref'}, not the default branch (${main})`
    }
  const before = str(payload.before) ?? ''
  const after = str(payload.after) ?? ''
  if (payload.deleted === true || NO_COMMIT.test(after))
    return { kind: 'skip', reason: 'the push deleted the branch' }
  if (NO_COMMIT.test(before) || !REF.test(before) || !REF.test(after))
    return { kind: 'skip', reason: 'the push names no range (it created the branch)' }
  return {
    kind: 'read',
    ask: { kind: 'range', base: before, head: after },
    what: `the push ${before.slice(0, 7)}...${after.slice(0, 7)}`
  }
}

function merged(payload: Record<string, unknown>): CodeTrigger {
  const pull = record(payload.pull_request)
  const number = pull?.number
  if (payload.action !== 'closed' || typeof number !== 'number')
    return {
      kind: 'skip',
      reason: `a pull request ${str(payload.action) ?? 'event'}: only a merge hands over`
    }
  if (pull?.merged !== true)
    return { kind: 'skip', reason: `pull request #${number} was closed without merging` }
  return { kind: 'read', ask: { kind: 'pull', number }, what: `pull request #${number}` }
}

function released(payload: Record<string, unknown>): CodeTrigger {
  const release = record(payload.release)
  const tag = str(release?.tag_name)
  if (payload.action !== 'published' || release?.draft === true || tag === undefined)
    return { kind: 'skip', reason: 'only a published release hands over' }
  return { kind: 'release', tag }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

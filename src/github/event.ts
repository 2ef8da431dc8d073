import { readFileSync } from 'node:fs'
import { type Env } from '../action/inputs.js'
import { ActionError } from '../action/errors.js'
import { errorMessage } from '../text/format.js'

/**
 * The parts of the triggering event the action uses, read from `GITHUB_EVENT_PATH` (the webhook
 * payload the runner writes). Read directly rather than through `@actions/github`'s module-level
 * `context`, so that settings are a function of the environment they are given.
 */
export interface GitHubEvent {
  readonly name: string
  readonly action: string | undefined
  readonly issue: IssueRef | undefined
  /** The comment or review that may carry an instruction. */
  readonly comment: EventComment | undefined
  /** Who sent the event (`sender`): the author of a comment, the labeller of an issue. */
  readonly sender: Account | undefined
  /**
   * The person the permission check asks about: who set this run off. The `sender`, except for
   * `workflow_run`, whose sender is not always that person: there it is the upstream run's
   * `triggering_actor` (who started that run, or re-ran it), falling back to its `actor` and then
   * to the sender when a payload lacks them.
   */
  readonly actor: Account | undefined
  /** The pull request of a `pull_request*` event: its branches and head commit. */
  readonly pullRequest: PullRequestEvent | undefined
}

/** What a pull-request event says of its branches (a fork's head branch lives in the fork). */
export interface PullRequestEvent {
  readonly number: number
  /** The head branch's name, in the repository it lives in (`head.ref`). */
  readonly headRef: string
  /** The head commit (`head.sha`): the pull request's own commit, not the merge commit. */
  readonly headSha: string
  /** The branch it would merge into (`base.ref`). */
  readonly baseRef: string
  /** Whether the head branch lives in another repository than the base (a fork). */
  readonly fromFork: boolean
}

interface Account {
  readonly login: string
  /** `User`, `Bot` or `Organization`, as GitHub's payloads say. */
  readonly type: string
}

/**
 * Where people write to the action: a comment on an issue or on a pull request's conversation
 * (`issue_comment`), a comment on a line of a pull request's diff (`pull_request_review_comment`),
 * or the body of a submitted review (`pull_request_review`).
 */
export type CommentKind = 'issue-comment' | 'review-comment' | 'review'

interface EventComment {
  readonly kind: CommentKind
  readonly id: number
  readonly body: string
  /** A review comment's place in the diff, as GitHub gives it (the file path is untrusted). */
  readonly location: ReviewLocation | undefined
}

export interface ReviewLocation {
  readonly path: string
  /** The line commented on, or the last of several (`line`); undefined for a file or outdated comment. */
  readonly line: number | undefined
  /** The first line of a comment on several lines (`start_line`). */
  readonly startLine: number | undefined
}

/** The events whose comment can carry an instruction, and the action that makes it a new one. */
export const COMMENT_EVENTS: Readonly<Record<string, { kind: CommentKind; action: string }>> = {
  issue_comment: { kind: 'issue-comment', action: 'created' },
  pull_request_review_comment: { kind: 'review-comment', action: 'created' },
  pull_request_review: { kind: 'review', action: 'submitted' }
}

interface IssueRef {
  readonly number: number
  readonly title: string
  readonly body: string
  readonly isPullRequest: boolean
}

export interface Repository {
  readonly owner: string
  readonly repo: string
}

/** An issue or pull request (GitHub numbers both alike), the one this run reports on. */
export interface IssueTarget {
  readonly repository: Repository
  readonly number: number
}

export function sameRepository(a: Repository, b: Repository): boolean {
  return a.owner === b.owner && a.repo === b.repo
}

/** `owner/repo` (GITHUB_REPOSITORY), or undefined when it is not that shape. */
export function parseRepository(value: string | undefined): Repository | undefined {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '')
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { owner: match[1], repo: match[2] }
}

export function readEvent(env: Env): GitHubEvent {
  const name = env.GITHUB_EVENT_NAME ?? ''
  const payload = readPayload(env.GITHUB_EVENT_PATH)
  const sender = accountOf(payload.sender)
  return {
    name,
    action: str(payload.action),
    issue: issueOf(name, payload),
    comment: commentOf(name, payload),
    sender,
    actor: name === 'workflow_run' ? (upstreamActor(payload.workflow_run) ?? sender) : sender,
    pullRequest: name.startsWith('pull_request') ? pullRequestOf(payload.pull_request) : undefined
  }
}

/**
 * The webhook payload the runner wrote. The runner always sets GITHUB_EVENT_PATH, so a file that
 * is missing, empty, not JSON, or JSON that is not an object is an error that names it. Without
 * the variable (a local run) there is no payload.
 */
export function readPayload(path: string | undefined): Record<string, unknown> {
  if (path === undefined || path === '') return {}
  const fail = (why: string) =>
    new ActionError(`Could not read the event payload at GITHUB_EVENT_PATH (${path}): ${why}.`)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw fail(errorMessage(error))
  }
  if (text.trim() === '') throw fail('the file is empty')
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch (error) {
    throw fail(`it is not JSON (${errorMessage(error)})`)
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw fail(
      `it is ${payload === null ? 'null' : Array.isArray(payload) ? 'an array' : `a ${typeof payload}`}, not an object`
    )
  }
  return payload as Record<string, unknown>
}

function issueOf(name: string, payload: Record<string, unknown>): IssueRef | undefined {
  // Pull-request events (pull_request, pull_request_target, pull_request_review, …) carry it as
  // `pull_request`; discussions are not issues (they are commented on through GraphQL).
  const raw = name.startsWith('pull_request')
    ? payload.pull_request
    : name === 'issues' || name === 'issue_comment'
      ? payload.issue
      : undefined
  if (typeof raw !== 'object' || raw === null) return undefined
  const issue = raw as Record<string, unknown>
  if (typeof issue.number !== 'number') return undefined
  return {
    number: issue.number,
    title: str(issue.title) ?? '',
    body: str(issue.body) ?? '',
    isPullRequest: name.startsWith('pull_request') || typeof issue.pull_request === 'object'
  }
}

function pullRequestOf(raw: unknown): PullRequestEvent | undefined {
  const pull = record(raw)
  const head = record(pull?.head)
  const base = record(pull?.base)
  const headRef = str(head?.ref)
  const headSha = str(head?.sha)
  const baseRef = str(base?.ref)
  if (typeof pull?.number !== 'number' || headRef === undefined || headSha === undefined)
    return undefined
  const repoOf = (side: Record<string, unknown> | undefined) => str(record(side?.repo)?.full_name)
  return {
    number: pull.number,
    headRef,
    headSha,
    baseRef: baseRef ?? '',
    fromFork: repoOf(head) !== repoOf(base)
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined
}

function commentOf(name: string, payload: Record<string, unknown>): EventComment | undefined {
  const kind = COMMENT_EVENTS[name]?.kind
  const raw = kind === 'review' ? payload.review : payload.comment
  if (kind === undefined || typeof raw !== 'object' || raw === null) return undefined
  const c = raw as Record<string, unknown>
  if (typeof c.id !== 'number') return undefined
  const path = str(c.path)
  const location =
    kind !== 'review-comment' || path === undefined
      ? undefined
      : { path, line: lineOf(c.line), startLine: lineOf(c.start_line) }
  return { kind, id: c.id, body: str(c.body) ?? '', location }
}

function lineOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined
}

function upstreamActor(run: unknown): Account | undefined {
  if (typeof run !== 'object' || run === null) return undefined
  const r = run as Record<string, unknown>
  return accountOf(r.triggering_actor) ?? accountOf(r.actor)
}

function accountOf(raw: unknown): Account | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const s = raw as Record<string, unknown>
  const login = str(s.login)
  return login === undefined ? undefined : { login, type: str(s.type) ?? 'User' }
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

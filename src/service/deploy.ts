import { truncate } from '../text/format.js'
import { givenHttpsUrl } from '../text/https-url.js'
import { TRIGGER_WINDOW_MS, type Bound } from './agent.js'
import { MAX_SEGMENT_CHARS, segmentProblem, type Operation, type ServiceClient } from './client.js'
import { invalidAnswer } from './errors.js'
import { text as kept, type Keep, type KeptAnswer } from './kept-json.js'

/**
 * The deployment endpoints of `openapi.json`: trigger an update of the site, trigger a preview of
 * a branch, and read the status either one returns. Every request is described once (the API
 * sends them, a dry run prints them), and every answer is checked before anything reads it: an id
 * that becomes a path segment passes `segmentProblem`, and every text is the service's, kept as
 * data (it is made inert and redacted where it leaves the process).
 */

/** The statuses the contract lists for an update (`status` of `GET /project/update-status`). */
export const DEPLOY_STATUSES = ['queued', 'in_progress', 'success', 'failure'] as const

/** One status read: what the contract describes, checked, and nothing else. */
export interface DeployStatus {
  readonly statusId: string
  /** As the service said it: one of DEPLOY_STATUSES, or another word (reported, not rejected). */
  readonly status: string
  readonly createdAt: number | undefined
  /** When it ended, when the service says so (a date it can be read as). */
  readonly endedAt: number | undefined
  readonly summary: string | undefined
  /** The last MAX_LOG_LINES lines, each cut to MAX_LOG_LINE_CHARS. */
  readonly logs: readonly string[]
  readonly subdomain: string | undefined
  readonly commit: DeployCommit | undefined
}

interface DeployCommit {
  readonly sha: string | undefined
  readonly ref: string | undefined
  readonly message: string | undefined
  readonly added: readonly string[]
  readonly modified: readonly string[]
  readonly removed: readonly string[]
}

/** A trigger's answer: the status to follow, and for a preview where it will be. */
export interface Triggered {
  readonly statusId: string
  readonly previewUrl: string | undefined
}

export interface DeployApi {
  triggerUpdate(projectId: string, bound?: Bound): Promise<Triggered>
  triggerPreview(projectId: string, branch: string, bound?: Bound): Promise<Triggered>
  getStatus(statusId: string, bound?: Bound): Promise<DeployStatus>
}

/** More than any build prints that a person reads; the summary shows fewer (`log-lines`). */
export const MAX_LOG_LINES = 500
export const MAX_LOG_LINE_CHARS = 1_000
/** A changed-files list kept per kind; the rest is counted. */
export const MAX_FILES = 1_000
/** The service's summary and commit message, and each file name, as far as they are kept. */
export const MAX_SUMMARY_CHARS = 65_536
export const MAX_MESSAGE_CHARS = 10_000
export const MAX_FILE_CHARS = 1_000
/**
 * A status answer is read to its end, however long its logs, up to this bound: past it the answer
 * may never end, and is an error. Only what `STATUS_KEPT` names is kept of it as it streams.
 */
export const MAX_STATUS_BYTES = 256 * 1024 * 1024

const files: Keep = { kind: 'list', keep: 'first', max: MAX_FILES, of: kept(MAX_FILE_CHARS) }

/**
 * What a status read keeps of the answer (the contract's fields the action reads): every word
 * the verdict needs whole (a longer one is cut with `…`, so it can never read as another), the
 * last MAX_LOG_LINES log lines (the summary shows the tail), the first MAX_FILES files of each
 * kind. A build's logs can make an answer of many megabytes; they are cut, never the verdict.
 */
export const STATUS_KEPT: KeptAnswer = {
  maxBytes: MAX_STATUS_BYTES,
  shape: {
    kind: 'record',
    fields: {
      _id: kept(MAX_SEGMENT_CHARS + 1),
      status: kept(256),
      createdAt: kept(100),
      endedAt: kept(100),
      summary: kept(MAX_SUMMARY_CHARS),
      logs: { kind: 'list', keep: 'last', max: MAX_LOG_LINES, of: kept(MAX_LOG_LINE_CHARS) },
      subdomain: kept(254),
      commit: {
        kind: 'record',
        fields: {
          sha: kept(100),
          ref: kept(MAX_FILE_CHARS),
          message: kept(MAX_MESSAGE_CHARS),
          filesChanged: {
            kind: 'record',
            fields: { added: files, modified: files, removed: files }
          }
        }
      }
    }
  }
}

/** The preview trigger's limit: 5 a minute per organization. */
export const PREVIEW_WINDOW_MS = 60_000

/** A trigger's 404: the project's id, or a key of another organization, which cannot see it. */
function notFoundOf(projectId: string): string {
  return `Project "${projectId}" was not found: check the projectId input (the dashboard's API keys page shows it), and that secret-key is an admin key of the organization the project belongs to`
}

export const deployRequests = {
  update: (projectId: string, bound: Bound = {}) =>
    ({
      method: 'POST',
      segments: ['v1', 'project', 'update', projectId],
      action: `trigger a deployment of project "${projectId}"`,
      notFound: notFoundOf(projectId),
      rateLimit:
        'The service allows 10 deployment triggers (shared with automation triggers) per 10 seconds per organization.',
      rateWindowMs: TRIGGER_WINDOW_MS,
      ...bound
    }) satisfies Operation,
  preview: (projectId: string, branch: string, bound: Bound = {}) =>
    ({
      method: 'POST',
      segments: ['v1', 'project', 'preview', projectId],
      body: { branch },
      action: `trigger a preview of branch "${branch}" in project "${projectId}"`,
      notFound: notFoundOf(projectId),
      badRequestHint: 'Check the branch input: it names the Git branch to preview.',
      rateLimit: 'The service allows 5 preview triggers per minute per organization.',
      rateWindowMs: PREVIEW_WINDOW_MS,
      forbidden:
        'the organization\'s plan has no preview deployments (they need the Pro or Enterprise plan: "Preview deployments are not available on your current plan")',
      ...bound
    }) satisfies Operation,
  status: (statusId: string, bound: Bound = {}) =>
    ({
      method: 'GET',
      segments: ['v1', 'project', 'update-status', statusId],
      action: `read deployment status "${statusId}"`,
      notFound: `Deployment status "${statusId}" was not found`,
      keep: STATUS_KEPT,
      ...bound
    }) satisfies Operation
}

export function createDeployApi(client: ServiceClient): DeployApi {
  return {
    async triggerUpdate(projectId, bound) {
      const op = deployRequests.update(projectId, bound)
      return toTriggered(await client.request(op), op)
    },
    async triggerPreview(projectId, branch, bound) {
      const op = deployRequests.preview(projectId, branch, bound)
      return toTriggered(await client.request(op), op)
    },
    async getStatus(statusId, bound) {
      const op = deployRequests.status(statusId, bound)
      return toStatus(await client.request(op), op, statusId)
    }
  }
}

function unusable(op: Operation, problem: string) {
  return invalidAnswer(`The service's answer to the request to ${op.action} ${problem}.`, problem, {
    method: op.method,
    path: ''
  })
}

/**
 * A trigger's answer (the client passes on JSON objects only): a status id that can be followed,
 * or an error that says the deployment may have been queued all the same.
 */
function toTriggered(body: unknown, op: Operation): Triggered {
  const { statusId, previewUrl } = body as { statusId?: unknown; previewUrl?: unknown }
  const problem = segmentProblem(statusId)
  if (problem !== undefined) {
    throw unusable(
      op,
      `has a status id that ${problem}, so it cannot be followed; the deployment may have been queued all the same: check the dashboard`
    )
  }
  // The address is an output, a link and sent to GitHub: https without credentials, kept as
  // given, or none.
  return { statusId: statusId as string, previewUrl: givenHttpsUrl(previewUrl) }
}

/** A status answer, checked: about the status asked for, with a status word; the rest as found. */
function toStatus(body: unknown, op: Operation, asked: string): DeployStatus {
  const raw = body as Record<string, unknown>
  if (raw._id !== undefined && raw._id !== asked) {
    throw unusable(
      op,
      `is about status "${truncate(typeof raw._id === 'string' ? raw._id : JSON.stringify(raw._id), 80)}", not "${asked}"`
    )
  }
  if (typeof raw.status !== 'string' || raw.status === '') throw unusable(op, 'has no status')
  return {
    statusId: asked,
    status: raw.status,
    createdAt: dateOf(raw.createdAt),
    endedAt: dateOf(raw.endedAt),
    summary: text(raw.summary),
    logs: strings(raw.logs, MAX_LOG_LINES, 'last').map(line => truncate(line, MAX_LOG_LINE_CHARS)),
    subdomain: text(raw.subdomain),
    commit: commitOf(raw.commit)
  }
}

function commitOf(value: unknown): DeployCommit | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const c = value as Record<string, unknown>
  const files = (
    typeof c.filesChanged === 'object' && c.filesChanged !== null ? c.filesChanged : {}
  ) as Record<string, unknown>
  return {
    sha: text(c.sha),
    ref: text(c.ref),
    message: text(c.message),
    added: strings(files.added, MAX_FILES, 'first'),
    modified: strings(files.modified, MAX_FILES, 'first'),
    removed: strings(files.removed, MAX_FILES, 'first')
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The strings of a list (anything else in it dropped), its first or last `max`. */
function strings(value: unknown, max: number, keep: 'first' | 'last'): string[] {
  if (!Array.isArray(value)) return []
  const all = value.filter((v): v is string => typeof v === 'string')
  return keep === 'first' ? all.slice(0, max) : all.slice(-max)
}

/** An ISO date the contract promises, as an instant; undefined when it cannot be read as one. */
function dateOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : at
}

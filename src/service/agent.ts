import { truncate } from '../text/format.js'
import { ServiceError } from './errors.js'
import type { ServiceClient } from './client.js'

/** The statuses `admin-openapi.json` lists for `AgentJob.status`. */
export const KNOWN_STATUSES = ['active', 'completed', 'archived', 'failed'] as const
export type KnownStatus = (typeof KNOWN_STATUSES)[number]
export const TERMINAL_STATUSES: readonly string[] = ['completed', 'archived', 'failed']

/**
 * An agent job as the service returns it (`#/components/schemas/AgentJob`). The contract marks no
 * field required; the action cannot work without `id` and `status`, so those two are checked.
 * `status` stays a string: a status the contract does not list is reported, not rejected.
 */
export interface Job {
  readonly id: string
  readonly status: string
  readonly model?: string | null
  readonly prLink?: string | null
  readonly createdAt?: string | null
  readonly archivedAt?: string | null
  readonly source?: { readonly repository?: string; readonly ref?: string | null } | null
  readonly [key: string]: unknown
}

export interface AgentApi {
  createJob(projectId: string, prompt: string): Promise<Job>
  getJob(projectId: string, jobId: string, signal?: AbortSignal): Promise<Job>
  sendMessage(projectId: string, jobId: string, prompt: string, signal?: AbortSignal): Promise<Job>
}

export function createAgentApi(client: ServiceClient): AgentApi {
  return {
    async createJob(projectId, prompt) {
      const op = {
        method: 'POST',
        segments: ['v2', 'agent', projectId, 'job'],
        body: { prompt },
        action: `create a job in project "${projectId}"`,
        notFound: `Project "${projectId}" was not found: check the projectId input`
      } as const
      return toJob(await client.request(op), op.method, op.action)
    },
    async getJob(projectId, jobId, signal) {
      const op = {
        method: 'GET',
        segments: ['v2', 'agent', projectId, 'job', jobId],
        action: `read job "${jobId}"`,
        notFound: `Job "${jobId}" was not found in project "${projectId}": check the jobId and projectId inputs`,
        signal
      } as const
      return toJob(await client.request(op), op.method, op.action, jobId)
    },
    async sendMessage(projectId, jobId, prompt, signal) {
      const op = {
        method: 'POST',
        segments: ['v2', 'agent', projectId, 'job', jobId, 'message'],
        body: { prompt },
        action: `send a follow-up to job "${jobId}"`,
        notFound: `Job "${jobId}" was not found in project "${projectId}": check the jobId and projectId inputs`,
        signal
      } as const
      return toJob(await client.request(op), op.method, op.action, jobId)
    }
  }
}

/** Longer than any id a service makes; a longer one is a broken answer, not an id. */
export const MAX_JOB_ID_CHARS = 256

/** Why `id` cannot name a job in a request path, or undefined when it can. */
export function jobIdProblem(id: unknown): string | undefined {
  if (typeof id !== 'string' || id === '') return 'is missing or empty'
  if (id === '.' || id === '..') return `is "${id}", which would name another path`
  if (id.length > MAX_JOB_ID_CHARS) return `is longer than ${MAX_JOB_ID_CHARS} characters`
  return undefined
}

/**
 * The job in an answer, checked: an object, with a usable id, about the job that was asked for
 * (another id is an error, never a new target), and with a status. A create answer without a
 * status still names a job that exists, so it is taken as the `active` job the contract says a
 * new job is, and followed.
 */
function toJob(body: unknown, method: string, action: string, asked?: string): Job {
  const fail = (problem: string) =>
    new ServiceError(`The service's answer to the request to ${action} ${problem}.`, {
      kind: 'invalid-response',
      method,
      path: ''
    })
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail('is not a job object')
  const { id, status } = body as { id?: unknown; status?: unknown }
  const problem = jobIdProblem(id)
  if (problem !== undefined) throw fail(`has a job id that ${problem}`)
  if (asked !== undefined && id !== asked) {
    throw fail(`is about job "${truncate(String(id), 80)}", not "${truncate(asked, 80)}"`)
  }
  if (typeof status === 'string' && status !== '') return body as Job
  if (asked === undefined) return { ...body, id: id as string, status: 'active' }
  throw fail('has no status')
}

/** The N of a `https://github.com/o/r/pull/N` link, or undefined. */
export function pullNumber(prLink: string | null | undefined): number | undefined {
  if (typeof prLink !== 'string') return undefined
  const match = /\/pull\/(\d+)(?:[/?#]|$)/.exec(prLink)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

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
      return toJob(await client.request(op), op.method, op.action)
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
      return toJob(await client.request(op), op.method, op.action)
    }
  }
}

function toJob(body: unknown, method: string, action: string): Job {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const { id, status } = body as { id?: unknown; status?: unknown }
    if (typeof id === 'string' && id !== '' && typeof status === 'string' && status !== '') {
      return body as Job
    }
    const missing = [
      typeof id === 'string' && id !== '' ? undefined : 'id',
      typeof status === 'string' && status !== '' ? undefined : 'status'
    ].filter(Boolean)
    throw new ServiceError(
      `The service's answer to the request to ${action} has no ${missing.join(' or ')}.`,
      { kind: 'invalid-response', method, path: '' }
    )
  }
  throw new ServiceError(`The service's answer to the request to ${action} is not a job object.`, {
    kind: 'invalid-response',
    method,
    path: ''
  })
}

/** The N of a `https://github.com/o/r/pull/N` link, or undefined. */
export function pullNumber(prLink: string | null | undefined): number | undefined {
  if (typeof prLink !== 'string') return undefined
  const match = /\/pull\/(\d+)(?:[/?#]|$)/.exec(prLink)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

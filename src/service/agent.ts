import { truncate } from '../text/format.js'
import { invalidAnswer } from './errors.js'
import { segmentProblem, type Operation, type ServiceClient } from './client.js'

/** The statuses `admin-openapi.json` lists for `AgentJob.status`. */
export const KNOWN_STATUSES = ['active', 'completed', 'archived', 'failed'] as const
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

/**
 * A queued run of an automation (`POST /v1/workflow/{projectId}/{workflowSchemaId}/trigger`,
 * 202). The contract marks no field required: an id that is missing or unusable is undefined.
 */
export interface AutomationRun {
  readonly automationId: string
  /** The run in the dashboard's run history (`instanceId`). */
  readonly instanceId: string | undefined
  /** The background job processing the run; whether the agent-job endpoint can read it is not said. */
  readonly jobId: string | undefined
}

/** The window of the automation and deployment triggers' shared limit: 10 per 10 s per organization. */
export const TRIGGER_WINDOW_MS = 10_000

/** Where people follow an automation run (the trigger endpoint's documentation names it). */
export const AUTOMATIONS_PAGE = 'https://app.mintlify.com/products/automations'

/** What bounds a request besides its own time limit: the run's deadline, as a signal and a time. */
export type Bound = Pick<Operation, 'signal' | 'deadline'>

export interface AgentApi {
  createJob(projectId: string, prompt: string): Promise<Job>
  getJob(projectId: string, jobId: string, bound?: Bound): Promise<Job>
  sendMessage(projectId: string, jobId: string, prompt: string, bound?: Bound): Promise<Job>
  triggerAutomation(projectId: string, automationId: string): Promise<AutomationRun>
}

/**
 * Every request of the agent-job action, each described once: the API sends them, and a dry run
 * prints them as they would be sent.
 */
export const agentRequests = {
  createJob: (projectId: string, prompt: string) =>
    ({
      method: 'POST',
      segments: ['v2', 'agent', projectId, 'job'],
      body: { prompt },
      action: `create a job in project "${projectId}"`,
      notFound: `Project "${projectId}" was not found: check the projectId input`,
      rateLimit: 'The service allows 100 job creations per project per hour.'
    }) satisfies Operation,
  getJob: (projectId: string, jobId: string, bound: Bound = {}) =>
    ({
      method: 'GET',
      segments: ['v2', 'agent', projectId, 'job', jobId],
      action: `read job "${jobId}"`,
      notFound: jobNotFound(projectId, jobId),
      ...bound
    }) satisfies Operation,
  sendMessage: (projectId: string, jobId: string, prompt: string, bound: Bound = {}) =>
    ({
      method: 'POST',
      segments: ['v2', 'agent', projectId, 'job', jobId, 'message'],
      body: { prompt },
      action: `send a follow-up to job "${jobId}"`,
      notFound: jobNotFound(projectId, jobId),
      rateLimit: 'The service allows 100 follow-up messages per project per hour.',
      ...bound
    }) satisfies Operation,
  triggerAutomation: (projectId: string, automationId: string) =>
    ({
      method: 'POST',
      segments: ['v1', 'workflow', projectId, automationId, 'trigger'],
      action: `run automation "${automationId}" in project "${projectId}"`,
      notFound: `Automation "${automationId}" was not found in project "${projectId}": check the automation and projectId inputs (copy the id from the automation's settings panel on the dashboard's Automations page)`,
      badRequestHint:
        'Check the automation input: only an active automation with a "Custom schedule" trigger can be run on demand ("Code change" and "Content update" automations cannot).',
      rateLimit:
        'The service allows 10 automation triggers (shared with deployment triggers) per 10 seconds per organization.',
      rateWindowMs: TRIGGER_WINDOW_MS
    }) satisfies Operation
}

function jobNotFound(projectId: string, jobId: string): string {
  return `Job "${jobId}" was not found in project "${projectId}": check the jobId and projectId inputs`
}

export function createAgentApi(client: ServiceClient): AgentApi {
  return {
    async createJob(projectId, prompt) {
      const op = agentRequests.createJob(projectId, prompt)
      return toJob(await client.request(op), op.method, op.action)
    },
    async getJob(projectId, jobId, bound) {
      const op = agentRequests.getJob(projectId, jobId, bound)
      return toJob(await client.request(op), op.method, op.action, jobId)
    },
    async sendMessage(projectId, jobId, prompt, bound) {
      const op = agentRequests.sendMessage(projectId, jobId, prompt, bound)
      return toJob(await client.request(op), op.method, op.action, jobId)
    },
    async triggerAutomation(projectId, automationId) {
      const op = agentRequests.triggerAutomation(projectId, automationId)
      return toAutomationRun(await client.request(op), automationId)
    }
  }
}

/**
 * The run in a trigger's answer (the client passes on JSON objects only). An id that is missing
 * or unusable is left out, and the action says what it cannot do without it; the ids are the
 * service's text, never longer than MAX_SEGMENT_CHARS.
 */
function toAutomationRun(body: unknown, automationId: string): AutomationRun {
  const { instanceId, jobId } = body as { instanceId?: unknown; jobId?: unknown }
  const usable = (id: unknown) => (segmentProblem(id) === undefined ? (id as string) : undefined)
  return { automationId, instanceId: usable(instanceId), jobId: usable(jobId) }
}

/**
 * The job in an answer, checked: an object, with a usable id, about the job that was asked for
 * (another id is an error, never a new target), and with a status. A create answer without a
 * status still names a job that exists, so it is taken as the `active` job the contract says a
 * new job is, and followed.
 */
function toJob(body: unknown, method: string, action: string, asked?: string): Job {
  const fail = (problem: string) =>
    invalidAnswer(`The service's answer to the request to ${action} ${problem}.`, problem, {
      method,
      path: ''
    })
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail('is not a job object')
  const { id, status } = body as { id?: unknown; status?: unknown }
  const problem = segmentProblem(id)
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

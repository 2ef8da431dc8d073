import { authorizeSearch, DISCOVERY_ROUTES, type SiteState } from './discovery.js'
import { analyticsRoutes, type AnalyticsState } from './analytics.js'
import { DEPLOY_ROUTES, type DeployState } from './deploy.js'
import type { Answer, Incoming, RouteSpec } from './routes.js'
import type { FilteredDataset } from './visitors-data.js'

/**
 * The service side of the stand-in: agent jobs that move through statuses on a script the test
 * chooses, and the visitors analytics of a generated data set. Shapes are those of the service's
 * OpenAPI documents; the server checks every request and answer against them.
 */

export interface TurnScript {
  /** How many status checks see `active` before the turn ends. */
  readonly activePolls?: number
  /** The status the turn ends in. */
  readonly end?: 'completed' | 'failed' | 'archived'
  /** The pull request link once the turn ends completed; null for none. */
  readonly prLink?: string | null
  /** After a follow-up: how many checks still show the previous turn's terminal status. */
  readonly staleTerminalPolls?: number
  /** Whether a turn that ends completed with a pull request pushes a new head commit to it. */
  readonly pushes?: boolean
}

export interface StoredJob {
  id: string
  projectId: string
  status: string
  prLink: string | null
  archivedAt: string | null
  createdAt: string
  model: string
  prompts: string[]
  turn: number
  polls: number
  /** Turns that pushed a commit to the job's pull request (its head is the last one). */
  pushes: number
}

/**
 * An automation of a project, as the trigger endpoint sees it. `ready` runs; `inactive` and
 * `not-scheduled` get the documented 400; `unreadable` runs, but its job cannot be read with the
 * agent-job endpoint (the contract does not promise that it can).
 */
export interface Automation {
  /** The project it belongs to; another project gets 404. Default: `docs`. */
  readonly project?: string
  readonly kind?: 'ready' | 'inactive' | 'not-scheduled' | 'unreadable'
}

/** One run the trigger endpoint queued. */
export interface AutomationRun {
  readonly automationId: string
  readonly instanceId: string
  readonly jobId: string
}

export interface ServiceState extends AnalyticsState, DeployState, SiteState {
  readonly apiKey: string
  /** The projects that exist; undefined: every project id does. */
  readonly projects: readonly string[] | undefined
  readonly jobs: Map<string, StoredJob>
  readonly automations: Map<string, Automation>
  readonly automationRuns: AutomationRun[]
  readonly turns: readonly TurnScript[]
  /** The `model` every job reports. */
  readonly model: string
  newJobId(): string
  /** The visitors data set restricted to [from, to), with its totals. */
  visitorsBetween(from: string | undefined, to: string | undefined): FilteredDataset
}

export const DEFAULT_TURN: Required<TurnScript> = {
  activePolls: 1,
  end: 'completed',
  prLink: 'https://github.com/acme/docs/pull/42',
  staleTerminalPolls: 0,
  pushes: true
}

export const SERVICE_ROUTES: readonly RouteSpec<ServiceState>[] = [
  { route: 'create', method: 'POST', template: '/v2/agent/{projectId}/job', handle: createJob },
  {
    route: 'get',
    method: 'GET',
    template: '/v2/agent/{projectId}/job/{id}',
    handle: (s, r) =>
      withJob(s, r, job => {
        advance(job, turnOf(s, job))
        return { status: 200, body: view(job) }
      })
  },
  {
    route: 'message',
    method: 'POST',
    template: '/v2/agent/{projectId}/job/{id}/message',
    handle: sendMessage
  },
  {
    route: 'trigger',
    method: 'POST',
    template: '/v1/workflow/{projectId}/{workflowSchemaId}/trigger',
    handle: triggerAutomation
  },
  {
    route: 'visitors',
    method: 'GET',
    template: '/v1/analytics/{projectId}/visitors',
    handle: visitorsPage,
    checksOwnRequest: true
  },
  ...analyticsRoutes<ServiceState>(),
  ...DEPLOY_ROUTES,
  ...DISCOVERY_ROUTES
]

/** Every service endpoint takes the admin key as a bearer token. */
export function authorizeService(state: ServiceState, request: Incoming): Answer | undefined {
  if (request.url.pathname.startsWith('/discovery/')) return authorizeSearch(state, request)
  if (request.headers.authorization !== `Bearer ${state.apiKey}`)
    return { status: 401, body: { error: 'Invalid or missing API key' } }
  // A route without a project in its path (a deployment status) is the key's to read.
  const project = request.params.projectId
  if (project === undefined || state.projects === undefined || state.projects.includes(project))
    return undefined
  return { status: 404, body: { error: `Project ${project} not found` } }
}

function createJob(state: ServiceState, request: Incoming): Answer {
  const job = newJob(state, request.params.projectId ?? '', [promptOf(request)])
  state.jobs.set(job.id, job)
  return { status: 201, body: view(job) }
}

function newJob(state: ServiceState, projectId: string, prompts: string[]): StoredJob {
  return {
    id: state.newJobId(),
    projectId,
    status: 'active',
    prLink: null,
    archivedAt: null,
    createdAt: new Date().toISOString(),
    model: state.model,
    prompts,
    turn: 0,
    polls: 0,
    pushes: 0
  }
}

/** Queues a run of an automation: its job follows the turn scripts like any other. */
function triggerAutomation(state: ServiceState, request: Incoming): Answer {
  const { projectId = '', workflowSchemaId: id = '' } = request.params
  const refuse = (status: number, error: string): Answer => ({ status, body: { error } })
  if (!/^[\w-]{1,64}$/.test(id)) return refuse(400, 'Invalid automation ID')
  const automation = state.automations.get(id)
  if (automation === undefined || (automation.project ?? 'docs') !== projectId) {
    return refuse(404, 'Automation not found')
  }
  if (automation.kind === 'inactive') return refuse(400, 'Automation is not active')
  if (automation.kind === 'not-scheduled') {
    return refuse(400, 'Automation is not configured with a custom schedule')
  }
  const job = newJob(state, projectId, [])
  if (automation.kind !== 'unreadable') state.jobs.set(job.id, job)
  const run = {
    automationId: id,
    instanceId: `run_${state.automationRuns.length + 1}`,
    jobId: job.id
  }
  state.automationRuns.push(run)
  return { status: 202, body: { schemaId: id, instanceId: run.instanceId, jobId: job.id } }
}

function sendMessage(state: ServiceState, request: Incoming): Answer {
  return withJob(state, request, job => {
    if (job.status === 'failed' || job.status === 'archived') {
      return {
        status: 400,
        body: { error: `Job ${job.id} is ${job.status} and cannot receive messages` }
      }
    }
    job.prompts.push(promptOf(request))
    job.turn++
    job.polls = 0
    if (turnOf(state, job).staleTerminalPolls === 0) job.status = 'active'
    return { status: 200, body: view(job) }
  })
}

function withJob(state: ServiceState, request: Incoming, act: (job: StoredJob) => Answer): Answer {
  const { id = '', projectId } = request.params
  const job = state.jobs.get(id)
  if (job === undefined || job.projectId !== projectId) {
    return { status: 404, body: { error: `Job ${id} not found` } }
  }
  return act(job)
}

function turnOf(state: ServiceState, job: StoredJob): Required<TurnScript> {
  const script = state.turns[Math.min(job.turn, state.turns.length - 1)] ?? {}
  return { ...DEFAULT_TURN, ...script }
}

/** One status check moves the job along its script. */
function advance(job: StoredJob, turn: Required<TurnScript>): void {
  job.polls++
  if (job.polls <= turn.staleTerminalPolls) return
  if (job.polls <= turn.staleTerminalPolls + turn.activePolls) {
    job.status = 'active'
    return
  }
  if (job.status !== 'active') return
  job.status = turn.end
  if (turn.end === 'completed') job.prLink = turn.prLink
  if (turn.end === 'completed' && turn.prLink !== null && turn.pushes) job.pushes++
  if (turn.end === 'archived') job.archivedAt = new Date().toISOString()
}

function view(job: StoredJob): Record<string, unknown> {
  return {
    id: job.id,
    status: job.status,
    source: { repository: 'https://github.com/acme/docs', ref: `mintlify/agent-${job.id}` },
    model: job.model,
    prLink: job.prLink,
    createdAt: job.createdAt,
    archivedAt: job.archivedAt
  }
}

function promptOf(request: Incoming): string {
  const prompt = (request.body as { prompt?: unknown } | undefined)?.prompt
  return typeof prompt === 'string' ? prompt : ''
}

function visitorsPage(state: ServiceState, request: Incoming): Answer {
  const query = request.url.searchParams
  const problems: { message: string }[] = []
  const limit = intParam(query, 'limit', 50)
  const offset = intParam(query, 'offset', 0)
  if (limit === undefined || limit < 1 || limit > 250)
    problems.push({ message: 'limit must be an integer between 1 and 250' })
  if (offset === undefined || offset < 0)
    problems.push({ message: 'offset must be an integer of at least 0' })
  const from = dateParam(query, 'dateFrom', problems)
  const to = dateParam(query, 'dateTo', problems)
  if (problems.length > 0 || limit === undefined || offset === undefined) {
    return { status: 400, body: { error: 'Invalid query parameters', details: problems } }
  }
  const rows = state.visitorsBetween(from, to)
  const visitors: { path: string; human: number; ai: number; total: number }[] = []
  for (let i = offset; i < Math.min(offset + limit, rows.size); i++) {
    const { path, human, ai, total } = rows.rowAt(i)
    visitors.push({ path, human, ai, total })
  }
  return {
    status: 200,
    body: { totals: rows.totals, visitors, hasMore: offset + limit < rows.size }
  }
}

function intParam(query: URLSearchParams, name: string, fallback: number): number | undefined {
  const raw = query.get(name)
  if (raw === null) return fallback
  return /^-?\d+$/.test(raw) ? Number(raw) : undefined
}

function dateParam(
  query: URLSearchParams,
  name: string,
  problems: { message: string }[]
): string | undefined {
  const raw = query.get(name)
  if (raw === null) return undefined
  const date = new Date(raw)
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(date.getTime())) {
    problems.push({ message: `${name} must be a date in ISO 8601 or YYYY-MM-DD format` })
    return undefined
  }
  return raw.slice(0, 10)
}

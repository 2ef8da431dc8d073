import { TEST_SEARCH_KEY } from './discovery.js'
import type { CodeRelease } from './github-releases.js'
import { ALL_GITHUB_ROUTES, type AllGitHubState } from './github-routes.js'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { processContract, type ContractOperation, type Violation } from './contract.js'
import {
  ACTIONS_BOT,
  authorizeGitHub,
  pullOf,
  type StoredComment,
  type StoredPull
} from './github.js'
import { identitiesWith, type GitHubUser } from './github-identity.js'
import { actsFirst, applyFault, type Fault, type RecordedRequest } from './faults.js'
import {
  conditional,
  createStandInServer,
  matchRoute,
  parseBody,
  readBody,
  send,
  type Answer,
  type Incoming,
  type Route,
  type RouteSpec
} from './routes.js'
import {
  authorizeService,
  DEFAULT_TURN,
  SERVICE_ROUTES,
  type Automation,
  type AutomationRun,
  type ServiceState,
  type StoredJob,
  type TurnScript
} from './service.js'
import type { DeployScript, StoredDeploy } from './deploy.js'
import type { VisitorDataset } from './visitors-data.js'
import type { AnalyticsTables } from './analytics-data.js'
import { AnalyticsStore } from './analytics-store.js'
import { CodeRepo } from './code-repo.js'

/**
 * A local stand-in of the service (agent jobs, visitors analytics) and of the GitHub REST
 * endpoints the actions use, on 127.0.0.1 and a free port. Jobs move through statuses on a script
 * the test chooses; faults can be injected per route; every request is recorded; requests and
 * responses of the service are checked against its OpenAPI contract and any mismatch is kept in
 * `violations`. The routes themselves live in service.ts and github.ts, each declared once.
 */

export { TEST_CA_FILE } from './routes.js'
export {
  ACTIONS_BOT,
  type Fault,
  type RecordedRequest,
  type Route,
  type StoredComment,
  type StoredJob,
  type TurnScript
}

export interface EmulatorOptions {
  readonly apiKey?: string
  readonly githubToken?: string
  readonly turns?: readonly TurnScript[]
  readonly jobIdPrefix?: string
  /** The `model` every job reports. */
  readonly model?: string
  readonly visitors?: VisitorDataset
  /** Contract checks cost time on large exports; the bench turns them off. */
  readonly validate?: boolean
  /** Serve https:// with the test certificate of emulator/tls/ (trusted via NODE_EXTRA_CA_CERTS). */
  readonly tls?: boolean
  /** The projects that exist; another project id gets the service's 404. Default: every one. */
  readonly projects?: readonly string[]
  /** The other analytics data sets (views, feedback, searches, assistant); empty by default. */
  readonly analytics?: AnalyticsTables
  /**
   * Analytics requests allowed per hour, for every analytics endpoint together (the service's
   * documented limit, 100 per organization); past it each gets the service's 429.
   */
  readonly analyticsPerHour?: number
}

export const TEST_API_KEY = 'mint_test_key_0123456789'
export const TEST_GITHUB_TOKEN = 'ghs_test_token_0123456789'

type Side = 'service' | 'github'

export class Emulator extends AnalyticsStore implements ServiceState, AllGitHubState {
  readonly requests: RecordedRequest[] = []
  readonly violations: Violation[] = []
  readonly jobs = new Map<string, StoredJob>()
  /** The project's automations, by id (none until a test adds them). */
  readonly automations = new Map<string, Automation>()
  readonly automationRuns: AutomationRun[] = []
  /** What each deployment status read sees (emulator/deploy.ts); the documented defaults. */
  deployScript: DeployScript = {}
  readonly deploys = new Map<string, StoredDeploy>()
  /** The key's scope for the deployment triggers, and whether the plan has previews. */
  keyScope: 'read' | 'write' = 'write'
  /** The live site's search (emulator/discovery.ts): its key, domain and deployed pages. */
  searchKey = TEST_SEARCH_KEY
  searchDomain = 'docs'
  readonly site = new Map<string, string>()
  previews = true
  turns: readonly TurnScript[]
  apiKey: string
  readonly projects: readonly string[] | undefined
  githubToken: string
  readonly githubIdentities: Map<string, GitHubUser>
  url = ''
  /** The code repository `acme/api` (emulator/code-repo.ts): tests merge and push to it. */
  readonly code = new CodeRepo()
  /** The code repository's releases (emulator/github-releases.ts): none until a test adds them. */
  readonly releases: CodeRelease[] = []
  /** Called as each request arrives (the bench times the first one). */
  onRequest: ((request: RecordedRequest) => void) | undefined
  /** Called once each answer is written whole (the bench times teardown from the last one). */
  onAnswered: ((request: RecordedRequest) => void) | undefined

  private readonly faults = new Map<Route, Fault[]>()
  private readonly standing = new Map<Route, Fault>()
  private readonly contract = processContract()
  private readonly server: Server
  private readonly sockets = new Set<Socket>()
  private readonly validate: boolean
  private nextJob = 1

  constructor(private readonly options: EmulatorOptions = {}) {
    super(options.visitors, options.analytics, options.analyticsPerHour)
    this.apiKey = options.apiKey ?? TEST_API_KEY
    this.projects = options.projects
    this.githubToken = options.githubToken ?? TEST_GITHUB_TOKEN
    this.githubIdentities = identitiesWith(this.githubToken)
    this.turns = options.turns ?? [DEFAULT_TURN]
    this.validate = options.validate ?? true
    for (const spec of SERVICE_ROUTES) {
      if (this.contract.operation(spec.method, spec.template) === undefined)
        throw new Error(
          `The stand-in serves ${spec.method} ${spec.template}, which no contract has`
        )
    }
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      this.handle(req, res).catch((error: unknown) => {
        this.violations.push({ where: 'stand-in', errors: String(error) })
        if (!res.headersSent) res.writeHead(500).end()
      })
    }
    this.server = createStandInServer(options.tls === true, handler)
    this.server.on('connection', socket => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
  }

  /** Listens on 127.0.0.1, on `port` or a free one. */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, '127.0.0.1', resolve)
    })
    const address = this.server.address() as AddressInfo
    this.url = `${this.options.tls === true ? 'https' : 'http'}://127.0.0.1:${address.port}`
    return this
  }

  /** The GitHub REST base URL (GITHUB_API_URL) served by this stand-in. */
  get githubUrl(): string {
    return `${this.url}/github`
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>(resolve => this.server.close(() => resolve()))
  }

  /** Queues faults for a route: each request to it takes the next one, then it behaves again. */
  inject(route: Route, ...faults: Fault[]): this {
    this.faults.set(route, [...(this.faults.get(route) ?? []), ...faults])
    return this
  }

  /** A fault every request to a route gets once its queued ones are used (a scenario's). */
  always(route: Route, fault: Fault): this {
    this.standing.set(route, fault)
    return this
  }

  count(route: Route): number {
    return this.requests.filter(r => r.route === route).length
  }

  /** Comment-create requests on one issue or pull request (failed ones included). */
  commentCreatesOn(issueNumber: number): number {
    return this.requests.filter(
      r => r.route === 'comment-create' && r.path.endsWith(`/issues/${issueNumber}/comments`)
    ).length
  }

  get model(): string {
    return this.options.model ?? 'claude-sonnet-4-5'
  }

  pullRequest(number: number): StoredPull | undefined {
    const pull = pullOf(this.pulls, this.jobs.values(), number)
    const job = pull?.jobId === undefined ? undefined : this.jobs.get(pull.jobId)
    if (pull !== undefined && job !== undefined && job.pushes > 0)
      pull.headSha = this.headSha(job.id, job.pushes)
    return pull
  }

  pullRequests(): StoredPull[] {
    for (const job of this.jobs.values()) {
      const n = /\/pull\/(\d+)$/.exec(job.prLink ?? '')?.[1]
      if (n !== undefined) this.pullRequest(Number(n))
    }
    return [...this.pulls.keys()].flatMap(n => this.pullRequest(n) ?? [])
  }

  newJobId(): string {
    return `${this.options.jobIdPrefix ?? 'job_'}${this.nextJob++}`
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const body = parseBody(await readBody(req))
    const method = req.method ?? 'GET'
    const side: Side = url.pathname.startsWith('/github/') ? 'github' : 'service'
    const matched =
      side === 'github'
        ? matchRoute<AllGitHubState>(ALL_GITHUB_ROUTES, method, url.pathname)
        : matchRoute<ServiceState>(SERVICE_ROUTES, method, url.pathname)
    const route = matched.kind === 'route' ? matched.spec.route : 'unknown'
    const record: RecordedRequest = {
      route,
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body
    }
    this.requests.push(record)
    this.onRequest?.(record)
    res.once('finish', () => this.onAnswered?.(record))

    const fault = this.faults.get(route)?.shift() ?? this.standing.get(route)
    if (fault !== undefined && 'delayMs' in fault)
      await new Promise(r => setTimeout(r, fault.delayMs))
    else if (fault !== undefined && !actsFirst(fault)) return applyFault(fault, res, record)

    const incoming: Incoming = {
      method,
      url,
      params: matched.kind === 'route' ? matched.params : {},
      headers: req.headers,
      body
    }
    const answer = this.answer(side, matched, incoming)
    if (fault !== undefined && !('delayMs' in fault)) return applyFault(fault, res, record)
    record.status = answer.status
    send(res, answer.status, answer.body, answer.headers)
  }

  private answer(
    side: Side,
    matched:
      ReturnType<typeof matchRoute<ServiceState>> | ReturnType<typeof matchRoute<AllGitHubState>>,
    request: Incoming
  ): Answer {
    const where = `${request.method} ${request.url.pathname}`
    if (matched.kind === 'none') {
      return side === 'github'
        ? { status: 404, body: { message: `Not served by the stand-in: ${where}` } }
        : { status: 404, body: { error: `No route ${where}` } }
    }
    if (matched.kind === 'wrong-method') {
      const allow = matched.allow.join(', ')
      const body =
        side === 'github'
          ? { message: `Method not allowed: ${where}` }
          : { error: `Method not allowed: ${where}` }
      return { status: 405, body, headers: { allow } }
    }
    if (side === 'github') {
      const spec = matched.spec as RouteSpec<AllGitHubState>
      const refused = spec.signed === true ? undefined : authorizeGitHub(this, request)
      return refused ?? conditional(spec.handle(this, request), request)
    }
    const spec = matched.spec as RouteSpec<ServiceState>
    const op = this.contract.operation(spec.method, spec.template) as ContractOperation
    const answer =
      authorizeService(this, request) ??
      (spec.checksOwnRequest === true ? undefined : this.contract.refusal(op, request)) ??
      this.analyticsLimit(spec.template) ??
      spec.handle(this, request)
    if (this.validate) this.violations.push(...this.contract.exchange(op, request, answer))
    return answer
  }
}

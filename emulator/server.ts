import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Contract, type ContractOperation, type Violation } from './contract.js'
import { generatedDataset, type VisitorDataset, type VisitorRow } from './visitors-data.js'

/**
 * A local stand-in of the service (agent jobs, visitors analytics) and of the GitHub REST
 * endpoints the actions use, on 127.0.0.1 and a free port. Jobs move through statuses on a script
 * the test chooses; faults can be injected per route; every request is recorded; requests and
 * responses are checked against the OpenAPI contract and any mismatch is kept in `violations`.
 */

export type Route =
  | 'create'
  | 'get'
  | 'message'
  | 'visitors'
  | 'comment-create'
  | 'comment-update'
  | 'comment-list'
  | 'permission'
  | 'reaction'
  | 'labels'
  | 'reviewers'
  | 'unknown'

export type Fault =
  /** Answer with this status, body (JSON unless `raw`) and headers instead of the real answer. */
  | {
      readonly status: number
      readonly body?: unknown
      readonly raw?: string
      readonly headers?: Readonly<Record<string, string>>
    }
  /** Close the connection without answering, or after half the body. */
  | { readonly drop: 'before-response' | 'mid-body' }
  /** Never answer (until the stand-in closes). */
  | { readonly hang: true }
  /** Answer normally after a delay. */
  | { readonly delayMs: number }

export interface TurnScript {
  /** How many status checks see `active` before the turn ends. */
  readonly activePolls?: number
  /** The status the turn ends in. */
  readonly end?: 'completed' | 'failed' | 'archived'
  /** The pull request link once the turn ends completed; null for none. */
  readonly prLink?: string | null
  /** After a follow-up: how many checks still show the previous turn's terminal status. */
  readonly staleTerminalPolls?: number
}

export interface RecordedRequest {
  readonly route: Route
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingMessage['headers']
  readonly body: unknown
  status?: number
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
}

export interface StoredComment {
  id: number
  issueNumber: number
  body: string
  reactions: string[]
  user: { login: string; type: 'User' | 'Bot' }
}

/** The author of comments made through the API with the workflow's token. */
export const ACTIONS_BOT = { login: 'github-actions[bot]', type: 'Bot' } as const

export interface EmulatorOptions {
  readonly apiKey?: string
  readonly githubToken?: string
  readonly turns?: readonly TurnScript[]
  readonly jobIdPrefix?: string
  readonly visitors?: VisitorDataset
  /** Contract checks cost time on large exports; the bench turns them off. */
  readonly validate?: boolean
}

export const TEST_API_KEY = 'mint_test_key_0123456789'
export const TEST_GITHUB_TOKEN = 'ghs_test_token_0123456789'
const DEFAULT_TURN: Required<TurnScript> = {
  activePolls: 1,
  end: 'completed',
  prLink: 'https://github.com/acme/docs/pull/42',
  staleTerminalPolls: 0
}

export class Emulator {
  readonly requests: RecordedRequest[] = []
  readonly violations: Violation[] = []
  readonly jobs = new Map<string, StoredJob>()
  readonly comments = new Map<number, StoredComment>()
  readonly labels = new Map<number, string[]>()
  readonly reviewers = new Map<number, { reviewers: string[]; team_reviewers: string[] }>()
  /** Collaborator permission per login; anyone else has `none`. */
  permissions: Record<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'> = {}
  turns: readonly TurnScript[]
  visitors: VisitorDataset
  apiKey: string
  githubToken: string
  url = ''
  /** Called as each request arrives (the bench times the first one). */
  onRequest: ((request: RecordedRequest) => void) | undefined

  private readonly faults = new Map<Route, Fault[]>()
  private readonly contract = new Contract()
  private readonly server: Server
  private readonly sockets = new Set<Socket>()
  private readonly validate: boolean
  private nextJob = 1
  private nextComment = 1000

  constructor(private readonly options: EmulatorOptions = {}) {
    this.apiKey = options.apiKey ?? TEST_API_KEY
    this.githubToken = options.githubToken ?? TEST_GITHUB_TOKEN
    this.turns = options.turns ?? [DEFAULT_TURN]
    this.visitors = options.visitors ?? generatedDataset(0)
    this.validate = options.validate ?? true
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.violations.push({ where: 'stand-in', errors: String(error) })
        if (!res.headersSent) res.writeHead(500).end()
      })
    })
    this.server.on('connection', socket => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
  }

  async start(): Promise<this> {
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve))
    const { port } = this.server.address() as AddressInfo
    this.url = `http://127.0.0.1:${port}`
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

  count(route: Route): number {
    return this.requests.filter(r => r.route === route).length
  }

  /** Comment-create requests on one issue or pull request (failed ones included). */
  commentCreatesOn(issueNumber: number): number {
    return this.requests.filter(
      r => r.route === 'comment-create' && r.path.endsWith(`/issues/${issueNumber}/comments`)
    ).length
  }

  commentsOn(issueNumber: number): StoredComment[] {
    return [...this.comments.values()].filter(c => c.issueNumber === issueNumber)
  }

  /** Adds a comment as if someone had written it (for tests that continue a conversation). */
  addComment(
    issueNumber: number,
    body: string,
    user: StoredComment['user'] = { ...ACTIONS_BOT }
  ): StoredComment {
    const comment = { id: this.nextComment++, issueNumber, body, reactions: [], user }
    this.comments.set(comment.id, comment)
    return comment
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const text = await readBody(req)
    let body: unknown = undefined
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    const method = req.method ?? 'GET'
    const github = url.pathname.startsWith('/github/')
    const match = github ? undefined : this.contract.match(method, url.pathname)
    const route = github ? githubRoute(method, url.pathname) : serviceRoute(match?.op)
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

    const fault = this.faults.get(route)?.shift()
    if (fault !== undefined) {
      if ('delayMs' in fault) await new Promise(r => setTimeout(r, fault.delayMs))
      else return this.applyFault(fault, res, record)
    }

    const answer = github
      ? this.github(method, url, body, req)
      : match === undefined
        ? { status: 404, body: { error: `No route ${method} ${url.pathname}` } }
        : this.service(match.op, match.params, url.searchParams, body, req)
    if (match !== undefined && this.validate) {
      if (answer.status !== 401 && answer.status !== 400) {
        this.violations.push(...this.contract.validateRequest(match.op, url.searchParams, body))
      }
      // Check what goes over the wire, not the object (NaN is a number here but null in JSON).
      const wire: unknown =
        answer.body === undefined ? undefined : JSON.parse(JSON.stringify(answer.body))
      this.violations.push(...this.contract.validateResponse(match.op, answer.status, wire))
    }
    record.status = answer.status
    send(res, answer.status, answer.body, answer.headers)
  }

  private applyFault(
    fault: Exclude<Fault, { delayMs: number }>,
    res: ServerResponse,
    record: RecordedRequest
  ): void {
    if ('hang' in fault) return
    if ('drop' in fault) {
      if (fault.drop === 'before-response') {
        res.socket?.destroy()
        return
      }
      const payload = JSON.stringify({ id: 'partial', status: 'active', model: 'x'.repeat(200) })
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(payload.length)
      })
      res.write(payload.slice(0, payload.length / 2))
      setTimeout(() => res.socket?.destroy(), 20)
      return
    }
    record.status = fault.status
    if (fault.raw !== undefined) {
      res.writeHead(fault.status, { 'content-type': 'text/html', ...fault.headers }).end(fault.raw)
      return
    }
    send(res, fault.status, fault.body ?? { error: `injected ${fault.status}` }, fault.headers)
  }

  // ---- the service -----------------------------------------------------------------------

  private service(
    op: ContractOperation,
    params: Record<string, string>,
    query: URLSearchParams,
    body: unknown,
    req: IncomingMessage
  ): Answer {
    const auth = req.headers.authorization
    if (auth !== `Bearer ${this.apiKey}`) {
      return { status: 401, body: { error: 'Invalid or missing API key' } }
    }
    const projectId = params.projectId ?? ''
    const key = `${op.method} ${op.template}`
    if (key === 'get /v1/analytics/{projectId}/visitors') return this.visitorsPage(query)
    const violations = this.contract.validateRequest(op, query, body)
    if (violations.length > 0)
      return {
        status: 400,
        body: { error: violations.map(v => `${v.where}: ${v.errors}`).join('; ') }
      }
    const prompt = (body as { prompt?: string } | undefined)?.prompt ?? ''
    switch (key) {
      case 'post /v2/agent/{projectId}/job': {
        const id = `${this.options.jobIdPrefix ?? 'job_'}${this.nextJob++}`
        const job: StoredJob = {
          id,
          projectId,
          status: 'active',
          prLink: null,
          archivedAt: null,
          createdAt: new Date().toISOString(),
          model: 'claude-sonnet-4-5',
          prompts: [prompt],
          turn: 0,
          polls: 0
        }
        this.jobs.set(id, job)
        return { status: 201, body: view(job) }
      }
      case 'get /v2/agent/{projectId}/job/{id}': {
        const job = this.findJob(projectId, params.id)
        if (job === undefined) return notFound(params.id)
        this.advance(job)
        return { status: 200, body: view(job) }
      }
      case 'post /v2/agent/{projectId}/job/{id}/message': {
        const job = this.findJob(projectId, params.id)
        if (job === undefined) return notFound(params.id)
        if (job.status === 'failed' || job.status === 'archived') {
          return {
            status: 400,
            body: { error: `Job ${job.id} is ${job.status} and cannot receive messages` }
          }
        }
        job.prompts.push(prompt)
        job.turn++
        job.polls = 0
        if (this.turn(job).staleTerminalPolls === 0) job.status = 'active'
        return { status: 200, body: view(job) }
      }
      default:
        return { status: 404, body: { error: `Not served by the stand-in: ${key}` } }
    }
  }

  private findJob(projectId: string, id: string | undefined): StoredJob | undefined {
    const job = id === undefined ? undefined : this.jobs.get(id)
    return job?.projectId === projectId ? job : undefined
  }

  private turn(job: StoredJob): Required<TurnScript> {
    const script = this.turns[Math.min(job.turn, this.turns.length - 1)] ?? {}
    return { ...DEFAULT_TURN, ...script }
  }

  /** One status check moves the job along its script. */
  private advance(job: StoredJob): void {
    const turn = this.turn(job)
    job.polls++
    if (job.polls <= turn.staleTerminalPolls) return
    if (job.polls <= turn.staleTerminalPolls + turn.activePolls) {
      job.status = 'active'
      return
    }
    if (job.status !== 'active') return
    job.status = turn.end
    if (turn.end === 'completed') job.prLink = turn.prLink
    if (turn.end === 'archived') job.archivedAt = new Date().toISOString()
  }

  private visitorsPage(query: URLSearchParams): Answer {
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
    const rows = this.filtered(from, to)
    const page: Omit<VisitorRow, 'date'>[] = []
    for (let i = offset; i < Math.min(offset + limit, rows.size); i++) {
      const { path, human, ai, total } = rows.rowAt(i)
      page.push({ path, human, ai, total })
    }
    return {
      status: 200,
      body: { totals: rows.totals, visitors: page, hasMore: offset + limit < rows.size }
    }
  }

  private filterCache = new Map<
    string,
    VisitorDataset & { totals: { human: number; ai: number; total: number } }
  >()

  /** The data set restricted to [from, to) (dateTo is exclusive), with its totals; cached. */
  private filtered(
    from: string | undefined,
    to: string | undefined
  ): VisitorDataset & { totals: { human: number; ai: number; total: number } } {
    const key = `${from}|${to}|${this.visitors.size}`
    const cached = this.filterCache.get(key)
    if (cached !== undefined) return cached
    const all = this.visitors
    const totals = { human: 0, ai: 0, total: 0 }
    let indexes: number[] | undefined
    if (from !== undefined || to !== undefined) indexes = []
    for (let i = 0; i < all.size; i++) {
      const row = all.rowAt(i)
      if ((from !== undefined && row.date < from) || (to !== undefined && row.date >= to)) continue
      indexes?.push(i)
      totals.human += row.human
      totals.ai += row.ai
      totals.total += row.total
    }
    const result = {
      size: indexes?.length ?? all.size,
      rowAt: (i: number) => all.rowAt(indexes === undefined ? i : (indexes[i] ?? -1)),
      totals
    }
    this.filterCache.set(key, result)
    return result
  }

  /** Forgets cached filters (after a test swaps `visitors`). */
  resetVisitors(data: VisitorDataset): void {
    this.visitors = data
    this.filterCache.clear()
  }

  // ---- GitHub ------------------------------------------------------------------------------

  private github(method: string, url: URL, body: unknown, req: IncomingMessage): Answer {
    const auth = req.headers.authorization ?? ''
    if (auth !== `token ${this.githubToken}` && auth !== `Bearer ${this.githubToken}`) {
      return { status: 401, body: { message: 'Bad credentials' } }
    }
    const path = url.pathname.slice('/github'.length)
    const input = (body ?? {}) as Record<string, unknown>
    let m: RegExpExecArray | null
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path))) {
      const issueNumber = Number(m[1])
      if (method === 'POST') {
        const comment = this.addComment(issueNumber, text(input.body))
        return { status: 201, body: commentView(comment, url) }
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 30)
      const page = Number(url.searchParams.get('page') ?? 1)
      const all = this.commentsOn(issueNumber)
      const slice = all.slice((page - 1) * perPage, page * perPage)
      const headers: Record<string, string> = {}
      if (page * perPage < all.length) {
        const next = new URL(url.href.replace('http://stand-in', this.url))
        next.searchParams.set('page', String(page + 1))
        headers.link = `<${next.href}>; rel="next"`
      }
      return { status: 200, body: slice.map(c => commentView(c, url)), headers }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path))) {
      const comment = this.comments.get(Number(m[1]))
      if (comment === undefined) return { status: 404, body: { message: 'Not Found' } }
      if (method === 'PATCH') comment.body = text(input.body)
      return { status: 200, body: commentView(comment, url) }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)\/reactions$/.exec(path))) {
      const comment = this.comments.get(Number(m[1]))
      if (comment === undefined) return { status: 404, body: { message: 'Not Found' } }
      comment.reactions.push(String(input.content))
      return { status: 201, body: { id: comment.reactions.length, content: input.content } }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/.exec(path))) {
      const login = decodeURIComponent(m[1] ?? '')
      const permission = this.permissions[login] ?? 'none'
      const legacy =
        permission === 'maintain' ? 'write' : permission === 'triage' ? 'read' : permission
      return { status: 200, body: { permission: legacy, role_name: permission, user: { login } } }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/labels$/.exec(path))) {
      const n = Number(m[1])
      const added = (input.labels as string[] | undefined) ?? []
      this.labels.set(n, [...(this.labels.get(n) ?? []), ...added])
      return { status: 200, body: (this.labels.get(n) ?? []).map(name => ({ name })) }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/requested_reviewers$/.exec(path))) {
      const n = Number(m[1])
      const entry = {
        reviewers: (input.reviewers as string[] | undefined) ?? [],
        team_reviewers: (input.team_reviewers as string[] | undefined) ?? []
      }
      this.reviewers.set(n, entry)
      return {
        status: 201,
        body: { number: n, requested_reviewers: entry.reviewers.map(login => ({ login })) }
      }
    }
    return { status: 404, body: { message: `Not served by the stand-in: ${method} ${path}` } }
  }
}

interface Answer {
  readonly status: number
  readonly body: unknown
  readonly headers?: Record<string, string>
}

function serviceRoute(op: ContractOperation | undefined): Route {
  switch (`${op?.method} ${op?.template}`) {
    case 'post /v2/agent/{projectId}/job':
      return 'create'
    case 'get /v2/agent/{projectId}/job/{id}':
      return 'get'
    case 'post /v2/agent/{projectId}/job/{id}/message':
      return 'message'
    case 'get /v1/analytics/{projectId}/visitors':
      return 'visitors'
    default:
      return 'unknown'
  }
}

function githubRoute(method: string, path: string): Route {
  if (/\/issues\/\d+\/comments$/.test(path))
    return method === 'POST' ? 'comment-create' : 'comment-list'
  if (/\/issues\/comments\/\d+\/reactions$/.test(path)) return 'reaction'
  if (/\/issues\/comments\/\d+$/.test(path)) return 'comment-update'
  if (/\/collaborators\/[^/]+\/permission$/.test(path)) return 'permission'
  if (/\/issues\/\d+\/labels$/.test(path)) return 'labels'
  if (/\/requested_reviewers$/.test(path)) return 'reviewers'
  return 'unknown'
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

function notFound(id: string | undefined): Answer {
  return { status: 404, body: { error: `Job ${id ?? ''} not found` } }
}

function commentView(comment: StoredComment, url: URL): Record<string, unknown> {
  return {
    id: comment.id,
    body: comment.body,
    html_url: `https://github.com${url.pathname.replace(/^\/github\/repos/, '').replace(/\/issues\/.*$/, '')}/issues/${comment.issueNumber}#issuecomment-${comment.id}`,
    user: comment.user
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

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  const payload = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(payload)
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

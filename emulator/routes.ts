import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse
} from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { join } from 'node:path'
import type { AnalyticsRoute } from './analytics.js'

/**
 * The stand-in's routes, each declared once as method + path template -> handler. A path that
 * matches a template but not its method gets a 405 with an `Allow` header, as a real server does.
 */

export type Route =
  | 'create'
  | 'get'
  | 'message'
  | 'trigger'
  | 'visitors'
  | AnalyticsRoute
  | 'comment-create'
  | 'comment-update'
  | 'comment-list'
  | 'comment-list-repository'
  | 'permission'
  | 'reaction'
  | 'labels'
  | 'reviewers'
  | 'pull-list'
  | 'pull-get'
  | 'pull-update'
  | 'review-comment-get'
  | 'review-reaction'
  | 'check-runs'
  | 'commit-status'
  | 'check-annotations'
  | 'job-logs'
  | 'log-download'
  | 'deployments'
  | 'deployment-statuses'
  | 'deployment-create'
  | 'deployment-status-create'
  | 'graphql'
  | 'branch'
  | 'git-ref'
  | 'deploy-update'
  | 'deploy-preview'
  | 'deploy-status'
  | 'search'
  | 'issue-create'
  | 'issue-list'
  | 'issue-update'
  | 'code-compare'
  | 'code-commit-pulls'
  | 'code-commit'
  | 'code-commits'
  | 'code-pull-get'
  | 'code-pull-files'
  | 'code-releases'
  | 'unknown'

/** What a handler sees of a request. */
export interface Incoming {
  readonly method: string
  readonly url: URL
  /** Path parameters, decoded. */
  readonly params: Readonly<Record<string, string>>
  readonly headers: IncomingHttpHeaders
  /** The JSON body, or the raw text when it is not JSON; undefined when empty. */
  readonly body: unknown
}

export interface Answer {
  readonly status: number
  readonly body: unknown
  readonly headers?: Record<string, string>
}

export interface RouteSpec<S> {
  readonly route: Route
  readonly method: 'GET' | 'POST' | 'PATCH'
  /** `/v2/agent/{projectId}/job/{id}`: each `{name}` matches one path segment. */
  readonly template: string
  readonly handle: (state: S, request: Incoming) => Answer
  /** The handler answers a bad request itself (with the contract's 400 body). */
  readonly checksOwnRequest?: true
  /** A pre-signed download link (a job's log): it takes no token. */
  readonly signed?: true
}

export type Matched<S> =
  | { readonly kind: 'route'; readonly spec: RouteSpec<S>; readonly params: Record<string, string> }
  | { readonly kind: 'wrong-method'; readonly allow: readonly string[] }
  | { readonly kind: 'none' }

const compiled = new Map<string, { re: RegExp; names: string[] }>()

function compile(template: string): { re: RegExp; names: string[] } {
  let entry = compiled.get(template)
  if (entry === undefined) {
    const names: string[] = []
    const source = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name)
      return '([^/]+)'
    })
    entry = { re: new RegExp(`^${source}$`), names }
    compiled.set(template, entry)
  }
  return entry
}

/** The route for a method and path, or why there is none. */
export function matchRoute<S>(
  specs: readonly RouteSpec<S>[],
  method: string,
  path: string
): Matched<S> {
  const allow: string[] = []
  for (const spec of specs) {
    const { re, names } = compile(spec.template)
    const m = re.exec(path)
    if (m === null) continue
    if (spec.method !== method) {
      allow.push(spec.method)
      continue
    }
    const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]))
    return { kind: 'route', spec, params }
  }
  return allow.length > 0 ? { kind: 'wrong-method', allow } : { kind: 'none' }
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {}
): void {
  // A text answer (a job's log) names its own content type; everything else is JSON.
  const text = typeof body === 'string' && headers['content-type']?.startsWith('text/') === true
  const payload = body === undefined ? '' : text ? body : JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(payload)
}

/** The numeric `{id}` of a request's path. */
export function idOf(request: Incoming): number {
  return Number(request.params.id)
}

/** `act` on what was looked up, or GitHub's 404 when nothing was found. */
export function orNotFound<T>(thing: T | undefined, act: (thing: T) => Answer): Answer {
  return thing === undefined ? { status: 404, body: { message: 'Not Found' } } : act(thing)
}

/** A string field of a JSON body, or '' when it is missing or not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The stand-in's self-signed certificate: a process that trusts it can reach `tls` stand-ins. */
export const TEST_CA_FILE = join(import.meta.dirname, 'tls', 'cert.pem')

/** An http:// server, or an https:// one with the test certificate of emulator/tls/. */
export function createStandInServer(tls: boolean, handler: RequestListener): Server {
  if (!tls) return createServer(handler)
  const key = readFileSync(join(import.meta.dirname, 'tls', 'key.pem'))
  return createHttpsServer({ cert: readFileSync(TEST_CA_FILE), key }, handler)
}

/** A field of a request's JSON body, or undefined. */
export function field(request: Incoming, name: string): unknown {
  const body = request.body
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined
}

/**
 * A listing's `Link` header as GitHub writes it: `next` and `last` after any page but the last,
 * `prev` and `first` after any but the first; none for a listing of one page.
 */
export function pageLinks(
  state: { readonly url: string },
  request: Incoming,
  page: number,
  pages: number
): Record<string, string> {
  const at = (n: number) => {
    const link = new URL(`${request.url.pathname}${request.url.search}`, state.url)
    link.searchParams.set('page', String(n))
    return link.href
  }
  const links: string[] = []
  if (page < pages) links.push(`<${at(page + 1)}>; rel="next"`, `<${at(pages)}>; rel="last"`)
  if (page > 1) links.push(`<${at(page - 1)}>; rel="prev"`, `<${at(1)}>; rel="first"`)
  return links.length === 0 ? {} : { link: links.join(', ') }
}

/**
 * GitHub's conditional requests: a successful read carries an `ETag` of what it answered, and a
 * read that sends it back in `If-None-Match` is answered `304 Not Modified`, with no body, while
 * the answer is the same (which GitHub's rate limit does not count).
 */
export function conditional(answer: Answer, request: Incoming): Answer {
  if (request.method !== 'GET' || answer.status !== 200) return answer
  const etag = `W/"${createHash('sha1').update(JSON.stringify(answer.body)).digest('hex')}"`
  if (request.headers['if-none-match'] === etag)
    return { status: 304, body: undefined, headers: { etag } }
  return { ...answer, headers: { ...answer.headers, etag } }
}

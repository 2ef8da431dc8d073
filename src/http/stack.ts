import { errorCode, errorMessage, printable } from '../text/format.js'
import type { buildConnector } from 'undici'
import { CONNECT_TIMEOUT_MS, nodeFetch, type HttpFetch } from './node-fetch.js'

/**
 * The one HTTP stack of a run, shared by the service client and Octokit: one `fetch`, chosen once
 * from the environment.
 *
 * - No proxy configured: `nodeFetch`, the part of `fetch` the run uses, on `node:http` and
 *   `node:https`. Nothing is bundled for it, it starts with the process, and it leaves no
 *   WebAssembly compiling at exit (Node's own `fetch` does both; `npm run bench` measures).
 * - `HTTPS_PROXY`/`HTTP_PROXY` set (either case, as the runner and GitHub's toolkit read them):
 *   undici's `fetch` with its `EnvHttpProxyAgent`, loaded only then. It tunnels `https://` through
 *   the proxy with CONNECT (the proxy sees the host name, never the request or the key), sends
 *   `http://` to the proxy, and goes direct for every host `NO_PROXY` names.
 *
 * Redirects are never followed by anything that uses the stack (`redirect: 'manual'`), so an
 * Authorization header cannot travel to another host.
 */

export type Fetch = HttpFetch

export interface HttpStack {
  readonly fetch: Fetch
  /** How requests leave, for the log: "directly" or "through the proxy at http://host:port". */
  readonly route: string
  close(): Promise<void>
}

type Env = Readonly<Record<string, string | undefined>>

/** The variable's value in either case (lower case first, as curl and undici read it). */
function either(env: Env, name: string): string | undefined {
  const value = env[name.toLowerCase()] ?? env[name.toUpperCase()]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

type ProxyUrl = { readonly url: string | undefined } | { readonly problem: string }

/** A proxy URL as curl takes it: `host:port` alone means `http://host:port`. */
function proxyUrl(env: Env, name: string): ProxyUrl {
  const value = either(env, name)
  if (value === undefined) return { url: undefined }
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`
  let parsed: URL | undefined
  try {
    parsed = new URL(url)
  } catch {
    parsed = undefined
  }
  if (parsed === undefined || !['http:', 'https:'].includes(parsed.protocol)) {
    return {
      problem: `The ${name.toUpperCase()} variable must be a proxy URL such as http://proxy.example.com:3128; got "${printable(value, 80)}".`
    }
  }
  return { url }
}

export type ProxyRead =
  | { readonly kind: 'direct' }
  | {
      readonly kind: 'proxy'
      readonly https: string | undefined
      readonly http: string | undefined
      readonly noProxy: string | undefined
    }
  | { readonly kind: 'refused'; readonly problem: string }

/** The proxy settings of `env`: none, a proxy, or a variable that is not a proxy URL. */
export function proxyOf(env: Env): ProxyRead {
  const https = proxyUrl(env, 'https_proxy')
  const http = proxyUrl(env, 'http_proxy')
  if ('problem' in https) return { kind: 'refused', problem: https.problem }
  if ('problem' in http) return { kind: 'refused', problem: http.problem }
  if (https.url === undefined && http.url === undefined) return { kind: 'direct' }
  return { kind: 'proxy', https: https.url, http: http.url, noProxy: either(env, 'no_proxy') }
}

export const DIRECT: HttpStack = {
  fetch: nodeFetch,
  route: 'directly',
  close: () => Promise.resolve()
}

export type OpenedStack =
  | { readonly kind: 'ready'; readonly stack: HttpStack }
  | { readonly kind: 'refused'; readonly problem: string }

export async function openHttpStack(env: Env): Promise<OpenedStack> {
  const proxy = proxyOf(env)
  if (proxy.kind === 'refused') return proxy
  if (proxy.kind === 'direct') return { kind: 'ready', stack: DIRECT }
  // undici is CommonJS: its exports are the module's default export (also once bundled).
  const { EnvHttpProxyAgent, Pool, fetch } = (await import('undici')).default
  const dispatcher = new EnvHttpProxyAgent({
    // Given explicitly (an empty string for none), so that `env` is the only source read.
    httpsProxy: proxy.https ?? proxy.http ?? '',
    httpProxy: proxy.http ?? '',
    noProxy: proxy.noProxy ?? '',
    connect: { timeout: CONNECT_TIMEOUT_MS },
    // The pool that talks to the proxy itself: a connection to it that fails is the proxy's.
    // undici gives it `{ connect }`, the connector to the proxy (its types say only `object`).
    clientFactory: (origin, options: { connect?: unknown }) =>
      new Pool(origin, { ...options, connect: toProxy(options.connect, hostOf(origin)) })
  })
  const stack: HttpStack = {
    // undici's Response is more than the run reads (HttpResponse), and its body iterates alike.
    fetch: async (input: string | URL, init?: object) => {
      try {
        return await fetch(input, { ...init, dispatcher })
      } catch (error) {
        const https = new URL(input).protocol === 'https:'
        throw proxyFailure(error, hostOf((https ? proxy.https : undefined) ?? proxy.http ?? ''))
      }
    },
    route: `through the proxy at ${withoutPassword(proxy.https ?? proxy.http ?? '')}`,
    close: () => dispatcher.close()
  }
  return { kind: 'ready', stack }
}

/**
 * Nothing reached the service: the proxy refused the tunnel (`status`, a 407 for credentials, a
 * 403 for a host it blocks, a 502 when it could not reach the service) or could not itself be
 * reached. Its message names the proxy by host and port, never by its credentials.
 */
export class ProxyFailure extends Error {
  override readonly name = 'ProxyFailure'
  readonly code: 'PROXY_REFUSED' | 'PROXY_UNREACHABLE'
  constructor(
    readonly proxy: string,
    readonly status: number | undefined,
    cause: unknown
  ) {
    super(
      status === undefined
        ? `the proxy at ${proxy} could not be reached (${errorCode(cause) ?? errorMessage(cause)})`
        : `the proxy at ${proxy} refused the connection (${status}${STATUS_NAMES[status] === undefined ? '' : ` ${STATUS_NAMES[status]}`})`,
      { cause }
    )
    this.code = status === undefined ? 'PROXY_UNREACHABLE' : 'PROXY_REFUSED'
  }
}

const STATUS_NAMES: Readonly<Record<number, string>> = {
  403: 'Forbidden',
  407: 'Proxy Authentication Required',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout'
}

// undici's words for a proxy that answered CONNECT with another status than 200, and for a 407 to
// a request it forwards (lib/dispatcher/proxy-agent.js).
const TUNNEL_REFUSED = /^Proxy response \((\d{3})\) !== 200 when HTTP Tunneling$/
const AUTH_REFUSED = /^Proxy Authentication Required \((407)\)$/

/** The failure as the proxy's when it was the proxy's; otherwise the failure itself. */
function proxyFailure(error: unknown, proxy: string): unknown {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    if (cause instanceof ProxyFailure) return cause
    const status = (TUNNEL_REFUSED.exec(cause.message) ?? AUTH_REFUSED.exec(cause.message))?.[1]
    if (status !== undefined) return new ProxyFailure(proxy, Number(status), cause)
    cause = cause.cause
  }
  return error
}

/** The connector to the proxy, its failures marked as the proxy's. */
function toProxy(connect: unknown, proxy: string): buildConnector.connector | undefined {
  if (typeof connect !== 'function') return undefined
  const inner = connect as buildConnector.connector
  return (options, callback) =>
    inner(options, (...args) =>
      args[0] === null
        ? callback(...args)
        : callback(new ProxyFailure(proxy, undefined, args[0]), null)
    )
}

/** `host:port` of a URL, the port written even when it is the scheme's default. */
function hostOf(url: string | URL): string {
  const parsed = new URL(url)
  const port = parsed.port !== '' ? parsed.port : parsed.protocol === 'https:' ? '443' : '80'
  return `${parsed.hostname}:${port}`
}

/** A proxy URL (checked by `proxyUrl`) for the log, its user name and password left out. */
function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.username !== '' || parsed.password !== '') {
    parsed.username = '***'
    parsed.password = ''
  }
  return parsed.href.replace(/\/$/, '')
}

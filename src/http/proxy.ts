import type { ClientRequest } from 'node:http'
import type { Socket } from 'node:net'
import { errorCode, errorMessage, printable } from '../text/format.js'
import { http } from './builtins.js'
import { RequestFailure, type Failure } from './failure.js'

/**
 * The proxy part of the HTTP stack: which proxy a URL goes through (HTTPS_PROXY, HTTP_PROXY and
 * NO_PROXY, in either case, as curl, the runner and GitHub's toolkit read them), and the CONNECT
 * tunnel to it. Every request through a proxy is tunnelled, `http://` too: the proxy sees the
 * host name and port, never the request or the key. A proxy that refuses the tunnel or cannot be
 * reached is a `proxy` failure, never an answer of the far side.
 */

type Env = Readonly<Record<string, string | undefined>>

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

/** The variable's value in either case (lower case first, as curl reads it). */
function either(env: Env, name: string): string | undefined {
  const value = env[name.toLowerCase()] ?? env[name.toUpperCase()]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

/** A proxy URL as curl takes it: `host:port` alone means `http://host:port`. */
function proxyUrl(env: Env, name: string): { url: string | undefined } | { problem: string } {
  const value = either(env, name)
  if (value === undefined) return { url: undefined }
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    return {
      problem: `The ${name.toUpperCase()} variable must be a proxy URL such as http://proxy.example.com:3128; got "${printable(value, 80)}".`
    }
  }
  return { url }
}

/** A proxy in use: where it is, and the `Proxy-Authorization` its URL's credentials make. */
export interface Proxy {
  readonly url: URL
  /** `host:port`, as messages name it. */
  readonly host: string
  readonly authorization: string | undefined
}

/** The proxy `target` goes through, or undefined to go direct. */
export function proxyFor(
  read: Extract<ProxyRead, { kind: 'proxy' }>,
  target: URL
): Proxy | undefined {
  const chosen = target.protocol === 'https:' ? (read.https ?? read.http) : read.http
  if (chosen === undefined || bypassed(read.noProxy ?? '', target)) return undefined
  const url = new URL(chosen)
  const user = decodeURIComponent(url.username)
  const authorization =
    url.username === '' && url.password === ''
      ? undefined
      : `Basic ${Buffer.from(`${user}:${decodeURIComponent(url.password)}`).toString('base64')}`
  return { url, host: hostPort(url), authorization }
}

/**
 * Whether NO_PROXY sends `target` direct, as undici's EnvHttpProxyAgent reads it: entries split
 * on commas and spaces; `*` is every host; `host` matches that host only; `.host` or `*.host`
 * matches it and its subdomains' suffix; `host:port` matches that port only.
 */
export function bypassed(noProxy: string, target: URL): boolean {
  const entries = noProxy.split(/[,\s]+/).filter(e => e !== '')
  if (entries.includes('*')) return true
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const port = Number(hostPort(target).split(':').at(-1))
  return entries.some(entry => {
    const parsed = /^(.+):(\d+)$/.exec(entry)
    const name = (parsed?.[1] ?? entry).replace(/^\[|\]$/g, '').toLowerCase()
    if (parsed?.[2] !== undefined && Number(parsed[2]) !== port) return false
    return /^[.*]/.test(name) ? host.endsWith(name.replace(/^\*/, '')) : host === name
  })
}

/** `host:port` of a URL, the port written even when it is the scheme's default. */
export function hostPort(url: URL): string {
  const port = url.port !== '' ? url.port : url.protocol === 'https:' ? '443' : '80'
  return `${url.hostname}:${port}`
}

/** The proxy URL for the log, its user name and password left out. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.username !== '' || parsed.password !== '') {
    parsed.username = '***'
    parsed.password = ''
  }
  return parsed.href.replace(/\/$/, '')
}

const STATUS_NAMES: Readonly<Record<number, string>> = {
  403: 'Forbidden',
  407: 'Proxy Authentication Required',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout'
}

/** What the proxy did, naming it by host and port: "the proxy at p:3128 refused the connection (407 …)". */
export function describeProxy(failure: Extract<Failure, { kind: 'proxy' }>): string {
  const { proxy, status, code } = failure
  if (status === undefined)
    return `the proxy at ${proxy} could not be reached (${code ?? 'no answer'})`
  const name = STATUS_NAMES[status]
  return `the proxy at ${proxy} refused the connection (${status}${name === undefined ? '' : ` ${name}`})`
}

/** A failure of the proxy itself: it refused the tunnel with `status`, or could not be reached. */
export function proxyFailure(
  proxy: Proxy,
  status: number | undefined,
  cause?: unknown
): RequestFailure {
  const code = status === undefined ? (errorCode(cause) ?? errorMessage(cause)) : undefined
  const failure = { kind: 'proxy', proxy: proxy.host, status, code } as const
  return new RequestFailure(failure, describeProxy(failure), cause)
}

/**
 * Opens a CONNECT tunnel through `proxy` to `target`'s host and port; calls back with the
 * tunnel's socket, or with a `proxy` failure. `signal` and `connectTimeoutMs` bound it; the
 * returned request is what to destroy to give up.
 */
export function openTunnel(
  proxy: Proxy,
  target: URL,
  limits: { readonly connectTimeoutMs: number; readonly signal: AbortSignal | undefined },
  done: (error: Error | null, socket?: Socket) => void
): ClientRequest {
  const authority = hostPort(target)
  const connect = http.request({
    host: proxy.url.hostname.replace(/^\[|\]$/g, ''),
    port: hostPort(proxy.url).split(':').at(-1),
    method: 'CONNECT',
    path: authority,
    agent: false,
    headers: {
      host: authority,
      ...(proxy.authorization === undefined ? {} : { 'proxy-authorization': proxy.authorization })
    },
    ...(limits.signal === undefined ? {} : { signal: limits.signal })
  })
  const timer = setTimeout(() => {
    connect.destroy(Object.assign(new Error('connect timed out'), { code: 'CONNECT_TIMEOUT' }))
  }, limits.connectTimeoutMs)
  let settled = false
  const settle = (error: Error | null, socket?: Socket) => {
    clearTimeout(timer)
    if (settled) return
    settled = true
    done(error, socket)
  }
  connect.once('connect', (res, socket) => {
    if (res.statusCode === 200) return settle(null, socket)
    socket.destroy()
    settle(proxyFailure(proxy, res.statusCode))
  })
  // A proxy that answers CONNECT with an ordinary response (no tunnel) refused it too.
  connect.once('response', res => {
    res.resume()
    settle(proxyFailure(proxy, res.statusCode))
  })
  connect.on('error', error =>
    settle(limits.signal?.aborted === true ? error : proxyFailure(proxy, undefined, error))
  )
  connect.end()
  return connect
}

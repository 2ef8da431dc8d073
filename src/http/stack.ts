import type { IncomingMessage, RequestOptions } from 'node:http'
import { Readable } from 'node:stream'
import { http, https as secure, tls } from './builtins.js'
import { errorCode, errorMessage } from '../text/format.js'
import { RequestFailure, type Failure } from './failure.js'
import { TunnelAgents, tunnelOptions } from './tunnel-agents.js'
import { proxyFor, proxyOf, withoutPassword, type ProxyRead } from './proxy.js'

/**
 * The one HTTP stack of a run, shared by the service client and Octokit: `fetch`, as much of it
 * as they use, on `node:http` and `node:https`, direct or through a CONNECT proxy (proxy.ts),
 * each connection kept alive for the next request to its host (a tunnel too: tunnel-agents.ts).
 * `node:http` parses in C++ and is ready when the process starts; Node's own `fetch` (undici)
 * costs a run start-up on Node 20 and some 50 ms at exit on Node 24 (`npm run bench`).
 *
 * What it does, as `fetch` would with `redirect: 'manual'`: one request, never a redirect; the
 * body a string; `signal` aborts it, the body's reading included. What it adds: every failure is
 * a `RequestFailure` that says what happened (failure.ts), judged by what the connection itself
 * saw: nothing was sent until the connection (and its TLS) was up, so "was it sent?" is never a
 * guess from an error code. A connection that is not up within CONNECT_TIMEOUT_MS is not sent.
 * A body is read at most `maxBytes` at a time by `readBounded`, the one bounded reader.
 */

export interface HttpHeaders extends Iterable<[string, string]> {
  get(name: string): string | null
}

/** The part of a `Response` that the service client and Octokit read. */
export interface HttpResponse {
  readonly status: number
  readonly statusText: string
  readonly url: string
  readonly headers: HttpHeaders
  /** Iterating reads the body; leaving the loop early drops the rest and the connection. */
  readonly body: (AsyncIterable<Uint8Array> & { cancel(): Promise<void> }) | null
  text(): Promise<string>
  arrayBuffer(): Promise<ArrayBuffer>
}

interface HttpRequestInit {
  readonly method?: string
  readonly headers?: Record<string, string>
  readonly body?: string | null
  readonly signal?: AbortSignal | null
  readonly redirect?: string
}

export type Fetch = (url: string | URL, init?: HttpRequestInit) => Promise<HttpResponse>

export interface HttpStack {
  readonly fetch: Fetch
  /** How requests leave, for the log: "directly" or "through the proxy at http://host:port". */
  readonly route: string
}

export const CONNECT_TIMEOUT_MS = 10_000
/** More than any answer GitHub or the service gives; a body that goes on is an error, not memory. */
export const MAX_TEXT_BYTES = 32 * 1024 * 1024

interface Limits {
  readonly connectTimeoutMs: number
  readonly maxTextBytes: number
  /** How a direct connection is made (`node:http`'s option); tests give one that never connects. */
  readonly createConnection?: RequestOptions['createConnection']
}

type Env = Readonly<Record<string, string | undefined>>

type OpenedStack =
  | { readonly kind: 'ready'; readonly stack: HttpStack }
  | { readonly kind: 'refused'; readonly problem: string }

/** The stack for `env`: direct, or through the proxy its variables name. */
export function openHttpStack(env: Env, limits: Partial<Limits> = {}): OpenedStack {
  const proxy = proxyOf(env)
  if (proxy.kind === 'refused') return proxy
  const all = { connectTimeoutMs: CONNECT_TIMEOUT_MS, maxTextBytes: MAX_TEXT_BYTES, ...limits }
  const tunnels = new TunnelAgents(all.connectTimeoutMs)
  const fetch: Fetch = (input, init = {}) =>
    // A request that could not even be started (a header Node refuses) was not sent.
    send(new URL(input), init, all, proxy, tunnels).catch((error: unknown) => {
      throw failed(error, init.signal ?? undefined, false)
    })
  const via = proxy.kind === 'proxy' ? (proxy.https ?? proxy.http) : undefined
  const route = via === undefined ? 'directly' : `through the proxy at ${withoutPassword(via)}`
  return { kind: 'ready', stack: { fetch, route } }
}

/** The stack with no proxy, whatever the environment says. */
export const DIRECT: HttpStack = (() => {
  const opened = openHttpStack({})
  if (opened.kind !== 'ready') throw new Error(opened.problem)
  return opened.stack
})()

function send(
  url: URL,
  init: HttpRequestInit,
  limits: Limits,
  proxy: ProxyRead,
  tunnels: TunnelAgents
): Promise<HttpResponse> {
  const https = url.protocol === 'https:'
  const body = init.body ?? undefined
  const headers = { ...init.headers }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  const signal = init.signal ?? undefined
  const through = proxy.kind === 'proxy' ? proxyFor(proxy, url) : undefined
  // Direct: Node's global agent (kept alive); a test's connection that never connects; or the
  // proxy's tunnels.
  const connection =
    through !== undefined
      ? { agent: tunnels.through(through, https), ...tunnelOptions(signal) }
      : limits.createConnection === undefined
        ? {}
        : { createConnection: limits.createConnection }
  /** Whether the connection (and its TLS) is up: from then on, the request may have been sent. */
  let up = false
  return new Promise<HttpResponse>((resolve, reject) => {
    const req = (https ? secure.request : http.request)(url, {
      method: init.method ?? 'GET',
      headers,
      ...(signal === undefined ? {} : { signal }),
      ...connection
    })
    req.once('socket', socket => {
      const ready = socket instanceof tls.TLSSocket ? 'secureConnect' : 'connect'
      if (req.reusedSocket || (ready === 'connect' && !socket.connecting)) {
        up = true
        return
      }
      const timer = setTimeout(() => {
        req.destroy(Object.assign(new Error('connect timed out'), { code: 'CONNECT_TIMEOUT' }))
      }, limits.connectTimeoutMs)
      socket.once(ready, () => {
        up = true
        clearTimeout(timer)
      })
      socket.once('close', () => clearTimeout(timer))
    })
    // Every error, not only the first: an error event with no listener would end the process.
    req.on('error', error => reject(failed(error, signal, up)))
    req.once('response', res => resolve(responseOf(res, url.href, limits.maxTextBytes, signal)))
    req.end(body)
  })
}

/** The failure an error of the connection comes to, given whether the connection was up. */
function failed(error: unknown, signal: AbortSignal | undefined, up: boolean): RequestFailure {
  if (error instanceof RequestFailure) return error
  if (signal?.aborted === true) {
    const timedOut = (signal.reason as { name?: unknown } | undefined)?.name === 'TimeoutError'
    const failure: Failure = timedOut ? { kind: 'timeout' } : { kind: 'cancelled' }
    return new RequestFailure(failure, timedOut ? 'the time limit ran out' : 'cancelled', error)
  }
  const code = errorCode(error) ?? (error instanceof Error ? error.name : 'unknown error')
  const failure: Failure = up ? { kind: 'cut', code } : { kind: 'not-sent', code }
  return new RequestFailure(failure, errorMessage(error), error)
}

type BoundedRead =
  | { readonly kind: 'bytes'; readonly bytes: Buffer }
  | { readonly kind: 'too-large'; readonly maxBytes: number }

/**
 * The one bounded reader: the body's bytes, or `too-large` once they pass `maxBytes` (the rest is
 * never read, so an endless answer costs no more memory than that).
 */
export async function readBounded(
  body: AsyncIterable<Uint8Array> | null,
  maxBytes: number
): Promise<BoundedRead> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body ?? []) {
    size += chunk.byteLength
    // Leaving the loop cancels the stream.
    if (size > maxBytes) return { kind: 'too-large', maxBytes }
    chunks.push(chunk)
  }
  return { kind: 'bytes', bytes: Buffer.concat(chunks) }
}

function responseOf(
  res: IncomingMessage,
  url: string,
  maxTextBytes: number,
  signal: AbortSignal | undefined
): HttpResponse {
  // A body nobody reads (a 204, an answer given up on) may still fail: that must not end the
  // process. A reader still gets the error, through its iteration.
  res.on('error', () => undefined)
  const joined = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value)
  const entries = Object.entries(res.headers).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : [[name, joined(value)]]
  )
  // The request was sent and answered: a body that breaks off is cut, whatever the error says.
  const chunks = async function* (): AsyncGenerator<Uint8Array> {
    try {
      yield* res as AsyncIterable<Buffer>
    } catch (error) {
      throw failed(error, signal, true)
    } finally {
      if (!res.complete) res.destroy()
    }
  }
  const readAll = async (): Promise<Buffer> => {
    const read = await readBounded(chunks(), maxTextBytes)
    if (read.kind === 'bytes') return read.bytes
    throw new RequestFailure(
      {
        kind: 'unreadable',
        status: res.statusCode ?? 0,
        why: `it is larger than ${maxTextBytes} bytes`
      },
      `The answer from ${url} is larger than ${maxTextBytes} bytes`
    )
  }
  return {
    status: res.statusCode ?? 0,
    statusText: res.statusMessage ?? '',
    url,
    headers: {
      get: name => {
        const value = res.headers[name.toLowerCase()]
        return value === undefined ? null : joined(value)
      },
      [Symbol.iterator]: () => entries[Symbol.iterator]()
    },
    body: Object.assign(chunks(), {
      cancel: () => {
        res.destroy()
        return Promise.resolve()
      }
    }),
    text: async () => (await readAll()).toString('utf8'),
    arrayBuffer: async () => arrayBufferOf(await readAll())
  }
}

/**
 * A signal that aborts after `ms` with a `TimeoutError`, as `AbortSignal.timeout` would. Not that:
 * `AbortSignal.any` holds its sources weakly, and a timeout signal nothing else holds can be
 * collected before it fires (Node 20 and 24 alike), leaving a hung request unbounded. Here the
 * pending timer holds the controller; it does not hold the process open.
 */
export function timeLimit(ms: number): AbortSignal {
  const controller = new AbortController()
  setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms
  ).unref()
  return controller.signal
}

/**
 * The response with its whole body already read (bounded), so that a body cut off midway fails
 * here, as a `cut` failure. Octokit needs this: it reads a body with `.catch()` and would take a
 * cut one as an empty answer.
 */
export async function whole(res: HttpResponse): Promise<HttpResponse> {
  const bytes = Buffer.from(await res.arrayBuffer())
  return {
    status: res.status,
    statusText: res.statusText,
    url: res.url,
    headers: res.headers,
    body: Object.assign(Readable.from([bytes]), { cancel: () => Promise.resolve() }),
    text: () => Promise.resolve(bytes.toString('utf8')),
    arrayBuffer: () => Promise.resolve(arrayBufferOf(bytes))
  }
}

/** The bytes of `buffer` alone, as the `ArrayBuffer` a `Response` gives. */
function arrayBufferOf(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength
  ) as ArrayBuffer
}

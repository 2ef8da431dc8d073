import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'

/**
 * `fetch`, as much of it as the service client and Octokit use, on `node:http` and `node:https`:
 * the direct way out of a run. Node's own `fetch` is undici, which costs a run about 20 ms of
 * start-up on Node 20 (undici is loaded on first use) and, on Node 24, some 50 ms at exit while V8
 * finishes optimising undici's WebAssembly HTTP parser; `node:http` parses in C++ and is ready at
 * start (`npm run bench` measures both against a bare `node:http` script).
 *
 * What it does, as `fetch` would with `redirect: 'manual'`: one request, never a redirect; the
 * body a string; `signal` aborts it, the body's reading included; a failure before any answer is
 * a Node error with its code (`ECONNREFUSED`, …), a connection that cannot be set up within
 * CONNECT_TIMEOUT_MS is `CONNECT_TIMEOUT`. What it does not: compression, cookies, caching,
 * streaming uploads. An answer's body is read at most MAX_TEXT_BYTES at a time by `text()`.
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

export interface HttpRequestInit {
  readonly method?: string
  readonly headers?: Record<string, string>
  readonly body?: string | null
  readonly signal?: AbortSignal | null
  readonly redirect?: string
}

export type HttpFetch = (url: string | URL, init?: HttpRequestInit) => Promise<HttpResponse>

export const CONNECT_TIMEOUT_MS = 10_000
/** More than any answer GitHub or the service gives; a body that goes on is an error, not memory. */
export const MAX_TEXT_BYTES = 32 * 1024 * 1024

export const nodeFetch: HttpFetch = createNodeFetch()

interface Limits {
  readonly connectTimeoutMs: number
  readonly maxTextBytes: number
  /** How the connection is made (`node:http`'s own option); tests give one that never connects. */
  readonly createConnection?: RequestOptions['createConnection']
}

/** `nodeFetch` with other limits (tests use small ones). */
export function createNodeFetch(limits: Partial<Limits> = {}): HttpFetch {
  const all = {
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    maxTextBytes: MAX_TEXT_BYTES,
    ...limits
  }
  return (input, init = {}) => send(new URL(input), init, all)
}

function send(url: URL, init: HttpRequestInit, limits: Limits): Promise<HttpResponse> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  const body = init.body ?? undefined
  const headers = { ...init.headers }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  return new Promise<HttpResponse>((resolve, reject) => {
    const req = request(url, {
      method: init.method ?? 'GET',
      headers,
      signal: init.signal ?? undefined,
      ...(limits.createConnection === undefined
        ? {}
        : { createConnection: limits.createConnection })
    })
    req.once('socket', socket => {
      if (!socket.connecting) return
      const timer = setTimeout(() => {
        req.destroy(Object.assign(new Error('connect timed out'), { code: 'CONNECT_TIMEOUT' }))
      }, limits.connectTimeoutMs)
      socket.once('connect', () => clearTimeout(timer)).once('close', () => clearTimeout(timer))
    })
    // Every error, not only the first: an error event with no listener would end the process.
    req.on('error', reject)
    req.once('response', res => resolve(responseOf(res, url.href, limits.maxTextBytes)))
    req.end(body)
  })
}

function responseOf(res: IncomingMessage, url: string, maxTextBytes: number): HttpResponse {
  // A body nobody reads (a 204, an answer given up on) may still fail: that must not end the
  // process. A reader still gets the error, through its iteration.
  res.on('error', () => undefined)
  const joined = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value)
  const entries = Object.entries(res.headers).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : [[name, joined(value)]]
  )
  const readAll = async (): Promise<Buffer> => {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.byteLength
      // Leaving the loop destroys the stream: the rest is never read.
      if (size > maxTextBytes)
        throw new Error(`The answer from ${url} is larger than ${maxTextBytes} bytes`)
      chunks.push(chunk)
    }
    return Buffer.concat(chunks)
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
    body: Object.assign(res, {
      cancel: () => {
        res.destroy()
        return Promise.resolve()
      }
    }),
    text: async () => (await readAll()).toString('utf8'),
    arrayBuffer: async () => {
      const all = await readAll()
      return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer
    }
  }
}

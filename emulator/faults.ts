import type { IncomingMessage, ServerResponse } from 'node:http'
import { send, type Route } from './routes.js'

/** Faults the stand-in injects per route, and what it records of every request. */

export type Fault =
  /** Answer with this status, body (JSON unless `raw`) and headers instead of the real answer. */
  | {
      readonly status: number
      readonly body?: unknown
      readonly raw?: string
      readonly headers?: Readonly<Record<string, string>>
      /** Do what the request asks first, then answer with the fault (a 5xx after acting). */
      readonly afterActing?: boolean
    }
  /** Close the connection without answering, or after half the body. */
  | { readonly drop: 'before-response' | 'mid-body'; readonly afterActing?: boolean }
  /** Never answer (until the stand-in closes). */
  | { readonly hang: true }
  /** Answer normally after a delay. */
  | { readonly delayMs: number }
  /**
   * A 200 whose body never ends: `flood` sends 64 KiB chunks as fast as the client reads them,
   * `trickle` one byte every 50 ms. Either stops when the client goes away.
   */
  | { readonly stream: 'flood' | 'trickle' }

export interface RecordedRequest {
  readonly route: Route
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingMessage['headers']
  readonly body: unknown
  status?: number
}

export function applyFault(
  fault: Exclude<Fault, { delayMs: number }>,
  res: ServerResponse,
  record: RecordedRequest
): void {
  if ('hang' in fault) return
  if ('stream' in fault) return stream(fault.stream, res)
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

/** Whether the stand-in does what the request asks before the fault answers it. */
export function actsFirst(fault: Fault | undefined): boolean {
  return fault !== undefined && 'afterActing' in fault && fault.afterActing === true
}

function stream(kind: 'flood' | 'trickle', res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.write('{"id":"job_1","status":"active","model":"')
  const chunk = kind === 'flood' ? 'x'.repeat(64 * 1024) : 'x'
  const timer = setInterval(
    () => {
      if (res.destroyed || res.writableEnded) clearInterval(timer)
      else if (kind === 'trickle' || !res.writableNeedDrain) res.write(chunk)
    },
    kind === 'flood' ? 1 : 50
  )
  res.on('close', () => clearInterval(timer))
}

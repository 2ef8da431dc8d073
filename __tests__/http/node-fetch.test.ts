import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Socket, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { createNodeFetch, nodeFetch } from '../../src/http/node-fetch.js'
import { errorCode } from '../../src/text/format.js'

/** A loopback server whose answer each test chooses by path. */
let server: Server
let base = ''
const seen: { method: string; headers: IncomingMessage['headers']; body: string }[] = []

const ROUTES: Record<string, (res: ServerResponse) => void> = {
  '/json': res => {
    res.setHeader('set-cookie', ['a=1', 'b=2'])
    res.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-n': '7' })
    res.end('{"ok":true}')
  },
  '/redirect': res => res.writeHead(302, { location: 'http://elsewhere.invalid/' }).end(),
  '/endless': res => {
    res.writeHead(200)
    const push = () => {
      if (!res.destroyed && res.write(Buffer.alloc(64 * 1024, 97))) setImmediate(push)
      else if (!res.destroyed) res.once('drain', push)
    }
    push()
  },
  '/slow-body': res => {
    res.writeHead(200)
    res.write('part')
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers, body })
      ;(ROUTES[req.url ?? ''] ?? (r => r.writeHead(404).end()))(res)
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise(resolve => server.close(resolve))
})

describe('nodeFetch', () => {
  test('sends the method, headers and body, and answers like fetch: status, headers, text and JSON', async () => {
    const res = await nodeFetch(`${base}/json`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"prompt":"héllo"}'
    })
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-length': '19' },
      body: '{"prompt":"héllo"}'
    })
    expect([res.status, res.statusText, res.url]).toEqual([201, 'Made', `${base}/json`])
    expect(res.headers.get('Content-Type')).toBe('application/json')
    expect(res.headers.get('set-cookie')).toBe('a=1, b=2')
    expect(res.headers.get('missing')).toBeNull()
    expect(Object.fromEntries(res.headers)).toMatchObject({ 'x-n': '7' })
    expect(JSON.parse(await res.text())).toEqual({ ok: true })
  })

  test('a redirect is answered, never followed', async () => {
    const res = await nodeFetch(`${base}/redirect`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('http://elsewhere.invalid/')
    expect(seen.filter(s => s.method === 'GET')).toHaveLength(1)
  })

  test('an endless answer is cut at the limit: text() fails, and the body stops being read', async () => {
    const small = createNodeFetch({ maxTextBytes: 1024 * 1024 })
    const res = await small(`${base}/endless`)
    await expect(res.text()).rejects.toThrow('is larger than 1048576 bytes')
    const again = await small(`${base}/endless`)
    let read = 0
    for await (const chunk of again.body ?? []) {
      read += chunk.byteLength
      if (read > 100_000) break
    }
    expect(read).toBeLessThan(1024 * 1024)
  })

  test('the signal aborts the reading of the body too', async () => {
    const controller = new AbortController()
    const res = await nodeFetch(`${base}/slow-body`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await expect(res.text()).rejects.toThrow()
  })

  test('a connection refused is a Node error with its code, before any answer', async () => {
    const closed = createServer()
    await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise(resolve => closed.close(resolve))
    const failure = await nodeFetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e)
    expect(errorCode(failure)).toBe('ECONNREFUSED')
  })

  test('a connection that cannot be set up in time is CONNECT_TIMEOUT, so a POST counts as not sent', async () => {
    // A socket that never connects, as behind a firewall that drops the handshake.
    const never = () => {
      const socket = new Socket()
      Object.defineProperty(socket, 'connecting', { value: true })
      return socket
    }
    const slow = createNodeFetch({ connectTimeoutMs: 100, createConnection: never })
    const started = Date.now()
    const failure = await slow(`${base}/json`, { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e
    )
    expect(errorCode(failure)).toBe('CONNECT_TIMEOUT')
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

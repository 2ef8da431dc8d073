import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { Socket, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { getCACertificates, setDefaultCACertificates } from 'node:tls'
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { ConnectProxy } from '../../emulator/proxy.js'
import { failureIn } from '../../src/http/failure.js'
import {
  DIRECT,
  openHttpStack,
  readBounded,
  timeLimit,
  whole,
  type Fetch
} from '../../src/http/stack.js'

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
  },
  '/hang': () => undefined,
  '/drop': res => res.socket?.destroy(),
  '/half': res => {
    res.writeHead(200, { 'content-length': '100' })
    res.write('x'.repeat(50))
    setTimeout(() => res.socket?.destroy(), 20)
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

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => failureIn(error)
  )

describe('fetch on node:http', () => {
  test('sends the method, headers and body, and answers like fetch: status, headers, text and JSON', async () => {
    const res = await DIRECT.fetch(`${base}/json`, {
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
    const before = seen.length
    const res = await DIRECT.fetch(`${base}/redirect`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('http://elsewhere.invalid/')
    expect(seen).toHaveLength(before + 1)
  })

  test('an endless answer is cut at the limit: text() fails, and the body stops being read', async () => {
    const small = stack({ maxTextBytes: 1024 * 1024 })
    const res = await small(`${base}/endless`)
    await expect(res.text()).rejects.toThrow('is larger than 1048576 bytes')
    const again = await small(`${base}/endless`)
    expect(await readBounded(again.body, 100_000)).toEqual({ kind: 'too-large', maxBytes: 100_000 })
  })

  test('whole() reads the body once, and can give it again', async () => {
    const res = await whole(await DIRECT.fetch(`${base}/json`))
    expect(await res.text()).toBe('{"ok":true}')
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('{"ok":true}')
    expect(await readBounded(res.body, 100)).toEqual({
      kind: 'bytes',
      bytes: Buffer.from('{"ok":true}')
    })
  })
})

describe('every failure, judged by what the connection saw', () => {
  test('refused: not sent', async () => {
    const failure = await failureOf(DIRECT.fetch(`http://127.0.0.1:${await closedPort()}/`))
    expect(failure).toEqual({ kind: 'not-sent', code: 'ECONNREFUSED' })
  })

  test('a connection that cannot be set up in time is not sent, so a POST may go again', async () => {
    // A socket that never connects, as behind a firewall that drops the handshake.
    const never = () => {
      const socket = new Socket()
      Object.defineProperty(socket, 'connecting', { value: true })
      return socket
    }
    const slow = stack({ connectTimeoutMs: 100, createConnection: never })
    const started = Date.now()
    const failure = await failureOf(slow(`${base}/json`, { method: 'POST', body: '{}' }))
    expect(failure).toEqual({ kind: 'not-sent', code: 'CONNECT_TIMEOUT' })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('dropped after the request was sent: cut, before the answer or in its body', async () => {
    expect(await failureOf(DIRECT.fetch(`${base}/drop`, { method: 'POST', body: '{}' }))).toEqual({
      kind: 'cut',
      code: 'ECONNRESET'
    })
    const half = await DIRECT.fetch(`${base}/half`)
    expect(await failureOf(half.text())).toMatchObject({ kind: 'cut' })
  })

  test('the time limit: timeout, before the answer and while reading the body', async () => {
    expect(await failureOf(DIRECT.fetch(`${base}/hang`, { signal: timeLimit(100) }))).toEqual({
      kind: 'timeout'
    })
    const res = await DIRECT.fetch(`${base}/slow-body`, { signal: timeLimit(100) })
    expect(await failureOf(res.text())).toEqual({ kind: 'timeout' })
  })

  test('a cancel: cancelled, before the answer and while reading the body', async () => {
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    expect(await failureOf(DIRECT.fetch(`${base}/hang`, { signal: controller.signal }))).toEqual({
      kind: 'cancelled'
    })
    const again = new AbortController()
    const res = await DIRECT.fetch(`${base}/slow-body`, { signal: again.signal })
    setTimeout(() => again.abort(), 50)
    expect(await failureOf(res.text())).toEqual({ kind: 'cancelled' })
  })

  test('a header Node refuses: not sent', async () => {
    const failure = await failureOf(DIRECT.fetch(`${base}/json`, { headers: { 'x-bad': 'a\nb' } }))
    expect(failure).toMatchObject({ kind: 'not-sent', code: 'ERR_INVALID_CHAR' })
  })
})

describe('through a CONNECT proxy', () => {
  let proxy: ConnectProxy
  beforeAll(async () => {
    proxy = await new ConnectProxy().start()
  })
  afterAll(async () => {
    await proxy.close()
  })
  const through = (env: Record<string, string>) => {
    const opened = openHttpStack(env)
    if (opened.kind !== 'ready') throw new Error(opened.problem)
    return opened.stack.fetch
  }

  test('http:// is tunnelled too, so the proxy sees only the host and port', async () => {
    proxy.refuseWith = undefined
    const fetch = through({ http_proxy: `http://me:pw@${new URL(proxy.url).host}` })
    const res = await fetch(`${base}/json`)
    expect(res.status).toBe(201)
    expect(proxy.tunnels.at(-1)).toMatchObject({
      target: new URL(base).host,
      proxyAuthorization: `Basic ${Buffer.from('me:pw').toString('base64')}`
    })
  })

  test('one tunnel serves request after request to a host, as a direct connection does', async () => {
    proxy.refuseWith = undefined
    const fetch = through({ HTTP_PROXY: proxy.url })
    const before = proxy.tunnels.length
    // The first request's cancellation bounds its tunnel's opening, not the tunnel's life.
    const first = new AbortController()
    expect(await (await fetch(`${base}/json`, { signal: first.signal })).text()).toBe('{"ok":true}')
    first.abort()
    for (let n = 0; n < 3; n++)
      expect(await (await fetch(`${base}/json`)).text()).toBe('{"ok":true}')
    expect(proxy.tunnels.length - before).toBe(1)
    // A tunnel that breaks is not used again: the next request opens another.
    expect(await failureOf(fetch(`${base}/drop`))).toMatchObject({ kind: 'cut' })
    expect(await (await fetch(`${base}/json`)).text()).toBe('{"ok":true}')
    expect(proxy.tunnels.length - before).toBe(2)
  })

  test('an https:// host named by its address: the certificate is checked for that address', async () => {
    proxy.refuseWith = undefined
    // Two servers on 127.0.0.1, each with a certificate for one name alone; both are trusted.
    const tlsDir = join(import.meta.dirname, '..', '..', 'emulator', 'tls')
    const pem = (file: string) => readFileSync(join(tlsDir, file), 'utf8')
    const serve = async (name: string) => {
      const options = { cert: pem(`${name}-cert.pem`), key: pem(`${name}-key.pem`) }
      const https = createHttpsServer(options, (_req, res) => res.end(name))
      await new Promise<void>(resolve => https.listen(0, '127.0.0.1', resolve))
      return { https, url: `https://127.0.0.1:${(https.address() as AddressInfo).port}/` }
    }
    const [byAddress, byName] = [await serve('ip-only'), await serve('localhost-only')]
    const trusted = getCACertificates('default')
    setDefaultCACertificates([...trusted, pem('ip-only-cert.pem'), pem('localhost-only-cert.pem')])
    try {
      // The proxy is named `localhost`: a check against the proxy's name would pass the second.
      const fetch = through({ HTTPS_PROXY: proxy.url.replace('127.0.0.1', 'localhost') })
      expect(await (await fetch(byAddress.url)).text()).toBe('ip-only')
      expect(await failureOf(fetch(byName.url))).toEqual({
        kind: 'not-sent',
        code: 'ERR_TLS_CERT_ALTNAME_INVALID'
      })
    } finally {
      setDefaultCACertificates(trusted)
      for (const { https } of [byAddress, byName]) {
        https.closeAllConnections()
        https.close()
      }
    }
  })

  test('a cancel while the proxy has not answered CONNECT gives the tunnel up too', async () => {
    proxy.refuseWith = undefined
    proxy.holdConnects = true
    try {
      const opened = openHttpStack({ HTTP_PROXY: proxy.url }, { connectTimeoutMs: 60_000 })
      if (opened.kind !== 'ready') throw new Error(opened.problem)
      const controller = new AbortController()
      const asked = opened.stack.fetch(`${base}/json`, { signal: controller.signal })
      while (proxy.held.length === 0) await new Promise(resolve => setTimeout(resolve, 5))
      controller.abort()
      expect(await failureOf(asked)).toEqual({ kind: 'cancelled' })
      // The CONNECT is dropped at once, not when its connect timeout (a minute) runs out.
      await proxy.held[0]
    } finally {
      proxy.holdConnects = false
    }
  })

  test.each([407, 403, 502])(
    'a proxy that answers CONNECT with %d refused: nothing went past it',
    async status => {
      proxy.refuseWith = status
      const before = seen.length
      const failure = await failureOf(
        through({ HTTP_PROXY: proxy.url })(`${base}/json`, { method: 'POST', body: '{}' })
      )
      expect(failure).toEqual({
        kind: 'proxy',
        proxy: new URL(proxy.url).host,
        status,
        code: undefined
      })
      expect(seen).toHaveLength(before)
    }
  )

  test("a proxy that cannot be reached is the proxy's failure, with its code", async () => {
    const port = await closedPort()
    const failure = await failureOf(through({ HTTP_PROXY: `127.0.0.1:${port}` })(`${base}/json`))
    expect(failure).toEqual({
      kind: 'proxy',
      proxy: `127.0.0.1:${port}`,
      status: undefined,
      code: 'ECONNREFUSED'
    })
  })

  test('through the tunnel, the same failures as direct: cut, timeout, cancelled', async () => {
    proxy.refuseWith = undefined
    const fetch = through({ HTTP_PROXY: proxy.url })
    expect(await failureOf(fetch(`${base}/drop`))).toMatchObject({ kind: 'cut' })
    expect(await failureOf(fetch(`${base}/hang`, { signal: timeLimit(100) }))).toEqual({
      kind: 'timeout'
    })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    expect(await failureOf(fetch(`${base}/hang`, { signal: controller.signal }))).toEqual({
      kind: 'cancelled'
    })
  })

  test('NO_PROXY sends the host direct', async () => {
    proxy.refuseWith = 407
    const res = await through({ HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' })(`${base}/json`)
    expect(res.status).toBe(201)
  })
})

describe('openHttpStack', () => {
  test('without a proxy, direct', () => {
    expect(openHttpStack({ NO_PROXY: '*' })).toMatchObject({
      kind: 'ready',
      stack: { route: 'directly' }
    })
  })
  test('behind a proxy, the log names it without its credentials', () => {
    expect(openHttpStack({ HTTPS_PROXY: 'http://me:s3cret@proxy.corp:3128/' })).toMatchObject({
      stack: { route: 'through the proxy at http://***@proxy.corp:3128' }
    })
    // As curl reads it: a bare host:port is an http:// proxy.
    expect(openHttpStack({ HTTP_PROXY: 'proxy.corp:3128' })).toMatchObject({
      stack: { route: 'through the proxy at http://proxy.corp:3128' }
    })
  })
  test('a proxy variable that is not an http(s) URL is refused, naming it', () => {
    expect(openHttpStack({ https_proxy: 'socks5://p:1080' })).toEqual({
      kind: 'refused',
      problem:
        'The HTTPS_PROXY variable must be a proxy URL such as http://proxy.example.com:3128; got "socks5://p:1080".'
    })
    expect(openHttpStack({ HTTP_PROXY: 'http://[bad' })).toMatchObject({
      kind: 'refused',
      problem: expect.stringContaining('HTTP_PROXY')
    })
  })
})

/** A fetch of the stack with other limits. */
function stack(limits: Parameters<typeof openHttpStack>[1]): Fetch {
  const opened = openHttpStack({}, limits)
  if (opened.kind !== 'ready') throw new Error(opened.problem)
  return opened.stack.fetch
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const closed = createServer()
  await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve))
  const port = (closed.address() as AddressInfo).port
  await new Promise(resolve => closed.close(resolve))
  return port
}

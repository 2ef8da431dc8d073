import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

/**
 * A small forward proxy on 127.0.0.1 for the proxy tests, as a corporate proxy works for HTTPS:
 * a client asks `CONNECT host:port`, the proxy opens that connection and relays bytes both ways.
 * It records each tunnel's target, its Proxy-Authorization, and every byte the client sent
 * through it, so a test can tell what went through (plain HTTP requests are readable; TLS is not)
 * and that a secret never did. Requests that are not CONNECT get 501: undici tunnels everything.
 */
export interface Tunnel {
  readonly target: string
  readonly proxyAuthorization: string | undefined
  /** What the client sent through the tunnel, as it passed (TLS records for https://). */
  readonly sent: Buffer[]
}

export class ConnectProxy {
  readonly tunnels: Tunnel[] = []
  url = ''
  /** Answer every CONNECT with this status instead (407 for credentials, 403 for a blocked host). */
  refuseWith: number | undefined
  /** Answer no CONNECT at all, as a proxy that hangs; each such one closes `held` when the client gives up. */
  holdConnects = false
  readonly held: Promise<void>[] = []
  private readonly server: Server
  private readonly sockets = new Set<Socket>()

  constructor() {
    this.server = createServer((_req, res) => {
      res.writeHead(501, { 'content-type': 'text/plain' }).end('only CONNECT is served')
    })
    this.server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
      this.tunnel(req, client, head)
    })
    this.server.on('connection', socket => this.track(socket))
  }

  async start(): Promise<this> {
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  /** Everything clients sent through every tunnel, as one text (binary as latin1). */
  get seen(): string {
    return Buffer.concat(this.tunnels.flatMap(t => t.sent)).toString('latin1')
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>(resolve => this.server.close(() => resolve()))
  }

  private tunnel(req: IncomingMessage, client: Socket, head: Buffer): void {
    const target = req.url ?? ''
    const tunnel: Tunnel = {
      target,
      proxyAuthorization: req.headers['proxy-authorization'],
      sent: head.length > 0 ? [head] : []
    }
    this.tunnels.push(tunnel)
    if (this.holdConnects) {
      // Read, so that the client's end is seen (the server's sockets stay half open).
      this.held.push(new Promise(resolve => client.resume().once('end', () => resolve())))
      return
    }
    if (this.refuseWith !== undefined) {
      client.end(`HTTP/1.1 ${this.refuseWith} Refused\r\nContent-Length: 0\r\n\r\n`)
      return
    }
    let connected = false
    const [host, port] = [
      target.slice(0, target.lastIndexOf(':')),
      target.slice(target.lastIndexOf(':') + 1)
    ]
    const upstream = this.track(connect(Number(port), host.replace(/^\[|\]$/g, '')))
    upstream.on('connect', () => {
      connected = true
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length > 0) upstream.write(head)
      client.on('data', (chunk: Buffer) => tunnel.sent.push(chunk))
      client.pipe(upstream).pipe(client)
    })
    upstream.on('error', () =>
      connected ? client.destroy() : client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    )
    client.on('error', () => upstream.destroy())
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    return socket
  }
}

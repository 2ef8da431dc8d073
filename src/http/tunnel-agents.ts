import type { Agent, RequestOptions } from 'node:http'
import type { Duplex } from 'node:stream'
import { http, https, tls } from './builtins.js'
import { openTunnel, type Proxy } from './proxy.js'

/** A request's options, with the cancellation its tunnel is opened under (`tunnelOptions`). */
interface TunnelledOptions {
  readonly host?: string | null
  readonly port?: number | string | null
  readonly servername?: string
  readonly tunnelSignal?: AbortSignal
}

/**
 * The agents of the requests that go through a proxy's CONNECT tunnel, one per proxy and scheme,
 * each keeping its connections alive: a tunnel (with TLS inside it, for https) serves one request
 * after another to the same host, as a direct connection does. A tunnel per request cost every
 * page of an export a CONNECT and a TLS handshake. A tunnel that cannot be opened fails the request
 * that asked for it, with the proxy's failure (`openTunnel`), within `connectTimeoutMs` and that
 * request's cancellation.
 */
export class TunnelAgents {
  private readonly agents = new Map<string, Agent>()

  constructor(private readonly connectTimeoutMs: number) {}

  /** The agent of requests to `secure` (https) or plain hosts through `proxy`. */
  through(proxy: Proxy, secure: boolean): Agent {
    const key = `${secure ? 'https' : 'http'} ${proxy.url.href}`
    const known = this.agents.get(key)
    if (known !== undefined) return known
    // As Node's global agent keeps direct connections: an idle one is closed after 5 s, so a
    // request after a long wait does not go out on a tunnel the far end may have dropped.
    const keep = { keepAlive: true, scheduling: 'lifo', timeout: 5000 } as const
    const agent = secure ? new https.Agent(keep) : new http.Agent(keep)
    // Node's agent asks for a connection with the request's host, port and servername, and takes
    // it through the callback, once the tunnel (and its TLS) is set up.
    const connect = (
      options: TunnelledOptions,
      done: (error: Error | null, socket?: Duplex) => void
    ) => {
      const host = options.host ?? 'localhost'
      const target = new URL(
        `${secure ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}`
      )
      target.port = String(options.port ?? '')
      const bounds = { connectTimeoutMs: this.connectTimeoutMs, signal: options.tunnelSignal }
      openTunnel(proxy, target, bounds, (error, socket) => {
        if (socket === undefined) return done(error ?? new Error('no tunnel'))
        if (!secure) return done(null, socket)
        // The certificate is checked for the target: its name, or its address (Node's agent
        // gives an empty servername for an IP, which is sent no SNI and must not fall back to
        // the proxy's name or localhost).
        const servername = options.servername === '' ? undefined : options.servername
        const secured = tls.connect({ socket, host, servername, ALPNProtocols: ['http/1.1'] })
        return done(null, secured)
      })
      return undefined
    }
    agent.createConnection = connect
    this.agents.set(key, agent)
    return agent
  }
}

/** The options that give a request's cancellation to the tunnel its agent opens for it. */
export function tunnelOptions(signal: AbortSignal | undefined): RequestOptions {
  // Node hands the request's options to the agent without its `signal`; this one goes through.
  const options: RequestOptions & TunnelledOptions =
    signal === undefined ? {} : { tunnelSignal: signal }
  return options
}

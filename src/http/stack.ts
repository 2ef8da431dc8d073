import { printable } from '../text/format.js'
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
  const { EnvHttpProxyAgent, fetch } = (await import('undici')).default
  const dispatcher = new EnvHttpProxyAgent({
    // Given explicitly (an empty string for none), so that `env` is the only source read.
    httpsProxy: proxy.https ?? proxy.http ?? '',
    httpProxy: proxy.http ?? '',
    noProxy: proxy.noProxy ?? '',
    connect: { timeout: CONNECT_TIMEOUT_MS }
  })
  const stack: HttpStack = {
    // undici's Response is more than the run reads (HttpResponse), and its body iterates alike.
    fetch: (input: string | URL, init?: object) => fetch(input, { ...init, dispatcher }),
    route: `through the proxy at ${withoutPassword(proxy.https ?? proxy.http ?? '')}`,
    close: () => dispatcher.close()
  }
  return { kind: 'ready', stack }
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

import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { ConnectProxy } from '../../emulator/proxy.js'
import { TEST_CA_FILE, type Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv, issuesLabeled, runAction } from '../../emulator/runner.js'
import { startStandIn, stopStandIn } from './stand-in.js'

/**
 * Self-hosted runners behind a corporate proxy: HTTPS_PROXY / HTTP_PROXY / NO_PROXY, in either
 * case, route both the service's requests and GitHub's through the proxy, as the runner and
 * GitHub's toolkit do. The proxy here is a real CONNECT proxy on 127.0.0.1 that records what
 * passes through it.
 */

const PR = 'https://github.com/acme/docs/pull/42'
let emulator: Emulator
let proxy: ConnectProxy

beforeEach(async () => {
  proxy = await new ConnectProxy().start()
})

afterEach(async () => {
  await proxy.close()
  await stopStandIn(emulator)
})

async function runThroughProxy(env: Record<string, string>) {
  emulator.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
  return runAction({
    inputs: agentInputs(emulator),
    event: issuesLabeled(7),
    env: { ...githubEnv(emulator), ...env }
  })
}

describe('behind a proxy', () => {
  test('HTTPS_PROXY and HTTP_PROXY carry the service calls and the GitHub calls', async () => {
    emulator = await startStandIn()
    const run = await runThroughProxy({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url })

    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Requests go through the proxy at ${proxy.url}.`)
    expect(run.outputs.prLink).toBe(PR)
    const { host } = new URL(emulator.url)
    expect(proxy.tunnels.map(t => t.target)).toContain(host)
    expect(proxy.tunnels.every(t => t.target === host)).toBe(true)
    // Plain http:// to the loopback stand-in, so the tunnelled requests are readable here.
    expect(proxy.seen).toContain('POST /v2/agent/docs/job HTTP/1.1')
    expect(proxy.seen).toContain('GET /v2/agent/docs/job/job_1 HTTP/1.1')
    expect(proxy.seen).toContain('POST /github/repos/acme/docs/issues/7/comments HTTP/1.1')
    expect(proxy.seen).toContain('PATCH /github/repos/acme/docs/pulls/42 HTTP/1.1')
    // Every request the stand-in answered came through the proxy.
    const through = proxy.seen.match(/(GET|POST|PATCH|PUT|DELETE) \/\S* HTTP\/1\.1\r\n/g) ?? []
    expect(through).toHaveLength(emulator.requests.length)
  })

  test('lower-case http_proxy works too, and NO_PROXY sends the named hosts direct', async () => {
    emulator = await startStandIn()
    const run = await runThroughProxy({ http_proxy: proxy.url, NO_PROXY: 'example.com,127.0.0.1' })

    expect(run.code).toBe(0)
    expect(run.outputs.prLink).toBe(PR)
    expect(emulator.count('create')).toBe(1)
    expect(proxy.tunnels).toEqual([])
  })

  test('an https:// service is reached through a CONNECT tunnel: the proxy never sees the key', async () => {
    emulator = await startStandIn({ tls: true })
    const run = await runThroughProxy({
      https_proxy: `http://corp:hunter2@${new URL(proxy.url).host}`,
      NO_PROXY: '',
      NODE_EXTRA_CA_CERTS: TEST_CA_FILE
    })

    expect(run.code).toBe(0)
    expect(run.outputs.prLink).toBe(PR)
    expect(emulator.url).toMatch(/^https:/)
    expect(emulator.count('create')).toBe(1)
    expect(proxy.tunnels.length).toBeGreaterThan(0)
    // A tunnel, and the TLS in it, serve request after request, as a direct connection does.
    expect(proxy.tunnels.length).toBeLessThan(emulator.requests.length / 2)
    expect(proxy.tunnels[0]?.proxyAuthorization).toBe(
      `Basic ${Buffer.from('corp:hunter2').toString('base64')}`
    )
    // Only TLS records passed: neither the key, nor the token, nor any request line.
    expect(proxy.seen).not.toContain(emulator.apiKey)
    expect(proxy.seen).not.toContain(emulator.githubToken)
    expect(proxy.seen).not.toContain('/v2/agent')
    expect(proxy.seen).not.toContain('Bearer')
    // The log names the proxy without its password.
    expect(run.stdout).toContain('Requests go through the proxy at http://***@127.0.0.1:')
    expect(run.stdout).not.toContain('hunter2')
  })

  test('a proxy that cannot be reached fails the run clearly, and creates nothing', async () => {
    emulator = await startStandIn()
    // Nothing listens on port 1: the connection to the proxy is refused.
    const nowhere = 'http://127.0.0.1:1'
    const run = await runAction({
      inputs: agentInputs(emulator, { prompt: 'Fix the typos.' }),
      env: { HTTPS_PROXY: nowhere, HTTP_PROXY: nowhere }
    })

    expect(run.code).toBe(1)
    expect(emulator.requests).toEqual([])
    expect(run.stdout).toMatch(/::error::.*create a job/)
  })

  test.each([
    [
      407,
      'Proxy Authentication Required',
      1,
      'Check the user name and password in the proxy variable'
    ],
    [403, 'Forbidden', 1, 'Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.'],
    [502, 'Bad Gateway', 5, 'Check HTTPS_PROXY, HTTP_PROXY and NO_PROXY.']
  ])(
    'a proxy that answers CONNECT with %d: the proxy refused, named by host and port, nothing reached the service',
    async (status, name, attempts, hint) => {
      emulator = await startStandIn({ tls: true })
      proxy.refuseWith = status
      const host = new URL(proxy.url).host
      const run = await runAction({
        inputs: agentInputs(emulator, { prompt: 'Fix the typos.' }),
        env: {
          https_proxy: `http://corp:hunter2@${host}`,
          NODE_EXTRA_CA_CERTS: TEST_CA_FILE,
          MINTLIFY_ACTION_RETRY_DELAY: '1ms'
        }
      })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(
        `::error::The request to create a job in project "docs" did not get past the proxy: the proxy at ${host} refused the connection (${status} ${name})${attempts > 1 ? ` after ${attempts} attempts` : ''}, so nothing reached the service at ${emulator.url}. ${hint}`
      )
      expect(run.stdout).not.toContain('may have acted')
      expect(run.stdout + run.stderr).not.toContain('hunter2')
      expect(run.stdout + run.stderr).not.toContain('corp:')
      expect(proxy.tunnels).toHaveLength(attempts)
      expect(emulator.requests).toEqual([])
    }
  )

  test('a proxy that cannot be reached is named, and the service is not blamed', async () => {
    emulator = await startStandIn({ tls: true })
    const run = await runAction({
      inputs: agentInputs(emulator, { prompt: 'Fix the typos.' }),
      env: {
        HTTPS_PROXY: 'http://user:secret@127.0.0.1:1',
        NODE_EXTRA_CA_CERTS: TEST_CA_FILE,
        MINTLIFY_ACTION_RETRY_DELAY: '1ms'
      }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::The request to create a job in project "docs" did not get past the proxy: the proxy at 127.0.0.1:1 could not be reached (ECONNREFUSED) after 5 attempts, so nothing reached the service at'
    )
    expect(run.stdout).not.toContain('may have acted')
    expect(run.stdout + run.stderr).not.toContain('secret')
    expect(emulator.requests).toEqual([])
  })

  test("GitHub's calls through a refusing proxy fail closed, naming the proxy", async () => {
    emulator = await startStandIn({ tls: true })
    proxy.refuseWith = 407
    const run = await runAction({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: { ...githubEnv(emulator), HTTPS_PROXY: proxy.url, NODE_EXTRA_CA_CERTS: TEST_CA_FILE }
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      `the permission of maintainer could not be checked (the proxy at ${new URL(proxy.url).host} refused the connection (407 Proxy Authentication Required): PROXY_REFUSED); GitHub could not be reached.`
    )
    expect(emulator.requests).toEqual([])
  })

  test('a proxy variable that is not a proxy URL fails the step naming it, before any request', async () => {
    emulator = await startStandIn()
    const run = await runAction({
      inputs: agentInputs(emulator, { prompt: 'Fix the typos.' }),
      env: { ...githubEnv(emulator), https_proxy: 'socks5://proxy.corp:1080' }
    })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::The HTTPS_PROXY variable must be a proxy URL such as http://proxy.example.com:3128; got "socks5://proxy.corp:1080".'
    )
    expect(emulator.requests).toEqual([])
  })
})

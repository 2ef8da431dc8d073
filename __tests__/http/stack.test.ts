import { describe, expect, test } from '@jest/globals'
import { DIRECT, openHttpStack, proxyOf } from '../../src/http/stack.js'

describe('proxyOf', () => {
  test('no proxy variable, or only blank ones: none (NO_PROXY alone changes nothing)', () => {
    expect(proxyOf({})).toEqual({ kind: 'direct' })
    expect(proxyOf({ HTTPS_PROXY: ' ', NO_PROXY: 'example.com' })).toEqual({ kind: 'direct' })
  })
  test('either case; lower case first, as curl and undici read them', () => {
    expect(proxyOf({ https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2' })).toEqual({
      kind: 'proxy',
      https: 'http://a:1',
      http: undefined,
      noProxy: undefined
    })
    expect(proxyOf({ HTTP_PROXY: 'http://p:3128', no_proxy: '.corp, 10.0.0.1' })).toEqual({
      kind: 'proxy',
      https: undefined,
      http: 'http://p:3128',
      noProxy: '.corp, 10.0.0.1'
    })
  })
})

describe('openHttpStack', () => {
  test('without a proxy, node:http (nodeFetch), loading nothing', async () => {
    expect(await openHttpStack({ NO_PROXY: '*' })).toEqual({ kind: 'ready', stack: DIRECT })
  })
  test('behind a proxy, the log names it without its credentials', async () => {
    const stack = await ready({ HTTPS_PROXY: 'http://me:s3cret@proxy.corp:3128/' })
    expect(stack.route).toBe('through the proxy at http://***@proxy.corp:3128')
    await stack.close()
    // As curl reads it: a bare host:port is an http:// proxy.
    const bare = await ready({ HTTP_PROXY: 'proxy.corp:3128' })
    expect(bare.route).toBe('through the proxy at http://proxy.corp:3128')
    await bare.close()
  })
})

test('a proxy variable that is not an http(s) URL is refused, naming it', async () => {
  expect(await openHttpStack({ https_proxy: 'socks5://p:1080' })).toEqual({
    kind: 'refused',
    problem:
      'The HTTPS_PROXY variable must be a proxy URL such as http://proxy.example.com:3128; got "socks5://p:1080".'
  })
  expect(await openHttpStack({ HTTP_PROXY: 'http://[bad' })).toMatchObject({
    kind: 'refused',
    problem: expect.stringContaining('HTTP_PROXY')
  })
})

async function ready(env: Record<string, string>) {
  const opened = await openHttpStack(env)
  if (opened.kind !== 'ready') throw new Error(opened.problem)
  return opened.stack
}

import { describe, expect, test } from '@jest/globals'
import {
  bypassed,
  describeProxy,
  proxyFor,
  proxyOf,
  withoutPassword
} from '../../src/http/proxy.js'

describe('proxyOf', () => {
  test('no proxy variable, or only blank ones: none (NO_PROXY alone changes nothing)', () => {
    expect(proxyOf({})).toEqual({ kind: 'direct' })
    expect(proxyOf({ HTTPS_PROXY: ' ', NO_PROXY: 'example.com' })).toEqual({ kind: 'direct' })
  })
  test('either case; lower case first, as curl reads them', () => {
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

describe('proxyFor', () => {
  const read = {
    kind: 'proxy',
    https: undefined,
    http: 'http://u%40x:p%3Aw@p:3128',
    noProxy: ''
  } as const
  test('https:// falls back to HTTP_PROXY; credentials are decoded for Basic', () => {
    const proxy = proxyFor(read, new URL('https://api.mintlify.com/v2'))
    expect(proxy?.host).toBe('p:3128')
    expect(proxy?.authorization).toBe(`Basic ${Buffer.from('u@x:p:w').toString('base64')}`)
  })
  test('http:// never uses HTTPS_PROXY; no credentials, no header', () => {
    const onlyHttps = { ...read, https: 'http://s:1', http: undefined }
    expect(proxyFor(onlyHttps, new URL('http://a.example/'))).toBeUndefined()
    expect(proxyFor(onlyHttps, new URL('https://a.example/'))).toMatchObject({
      host: 's:1',
      authorization: undefined
    })
  })
})

describe('bypassed: NO_PROXY as undici reads it', () => {
  test.each([
    ['*', 'https://anything.example/', true],
    ['example.com', 'https://example.com/', true],
    ['example.com', 'https://api.example.com/', false],
    ['.example.com', 'https://api.example.com/', true],
    ['*.example.com', 'https://api.example.com/', true],
    ['.example.com', 'https://example.com/', false],
    ['EXAMPLE.com', 'https://example.COM/', true],
    ['example.com:8443', 'https://example.com:8443/', true],
    ['example.com:8443', 'https://example.com/', false],
    ['example.com:443', 'https://example.com/', true],
    ['example.com:80', 'http://example.com/', true],
    ['a.example, b.example', 'https://b.example/', true],
    ['a.example b.example', 'https://b.example/', true],
    ['127.0.0.1', 'http://127.0.0.1:9/', true],
    ['[::1]', 'http://[::1]:9/', true],
    ['', 'https://example.com/', false],
    [' , ', 'https://example.com/', false]
  ])('%j for %s: %s', (noProxy, url, expected) => {
    expect(bypassed(noProxy, new URL(url))).toBe(expected)
  })
})

test('withoutPassword and describeProxy name a proxy without its credentials', () => {
  expect(withoutPassword('http://me:pw@p:3128/')).toBe('http://***@p:3128')
  expect(withoutPassword('http://p:3128')).toBe('http://p:3128')
  const refused = { kind: 'proxy', proxy: 'p:3128', status: 504, code: undefined } as const
  expect(describeProxy(refused)).toBe(
    'the proxy at p:3128 refused the connection (504 Gateway Timeout)'
  )
  expect(describeProxy({ ...refused, status: undefined, code: undefined })).toBe(
    'the proxy at p:3128 could not be reached (no answer)'
  )
})

import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import type { Logger } from '../../src/action/io.js'
import { createServiceClient } from '../../src/service/client.js'
import { createSiteSearch, SEARCH_PAGE_SIZE } from '../../src/service/discovery.js'
import { ServiceError } from '../../src/service/errors.js'
import { Emulator } from '../../emulator/server.js'
import { testTiming } from '../helpers/timing.js'

/** The live site's search over loopback: the stand-in's Discovery API, checked against its contract. */

let emulator: Emulator
const log: Logger = { debug: () => undefined, info: () => undefined, warning: () => undefined }

function siteSearch(key = emulator.searchKey, domain = 'docs') {
  const client = createServiceClient({
    baseUrl: new URL(emulator.url),
    apiKey: key,
    userAgent: 'test/1',
    requestTimeoutMs: 5000,
    retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 2000 },
    log,
    time: testTiming()
  })
  return createSiteSearch(client, domain)
}

async function caught(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ServiceError) return error
    throw error
  }
  throw new Error('expected a ServiceError')
}

beforeEach(async () => {
  emulator = await new Emulator().start()
  emulator.site.set('/guides/webhooks', 'Webhook retries: a failed delivery is retried 5 times.')
  emulator.site.set('/api/keys', 'Rotate your API key from the dashboard.')
})
afterEach(async () => {
  await emulator.close()
  expect(emulator.violations).toEqual([])
})

describe('searching the live site', () => {
  test('finds the page that answers, sent as the contract says with the assistant key', async () => {
    expect(await siteSearch().search('webhook retries')).toEqual(['/guides/webhooks'])
    const [request] = emulator.requests
    expect(request?.path).toBe('/discovery/v1/search/docs')
    expect(request?.body).toEqual({ query: 'webhook retries', pageSize: SEARCH_PAGE_SIZE })
    expect(request?.headers.authorization).toBe(`Bearer ${emulator.searchKey}`)
  })

  test('finds nothing: an empty list', async () => {
    expect(await siteSearch().search('sso with okta')).toEqual([])
  })

  test('the admin key is another kind: a 401 that names search-key, sent once', async () => {
    const error = await caught(siteSearch(emulator.apiKey).search('webhook retries'))
    expect(error.message).toBe(
      'The service refused the API key (401 Unauthorized) when trying to search the site "docs". Check the search-key input: it must be a current assistant API key of the site (it starts with "mint_dsc_").'
    )
    expect(emulator.count('search')).toBe(1)
  })

  test('a 429 or a 503 is not retried: each search is one request', async () => {
    emulator.inject('search', { status: 429, body: { error: 'Rate limit exceeded' } })
    const limited = await caught(siteSearch().search('webhook retries'))
    expect(limited.message).toContain(
      'Rate limit exceeded (429) when trying to search the site "docs". The service allows 10,000 searches per organization per hour.'
    )
    emulator.inject('search', { status: 503, body: { error: 'down' } })
    await caught(siteSearch().search('webhook retries'))
    expect(emulator.count('search')).toBe(2)
  })

  test('an unknown domain names search-domain', async () => {
    const error = await caught(siteSearch(undefined, 'nope').search('webhook retries'))
    expect(error.message).toContain('check the search-domain input (404 Not Found)')
  })

  test('an answer that is not a list is refused; results without a path are left out', async () => {
    emulator.inject('search', { status: 200, body: { results: [] } })
    expect((await caught(siteSearch().search('x'))).message).toContain(
      'its body is JSON but not a list (an object)'
    )
    emulator.inject('search', {
      status: 200,
      body: [{ content: 'no path' }, { path: '' }, { path: '/ok\u0007' }]
    })
    expect(await siteSearch().search('x')).toEqual(['/ok?'])
  })
})

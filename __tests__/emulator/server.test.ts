import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { request } from 'undici'
import { Emulator } from '../../emulator/server.js'
import { generatedDataset } from '../../emulator/visitors-data.js'

/** The stand-in itself: what the action never sends must still be answered as the contract says. */

let emulator: Emulator
beforeEach(async () => {
  emulator = await new Emulator({ visitors: generatedDataset(10) }).start()
})
afterEach(async () => {
  await emulator.close()
})

async function get(
  path: string,
  key = emulator.apiKey
): Promise<{ status: number; body: unknown }> {
  const res = await request(`${emulator.url}${path}`, {
    headers: { authorization: `Bearer ${key}` }
  })
  return { status: res.statusCode, body: await res.body.json() }
}

describe('visitors endpoint of the stand-in', () => {
  test.each(['limit=0', 'limit=251', 'limit=ten', 'offset=-1', 'dateFrom=yesterday'])(
    "%s gets a 400 with the contract's error body",
    async query => {
      const { status, body } = await get(`/v1/analytics/docs/visitors?${query}`)
      expect(status).toBe(400)
      expect(body).toMatchObject({
        error: 'Invalid query parameters',
        details: [{ message: expect.any(String) }]
      })
      expect(emulator.violations).toEqual([])
    }
  )

  test('the default page is 50 rows, and dateTo is exclusive', async () => {
    const all = await get('/v1/analytics/docs/visitors')
    expect(all.body).toMatchObject({ hasMore: false })
    expect((all.body as { visitors: unknown[] }).visitors).toHaveLength(10)
    const one = await get('/v1/analytics/docs/visitors?dateFrom=2026-02-02&dateTo=2026-02-03')
    expect((one.body as { visitors: { path: string }[] }).visitors.map(v => v.path)).toEqual([
      '/docs/page-1'
    ])
    expect(emulator.violations).toEqual([])
  })

  test('a wrong key gets a 401 error body', async () => {
    const { status, body } = await get('/v1/analytics/docs/visitors', 'mint_nope')
    expect(status).toBe(401)
    expect(body).toEqual({ error: 'Invalid or missing API key' })
  })
})

describe('contract checks', () => {
  test('a response the stand-in sends that breaks the contract is recorded as a violation', async () => {
    // A deliberately broken data set: a row without numbers.
    emulator.resetVisitors({
      size: 1,
      rowAt: () => ({ path: '/x', human: Number.NaN, ai: 0, total: 0, date: '2026-02-01' })
    })
    await get('/v1/analytics/docs/visitors')
    expect(emulator.violations.map(v => v.where)).toEqual([
      'response 200 to GET /v1/analytics/{projectId}/visitors'
    ])
    emulator.violations.length = 0
  })

  test("a request body that breaks the contract is refused with 400 and the contract's reason", async () => {
    const res = await request(`${emulator.url}/v2/agent/docs/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: '' })
    })
    expect(res.statusCode).toBe(400)
    expect(await res.body.json()).toEqual({
      error: 'request body: data/prompt must NOT have fewer than 1 characters'
    })
  })
})

describe('routes', () => {
  test('each route checks its method: a known path with the wrong method is a 405 with Allow', async () => {
    const service = await request(`${emulator.url}/v2/agent/docs/job`, {
      method: 'GET',
      headers: { authorization: `Bearer ${emulator.apiKey}` }
    })
    expect(service.statusCode).toBe(405)
    expect(service.headers.allow).toBe('POST')
    await service.body.dump()
    const github = await request(`${emulator.githubUrl}/repos/acme/docs/issues/comments/1`, {
      method: 'DELETE',
      headers: { authorization: `token ${emulator.githubToken}` }
    })
    expect(github.statusCode).toBe(405)
    expect(github.headers.allow).toBe('PATCH')
    await github.body.dump()
    expect(emulator.requests.map(r => r.route)).toEqual(['unknown', 'unknown'])
  })

  test("a GitHub path the stand-in does not serve is a 404 in GitHub's shape", async () => {
    const res = await request(`${emulator.githubUrl}/repos/acme/docs/branches`, {
      headers: { authorization: `token ${emulator.githubToken}` }
    })
    expect(res.statusCode).toBe(404)
    expect(await res.body.json()).toEqual({
      message: 'Not served by the stand-in: GET /github/repos/acme/docs/branches'
    })
  })
})

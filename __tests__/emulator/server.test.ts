import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { request } from 'undici'
import { Contract } from '../../emulator/contract.js'
import { Emulator } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { hostileTables, ulidOf } from '../../emulator/analytics-data.js'

/** The stand-in itself: what the action never sends must still be answered as the contract says. */

let emulator: Emulator
beforeEach(async () => {
  emulator = await new Emulator({ visitors: hostileDataset(10) }).start()
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

describe('analytics endpoints of the stand-in', () => {
  test('one assistant thread by its id, and the 404 of an unknown one, in the contract shapes', async () => {
    emulator.resetAnalytics(hostileTables({ assistant: 3 }))
    const id = ulidOf(2)
    const thread = await get(`/v1/analytics/docs/assistant/threads/${id}`)
    expect(thread.status).toBe(200)
    expect(thread.body).toMatchObject({
      threadId: id,
      messages: [{ role: 'user' }, { role: 'assistant' }]
    })
    expect((await get(`/v1/analytics/docs/assistant/threads/${ulidOf(3)}`)).status).toBe(404)
    expect(emulator.violations).toEqual([])
  })

  test('the feedback filters and the cursors of the contract; a cursor it never gave is a 400', async () => {
    emulator.resetAnalytics(hostileTables({ feedback: 40 }))
    const page = await get('/v1/analytics/docs/feedback?source=contextual&status=pending&limit=2')
    const rows = (page.body as { feedback: { source: string; status: string }[] }).feedback
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every(r => r.source === 'contextual' && r.status === 'pending')).toBe(true)
    expect((await get('/v1/analytics/docs/feedback?cursor=bm9wZQ')).status).toBe(400)
    expect((await get('/v1/analytics/docs/feedback?limit=101')).status).toBe(400)
    expect(emulator.violations).toEqual([])
  })

  test('100 analytics requests an hour for every endpoint together, then the 429', async () => {
    emulator.analyticsPerHour = 2
    expect((await get('/v1/analytics/docs/views')).status).toBe(200)
    expect((await get('/v1/analytics/docs/visitors')).status).toBe(200)
    const refused = await get('/v1/analytics/docs/assistant/caller-stats')
    expect(refused).toEqual({
      status: 429,
      body: { error: 'Rate limit exceeded: 100 analytics requests per organization per hour' }
    })
    expect(emulator.violations).toEqual([])
  })
})

describe('automation trigger of the stand-in', () => {
  async function trigger(path: string): Promise<{ status: number; body: unknown }> {
    const res = await request(`${emulator.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.apiKey}` }
    })
    return { status: res.statusCode, body: await res.body.json() }
  }

  test('a ready automation is queued with 202 and the ids of openapi.json; its job can be read', async () => {
    emulator.automations.set('auto_1', {})
    const answer = await trigger('/v1/workflow/docs/auto_1/trigger')
    expect(answer).toEqual({
      status: 202,
      body: { schemaId: 'auto_1', instanceId: 'run_1', jobId: 'job_1' }
    })
    const job = await get('/v2/agent/docs/job/job_1')
    expect(job.status).toBe(200)
    expect(emulator.violations).toEqual([])
  })

  test.each([
    ['inactive', { kind: 'inactive' as const }, '/v1/workflow/docs/auto_1/trigger', 400],
    [
      'not on a custom schedule',
      { kind: 'not-scheduled' as const },
      '/v1/workflow/docs/auto_1/trigger',
      400
    ],
    ['of another project', { project: 'other' }, '/v1/workflow/docs/auto_1/trigger', 404],
    ['unknown', {}, '/v1/workflow/docs/auto_2/trigger', 404],
    ['named by a malformed id', {}, '/v1/workflow/docs/auto%20one/trigger', 400]
  ])('an automation %s is refused as documented', async (_what, automation, path, status) => {
    emulator.automations.set('auto_1', automation)
    const answer = await trigger(path)
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ error: expect.any(String) })
    expect(emulator.automationRuns).toEqual([])
    expect(emulator.violations).toEqual([])
  })

  test("an unreadable automation's job answers 404 to the agent-job endpoint", async () => {
    emulator.automations.set('auto_1', { kind: 'unreadable' })
    const answer = await trigger('/v1/workflow/docs/auto_1/trigger')
    expect(answer.status).toBe(202)
    expect((await get('/v2/agent/docs/job/job_1')).status).toBe(404)
  })
})

describe('contract checks', () => {
  test("openapi.json's paths are served under its server's /v1, and its answers are checked", () => {
    const contract = new Contract()
    const op = contract.operation('POST', '/v1/workflow/{projectId}/{workflowSchemaId}/trigger')
    expect(op).toMatchObject({
      doc: 'automations',
      key: '/workflow/{projectId}/{workflowSchemaId}/trigger'
    })
    expect(
      contract.operation('POST', '/workflow/{projectId}/{workflowSchemaId}/trigger')
    ).toBeUndefined()
    if (op === undefined) return
    expect(contract.validateResponse(op, 202, { instanceId: 'r', jobId: 'j' })).toEqual([])
    expect(contract.validateResponse(op, 202, { jobId: 5 })).toHaveLength(1)
    expect(contract.validateResponse(op, 429, { error: 'slow down' })).toEqual([])
    expect(contract.validateResponse(op, 418, { error: 'teapot' })).toEqual([
      { where: expect.any(String), errors: 'status 418 is not in the contract' }
    ])
  })

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

  test("review comments are GitHub's shape, and a reaction GitHub does not have is a 422", async () => {
    const written = emulator.addReviewComment(
      42,
      '/agent x',
      { path: 'docs/a.mdx', line: 12, startLine: 10 },
      { login: 'ann', type: 'User' }
    )
    const auth = { authorization: `token ${emulator.githubToken}` }
    const url = `${emulator.githubUrl}/repos/acme/docs/pulls/comments/${written.id}`
    const read = await request(url, { headers: auth })
    expect(await read.body.json()).toMatchObject({
      id: written.id,
      path: 'docs/a.mdx',
      line: 12,
      start_line: 10,
      subject_type: 'line',
      html_url: `https://github.com/acme/docs/pull/42#discussion_r${written.id}`
    })
    const react = (content: string) =>
      request(`${url}/reactions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ content })
      })
    expect((await react('eyes')).statusCode).toBe(201)
    const refused = await react('thumbsup')
    expect(refused.statusCode).toBe(422)
    await refused.body.dump()
    expect(written.reactions).toEqual(['eyes'])
  })
})

describe("checks of a commit on the stand-in's GitHub", () => {
  async function github(path: string): Promise<unknown> {
    const res = await request(`${emulator.githubUrl}/repos/acme/docs${path}`, {
      headers: { authorization: `token ${emulator.githubToken}` }
    })
    return res.body.json()
  }

  test('each read moves a scripted check one step on; its last state stays', async () => {
    emulator.checks.set('abc123', [
      {
        name: 'lint',
        source: 'check-run',
        steps: ['queued', 'in_progress', 'failure'],
        title: 'Vale found 2 problems',
        summary: 'docs/a.mdx: spelling',
        annotations: [{ path: 'docs/a.mdx', line: 3, message: 'Did you mean "Mintlify"?' }]
      },
      { name: 'ci/links', source: 'status', steps: ['pending', 'success'] }
    ])
    const states = []
    for (let i = 0; i < 4; i++) {
      const runs = (await github('/commits/abc123/check-runs')) as {
        check_runs: { id: number; status: string; conclusion: string | null }[]
      }
      const status = (await github('/commits/abc123/status')) as {
        state: string
        statuses: { context: string; state: string }[]
      }
      states.push([runs.check_runs[0]?.status, runs.check_runs[0]?.conclusion, status.state])
    }
    expect(states).toEqual([
      ['queued', null, 'pending'],
      ['in_progress', null, 'success'],
      ['completed', 'failure', 'success'],
      ['completed', 'failure', 'success']
    ])
    const runs = (await github('/commits/abc123/check-runs')) as {
      check_runs: { id: number; output: { title: string; annotations_count: number } }[]
    }
    const run = runs.check_runs[0]
    expect(run?.output).toMatchObject({ title: 'Vale found 2 problems', annotations_count: 1 })
    expect(await github(`/check-runs/${run?.id ?? 0}/annotations`)).toEqual([
      {
        path: 'docs/a.mdx',
        start_line: 3,
        end_line: 3,
        annotation_level: 'failure',
        message: 'Did you mean "Mintlify"?',
        title: null
      }
    ])
    expect(await github('/commits/other/check-runs')).toEqual({ total_count: 0, check_runs: [] })
  })
})

describe("issues on the stand-in's GitHub", () => {
  const auth = () => ({
    authorization: `token ${emulator.githubToken}`,
    'content-type': 'application/json'
  })
  const list = async (query: string) => {
    const res = await request(`${emulator.githubUrl}/repos/acme/docs/issues?${query}`, {
      headers: auth()
    })
    return {
      numbers: ((await res.body.json()) as { number: number }[]).map(i => i.number),
      link: res.headers.link
    }
  }

  test('a listing is newest first, by state and every label, in pages, with pull requests among them', async () => {
    emulator.pulls.set(42, { number: 42, title: 'PR', body: null, headRef: 'x' })
    for (let i = 0; i < 5; i++) emulator.addIssue({ title: `issue ${i}` })
    emulator.labels.set(201, ['a', 'b'])
    emulator.labels.set(203, ['a'])
    const closed = emulator.issues.get(202)
    if (closed !== undefined) closed.state = 'closed'
    expect((await list('state=open')).numbers).toEqual([204, 203, 201, 200, 42])
    expect((await list('state=all&labels=a,b')).numbers).toEqual([201])
    expect((await list('state=closed')).numbers).toEqual([202])
    const first = await list('state=all&per_page=2')
    expect(first.numbers).toEqual([204, 203])
    expect(first.link).toMatch(/page=2>; rel="next"$/)
    expect((await list('state=all&per_page=2&page=3')).numbers).toEqual([200, 42])
  })

  test('an issue is opened with labels, then edited and closed; a title is required', async () => {
    const base = `${emulator.githubUrl}/repos/acme/docs/issues`
    const refused = await request(base, { method: 'POST', headers: auth(), body: '{}' })
    expect(refused.statusCode).toBe(422)
    await refused.body.dump()
    const opened = await request(base, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ title: 'Report', body: 'text', labels: ['docs-health'] })
    })
    expect(opened.statusCode).toBe(201)
    expect(await opened.body.json()).toMatchObject({
      number: 200,
      state: 'open',
      labels: [{ name: 'docs-health' }],
      html_url: 'https://github.com/acme/docs/issues/200',
      user: { type: 'Bot' }
    })
    const edited = await request(`${base}/200`, {
      method: 'PATCH',
      headers: auth(),
      body: JSON.stringify({ body: 'new', state: 'closed', state_reason: 'not_planned' })
    })
    expect(await edited.body.json()).toMatchObject({
      body: 'new',
      state: 'closed',
      state_reason: 'not_planned'
    })
    const missing = await request(`${base}/999`, { method: 'PATCH', headers: auth(), body: '{}' })
    expect(missing.statusCode).toBe(404)
    await missing.body.dump()
  })
})

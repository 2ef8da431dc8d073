import { describe, expect, test } from '@jest/globals'
import { redactWrite } from '../../src/github/write-redaction.js'
import { redactor } from '../../src/text/secrets.js'

const KEY = 'mint_live_9f8e7d6c5b4a3210fedcba98'
const TOKEN = 'ghs_0123456789abcdefghijklmnopqrstuvwx'
const redact = redactor([KEY, TOKEN])
const base64 = Buffer.from(`Bearer ${KEY}`).toString('base64')

/** A write as Octokit's hook sees it: its own options, then the route's parameters and body. */
function write(fields: Record<string, unknown>, method = 'POST'): Record<string, unknown> {
  return {
    method,
    url: '/repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
    baseUrl: 'https://api.github.com',
    headers: { authorization: `token ${TOKEN}`, 'user-agent': 'mintlify-agent-action' },
    request: { retries: 1 },
    mediaType: { format: '' },
    owner: 'acme',
    repo: 'docs',
    ...fields
  }
}

describe('redactWrite: every string of every field', () => {
  test('the fields GitHub shows, at any depth, lose the key in each of its forms', () => {
    const options = write({
      description: `failed: ${KEY} (${base64})`,
      state: 'failure',
      labels: ['docs', `x-${encodeURIComponent(KEY)}`],
      reviewers: { users: [`a${KEY}`, 'ann'], teams: [] },
      output: {
        summary: `\\u${KEY.charCodeAt(0).toString(16).padStart(4, '0')}${KEY.slice(1)}`,
        annotations: [{ message: KEY, line: 3 }]
      },
      auto_merge: false,
      deployment_id: 7,
      payload: null,
      task: undefined
    })
    expect(redactWrite(options, redact)).toEqual([])
    expect(options).toEqual(
      write({
        description: 'failed: *** (QmVhcmVyIG***g=)',
        state: 'failure',
        labels: ['docs', 'x-***'],
        reviewers: { users: ['a***', 'ann'], teams: [] },
        output: { summary: '***', annotations: [{ message: '***', line: 3 }] },
        auto_merge: false,
        deployment_id: 7,
        payload: null,
        task: undefined
      })
    )
  })

  test('a nested field named __proto__ stays a field of the write, its secret redacted', () => {
    const payload = JSON.parse(`{"__proto__":{"note":"${KEY}"},"ok":1}`) as unknown
    const options = write({ payload })
    expect(redactWrite(options, redact)).toEqual([])
    expect(JSON.stringify(options.payload)).toBe('{"__proto__":{"note":"***"},"ok":1}')
  })

  test('an address that held a secret is left out and named; the others stay as they are', () => {
    const options = write({
      environment_url: `https://acme-x.mintlify.site/?token=${KEY}`,
      log_url: 'https://github.com/acme/docs/actions/runs/1',
      target_url: `https://x.example/${encodeURIComponent(KEY)}`,
      output: { details_url: `https://x.example/#${KEY}`, title: KEY },
      mirror_urls: ['https://a.example/', `https://b.example/${KEY}`],
      links: { url: `https://c.example/${KEY}` },
      // Not addresses: what they held is redacted, and they are written.
      url_title: `see ${KEY}`,
      curl: `curl -H ${KEY}`,
      description: 'Building on Mintlify'
    })
    expect(redactWrite(options, redact)).toEqual([
      'environment_url',
      'target_url',
      'output.details_url',
      'mirror_urls[1]',
      'links.url'
    ])
    expect(options).toEqual(
      write({
        log_url: 'https://github.com/acme/docs/actions/runs/1',
        output: { title: '***' },
        mirror_urls: ['https://a.example/'],
        links: {},
        url_title: 'see ***',
        curl: 'curl -H ***',
        description: 'Building on Mintlify'
      })
    )
    expect('environment_url' in options).toBe(false)
  })

  test("Octokit's own options are how the request is made, not what it writes: the token stays", () => {
    const options = write({ body: TOKEN })
    redactWrite(options, redact)
    expect(options.headers).toEqual({
      authorization: `token ${TOKEN}`,
      'user-agent': 'mintlify-agent-action'
    })
    expect(options.body).toBe('***')
    // Not even were a secret in them: the token in `headers` is one, and must reach GitHub.
    const own = {
      method: `PATCH ${KEY}`,
      url: `/x/${KEY}`,
      baseUrl: KEY,
      request: { k: KEY },
      mediaType: { m: KEY }
    }
    const before = structuredClone(own)
    expect(redactWrite(own, redact)).toEqual([])
    expect(own).toEqual(before)
  })

  test.each(['GET', 'HEAD'])('a %s writes nothing, and is left as it is', method => {
    const options = write({ q: KEY, environment_url: `https://x/${KEY}` }, method)
    const before = structuredClone(options)
    expect(redactWrite(options, redact)).toEqual([])
    expect(options).toEqual(before)
  })

  test('in place: the hook gives Octokit back the same object; what is not plain data is left alone', () => {
    const data = Buffer.from(KEY)
    const when = new Date(0)
    const options = write({ body: KEY, data, when })
    const nested = { deep: { deeper: [[KEY]] } }
    Object.assign(options, { nested })
    redactWrite(options, redact)
    expect(options.body).toBe('***')
    expect(options.data).toBe(data)
    expect(options.when).toBe(when)
    expect(options.nested).toEqual({ deep: { deeper: [['***']] } })
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { title: KEY })
    const holder = write({ bare })
    redactWrite(holder, redact)
    expect(holder.bare).toEqual({ title: '***' })
  })
})

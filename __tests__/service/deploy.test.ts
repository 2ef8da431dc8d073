import { describe, expect, test } from '@jest/globals'
import { Readable } from 'node:stream'
import {
  createDeployApi,
  deployRequests,
  MAX_FILES,
  MAX_LOG_LINES,
  MAX_LOG_LINE_CHARS,
  MAX_STATUS_BYTES,
  STATUS_KEPT
} from '../../src/service/deploy.js'
import { readKept } from '../../src/service/kept-json.js'
import type { Operation, ServiceClient } from '../../src/service/client.js'
import { ServiceError } from '../../src/service/errors.js'

/** A client that answers every request with `body`, and keeps the operations it was given. */
function answering(body: unknown) {
  const ops: Operation[] = []
  const client: ServiceClient = {
    request: op => {
      ops.push(op)
      return Promise.resolve(body)
    }
  }
  return { api: createDeployApi(client), ops }
}

describe('the triggers', () => {
  test('an update and a preview are sent as the contract says, with their limits', async () => {
    const { api, ops } = answering({ statusId: 'st_9', previewUrl: 'https://acme-x.mintlify.site' })
    expect(await api.triggerUpdate('docs')).toEqual({
      statusId: 'st_9',
      previewUrl: 'https://acme-x.mintlify.site'
    })
    await api.triggerPreview('docs', 'feature/x')
    expect(ops.map(op => [op.method, op.segments.join('/'), op.body, op.rateWindowMs])).toEqual([
      ['POST', 'v1/project/update/docs', undefined, 10_000],
      ['POST', 'v1/project/preview/docs', { branch: 'feature/x' }, 60_000]
    ])
  })

  test.each([
    'javascript:alert(1)',
    'http://acme-x.mintlify.site',
    'https://u:p@acme.example',
    'https://acme-x.mintlify.site\\@evil.example',
    7
  ])('a preview URL %j that is not https without credentials is no URL', async previewUrl => {
    const { api } = answering({ statusId: 'st_1', previewUrl })
    expect((await api.triggerPreview('docs', 'x')).previewUrl).toBeUndefined()
  })

  test.each([undefined, '', '..', 'x'.repeat(257), 42])(
    'a status id %j cannot be followed: the error says the deployment may be queued',
    async statusId => {
      const { api } = answering({ statusId })
      await expect(api.triggerUpdate('docs')).rejects.toThrow(
        /cannot be followed; the deployment may have been queued all the same/
      )
    }
  )
})

describe('a status read', () => {
  test('is checked and kept to what the contract describes', async () => {
    const { api } = answering({
      _id: 'st_1',
      status: 'success',
      createdAt: '2026-11-25T10:00:00Z',
      endedAt: 'yesterday',
      logs: ['a', 7, null, 'b'],
      commit: { sha: 'abc', message: 42, filesChanged: { added: ['x.mdx', {}], removed: 'y' } }
    })
    const status = await api.getStatus('st_1')
    expect(status).toEqual({
      statusId: 'st_1',
      status: 'success',
      createdAt: Date.parse('2026-11-25T10:00:00Z'),
      endedAt: undefined,
      summary: undefined,
      logs: ['a', 'b'],
      subdomain: undefined,
      commit: {
        sha: 'abc',
        ref: undefined,
        message: undefined,
        added: ['x.mdx'],
        modified: [],
        removed: []
      }
    })
  })

  test('keeps the last log lines, each cut', async () => {
    const logs = Array.from({ length: MAX_LOG_LINES + 5 }, (_, i) => `line ${i}`)
    logs.push('x'.repeat(MAX_LOG_LINE_CHARS + 10))
    const { api } = answering({ status: 'failure', logs })
    const status = await api.getStatus('st_1')
    expect(status.logs).toHaveLength(MAX_LOG_LINES)
    expect(status.logs[0]).toBe('line 6')
    expect(status.logs.at(-1)).toHaveLength(MAX_LOG_LINE_CHARS)
  })

  test.each([
    [{ _id: 'st_2', status: 'success' }, 'is about status "st_2", not "st_1"'],
    [{ _id: { $oid: 'x' }, status: 'success' }, 'is about status "{"$oid":"x"}"'],
    [{ status: '' }, 'has no status'],
    [{ status: 3 }, 'has no status']
  ])('%j is refused', async (body, problem) => {
    const { api } = answering(body)
    const error = await api.getStatus('st_1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as Error).message).toContain(problem)
  })
})

describe('a status answer kept by STATUS_KEPT, as the client reads it', () => {
  /** The answer as the client passes it on: streamed through STATUS_KEPT, then judged. */
  async function throughKept(answer: unknown) {
    const read = await readKept(Readable.from([Buffer.from(JSON.stringify(answer))]), STATUS_KEPT)
    if (read.kind !== 'text') throw new Error(read.why)
    return answering(JSON.parse(read.text)).api.getStatus('st_1')
  }

  test('the status read asks for it, within 256 MiB', () => {
    expect(deployRequests.status('st_1').keep).toBe(STATUS_KEPT)
    expect(MAX_STATUS_BYTES).toBe(256 * 1024 * 1024)
  })

  test('an answer of the usual size reads as it did whole', async () => {
    const answer = {
      _id: 'st_1',
      status: 'failure',
      createdAt: '2026-11-25T10:00:00Z',
      endedAt: '2026-11-25T10:03:00Z',
      summary: 'Build failed',
      logs: ['a', 7, 'b'],
      subdomain: 'acme',
      screenshot: 'data:image/png;base64,AAAA',
      commit: {
        sha: 'abc',
        ref: 'main',
        message: 'Fix',
        filesChanged: { added: ['x.mdx'], modified: ['y.mdx', 3], removed: [] }
      }
    }
    expect(await throughKept(answer)).toEqual(await answering(answer).api.getStatus('st_1'))
  })

  test('what the verdict reads is kept whole; a longer word is cut with … and reads as no other', async () => {
    const status = await throughKept({
      _id: 'st_1',
      status: `success${' '.repeat(300)}`,
      endedAt: `2026-11-25T10:03:00Z${' '.repeat(200)}x`,
      logs: Array.from({ length: 3 * MAX_LOG_LINES }, (_, i) => `line ${i}`),
      commit: { filesChanged: { added: Array.from({ length: MAX_FILES + 9 }, String) } }
    })
    expect(status.status).toMatch(/^success +…$/)
    expect(status.endedAt).toBeUndefined()
    expect(status.logs).toHaveLength(MAX_LOG_LINES)
    expect(status.logs.at(-1)).toBe(`line ${3 * MAX_LOG_LINES - 1}`)
    expect(status.commit?.added).toHaveLength(MAX_FILES)
    await expect(throughKept({ _id: `st_1${'x'.repeat(300)}`, status: 'success' })).rejects.toThrow(
      'is about status'
    )
  })
})

import { describe, expect, test } from '@jest/globals'
import { decideDestination, type DocsState } from '../../src/follow-code/hand-over.js'
import type { AgentApi, Job } from '../../src/service/agent.js'
import { ServiceError } from '../../src/service/errors.js'

const last = { on: 1, commentId: 10, jobId: 'job-1', through: 'a'.repeat(40) }
const log = { info: () => undefined, warning: () => undefined, debug: () => undefined } as never

function deps(job: Job | Error, state: DocsState | undefined) {
  const api = {
    getJob: () => (job instanceof Error ? Promise.reject(job) : Promise.resolve(job))
  } as unknown as AgentApi
  return {
    api,
    projectId: 'docs',
    docsState: () => Promise.resolve(state),
    withDocsToken: true,
    log
  }
}

const withPr: Job = {
  id: 'job-1',
  status: 'completed',
  prLink: 'https://github.com/acme/docs/pull/42'
}

describe('decideDestination', () => {
  test('no earlier hand-over: a new job', async () => {
    expect(await decideDestination(undefined, deps(withPr, 'open'))).toEqual({
      kind: 'new',
      note: undefined
    })
  })

  test('while the docs pull request is open, the same job gets the change', async () => {
    expect(await decideDestination(last, deps(withPr, 'open'))).toEqual(
      expect.objectContaining({ kind: 'continue', jobId: 'job-1' })
    )
  })

  test.each(['merged', 'closed'] as const)(
    'once it %s, a new job, and the old link is told',
    async state => {
      const decided = await decideDestination(last, deps(withPr, state))
      expect(decided).toEqual(
        expect.objectContaining({ kind: 'new', ended: { last, job: withPr, state } })
      )
    }
  )

  test.each(['failed', 'archived'])('a job that %s is not continued', async status => {
    expect((await decideDestination(last, deps({ ...withPr, status }, 'open'))).kind).toBe('new')
  })

  test('a job with no docs pull request yet is continued', async () => {
    const job = { id: 'job-1', status: 'active' }
    expect((await decideDestination(last, deps(job, undefined))).kind).toBe('continue')
  })

  test('a refused key is thrown, before anything is written', async () => {
    const refused = new ServiceError('401', { kind: 'http', status: 401 } as never, {
      method: 'GET',
      path: '/job'
    })
    await expect(decideDestination(last, deps(refused, 'open'))).rejects.toBe(refused)
  })
})

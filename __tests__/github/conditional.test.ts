import { describe, expect, test } from '@jest/globals'
import { ConditionalReads } from '../../src/github/conditional.js'
import { readCommitChecks } from '../../src/github/checks.js'
import { GitHubError } from '../../src/github/failure.js'
import { useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()
const REPO = { owner: 'acme', repo: 'docs' }
const notModified = () =>
  new GitHubError({ kind: 'status', status: 304 }, new Error('Not modified'))

describe('ConditionalReads', () => {
  test('asks again with the ETag it kept, and gives the kept page back for a 304', async () => {
    const reads = new ConditionalReads()
    const asked: Record<string, string>[] = []
    let answer: 'page' | '304' = 'page'
    const read = (headers: Record<string, string>) => {
      asked.push(headers)
      if (answer === '304') return Promise.reject(notModified())
      return Promise.resolve({ data: { n: asked.length }, headers: { etag: `"e${asked.length}"` } })
    }
    expect(await reads.read('k', read)).toEqual({ n: 1 })
    answer = '304'
    expect(await reads.read('k', read)).toEqual({ n: 1 })
    answer = 'page'
    expect(await reads.read('k', read)).toEqual({ n: 3 })
    expect(await reads.read('other', read)).toEqual({ n: 4 })
    expect(asked).toEqual([{}, { 'if-none-match': '"e1"' }, { 'if-none-match': '"e1"' }, {}])
    expect([reads.fresh, reads.unchanged]).toEqual([3, 1])
  })

  test('a page without an ETag is not kept; a 304 for what it never kept, or another failure, is thrown', async () => {
    const reads = new ConditionalReads()
    await reads.read('k', () => Promise.resolve({ data: 1, headers: {} }))
    await expect(reads.read('k', () => Promise.reject(notModified()))).rejects.toBeInstanceOf(
      GitHubError
    )
    await reads.read('j', () => Promise.resolve({ data: 1, headers: { etag: '' } }))
    await expect(reads.read('j', () => Promise.reject(notModified()))).rejects.toThrow()
    await reads.read('i', () => Promise.resolve({ data: 1, headers: { etag: '"x"' } }))
    const denied = new GitHubError({ kind: 'status', status: 403 }, new Error('no'))
    await expect(reads.read('i', () => Promise.reject(denied))).rejects.toBe(denied)
  })
})

describe('a commit read again and again', () => {
  test('what did not change is answered 304, and what changed is read whole', async () => {
    gh.emulator.checks.set('abc', [
      { name: 'build', source: 'check-run', steps: ['in_progress'] },
      { name: 'lint', source: 'status', steps: ['pending'] }
    ])
    const reads = new ConditionalReads()
    for (let i = 0; i < 3; i++) {
      const read = await readCommitChecks(gh.octokit, REPO, 'abc', reads)
      expect(read.kind === 'read' && read.checks.map(c => c.state)).toEqual(['pending', 'pending'])
    }
    const lists = gh.emulator.requests.filter(
      r => r.route === 'check-runs' || r.route === 'commit-status'
    )
    expect(lists.map(r => r.status)).toEqual([200, 200, 304, 304, 304, 304])
    expect([reads.fresh, reads.unchanged]).toEqual([2, 4])
    // The build ends: its list is read again, the statuses' still not.
    gh.emulator.checks.set('abc', [
      { name: 'build', source: 'check-run', steps: ['success'] },
      { name: 'lint', source: 'status', steps: ['pending'] }
    ])
    const read = await readCommitChecks(gh.octokit, REPO, 'abc', reads)
    expect(read.kind === 'read' && read.checks.map(c => c.state)).toEqual(['passed', 'pending'])
    expect(gh.emulator.requests.slice(-2).map(r => r.status)).toEqual([200, 304])
  })
})

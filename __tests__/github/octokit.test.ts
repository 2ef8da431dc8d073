import { describe, expect, test } from '@jest/globals'
import { createServer, type AddressInfo } from 'node:net'
import { createOctokit, describeFailure, statusOf } from '../../src/github/octokit.js'
import { DIRECT } from '../../src/http/stack.js'
import { useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()

describe('createOctokit', () => {
  test('talks to GITHUB_API_URL with the token and the action as User-Agent, without retries', async () => {
    gh.emulator.inject('permission', { status: 500 })
    const error = await gh.octokit
      .request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
        owner: 'acme',
        repo: 'docs',
        username: 'ann'
      })
      .catch((e: unknown) => e)
    expect(statusOf(error)).toBe(500)
    expect(gh.emulator.count('permission')).toBe(1)
    const sent = gh.emulator.requests[0]
    expect(sent?.headers['user-agent']).toMatch(/^mintlify-agent-action/)
    expect(sent?.headers.authorization).toBe(`token ${gh.emulator.githubToken}`)
  })
})

describe('statusOf and describeFailure', () => {
  test('a request that got no answer has no status: the failure names the network error', async () => {
    const nowhere = await createOctokit(
      't',
      `http://127.0.0.1:${await closedPort()}`,
      DIRECT.fetch,
      new AbortController().signal
    )
    const error = await nowhere.request('GET /rate_limit').catch((e: unknown) => e)
    expect(statusOf(error)).toBeUndefined()
    expect(describeFailure(error)).toContain('ECONNREFUSED')
  })

  test('an HTTP status when there is one, the message otherwise', () => {
    expect(statusOf({ status: 404 })).toBe(404)
    expect(statusOf(new Error('x'))).toBeUndefined()
    expect(statusOf(null)).toBeUndefined()
    expect(describeFailure({ status: 403 })).toBe('403')
    expect(describeFailure(new Error('socket hang up'))).toBe('socket hang up')
    expect(describeFailure('plain')).toBe('plain')
  })
})

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}

import { describe, expect, test } from '@jest/globals'
import { GitHubError } from '../../src/github/failure.js'
import { isAuthor, tokenLogin } from '../../src/github/identity.js'
import { useGitHubStandIn } from './stand-in.js'

const gh = useGitHubStandIn()

describe("the token's account", () => {
  test("is GraphQL's viewer, asked once per client", async () => {
    expect(await tokenLogin(gh.octokit)).toBe('github-actions[bot]')
    expect(await tokenLogin(gh.octokit)).toBe('github-actions[bot]')
    expect(gh.emulator.count('graphql')).toBe(1)
    expect(gh.emulator.requests.find(r => r.route === 'graphql')?.body).toEqual({
      query: 'query { viewer { login } }'
    })
  })

  test('GitHub not saying fails as a GitHubError, and is asked again next time', async () => {
    gh.emulator.inject('graphql', { status: 200, body: { errors: [{ message: 'no' }] } })
    const refused = await tokenLogin(gh.octokit).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(GitHubError)
    expect((refused as GitHubError).failure).toMatchObject({ kind: 'unreadable', status: 200 })
    expect((refused as GitHubError).failure).toMatchObject({
      why: expect.stringContaining("GraphQL's refusal to name the account (")
    })
    // Its words cut to 200 characters: they end up in a warning.
    gh.emulator.inject('graphql', { status: 200, body: { errors: [{ message: 'x'.repeat(500) }] } })
    const long = (await tokenLogin(gh.octokit).catch((error: unknown) => error)) as GitHubError
    const why = long.failure.kind === 'unreadable' ? long.failure.why : ''
    expect(why.length).toBeLessThan(300)
    expect(why.endsWith('x)')).toBe(true)
    for (const data of [
      { viewer: null },
      { viewer: { login: '' } },
      { viewer: { login: 7 } },
      null
    ]) {
      gh.emulator.inject('graphql', { status: 200, body: { data } })
      const error = (await tokenLogin(gh.octokit).catch((e: unknown) => e)) as GitHubError
      expect(error.message).toBe(
        'GitHub did not say which account the token writes as (GraphQL viewer)'
      )
      expect(error.failure).toEqual({
        kind: 'unreadable',
        status: 200,
        why: 'does not name the account (GraphQL viewer)'
      })
    }
    gh.emulator.inject('graphql', { status: 401, body: { message: 'Bad credentials' } })
    await expect(tokenLogin(gh.octokit)).rejects.toMatchObject({ meaning: 'unauthorized' })
    expect(await tokenLogin(gh.octokit)).toBe('github-actions[bot]')
    expect(gh.emulator.count('graphql')).toBe(8)
  })
})

describe('isAuthor', () => {
  test.each([
    [{ login: 'github-actions[bot]' }, true],
    [{ login: 'GitHub-Actions[bot]' }, true],
    [{ login: 'github-actions' }, false],
    [{ login: 'support-sync[bot]' }, false],
    [{ login: '' }, false],
    [{ login: null }, false],
    [{}, false],
    [null, false],
    [undefined, false]
  ])('author case %#', (user, is) => {
    expect(isAuthor(user, 'github-actions[bot]')).toBe(is)
  })

  test('an empty login is nobody, even asked for an empty login', () => {
    expect(isAuthor({ login: '' }, '')).toBe(false)
  })
})

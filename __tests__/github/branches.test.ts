import { describe, expect, test } from '@jest/globals'
import { branchExists, tagExists } from '../../src/github/branches.js'
import { GitHubError } from '../../src/github/failure.js'
import { useGitHubStandIn } from './stand-in.js'

const repo = { owner: 'acme', repo: 'docs' }
const gh = useGitHubStandIn()

describe('branchExists', () => {
  test('a branch GitHub has is there; one it answers 404 for is not', async () => {
    gh.emulator.branches.add('docs/guides')
    expect(await branchExists(gh.octokit, repo, 'main')).toBe(true)
    expect(await branchExists(gh.octokit, repo, 'docs/guides')).toBe(true)
    expect(await branchExists(gh.octokit, repo, 'fix-typo')).toBe(false)
    // The name is one path segment: a slash in it is encoded, never a path of its own.
    expect(gh.emulator.requests.map(r => r.path)).toEqual([
      '/github/repos/acme/docs/branches/main',
      '/github/repos/acme/docs/branches/docs%2Fguides',
      '/github/repos/acme/docs/branches/fix-typo'
    ])
  })

  test("a 301 (a branch renamed since) is there: the name was one of the repository's", async () => {
    gh.emulator.inject('branch', { status: 301, body: { message: 'Moved Permanently' } })
    expect(await branchExists(gh.octokit, repo, 'master')).toBe(true)
  })

  test.each([403, 500, 401])('a %i is thrown, never read as no branch', async status => {
    gh.emulator.always('branch', { status, body: { message: 'no' } })
    await expect(branchExists(gh.octokit, repo, 'fix-typo')).rejects.toBeInstanceOf(GitHubError)
  })
})

describe('tagExists', () => {
  test('a tag GitHub has is there, as one path segment; a branch of the name is no tag', async () => {
    gh.emulator.tags.add('release/2')
    expect(await tagExists(gh.octokit, repo, 'v1.0.0')).toBe(true)
    expect(await tagExists(gh.octokit, repo, 'release/2')).toBe(true)
    expect(await tagExists(gh.octokit, repo, 'main')).toBe(false)
    expect(gh.emulator.requests.map(r => r.path)).toEqual([
      '/github/repos/acme/docs/git/ref/tags%2Fv1.0.0',
      '/github/repos/acme/docs/git/ref/tags%2Frelease%2F2',
      '/github/repos/acme/docs/git/ref/tags%2Fmain'
    ])
  })

  test('a 409 (an empty repository) is thrown, never read as no tag', async () => {
    gh.emulator.inject('git-ref', { status: 409, body: { message: 'Git Repository is empty.' } })
    await expect(tagExists(gh.octokit, repo, 'v1')).rejects.toBeInstanceOf(GitHubError)
  })
})

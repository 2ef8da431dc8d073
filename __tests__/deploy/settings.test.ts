import { describe, expect, test } from '@jest/globals'
import { readDeploySettings } from '../../src/deploy/settings.js'

const KEY = 'mint_test_key'

function read(inputs: Record<string, string>, env: Record<string, string> = {}) {
  return readDeploySettings(name => inputs[name] ?? '', { GITHUB_REPOSITORY: 'acme/docs', ...env })
}

const service = { projectId: 'docs', 'secret-key': KEY }

describe('readDeploySettings', () => {
  test('the defaults: an update from the API, 20 minutes, no mirror', () => {
    expect(read(service)).toMatchObject({
      source: 'api',
      mode: 'update',
      branch: undefined,
      timeoutMs: 1_200_000,
      pollIntervalMs: 30_000,
      logLines: 20,
      comment: true,
      githubDeployment: undefined
    })
  })

  test('a mirror is named for its mode unless environment names it', () => {
    expect(read({ ...service, 'github-deployment': 'true' })).toMatchObject({
      githubDeployment: 'mintlify-production'
    })
    const preview = read({
      ...service,
      mode: 'preview',
      branch: 'x',
      'github-deployment': 'true',
      environment: 'docs'
    })
    expect(preview).toMatchObject({ githubDeployment: 'docs' })
  })

  test.each([
    [
      { mode: 'preview' },
      'Input "branch" is required for mode: preview outside a pull request event'
    ],
    [{ branch: 'x' }, 'Input "branch" applies to mode: preview'],
    [{ mode: 'preview', branch: 'a b' }, 'Input "branch" must be a Git branch name'],
    [{ mode: 'preview', branch: 'a\u0000b' }, 'Input "branch" must be a Git branch name'],
    [{ sha: 'abc' }, 'Input "sha" applies to source: github'],
    [{ environment: 'prod' }, 'Input "environment" names'],
    [{ mode: 'rollback' }, 'Input "mode" must be one of update, preview'],
    [{ source: 'gitlab' }, 'Input "source" must be one of api, github'],
    [{ 'log-lines': '501' }, 'Input "log-lines"'],
    [{ timeout: '7h' }, 'Input "timeout"']
  ])('%j: %s', (extra, message) => {
    expect(() => read({ ...service, ...extra })).toThrow(message)
  })

  test('source: github needs no key; the commit is the input, else the event, else GITHUB_SHA', () => {
    const sha = 'a'.repeat(40)
    expect(read({ source: 'github' }, { GITHUB_SHA: sha })).toMatchObject({
      source: 'github',
      sha,
      environment: undefined
    })
    expect(
      read({ source: 'github', sha: 'b'.repeat(40), environment: 'Production' })
    ).toMatchObject({
      sha: 'b'.repeat(40),
      environment: 'Production'
    })
    expect(() => read({ source: 'github', sha: 'HEAD' })).toThrow(
      'Input "sha" must be a full commit SHA'
    )
    expect(() => read({ source: 'github' })).toThrow(
      'none was given, and the event names no commit'
    )
    expect(() => read({ source: 'github', mode: 'preview' }, { GITHUB_SHA: sha })).toThrow(
      'Input "mode" applies to source: api'
    )
  })
})

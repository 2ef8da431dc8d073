import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InputError } from '../../src/action/errors.js'
import { readDeploySettings } from '../../src/deploy/settings.js'
import { markerSeal } from '../../src/github/hidden-marker.js'

const KEY = 'mint_test_key'

function read(inputs: Record<string, string>, env: Record<string, string | undefined> = {}) {
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
      pollIntervalMs: 120_000,
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

/** What `read` throws: the input it names and its message. */
function refusal(inputs: Record<string, string>, env: Record<string, string> = {}) {
  try {
    read(inputs, env)
  } catch (error) {
    if (error instanceof InputError) return { input: error.input, message: error.message }
    throw error
  }
  throw new Error('not refused')
}

describe('every refusal names its input and says what is expected', () => {
  test.each([
    [
      { mode: 'preview' },
      'branch',
      'Input "branch" is required for mode: preview outside a pull request event: give the Git branch to preview (on pull_request and pull_request_target it is the pull request\'s head branch).'
    ],
    [
      { branch: 'x' },
      'branch',
      'Input "branch" applies to mode: preview. An update deploys the deployment branch configured on the dashboard: remove "branch", or set mode: preview.'
    ],
    [
      { mode: 'preview', branch: 'a b' },
      'branch',
      'Input "branch" must be a Git branch name (no spaces or control characters, at most 255 characters).'
    ],
    [
      { mode: 'preview', branch: 'x'.repeat(256) },
      'branch',
      'Input "branch" must be a Git branch name (no spaces or control characters, at most 255 characters).'
    ],
    [
      { sha: 'abc' },
      'sha',
      'Input "sha" applies to source: github, which waits for the app\'s deployment of a commit. With source: api the service deploys its deployment branch (mode: update) or `branch` (mode: preview): remove "sha", or set source: github.'
    ],
    [
      { environment: 'prod' },
      'environment',
      'Input "environment" names the app\'s environment to wait for (source: github) or the GitHub environment to create (github-deployment: true); with neither it would do nothing: remove it, or set one of them.'
    ],
    [{ 'github-deployment': 'yes' }, 'github-deployment', undefined],
    [{ comment: 'maybe' }, 'comment', undefined],
    [{ 'poll-interval': '50ms' }, 'poll-interval', undefined],
    [{ 'poll-interval': '7h' }, 'poll-interval', undefined],
    [{ timeout: '500ms' }, 'timeout', undefined],
    [{ 'log-lines': '-1' }, 'log-lines', undefined],
    [
      { source: 'github', mode: 'preview', sha: 'a'.repeat(40) },
      'mode',
      'Input "mode" applies to source: api. With source: github the action waits for the deployment Mintlify\'s GitHub app made of a commit: remove "mode", or set source: api.'
    ],
    [{ source: 'github', sha: 'a'.repeat(40), 'dry-run': 'sure' }, 'dry-run', undefined],
    [
      { source: 'github', sha: 'HEAD' },
      'sha',
      'Input "sha" must be a full commit SHA (40 hexadecimal characters, lower case), not "HEAD".'
    ],
    [
      { source: 'github' },
      'sha',
      'Input "sha" must be a full commit SHA (40 hexadecimal characters, lower case); none was given, and the event names no commit (GITHUB_SHA).'
    ]
  ])('%j: %s', (inputs, input, message) => {
    const refused = refusal({ ...service, ...inputs })
    expect(refused.input).toBe(input)
    expect(refused.message).toContain(`Input "${input}"`)
    // Those of the shared parsers are held to their words in __tests__/action/inputs.test.ts.
    expect(message ?? refused.message).toBe(refused.message)
  })

  test('log-lines says what it counts', () => {
    expect(refusal({ ...service, 'log-lines': '501' }).message).toContain(
      'last log lines in the job summary'
    )
  })

  test.each(['a'.repeat(40), 'f'.repeat(64)])(
    'sha %s, 40 or 64 hexadecimal characters, is a commit',
    sha => {
      expect(read({ source: 'github', sha })).toMatchObject({ sha })
    }
  )

  test.each([
    'a'.repeat(39),
    'a'.repeat(41),
    'a'.repeat(63),
    'a'.repeat(65),
    'A'.repeat(40),
    `x${'a'.repeat(40)}`,
    `${'a'.repeat(40)}x`,
    `${'a'.repeat(40)}${'g'.repeat(24)}`
  ])('sha %s is none', sha => {
    expect(refusal({ source: 'github', sha }).input).toBe('sha')
  })

  test("the event's head commit before GITHUB_SHA", () => {
    const path = join(mkdtempSync(join(tmpdir(), 'deploy-settings-')), 'event.json')
    writeFileSync(
      path,
      JSON.stringify({
        pull_request: { number: 1, head: { ref: 'x', sha: 'b'.repeat(40) }, base: { ref: 'main' } }
      })
    )
    expect(
      read(
        { source: 'github' },
        { GITHUB_SHA: 'a'.repeat(40), GITHUB_EVENT_PATH: path, GITHUB_EVENT_NAME: 'pull_request' }
      )
    ).toMatchObject({ sha: 'b'.repeat(40) })
  })

  test('a branch of 255 characters is one', () => {
    expect(read({ ...service, mode: 'preview', branch: 'x'.repeat(255) })).toMatchObject({
      branch: 'x'.repeat(255)
    })
  })
})

describe('what the settings hold', () => {
  test('a preview mirror is mintlify-preview unless environment names it; the flags as given', () => {
    expect(
      read({
        ...service,
        mode: 'preview',
        branch: 'x',
        'github-deployment': 'true',
        comment: 'false',
        'poll-interval': '5s',
        'log-lines': '7'
      })
    ).toMatchObject({
      githubDeployment: 'mintlify-preview',
      comment: false,
      pollIntervalMs: 5_000,
      logLines: 7
    })
    expect(read({ source: 'github', sha: 'a'.repeat(40), 'dry-run': 'true' })).toMatchObject({
      dryRun: true
    })
  })

  test("the preview marker's seal is the key's and the repository's", () => {
    const settings = read(service)
    const other = read(service, { GITHUB_REPOSITORY: 'acme/other' })
    if (settings.source !== 'api' || other.source !== 'api') throw new Error('source: api')
    expect(settings.seal.of('preview', ['1'])).toBe(
      markerSeal(KEY, 'acme/docs').of('preview', ['1'])
    )
    expect(other.seal.of('preview', ['1'])).not.toBe(settings.seal.of('preview', ['1']))
    const nowhere = read(service, { GITHUB_REPOSITORY: undefined })
    if (nowhere.source !== 'api') throw new Error('source: api')
    expect(nowhere.seal.of('preview', ['1'])).toBe(markerSeal(KEY, '').of('preview', ['1']))
  })
})

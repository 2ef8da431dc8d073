import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { Emulator, ACTIONS_BOT } from '../../emulator/server.js'
import { openReporter, previewMarker } from '../../src/deploy/tell-github.js'
import type { DeployEnd } from '../../src/deployments/verdict.js'
import { markerSeal } from '../../src/github/hidden-marker.js'
import { fakeIO, type FakeIO } from '../helpers/fake-io.js'
import { runContext } from '../helpers/agent-settings.js'
import { apiSettings, HEAD_SHA, pullEvent } from '../helpers/deploy-settings.js'

let emulator: Emulator
let io: FakeIO
beforeEach(async () => {
  emulator = await new Emulator().start()
  io = fakeIO({}, { GITHUB_SHA: 'a'.repeat(40) })
})
afterEach(async () => {
  await emulator.close()
})

const PREVIEW = 'https://acme-fix.mintlify.site'
const RUN = 'https://github.com/acme/docs/actions/runs/9'

/** The deploy action's settings for these inputs, on a pull request from `fix` unless `push`. */
function settings(inputs: Record<string, string> = {}, event: 'pull' | 'push' = 'pull') {
  return apiSettings(
    { mode: 'preview', 'github-token': emulator.githubToken, ...inputs },
    event === 'pull' ? pullEvent('fix') : undefined,
    { GITHUB_API_URL: emulator.githubUrl }
  )
}

function end(kind: DeployEnd['kind'], extra: Partial<DeployEnd> = {}): DeployEnd {
  return {
    kind,
    mode: 'preview',
    branch: 'fix',
    statusId: 'st_1',
    status: undefined,
    url: PREVIEW,
    elapsedMs: 1_000,
    message: `It ended ${kind}.`,
    ...extra
  }
}

const warnings = () => io.lines.filter(l => l.startsWith('warning'))

describe('the preview comment', () => {
  test('made building when queued, under its sealed marker, then edited in place with the end', async () => {
    const given = settings()
    const reporter = openReporter(given, runContext(io))
    await reporter.started('st_1', PREVIEW)
    const marker = previewMarker(given, 12, 'fix')
    const [first] = emulator.commentsOn(12)
    expect(first?.body.split('\n').slice(0, 2)).toEqual([marker, '### 🔄 Docs preview: building'])
    expect(first?.body).toContain(
      `| Preview | [https&#58;//acme-fix.mintlify.site/](${PREVIEW}/) |`
    )
    expect(first?.body).toContain('| Commit | `feedfacefeed` |')
    expect(first?.body).toContain(`[The workflow run](${RUN})`)
    await reporter.ended(
      end('failure', {
        status: {
          statusId: 'st_1',
          status: 'failure',
          createdAt: 0,
          endedAt: Date.parse('2026-11-25T10:03:00Z'),
          summary: undefined,
          logs: [],
          subdomain: undefined,
          commit: undefined
        }
      })
    )
    const comments = emulator.commentsOn(12)
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body.split('\n').slice(0, 2)).toEqual([
      marker,
      '### ❌ Docs preview: the build failed'
    ])
    expect(comments[0]?.body).toContain('| Status | failure |')
    expect(comments[0]?.body).toContain('| Last built | 2026-11-25 10:03 UTC |')
    expect(comments[0]?.body).toContain('It ended failure.')
    expect(emulator.count('comment-create')).toBe(1)
    expect(warnings()).toEqual([])
  })

  test("the last run's comment is found by its marker and edited, not made again", async () => {
    const given = settings()
    const old = emulator.addComment(12, `${previewMarker(given, 12, 'fix')}\nold`, {
      ...ACTIONS_BOT
    })
    const reporter = openReporter(given, runContext(io))
    await reporter.started('st_1', undefined)
    await reporter.ended(end('success'))
    expect(emulator.count('comment-create')).toBe(0)
    expect(emulator.commentsOn(12).map(c => c.id)).toEqual([old.id])
    expect(emulator.commentsOn(12)[0]?.body).toContain('### ✅ Docs preview: ready')
    expect(emulator.commentsOn(12)[0]?.body).not.toContain('It ended success.')
  })

  test('the comments cannot be read: a warning, and a new comment', async () => {
    emulator.inject(
      'comment-list',
      { status: 500, body: { message: 'boom' } },
      { status: 500, body: { message: 'boom' } },
      { status: 500, body: { message: 'boom' } }
    )
    const reporter = openReporter(settings(), runContext(io))
    await reporter.started('st_1', undefined)
    expect(warnings()).toEqual([
      "warning: Could not read the pull request's comments (500); a new comment is made."
    ])
    expect(emulator.commentsOn(12)).toHaveLength(1)
  })

  test.each([
    ['comment: false', { comment: 'false' }, 'pull'],
    ['an update', { mode: 'update' }, 'pull'],
    ['no pull request', { branch: 'fix' }, 'push']
  ] as const)('%s: no comment, nothing asked of GitHub', async (_what, inputs, event) => {
    const reporter = openReporter(settings(inputs, event), runContext(io))
    await reporter.started('st_1', PREVIEW)
    await reporter.ended(end('success'))
    expect(emulator.requests).toEqual([])
    expect(warnings()).toEqual([])
  })

  test('the marker: its branch and a seal of the pull request and branch, keyed with secret-key', () => {
    const seal = markerSeal('mint_test_key', 'acme/docs').of('preview', ['12', 'fix'])
    expect(previewMarker(settings(), 12, 'fix')).toBe(
      `<!-- mintlify-deploy-preview: fix seal: ${seal} -->`
    )
  })

  test('nothing asked of GitHub and no token: not even a warning', async () => {
    const reporter = openReporter(settings({ mode: 'update', 'github-token': '' }), runContext(io))
    await reporter.started('st_1', undefined)
    await reporter.ended(end('success'))
    expect(io.lines).toEqual([])
  })

  test('no repository: nothing asked of GitHub, no warning', async () => {
    const given = apiSettings(
      { mode: 'preview', 'github-token': emulator.githubToken, 'github-deployment': 'true' },
      pullEvent('fix'),
      {
        GITHUB_API_URL: emulator.githubUrl,
        GITHUB_REPOSITORY: ''
      }
    )
    const reporter = openReporter(given, runContext(io))
    await reporter.started('st_1', PREVIEW)
    await reporter.ended(end('success'))
    const tokenless = apiSettings(
      { mode: 'preview', 'github-token': '', 'github-deployment': 'true' },
      pullEvent('fix'),
      { GITHUB_REPOSITORY: '' }
    )
    await openReporter(tokenless, runContext(io)).started('st_1', PREVIEW)
    expect(emulator.requests).toEqual([])
    expect(io.lines).toEqual([])
  })

  test('no github-token: one warning that nothing is reported', async () => {
    const reporter = openReporter(
      settings({ 'github-token': '', 'github-deployment': 'true' }),
      runContext(io)
    )
    await reporter.started('st_1', PREVIEW)
    await reporter.ended(end('success'))
    expect(warnings()).toEqual(['warning: No github-token: nothing is reported on GitHub.'])
    expect(emulator.requests).toEqual([])
  })

  test('ended without a start: nothing is posted', async () => {
    const reporter = openReporter(settings(), runContext(io))
    await reporter.ended(end('success'))
    expect(emulator.requests).toEqual([])
  })
})

describe('the GitHub deployment that mirrors the verdict (github-deployment: true)', () => {
  test("a preview: of the head commit, transient, in progress with the preview's address, then its end", async () => {
    const reporter = openReporter(
      settings({ 'github-deployment': 'true', comment: 'false' }),
      runContext(io)
    )
    await reporter.started('st_1', PREVIEW)
    await reporter.ended(end('success'))
    expect(emulator.createdDeployments).toEqual([
      {
        id: expect.any(Number) as unknown as number,
        ref: HEAD_SHA,
        environment: 'mintlify-preview',
        production: false,
        statuses: [
          { state: 'in_progress', environment_url: PREVIEW, description: 'Building on Mintlify' },
          { state: 'success', environment_url: PREVIEW, description: 'It ended success.' }
        ]
      }
    ])
    const created = emulator.requests.find(r => r.route === 'deployment-create')?.body
    expect(created).toEqual({
      ref: HEAD_SHA,
      environment: 'mintlify-preview',
      description: 'Mintlify preview of fix',
      auto_merge: false,
      required_contexts: [],
      transient_environment: true,
      production_environment: false
    })
    const states = emulator.requests
      .filter(r => r.route === 'deployment-status-create')
      .map(r => r.body)
    expect(states).toEqual([
      expect.objectContaining({ log_url: RUN, auto_inactive: true }),
      expect.objectContaining({ log_url: RUN, auto_inactive: true })
    ])
  })

  test('an update outside a pull request: of GITHUB_SHA, production, no address yet', async () => {
    const reporter = openReporter(
      settings({ mode: 'update', 'github-deployment': 'true' }, 'push'),
      runContext(io)
    )
    await reporter.started('st_1', undefined)
    await reporter.ended(end('failure', { mode: 'update', url: undefined }))
    expect(emulator.createdDeployments).toEqual([
      expect.objectContaining({
        ref: 'a'.repeat(40),
        environment: 'mintlify-production',
        production: true,
        statuses: [
          { state: 'in_progress', description: 'Building on Mintlify' },
          { state: 'failure', description: 'It ended failure.' }
        ]
      })
    ])
    expect(emulator.requests.find(r => r.route === 'deployment-create')?.body).toMatchObject({
      description: 'Mintlify deployment',
      transient_environment: false,
      production_environment: true
    })
  })

  test('an update with no commit to name (no GITHUB_SHA): GitHub refuses it, a warning', async () => {
    const quiet = fakeIO()
    const given = settings({ mode: 'update', 'github-deployment': 'true' }, 'push')
    await openReporter(given, runContext(quiet)).started('st_1', undefined)
    expect(quiet.lines).toEqual([
      'warning: Could not create the GitHub deployment (422): the verdict is not mirrored.'
    ])
    expect(emulator.requests.find(r => r.route === 'deployment-create')?.body).toMatchObject({
      ref: ''
    })
  })

  test('a preview given by branch outside a pull request is of the branch', async () => {
    const reporter = openReporter(
      settings({ branch: 'fix', 'github-deployment': 'true' }, 'push'),
      runContext(io)
    )
    await reporter.started('st_1', undefined)
    expect(emulator.createdDeployments[0]?.ref).toBe('fix')
  })

  test.each([
    ['timed-out', 'error'],
    ['cancelled', 'error'],
    ['error', 'error'],
    ['other', 'error'],
    ['skipped', 'error'],
    ['failure', 'failure'],
    ['success', 'success']
  ] as const)('a verdict %s is mirrored as %s', async (kind, state) => {
    const reporter = openReporter(
      settings({ 'github-deployment': 'true', comment: 'false' }),
      runContext(io)
    )
    await reporter.started('st_1', undefined)
    await reporter.ended(end(kind))
    expect(emulator.createdDeployments[0]?.statuses.at(-1)?.state).toBe(state)
  })

  test.each([
    [403, ' Give the workflow "permissions: deployments: write".'],
    [404, ' Give the workflow "permissions: deployments: write".'],
    [422, '']
  ])('not created (%i): a warning, nothing more is sent', async (status, hint) => {
    emulator.inject('deployment-create', { status, body: { message: 'no' } })
    const reporter = openReporter(
      settings({ 'github-deployment': 'true', comment: 'false' }),
      runContext(io)
    )
    await reporter.started('st_1', undefined)
    await reporter.ended(end('success'))
    expect(warnings()).toEqual([
      `warning: Could not create the GitHub deployment (${status}): the verdict is not mirrored.${hint}`
    ])
    expect(emulator.count('deployment-status-create')).toBe(0)
  })

  test('the end cannot be set: a warning', async () => {
    const reporter = openReporter(
      settings({ 'github-deployment': 'true', comment: 'false' }),
      runContext(io)
    )
    await reporter.started('st_1', undefined)
    emulator.inject('deployment-status-create', { status: 422, body: { message: 'no' } })
    await reporter.ended(end('success'))
    expect(warnings()).toEqual(["warning: Could not set the GitHub deployment's status (422)."])
  })

  test('the comment and the mirror together: both', async () => {
    const reporter = openReporter(settings({ 'github-deployment': 'true' }), runContext(io))
    await reporter.started('st_1', PREVIEW)
    await reporter.ended(end('success'))
    expect(emulator.commentsOn(12)).toHaveLength(1)
    expect(emulator.createdDeployments[0]?.statuses).toHaveLength(2)
  })
})

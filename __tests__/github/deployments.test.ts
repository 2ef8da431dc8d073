import { describe, expect, test } from '@jest/globals'
import type { ScriptedCheck } from '../../emulator/github-checks.js'
import {
  createMirror,
  DEPLOYMENT_ENDS,
  DEPLOYMENT_STATES,
  hasNextPage,
  MAX_DEPLOYMENT_PAGES,
  MAX_DEPLOYMENTS_READ,
  readAppDeployment,
  setMirrorState
} from '../../src/github/deployments.js'
import { useGitHubStandIn } from './stand-in.js'

const repo = { owner: 'acme', repo: 'docs' }
const SHA = 'c'.repeat(40)
const gh = useGitHubStandIn()

describe('readAppDeployment', () => {
  test("only the app's deployment and statuses count, newest first", async () => {
    gh.emulator.checks.set(SHA, [
      {
        name: 'Production',
        source: 'deployment',
        by: 'mallory',
        steps: ['success'],
        url: 'https://evil.example'
      },
      {
        name: 'Preview',
        source: 'deployment',
        steps: ['in_progress', 'success'],
        url: 'https://acme.mintlify.app'
      }
    ])
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      kind: 'found',
      environment: 'Preview',
      state: 'in_progress'
    })
    expect(await readAppDeployment(gh.octokit, repo, SHA, 'Preview')).toMatchObject({
      state: 'success',
      url: 'https://acme.mintlify.app'
    })
    expect(await readAppDeployment(gh.octokit, repo, SHA, 'Production')).toEqual({ kind: 'none' })
  })
})

/** `count` deployments by mallory, newest first, then (unless `app` is false) the app's own. */
function flood(count: number, app: Partial<ScriptedCheck> | false = {}): ScriptedCheck[] {
  const others = Array.from({ length: count }, (_, i) => ({
    name: 'Production',
    source: 'deployment' as const,
    by: 'mallory',
    steps: ['success' as const],
    url: `https://evil.example/${i}`
  }))
  if (app === false) return others
  const own = { name: 'Production', source: 'deployment' as const, steps: ['success' as const] }
  return [...others, { ...own, url: 'https://acme.mintlify.app', ...app }]
}

const pages = (route: 'deployments' | 'deployment-statuses') =>
  gh.emulator.requests
    .filter(r => r.route === route)
    .map(r => [r.query.get('page'), r.query.get('per_page')])

describe('readAppDeployment reads every page, up to MAX_DEPLOYMENT_PAGES', () => {
  test('the cap is 10 pages of 100: 1,000 deployments, and 1,000 statuses of one', () => {
    expect([MAX_DEPLOYMENT_PAGES, MAX_DEPLOYMENTS_READ]).toEqual([10, 1000])
  })

  test("150 newer deployments by others: the app's is found on the second page", async () => {
    gh.emulator.checks.set(SHA, flood(150))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      kind: 'found',
      state: 'success',
      url: 'https://acme.mintlify.app'
    })
    expect(pages('deployments')).toEqual([
      ['1', '100'],
      ['2', '100']
    ])
  })

  test("the app's found on the first page: no second page is read", async () => {
    gh.emulator.checks.set(SHA, flood(99))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      kind: 'found'
    })
    expect(pages('deployments')).toEqual([['1', '100']])
  })

  test("the app's the last of exactly 1,000 (the cap's last page): found", async () => {
    gh.emulator.checks.set(SHA, flood(MAX_DEPLOYMENTS_READ - 1))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      kind: 'found',
      state: 'success'
    })
    expect(pages('deployments')).toHaveLength(10)
  })

  test("exactly 1,000, none of them the app's: the list is whole, so none", async () => {
    gh.emulator.checks.set(SHA, flood(MAX_DEPLOYMENTS_READ, false))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toEqual({ kind: 'none' })
    expect(pages('deployments')).toHaveLength(10)
  })

  test("one more than the cap before the app's: too many, never none, and no 11th page", async () => {
    gh.emulator.checks.set(SHA, flood(MAX_DEPLOYMENTS_READ))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toEqual({
      kind: 'too-many',
      list: 'deployments'
    })
    expect(pages('deployments').map(([page]) => page)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1))
    )
  })

  test("the app's statuses behind 150 by others: its own state, from the second page", async () => {
    gh.emulator.checks.set(SHA, flood(0, { statusesByOthers: 150, steps: ['failure'] }))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      kind: 'found',
      state: 'failure',
      url: 'https://acme.mintlify.app'
    })
    expect(pages('deployment-statuses')).toEqual([
      ['1', '100'],
      ['2', '100']
    ])
  })

  test("the app's status the last of exactly 1,000: found; one more: too many", async () => {
    gh.emulator.checks.set(SHA, flood(0, { statusesByOthers: MAX_DEPLOYMENTS_READ - 1 }))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      state: 'success'
    })
    gh.emulator.checks.set('d'.repeat(40), flood(0, { statusesByOthers: MAX_DEPLOYMENTS_READ }))
    const read = await readAppDeployment(gh.octokit, repo, 'd'.repeat(40), undefined)
    expect(read).toMatchObject({ kind: 'too-many', list: 'statuses', environment: 'Production' })
    expect(pages('deployment-statuses')).toHaveLength(20)
  })

  test('a deployment with no status of the app is pending, once every page is read', async () => {
    gh.emulator.checks.set(SHA, flood(0))
    const mallory = { login: 'mallory', type: 'User' }
    gh.emulator.inject(
      'deployment-statuses',
      {
        status: 200,
        headers: { link: '<https://api.github.com/x?page=2>; rel="next"' },
        body: [{ id: 2, state: 'success', creator: mallory }]
      },
      { status: 200, body: [{ id: 1, state: 'failure', creator: mallory }] }
    )
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      kind: 'found',
      state: 'pending',
      url: undefined,
      description: undefined
    })
    expect(pages('deployment-statuses')).toEqual([
      ['1', '100'],
      ['2', '100']
    ])
  })
})

describe('hasNextPage, by RFC 8288', () => {
  const at = (page: number) => `<https://api.github.com/repositories/1/deployments?page=${page}>`
  test.each([
    [`${at(2)}; rel="next", ${at(5)}; rel="last"`, true],
    [`${at(1)}; rel="prev", ${at(3)}; rel="next", ${at(1)}; rel="first"`, true],
    [`${at(3)}; rel=next`, true],
    [`${at(3)};rel=next`, true],
    [`${at(3)} ; rel = "next"`, true],
    [`${at(3)}; REL="Next"`, true],
    [`${at(3)}; title="x"; rel="last next"`, true],
    [`${at(3)}; rel="next last"`, true],
    [`${at(1)}; rel="prev", ${at(1)}; rel="first"`, false],
    [`${at(9)}; rel="nextpage"`, false],
    [`${at(9)}; rel="prenext"`, false],
    [`${at(9)}; rel="last"; title="next"`, false],
    [`${at(9)}; relx="next"`, false],
    [`<https://x.example/?rel="next">; rel="last"`, false],
    ['rel="next"', false],
    ['', false],
    [undefined, false]
  ])('%j: %s', (link, next) => expect(hasNextPage(link)).toBe(next))
})

describe("what counts as the app's, read from GitHub's answers", () => {
  const APP = { login: 'mintlify[bot]', type: 'Bot' }
  const deployment = (id: number, creator: unknown, environment?: string) => ({
    id,
    sha: SHA,
    ref: 'main',
    creator,
    ...(environment === undefined ? {} : { environment })
  })
  const answer = (body: unknown) => ({ status: 200, body })

  test("the states GitHub's REST reference lists, and those that end a deployment", () => {
    expect(DEPLOYMENT_STATES).toEqual([
      'error',
      'failure',
      'inactive',
      'in_progress',
      'queued',
      'pending',
      'success'
    ])
    expect(DEPLOYMENT_ENDS).toEqual(['success', 'failure', 'error'])
  })

  test('only mintlify[bot] as a Bot: not a user of that name, not another bot, not a deleted account', async () => {
    gh.emulator.inject(
      'deployments',
      answer([
        deployment(1, { login: 'mintlify[bot]', type: 'User' }, 'Production'),
        deployment(2, { login: 'other[bot]', type: 'Bot' }, 'Production'),
        deployment(3, null, 'Production'),
        deployment(4, APP, 'Production')
      ])
    )
    gh.emulator.inject(
      'deployment-statuses',
      answer([
        { id: 10, state: 'failure', creator: { login: 'mintlify[bot]', type: 'User' } },
        { id: 11, state: 'failure', creator: null },
        {
          id: 12,
          state: 'success',
          creator: APP,
          environment_url: 'https://acme.mintlify.app',
          description: ''
        }
      ])
    )
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toEqual({
      kind: 'found',
      id: 4,
      environment: 'Production',
      state: 'success',
      url: 'https://acme.mintlify.app',
      description: undefined
    })
    expect(gh.emulator.requests.map(r => r.path).at(-1)).toBe(
      '/github/repos/acme/docs/deployments/4/statuses'
    )
  })

  test('with environment: asked of GitHub, and only a deployment to it counts', async () => {
    gh.emulator.inject(
      'deployments',
      answer([deployment(1, APP, 'Preview'), deployment(2, APP, 'Production')])
    )
    gh.emulator.inject(
      'deployment-statuses',
      answer([{ id: 20, state: 'queued', creator: APP, description: null }])
    )
    expect(await readAppDeployment(gh.octokit, repo, SHA, 'Production')).toMatchObject({
      id: 2,
      state: 'queued',
      description: undefined
    })
    expect(gh.emulator.requests[0]?.query.get('environment')).toBe('Production')
    gh.emulator.inject('deployments', answer([deployment(1, APP, 'Preview')]))
    gh.emulator.inject('deployment-statuses', answer([{ id: 21, state: 'queued', creator: APP }]))
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({ id: 1 })
    expect(gh.emulator.requests[2]?.query.has('environment')).toBe(false)
  })

  test('a deployment without an environment is ""; a link is the environment URL, else the target URL; the description as said', async () => {
    gh.emulator.inject('deployments', answer([deployment(5, APP)]))
    gh.emulator.inject(
      'deployment-statuses',
      answer([
        {
          id: 30,
          state: 'success',
          creator: APP,
          target_url: 'https://target.example',
          description: 'Done'
        }
      ])
    )
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toEqual({
      kind: 'found',
      id: 5,
      environment: '',
      state: 'success',
      url: 'https://target.example',
      description: 'Done'
    })
    gh.emulator.inject('deployments', answer([deployment(5, APP)]))
    gh.emulator.inject(
      'deployment-statuses',
      answer([{ id: 31, state: 'success', creator: APP, environment_url: 'https://env.example' }])
    )
    expect(await readAppDeployment(gh.octokit, repo, SHA, undefined)).toMatchObject({
      url: 'https://env.example'
    })
  })
})

describe('the mirror', () => {
  test("GitHub's request for a mirror: told of, nothing checked, transient unless production", async () => {
    for (const production of [false, true])
      await createMirror(gh.octokit, repo, {
        ref: SHA,
        environment: 'e',
        production,
        description: 'd'
      })
    expect(gh.emulator.requests.map(r => r.body)).toEqual([
      {
        ref: SHA,
        environment: 'e',
        description: 'd',
        auto_merge: false,
        required_contexts: [],
        transient_environment: true,
        production_environment: false
      },
      {
        ref: SHA,
        environment: 'e',
        description: 'd',
        auto_merge: false,
        required_contexts: [],
        transient_environment: false,
        production_environment: true
      }
    ])
  })

  test("an answer without an id (GitHub's 202 when it merged instead) is an error that says so", async () => {
    gh.emulator.inject('deployment-create', {
      status: 202,
      body: { message: 'Auto-merged main into topic' }
    })
    await expect(
      createMirror(gh.octokit, repo, {
        ref: SHA,
        environment: 'e',
        production: false,
        description: 'd'
      })
    ).rejects.toThrow('GitHub did not create the deployment: Auto-merged main into topic')
    gh.emulator.inject('deployment-create', { status: 202, body: {} })
    await expect(
      createMirror(gh.octokit, repo, {
        ref: SHA,
        environment: 'e',
        production: false,
        description: 'd'
      })
    ).rejects.toThrow(/^GitHub did not create the deployment: $/)
  })

  test('a status says the link and the log only when known, and retires the older ones', async () => {
    const mirror = await createMirror(gh.octokit, repo, {
      ref: SHA,
      environment: 'e',
      production: false,
      description: 'd'
    })
    await setMirrorState(gh.octokit, repo, mirror, 'in_progress', {
      url: undefined,
      logUrl: undefined,
      description: 'Building'
    })
    await setMirrorState(gh.octokit, repo, mirror, 'error', {
      url: 'https://x.example',
      logUrl: 'https://github.com/run/1',
      description: 'Broke'
    })
    expect(gh.emulator.requests.slice(1).map(r => r.body)).toEqual([
      { state: 'in_progress', description: 'Building', auto_inactive: true },
      {
        state: 'error',
        description: 'Broke',
        environment_url: 'https://x.example',
        log_url: 'https://github.com/run/1',
        auto_inactive: true
      }
    ])
  })

  test('a deployment of the ref with a status per step', async () => {
    const mirror = await createMirror(gh.octokit, repo, {
      ref: SHA,
      environment: 'mintlify-preview',
      production: false,
      description: 'Mintlify preview of x'
    })
    await setMirrorState(gh.octokit, repo, mirror, 'success', {
      url: 'https://acme-x.mintlify.site/',
      logUrl: undefined,
      description: 'x'.repeat(200)
    })
    expect(gh.emulator.createdDeployments).toEqual([
      {
        id: mirror.id,
        ref: SHA,
        environment: 'mintlify-preview',
        production: false,
        statuses: [
          {
            state: 'success',
            environment_url: 'https://acme-x.mintlify.site/',
            description: 'x'.repeat(140)
          }
        ]
      }
    ])
  })
})

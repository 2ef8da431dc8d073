import { describe, expect, test } from '@jest/globals'
import type { ScriptedCheck } from '../../emulator/github-checks.js'
import {
  createMirror,
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
    [`${at(3)}; REL="Next"`, true],
    [`${at(3)}; title="x"; rel="last next"`, true],
    [`${at(1)}; rel="prev", ${at(1)}; rel="first"`, false],
    [`${at(9)}; rel="nextpage"`, false],
    [`<https://x.example/?rel="next">; rel="last"`, false],
    ['', false],
    [undefined, false]
  ])('%j: %s', (link, next) => expect(hasNextPage(link)).toBe(next))
})

describe('the mirror', () => {
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

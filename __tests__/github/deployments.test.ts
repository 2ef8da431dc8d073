import { describe, expect, test } from '@jest/globals'
import { createMirror, readAppDeployment, setMirrorState } from '../../src/github/deployments.js'
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

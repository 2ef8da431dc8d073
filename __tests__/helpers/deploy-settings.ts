import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Env } from '../../src/action/inputs.js'
import {
  readDeploySettings,
  type ApiDeploySettings,
  type GitHubDeploySettings
} from '../../src/deploy/settings.js'

const dir = mkdtempSync(join(tmpdir(), 'deploy-settings-'))
let events = 0

export const HEAD_SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'

/** A pull_request_target event for pull request 12 from `head` (a fork's when `fork`) into `base`. */
export function pullEvent(head = 'docs/new-page', fork = false, base = 'main') {
  return {
    name: 'pull_request_target',
    payload: {
      number: 12,
      pull_request: {
        number: 12,
        head: {
          ref: head,
          sha: HEAD_SHA,
          repo: { full_name: fork ? 'outsider/docs' : 'acme/docs' }
        },
        base: { ref: base, sha: '0'.repeat(40), repo: { full_name: 'acme/docs' } }
      },
      repository: { full_name: 'acme/docs' }
    }
  }
}

/** The deploy action's settings as a run reads them, with an event file holding `event`. */
function read(
  inputs: Record<string, string>,
  event: { readonly name: string; readonly payload: unknown } | undefined,
  env: Env
) {
  const path = join(dir, `event-${++events}.json`)
  writeFileSync(path, JSON.stringify(event?.payload ?? {}))
  return readDeploySettings(name => inputs[name] ?? '', {
    GITHUB_EVENT_NAME: event?.name ?? 'push',
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '9',
    GITHUB_SHA: 'a'.repeat(40),
    ...env
  })
}

/** `source: api` settings: projectId `docs` and a key, then `inputs`. */
export function apiSettings(
  inputs: Record<string, string> = {},
  event?: { readonly name: string; readonly payload: unknown },
  env: Env = {}
): ApiDeploySettings {
  const settings = read({ projectId: 'docs', 'secret-key': 'mint_test_key', ...inputs }, event, env)
  if (settings.source !== 'api') throw new Error('not source: api')
  return settings
}

/** `source: github` settings, then `inputs`. */
export function githubSettings(
  inputs: Record<string, string> = {},
  event?: { readonly name: string; readonly payload: unknown },
  env: Env = {}
): GitHubDeploySettings {
  const settings = read({ source: 'github', ...inputs }, event, env)
  if (settings.source !== 'github') throw new Error('not source: github')
  return settings
}

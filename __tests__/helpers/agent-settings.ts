import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Env } from '../../src/action/inputs.js'
import type { ActionIO } from '../../src/action/io.js'
import { DIRECT } from '../../src/http/stack.js'
import { readAgentSettings, type AgentSettings } from '../../src/agent/settings.js'
import { testTiming } from './timing.js'

const dir = mkdtempSync(join(tmpdir(), 'agent-settings-'))
let events = 0

/**
 * The agent action's settings as a run reads them: `inputs` (projectId and secret-key given) and
 * an event file holding `payload`, with `env` beside GITHUB_EVENT_NAME/PATH and the repository.
 */
export function agentSettings(
  inputs: Record<string, string>,
  event: { readonly name: string; readonly payload: unknown },
  env: Env = {}
): AgentSettings {
  const path = join(dir, `event-${++events}.json`)
  writeFileSync(path, JSON.stringify(event.payload))
  const all: Record<string, string> = { projectId: 'docs', 'secret-key': 'mint_k', ...inputs }
  return readAgentSettings(name => all[name] ?? '', {
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '9',
    ...env
  })
}

/** A `/agent …` comment by ann on issue 7 (or pull request 7 with `pullRequest`). */
export function commentOn7(body: string, pullRequest = false) {
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: { number: 7, title: 'T', body: 'B', ...(pullRequest ? { pull_request: {} } : {}) },
      comment: { id: 55, body, user: { login: 'ann', type: 'User' } },
      sender: { login: 'ann', type: 'User' }
    }
  }
}

/** What a run gives its steps, with `io`, no waits, no chance, and the direct HTTP stack. */
export function runContext(io: ActionIO) {
  return { io, time: testTiming(), http: DIRECT }
}

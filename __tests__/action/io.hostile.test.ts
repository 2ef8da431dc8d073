import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import {
  agentInputs,
  githubEnv,
  issuesLabeled,
  withoutMaskCommands
} from '../../emulator/runner.js'
import { injectedCommands, startStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { stopStandInAfterEach } from '../helpers/hostile-trigger.js'

/**
 * Issue 9, in process (helpers/run-step.ts): the service's text never becomes a workflow command,
 * and the key is removed however the service echoes it. Moved from e2e/hostile.test.ts.
 */

let emulator: Emulator
stopStandInAfterEach(() => emulator)

const HOSTILE =
  '\n::error::pwned\r\n::stop-commands::pwned\n::add-mask::mint\n ##[error]pwned ##[stop-commands]pwned\n'

describe('service text never becomes a workflow command', () => {
  test('a job id and model with line breaks and commands stay inside one log line each', async () => {
    emulator = await startStandIn({ jobIdPrefix: `job${HOSTILE}`, model: `m${HOSTILE}` })
    const run = await runStep({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: { ...githubEnv(emulator), ACTIONS_STEP_DEBUG: 'true' }
    })
    expect(run.code).toBe(0)
    expect(injectedCommands(run.stdout + run.stderr)).toEqual([])
    // The id still round-trips exactly: output, and the job the stand-in was asked about.
    expect(run.outputs.jobId).toBe(`job${HOSTILE}1`)
    expect(emulator.count('get')).toBeGreaterThan(0)
    expect(run.stdout).toContain('Job job\\n::error::pwned\\n::stop-commands::pwned')
  })
})

describe('the key is removed however the service echoes it', () => {
  // Only the first character escaped, as in the report: no list of encodings can foresee every
  // mix, so the key must be removed from the decoded strings.
  const escaped = (text: string) =>
    `\\u${text.charCodeAt(0).toString(16).padStart(4, '0')}${text.slice(1)}`

  test('a job echoing the key JSON-escaped, percent-encoded and base64 leaks it nowhere', async () => {
    emulator = await startStandIn()
    const key = emulator.apiKey
    const raw = `{"id":"job_1","status":"completed","prLink":"https://github.com/acme/docs/pull/42","model":"${escaped(key)}","source":{"repository":"${encodeURIComponent(`${key}/`)}","ref":"${Buffer.from(`Bearer ${key}`).toString('base64')}"}}`
    emulator.inject('get', { status: 200, raw, headers: { 'content-type': 'application/json' } })
    const run = await runStep({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: { ...githubEnv(emulator), ACTIONS_STEP_DEBUG: 'true' }
    })
    expect(run.code).toBe(0)
    const everything = [
      withoutMaskCommands(run.stdout),
      run.stderr,
      JSON.stringify(run.outputs),
      run.summary,
      ...emulator.commentsOn(7).map(c => c.body)
    ].join('\n')
    expect(everything).not.toContain(key)
    expect(everything).not.toContain(Buffer.from(key).toString('base64').slice(0, 12))
    expect(run.outputs.model).toBe('***')
  })
})

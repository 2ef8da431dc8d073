import { describe, expect, test } from '@jest/globals'
import { githubEnv, workflowAgentInputs } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { AGENT_DEPRECATED } from '../../src/agent/settings.js'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep, type StepRun } from '../helpers/run-step.js'

/**
 * The agent's deprecated inputs, each given as a `v1` workflow gives it: it still does what it
 * did, GitHub's runner warns with its deprecationMessage, and the log says what to do instead. In
 * process (runStep), on the run's injected clock: a wait costs no wall time.
 */

const PR = 'https://github.com/acme/docs/pull/42'
const emulator = useStandIn()

function run(stand: Emulator, inputs: Record<string, string>): Promise<StepRun> {
  return runStep({
    inputs: workflowAgentInputs(stand, { prompt: 'Fix the typos.', timeout: '30m', ...inputs }),
    githubToken: stand.githubToken,
    env: githubEnv(stand)
  })
}

/** What the runner and the action say of a deprecated input the step gave. */
function said(name: keyof typeof AGENT_DEPRECATED) {
  const message = AGENT_DEPRECATED[name]
  return {
    runner: `Input '${name}' has been deprecated with message: ${message}`,
    log: `Input "${name}" is deprecated: ${message}`
  }
}

describe('poll-interval (deprecated: the wait adapts by itself)', () => {
  // A turn of 40 status checks: long enough for the adaptive wait to grow past 5s.
  const longTurn = () => [{ activePolls: 40, end: 'completed', prLink: PR } as const]

  test('given, it still caps the wait between status checks, and the runner and the log say so', async () => {
    emulator.turns = longTurn()
    const step = await run(emulator, { 'poll-interval': '5s' })
    expect(step.code).toBe(0)
    expect(step.outputs.status).toBe('completed')
    expect(Math.max(...step.waits)).toBeLessThanOrEqual(5_000)
    expect(step.runnerWarnings).toEqual([said('poll-interval').runner])
    expect(step.stdout).toContain(said('poll-interval').log)
  })

  test('left out, the wait grows with the turn up to 2m, and nothing is said', async () => {
    emulator.turns = longTurn()
    const step = await run(emulator, {})
    expect(step.code).toBe(0)
    expect(Math.max(...step.waits)).toBeGreaterThan(5_000)
    expect(Math.max(...step.waits)).toBeLessThanOrEqual(120_000)
    expect(step.runnerWarnings).toEqual([])
    expect(step.stdout).not.toContain('deprecated')
  })
})

describe("checks-timeout (deprecated: the checks' wait lasts what is left of timeout)", () => {
  /** A job whose pull request has a check that never ends, read with `checks: report`. */
  function stuckCheck(stand: Emulator): void {
    stand.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
    stand.headChecks = [[{ name: 'tests', source: 'check-run', steps: ['queued', 'in_progress'] }]]
  }
  const waited = (step: StepRun) => step.waits.reduce((sum, ms) => sum + ms, 0)

  test('given, it still ends the wait after each push, and the runner and the log say so', async () => {
    stuckCheck(emulator)
    const step = await run(emulator, { checks: 'report', 'checks-timeout': '2m' })
    expect(step.code).toBe(0)
    expect(step.outputs.checks).toBe('pending')
    expect(waited(step)).toBeGreaterThanOrEqual(2 * 60_000)
    expect(waited(step)).toBeLessThan(5 * 60_000)
    expect(step.runnerWarnings).toEqual([said('checks-timeout').runner])
    expect(step.stdout).toContain(said('checks-timeout').log)
  })

  test('left out, the wait lasts until timeout, and nothing is said', async () => {
    stuckCheck(emulator)
    const step = await run(emulator, { checks: 'report' })
    expect(step.code).toBe(0)
    expect(step.outputs.checks).toBe('pending')
    expect(waited(step)).toBeGreaterThan(29 * 60_000)
    expect(waited(step)).toBeLessThanOrEqual(30 * 60_000)
    expect(step.runnerWarnings).toEqual([])
    expect(step.stdout).not.toContain('deprecated')
  })
})

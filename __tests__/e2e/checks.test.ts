import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, issuesLabeled, runAction } from '../../emulator/runner.js'
import { LINT_FAILS, passing, TURN, useChecksStep } from '../helpers/checks-step.js'

/**
 * `checks` through the bundled action: one fix round on the stand-in's GitHub (check runs,
 * annotations) and service, and a cancel by SIGTERM while the checks are waited on. Every other
 * case of the checks runs in process, in __tests__/checks/loop.flow.test.ts.
 */

const { emulator, runWithChecks, prompts, comment } = useChecksStep(runAction)

describe('checks: fix', () => {
  test('a failing check leads to exactly one follow-up with its name, summary and annotation; the new head passes', async () => {
    emulator.turns = [TURN, TURN]
    emulator.headChecks = [
      [LINT_FAILS, passing('build')],
      [passing('lint'), passing('build')]
    ]
    const run = await runWithChecks({ checks: 'fix' })

    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs.checks).toBe('passed')
    expect(prompts()).toHaveLength(2)
    const followUp = prompts()[1] ?? ''
    expect(followUp).toContain(
      "The repository's checks failed on your pull request #42 (https://github.com/acme/docs/pull/42)."
    )
    expect(followUp).toContain('CI output about that pull request')
    expect(followUp).toContain('## lint (failure)')
    expect(followUp).toContain('Title: Vale found 2 problems')
    expect(followUp).toContain('Use "select", not "click on".')
    expect(followUp).toContain('- docs/export.mdx:12: Avoid "click on".')
    expect(followUp).not.toContain('build')
    expect(comment()).toMatch(/2\. Checks: 1 failed on [0-9a-f]{7}: lint → follow-up sent/)
    expect(comment()).toMatch(/3\. Checks follow-up 1: sent .*, ended completed/)
    expect(comment()).toMatch(/4\. Checks: all 2 passed on [0-9a-f]{7}/)
    expect(comment()).toContain('| Checks | passed after 1 fix round |')
    expect(run.stdout).toContain('Follow-up 1 for failing checks sent to job job_1.')
  })
})

describe('checks: the edges', () => {
  test('cancelled while waiting for checks: the run says it was cancelled, promptly', async () => {
    emulator.headChecks = [[{ name: 'tests', source: 'check-run', steps: ['in_progress'] }]]
    const run = await runAction({
      inputs: agentInputs(emulator, { checks: 'fix', 'checks-timeout': '30s' }),
      event: issuesLabeled(7),
      env: githubEnv(emulator),
      signal: { when: /::group::The pull request's checks/, send: 'SIGTERM', afterMs: 300 }
    })
    expect(run.code).toBe(1)
    expect(run.durationMs - (run.signalledAtMs ?? 0)).toBeLessThan(5_000)
    expect(run.stdout).toContain('::error::The run was cancelled; job job_1 keeps running')
    expect(prompts()).toHaveLength(1)
    expect(comment()).toContain('🛑 Workflow run cancelled')
  })
})

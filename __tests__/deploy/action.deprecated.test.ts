import { describe, expect, test } from '@jest/globals'
import { DEPLOY_DEPRECATED } from '../../src/deploy/settings.js'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep, type StepRun } from '../helpers/run-step.js'

/**
 * The deploy action's deprecated input, given as a `v1` workflow gives it: it still does what it
 * did, GitHub's runner warns with its deprecationMessage, and the log says what to do instead. In
 * process (runStep), on the run's injected clock: a wait costs no wall time.
 */

const emulator = useStandIn(stand => {
  // A deployment read 60 times in progress before it succeeds: the adaptive wait grows past 5s.
  stand.deployScript = { steps: [...Array<string>(60).fill('in_progress'), 'success'] }
})

function deploy(inputs: Record<string, string>): Promise<StepRun> {
  return runStep({
    action: 'deploy',
    inputs: {
      projectId: 'docs',
      'secret-key': emulator.apiKey,
      'base-url': emulator.url,
      ...inputs
    },
    githubToken: emulator.githubToken,
    env: { GITHUB_API_URL: emulator.githubUrl }
  })
}

describe('poll-interval (deprecated: the wait adapts by itself)', () => {
  const message = DEPLOY_DEPRECATED['poll-interval']

  test('given, it still caps the wait between status checks, and the runner and the log say so', async () => {
    const step = await deploy({ 'poll-interval': '5s' })
    expect(step.code).toBe(0)
    expect(step.outputs.status).toBe('success')
    expect(Math.max(...step.waits)).toBeLessThanOrEqual(5_000)
    expect(step.runnerWarnings).toEqual([
      `Input 'poll-interval' has been deprecated with message: ${message}`
    ])
    expect(step.stdout).toContain(`Input "poll-interval" is deprecated: ${message}`)
  })

  test('left out, the wait grows with the deployment up to 2m, and nothing is said', async () => {
    const step = await deploy({})
    expect(step.code).toBe(0)
    expect(step.outputs.status).toBe('success')
    expect(Math.max(...step.waits)).toBeGreaterThan(5_000)
    expect(Math.max(...step.waits)).toBeGreaterThan(30_000)
    expect(Math.max(...step.waits)).toBeLessThanOrEqual(120_000)
    expect(step.runnerWarnings).toEqual([])
    expect(step.stdout).not.toContain('deprecated')
  })
})

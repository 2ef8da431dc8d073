import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { parse } from 'yaml'
import { ROOT, runAction, type ActionName } from '../../emulator/runner.js'
import { useStandIn } from './stand-in.js'

/**
 * .github/workflows/self-test.yml, the workflow GitHub's own runner runs on every push, tried here
 * first: each `uses: ./…` step runs through the runner emulation with the step's `with:` (its
 * `${{ env.STAND_IN }}` pointed at this stand-in, which reports the pull-request link the workflow
 * starts its stand-in with), on a push, and ends as the workflow's last step expects.
 */

interface Step {
  readonly id?: string
  readonly uses?: string
  readonly run?: string
  readonly with?: Record<string, string>
}
const workflow = parse(readFileSync(join(ROOT, '.github/workflows/self-test.yml'), 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>
}
const steps = Object.values(workflow.jobs).flatMap(job => job.steps)
const LOCAL: Record<string, ActionName> = {
  './': 'agent',
  './visitors': 'visitors',
  './analytics': 'analytics',
  './deploy': 'deploy'
}
const prLink = /--pr-link (\S+)/.exec(steps.map(s => s.run ?? '').join('\n'))?.[1] ?? ''

const emulator = useStandIn(stand => {
  stand.turns = [{ activePolls: 1, end: 'completed', prLink }]
})

test('each of its steps runs on the set-up inputs and ends as its last step checks', async () => {
  const workspace = mkdtempSync(join(tmpdir(), 'self-test-'))
  const outputs: Record<string, Record<string, string>> = {}
  try {
    const local = steps.filter(step => step.uses !== undefined && step.uses in LOCAL)
    expect(local.map(step => step.uses)).toEqual(['./', './visitors', './analytics', './deploy'])
    // No step reads another's outputs (nothing but the stand-in's address is filled in), so the
    // four run side by side: the waits of the agent's and the deploy's polls overlap.
    const runs = local.map(async step => {
      const given = Object.fromEntries(
        Object.entries(step.with ?? {}).map(([name, value]) => [
          name,
          value.replace('${{ env.STAND_IN }}', emulator.url)
        ])
      )
      expect(Object.keys(given).sort()).toEqual(
        ['base-url', 'projectId', 'secret-key', ...(step.uses === './' ? ['prompt'] : [])].sort()
      )
      expect(Object.values(given).join('\n')).not.toContain('${{')
      const run = await runAction({
        action: LOCAL[step.uses ?? ''],
        inputs: given,
        event: { name: 'push', payload: {} },
        // GitHub's API here too, so a call the workflow would make on GitHub is seen.
        env: { GITHUB_WORKSPACE: workspace, GITHUB_API_URL: emulator.githubUrl }
      })
      expect([step.id, run.code, run.stdout.match(/::error::.*/)?.[0]]).toEqual([
        step.id,
        0,
        undefined
      ])
      outputs[step.id ?? ''] = run.outputs
    })
    await Promise.all(runs)
    expect(outputs.agent).toMatchObject({ status: 'completed', prLink })
    expect(outputs.visitors?.complete).toBe('true')
    expect(outputs.analytics?.complete).toBe('true')
    expect(outputs.deploy).toMatchObject({ status: 'success', url: 'https://acme.mintlify.app' })
    expect(existsSync(join(workspace, 'visitors.csv'))).toBe(true)
    expect(existsSync(join(workspace, 'mintlify-analytics/views.csv'))).toBe(true)
    // The agent's pull request is off github.com: nothing reached GitHub's API.
    expect(emulator.requests.filter(r => r.path.startsWith('/github/'))).toEqual([])
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
})

import { describe, expect, test } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { PR } from '../helpers/weeks.js'
import { useHandOver } from '../helpers/hand-over.js'

/**
 * The weekly docs-health workflow end to end, as examples/docs-health.yml runs it: the analytics
 * action writes the report and its `gaps`, and the agent action takes them as its prompt with a
 * `task`, so each week's gaps go to one job while its pull request is open.
 */

const handOver = useHandOver(runAction, 'docs-health-handoff-')
const { monday } = handOver

describe('the gaps handed to the agent', () => {
  test('the first week creates one job whose prompt is the gaps, linking the report issue', async () => {
    const { health, agent } = await monday(0)
    expect(agent.code).toBe(0)
    expect(handOver.emulator.count('create')).toBe(1)
    const prompt = handOver.emulator.jobs.get('job_1')?.prompts[0] ?? ''
    expect(prompt).toBe(health.outputs.gaps)
    expect(prompt).toContain('`webhook retries`')
    expect(prompt).toMatch(
      /\nThe docs-health report: https:\/\/github\.com\/acme\/docs\/issues\/200$/
    )
    expect(agent.outputs).toMatchObject({ jobId: 'job_1', prLink: PR })
  })
})

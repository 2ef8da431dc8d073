import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import {
  agentInputs,
  analyticsInputs,
  githubEnv,
  runAction,
  type ActionRun
} from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { generatedDataset } from '../../emulator/visitors-data.js'
import { tables } from '../helpers/docs-health-data.js'
import { startStandIn, stopStandIn } from './stand-in.js'

/**
 * The weekly docs-health workflow end to end, as examples/docs-health.yml runs it: the analytics
 * action writes the report and its `gaps`, and the agent action takes them as its prompt with a
 * `task`, so each week's gaps go to one job while its pull request is open.
 */

let emulator: Emulator
let dir: string
const PR = 'https://github.com/acme/docs/pull/42'

beforeEach(async () => {
  emulator = await startStandIn({ visitors: generatedDataset(100) })
  emulator.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
  dir = mkdtempSync(join(tmpdir(), 'docs-health-handoff-'))
})
afterEach(async () => {
  rmSync(dir, { recursive: true, force: true })
  await stopStandIn(emulator)
})

const WEEKS = [
  { dateFrom: '2026-02-15', dateTo: '2026-02-22', day: '2026-02-16' },
  { dateFrom: '2026-02-22', dateTo: '2026-03-01', day: '2026-02-24' }
] as const

/** One Monday: export and report the week, then hand its gaps to the agent's recurring task. */
async function monday(
  week: 0 | 1,
  agent: Record<string, string> = {}
): Promise<{ health: ActionRun; agent: ActionRun }> {
  const { dateFrom, dateTo, day } = WEEKS[week]
  emulator.resetAnalytics(tables(emulator.apiKey, { week: day }))
  const env = { GITHUB_WORKSPACE: dir, ...githubEnv(emulator) }
  const health = await runAction({
    action: 'analytics',
    inputs: analyticsInputs(emulator, {
      dateFrom,
      dateTo,
      report: 'issue',
      'close-previous': 'true',
      // Two a week: the second week hands over gaps the first did not (never one twice).
      'gaps-limit': '2',
      'github-token': emulator.githubToken
    }),
    env
  })
  expect(health.code).toBe(0)
  const run = await runAction({
    inputs: agentInputs(emulator, {
      prompt: health.outputs.gaps ?? '',
      task: 'docs-health',
      ...agent
    }),
    event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
    env
  })
  return { health, agent: run }
}

describe('the gaps handed to the agent', () => {
  test('the first week creates one job whose prompt is the gaps, linking the report issue', async () => {
    const { health, agent } = await monday(0)
    expect(agent.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    const prompt = emulator.jobs.get('job_1')?.prompts[0] ?? ''
    expect(prompt).toBe(health.outputs.gaps)
    expect(prompt).toContain('`webhook retries`')
    expect(prompt).toMatch(
      /\nThe docs-health report: https:\/\/github\.com\/acme\/docs\/issues\/200$/
    )
    expect(agent.outputs).toMatchObject({ jobId: 'job_1', prLink: PR })
  })
})

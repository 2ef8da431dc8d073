import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { agentInputs, analyticsInputs, githubEnv, type ActionRun } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { generatedDataset } from '../../emulator/visitors-data.js'
import { tables } from '../helpers/docs-health-data.js'
import { filteredOutsideCode, rendered } from '../helpers/github-markdown.js'
import { tableOf } from '../../emulator/analytics-data.js'
import { startStandIn, stopStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'

/**
 * The weekly docs-health workflow, as examples/docs-health.yml runs it, in process
 * (helpers/run-step.ts: each step as the runner prepares it, waits instant on the injected clock):
 * the analytics action writes the report and its `gaps`, and the agent action takes them as its
 * prompt with a `task`, so each week's gaps go to one job while its pull request is open. The
 * first week through dist/ in a process stays in e2e/docs-health-handoff.test.ts.
 */

let emulator: Emulator
let dir: string
const PR = 'https://github.com/acme/docs/pull/42'

beforeEach(async () => {
  emulator = await startStandIn({ visitors: generatedDataset(100) })
  emulator.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
  dir = mkdtempSync(join(tmpdir(), 'docs-health-handoff-flow-'))
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
  const health = await runStep({
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
  const run = await runStep({
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
  test("readers' mentions, references and links reach the agent inert: pasted into a pull request, they ping and link nobody", async () => {
    const live =
      '@octocat @acme/docs-team dev@example.com #12 acme/docs#3 GH-5 user@0123abc https://evil.example/login www.evil.example'
    const data = tables(emulator.apiKey, { week: WEEKS[0].day })
    emulator.resetAnalytics({
      ...data,
      searches: tableOf([
        {
          searchQuery: live,
          hits: 50,
          ctr: 0,
          topClickedPage: null,
          lastSearchedAt: `${WEEKS[0].day}T12:00:00.000Z`,
          date: WEEKS[0].day
        }
      ])
    })
    const health = await runStep({
      action: 'analytics',
      inputs: analyticsInputs(emulator, { ...WEEKS[0], 'gaps-limit': '20' }),
      env: { GITHUB_WORKSPACE: dir, ...githubEnv(emulator) }
    })
    expect(health.code).toBe(0)
    const gapLines = (health.outputs.gaps ?? '').split('\n').filter(line => /^\d+\. /.test(line))
    const searched = gapLines.find(line => line.includes('octocat')) ?? ''
    // As the agent would paste it into its pull request's description: inline code, whole.
    const quoted = searched.slice(searched.indexOf('`'))
    expect(quoted).toBe(`\`${live}\``)
    expect(filteredOutsideCode(`They searched for ${quoted}.`)).toEqual([])
    expect([...rendered(quoted).tags]).toEqual(['p', 'code'])
    // Nothing hidden in it for the agent to copy into the docs.
    expect([...(health.outputs.gaps ?? '')].filter(c => /\p{Cf}/u.test(c))).toEqual([])
  })

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

  test('the next week, with the pull request still open, sends its gaps to the same job', async () => {
    await monday(0)
    const { health, agent } = await monday(1)
    expect(agent.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    const prompts = emulator.jobs.get('job_1')?.prompts ?? []
    expect(prompts).toHaveLength(2)
    expect(prompts[1]).toBe(health.outputs.gaps)
    expect(prompts[1]).toContain('issues/201')
    // Last week's gaps, handed over and not yet merged, are not sent again.
    expect(prompts[1]).not.toContain('`webhook retries`')
    // The first week's report was closed when the second opened.
    expect(emulator.issues.get(200)?.state).toBe('closed')
  })

  test('on-open: skip leaves the open pull request alone and says so', async () => {
    await monday(0)
    const { agent } = await monday(1, { 'on-open': 'skip' })
    expect(agent.code).toBe(0)
    expect(agent.outputs).toMatchObject({ status: 'skipped', jobId: 'job_1', 'pr-number': '42' })
    expect(emulator.jobs.get('job_1')?.prompts).toHaveLength(1)
    expect(emulator.count('create')).toBe(1)
  })

  test('on-open: new starts a second job anyway', async () => {
    await monday(0)
    const { agent } = await monday(1, { 'on-open': 'new' })
    expect(agent.code).toBe(0)
    expect(emulator.count('create')).toBe(2)
    expect(emulator.jobs.get('job_1')?.prompts).toHaveLength(1)
  })
})

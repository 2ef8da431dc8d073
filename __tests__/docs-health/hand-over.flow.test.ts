import { describe, expect, test } from '@jest/globals'
import { analyticsInputs, githubEnv } from '../../emulator/runner.js'
import { tables } from '../helpers/docs-health-data.js'
import { filteredOutsideCode, rendered } from '../helpers/github-markdown.js'
import { tableOf } from '../../emulator/analytics-data.js'
import { runStep } from '../helpers/run-step.js'
import { PR, WEEKS } from '../helpers/weeks.js'
import { useHandOver } from '../helpers/hand-over.js'

/**
 * The weekly docs-health workflow, as examples/docs-health.yml runs it, in process
 * (helpers/run-step.ts: each step as the runner prepares it, waits instant on the injected clock):
 * the analytics action writes the report and its `gaps`, and the agent action takes them as its
 * prompt with a `task`, so each week's gaps go to one job while its pull request is open. The
 * first week through dist/ in a process stays in e2e/docs-health-handoff.test.ts.
 */

const handOver = useHandOver(runStep, 'docs-health-handoff-flow-')
const { monday } = handOver

describe('the gaps handed to the agent', () => {
  test("readers' mentions, references and links reach the agent inert: pasted into a pull request, they ping and link nobody", async () => {
    const live =
      '@octocat @acme/docs-team dev@example.com #12 acme/docs#3 GH-5 user@0123abc https://evil.example/login www.evil.example'
    const data = tables(handOver.emulator.apiKey, { week: WEEKS[0].day })
    handOver.emulator.resetAnalytics({
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
      inputs: analyticsInputs(handOver.emulator, { ...WEEKS[0], 'gaps-limit': '20' }),
      env: { GITHUB_WORKSPACE: handOver.dir, ...githubEnv(handOver.emulator) }
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
    expect(handOver.emulator.count('create')).toBe(1)
    const prompt = handOver.emulator.jobs.get('job_1')?.prompts[0] ?? ''
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
    expect(handOver.emulator.count('create')).toBe(1)
    const prompts = handOver.emulator.jobs.get('job_1')?.prompts ?? []
    expect(prompts).toHaveLength(2)
    expect(prompts[1]).toBe(health.outputs.gaps)
    expect(prompts[1]).toContain('issues/201')
    // Last week's gaps, handed over and not yet merged, are not sent again.
    expect(prompts[1]).not.toContain('`webhook retries`')
    // The first week's report was closed when the second opened.
    expect(handOver.emulator.issues.get(200)?.state).toBe('closed')
  })

  test('on-open: skip leaves the open pull request alone and says so', async () => {
    await monday(0)
    const { agent } = await monday(1, { 'on-open': 'skip' })
    expect(agent.code).toBe(0)
    expect(agent.outputs).toMatchObject({ status: 'skipped', jobId: 'job_1', 'pr-number': '42' })
    expect(handOver.emulator.jobs.get('job_1')?.prompts).toHaveLength(1)
    expect(handOver.emulator.count('create')).toBe(1)
  })

  test('on-open: new starts a second job anyway', async () => {
    await monday(0)
    const { agent } = await monday(1, { 'on-open': 'new' })
    expect(agent.code).toBe(0)
    expect(handOver.emulator.count('create')).toBe(2)
    expect(handOver.emulator.jobs.get('job_1')?.prompts).toHaveLength(1)
  })
})

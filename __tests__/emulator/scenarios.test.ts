import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'
import {
  SCENARIOS,
  scenarioNamed,
  scriptedStandIn,
  type ScenarioName
} from '../../emulator/scenarios.js'
import type { Emulator } from '../../emulator/server.js'
import { daysUpTo } from '../../emulator/visitors-data.js'
import { runStep } from '../helpers/run-step.js'

/**
 * The stand-in the scripts serve (`npm run stand-in`, `local-action`), and each scenario it can
 * act out, tried the way its banner says, in process: the action's step as the runner prepares it
 * (helpers/run-step.ts, waits instant on the injected clock). That the command the banner prints
 * runs the bundle through the runner emulation is scripts/stand-in.test.ts's.
 */

let emulator: Emulator | undefined
let dir: string | undefined
afterEach(async () => {
  await emulator?.close()
  expect(emulator?.violations ?? []).toEqual([])
  emulator = undefined
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

async function standIn(name?: ScenarioName, today?: Date): Promise<Emulator> {
  emulator = await scriptedStandIn(
    name === undefined ? undefined : SCENARIOS[name],
    {},
    today
  ).start()
  return emulator
}

function run(
  standIn: Emulator,
  action: 'agent' | 'analytics' | 'deploy',
  inputs: Record<string, string>
): Promise<ActionRun> {
  dir = mkdtempSync(join(tmpdir(), 'scenario-'))
  return runStep({
    action,
    inputs: {
      projectId: 'docs',
      'secret-key': standIn.apiKey,
      'base-url': standIn.url,
      'github-token': standIn.githubToken,
      ...(action === 'agent' ? { prompt: 'Fix the typos.', 'poll-interval': '100ms' } : {}),
      ...inputs
    },
    event: { name: 'workflow_dispatch', payload: {} },
    env: { GITHUB_API_URL: standIn.githubUrl, GITHUB_WORKSPACE: dir }
  })
}
const headline = (r: ActionRun) => r.summary.split('\n')[0]
const errors = (r: ActionRun) => r.stdout.split('\n').filter(l => l.startsWith('::error::'))

describe('the stand-in the scripts serve', () => {
  test('its data is dated over the 28 days up to today, so days: 7 finds rows in every dataset', async () => {
    const today = new Date('2027-03-01T08:00:00Z')
    expect(daysUpTo(today)(0)).toBe('2027-02-02')
    expect(daysUpTo(today)(27)).toBe('2027-03-01')
    const r = await run(await standIn(), 'analytics', { days: '7', format: 'json' })
    expect(r.code).toBe(0)
    const rows = JSON.parse(r.outputs.rows ?? '{}') as Record<string, number>
    for (const [name, count] of Object.entries(rows)) {
      if (name === 'assistant-callers') continue
      expect([name, count]).toEqual([name, expect.any(Number)])
      expect(count).toBeGreaterThan(0)
    }
  })

  test('a name that is no scenario is refused with the list', () => {
    expect(() => scenarioNamed('nope')).toThrow(
      'There is no scenario "nope". The scenarios are: checks-fail, job-fails, job-never-ends, token-403, rate-limited, paging-dead-end, unknown-project, deploy-fails, preview-fails, no-previews, deploy-never-ends.'
    )
    expect(() => scenarioNamed('__proto__')).toThrow('There is no scenario')
  })
})

describe('each scenario, as its banner says to try it', () => {
  test('checks-fail: checks: fix sends the failure back, and the fix turn makes them pass', async () => {
    const s = await standIn('checks-fail')
    const r = await run(s, 'agent', { checks: 'fix', 'checks-timeout': '10s' })
    expect(r.code).toBe(0)
    expect(r.outputs.checks).toBe('passed')
    const prompts = s.jobs.get('job_1')?.prompts ?? []
    expect(prompts).toHaveLength(2)
    expect(prompts[1]).toContain('Avoid "click on".')
  })

  test('checks-fail: checks: report reports the failure', async () => {
    const r = await run(await standIn('checks-fail'), 'agent', {
      checks: 'report',
      'checks-timeout': '10s'
    })
    expect(r.outputs.checks).toBe('failed')
    expect(r.stdout).toContain('::warning::')
  })

  test('job-fails: the step fails, saying the job failed', async () => {
    const r = await run(await standIn('job-fails'), 'agent', {})
    expect(r.code).toBe(1)
    expect(errors(r)).toEqual([expect.stringContaining('failed on the service')])
    expect(r.outputs.status).toBe('failed')
  })

  test('job-never-ends: the step fails at the timeout; the job keeps running', async () => {
    const r = await run(await standIn('job-never-ends'), 'agent', { timeout: '2s' })
    expect(r.code).toBe(1)
    expect(errors(r)).toEqual([
      expect.stringContaining('Timed out after 2s (timeout) waiting for job job_1')
    ])
    expect(r.outputs.status).toBe('active')
  })

  test('token-403: GitHub refuses the writes, and the step names the permission to add', async () => {
    const s = await standIn('token-403')
    const report = await run(s, 'analytics', { days: '7', report: 'issue' })
    expect(report.code).toBe(1)
    expect(errors(report).join('\n')).toContain('"permissions: issues: write"')
    expect(s.issues.size).toBe(0)
    const agent = await run(s, 'agent', {})
    expect(agent.stdout).toContain('the token may lack "pull-requests: write"')
    expect(s.comments.size).toBe(0)
  })

  test("rate-limited: the service's 429 stops the export with a resume, and fails a job's creation", async () => {
    const s = await standIn('rate-limited')
    const r = await run(s, 'analytics', { days: '7' })
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('::warning::Rate limit exceeded (429)')
    expect(r.outputs.complete).toBe('false')
    expect(r.outputs.resume).not.toBe('')
    const agent = await run(s, 'agent', {})
    expect(agent.code).toBe(1)
    expect(errors(agent)).toEqual([expect.stringContaining('Rate limit exceeded (429)')])
    expect(s.jobs.size).toBe(0)
  })

  test('paging-dead-end: feedback ends incomplete with its first 100 rows, and the step passes warning', async () => {
    const s = await standIn('paging-dead-end')
    const r = await run(s, 'analytics', { days: '28', datasets: 'feedback,assistant' })
    expect(r.code).toBe(0)
    const rows = JSON.parse(r.outputs.rows ?? '{}') as Record<string, number>
    // The assistant's one page of up to 1,000 holds every conversation: there is no next to name.
    expect(rows.feedback).toBe(100)
    expect(rows.assistant).toBeGreaterThan(100)
    expect(r.outputs).toMatchObject({ complete: 'false', resume: '' })
    expect(r.stdout).toContain(
      '::warning::feedback: the service said more feedback follow (hasMore: true) with page 1 but gave no nextCursor'
    )
  })

  test('unknown-project: the export stops after 2 requests with one error', async () => {
    const s = await standIn('unknown-project')
    const r = await run(s, 'analytics', { days: '7' })
    expect(r.code).toBe(1)
    expect(s.requests).toHaveLength(2)
    expect(errors(r)).toEqual([
      expect.stringContaining('check the projectId input (404 Not Found)')
    ])
  })

  test('unknown-project: deploy triggers nothing, and its summary says so and what to check', async () => {
    const s = await standIn('unknown-project')
    const r = await run(s, 'deploy', {})
    expect(r.code).toBe(1)
    expect(headline(r)).toBe('## ❌ Nothing was triggered')
    const said = [
      'The service refused the trigger: nothing was deployed.',
      'check the projectId input',
      'secret-key is an admin key of the organization the project belongs to',
      '(404 Not Found): Project docs not found.'
    ]
    for (const words of said) expect(errors(r).join('\n')).toContain(words)
    expect(r.summary).toContain('check the projectId input')
    expect(r.summary).toContain('| Deployment | not-triggered |')
    expect(s.requests.map(q => q.route)).toEqual(['deploy-update'])
  })

  test("deploy-fails: the deployment ends failure, and the step fails with the service's reason", async () => {
    const r = await run(await standIn('deploy-fails'), 'deploy', {})
    expect(r.code).toBe(1)
    expect(r.outputs.status).toBe('failure')
    expect(headline(r)).toBe('## ❌ Deployment failed')
    expect(errors(r)).toEqual([
      expect.stringMatching(
        /^::error::The deployment failed in .* \(status st_1\): Build failed: docs\.json lists the page "guides\/exports", which does not exist\.$/
      )
    ])
    expect(r.summary).toContain('### What the service said')
    expect(r.summary).toContain(
      'Error: navigation.groups[1].pages[3]: "guides/exports" does not exist'
    )
  })

  test('preview-fails: a preview ends failure, and an update still deploys', async () => {
    const s = await standIn('preview-fails')
    const r = await run(s, 'deploy', { mode: 'preview', branch: 'fix-typo' })
    expect(r.code).toBe(1)
    expect(r.outputs).toMatchObject({
      status: 'failure',
      'preview-url': 'https://acme-fix-typo.mintlify.site'
    })
    expect(headline(r)).toBe('## ❌ Preview failed')
    expect(errors(r)).toEqual([
      expect.stringMatching(
        /^::error::The preview of branch "fix-typo" failed in .* \(status st_1\): Build failed: guides\/export\.mdx could not be parsed\.$/
      )
    ])
    expect(r.summary).toContain('Expected a closing tag for <Note>')
    const update = await run(s, 'deploy', {})
    expect([update.code, headline(update)]).toEqual([0, '## ✅ Deployed'])
  })

  test("no-previews: the preview trigger is refused with the service's 403, naming the plans", async () => {
    const r = await run(await standIn('no-previews'), 'deploy', {
      mode: 'preview',
      branch: 'fix-typo'
    })
    expect(r.code).toBe(1)
    expect(headline(r)).toBe('## ❌ Nothing was triggered')
    expect(errors(r)).toEqual([
      expect.stringContaining(
        'they need the Pro or Enterprise plan: "Preview deployments are not available on your current plan"): Preview deployments are not available on your current plan.'
      )
    ])
  })

  test('deploy-never-ends: the step fails at the timeout; the deployment goes on', async () => {
    const r = await run(await standIn('deploy-never-ends'), 'deploy', { timeout: '30s' })
    expect(r.code).toBe(1)
    expect(r.outputs.status).toBe('in_progress')
    expect(headline(r)).toBe('## ⏱️ Still deploying when the wait ended')
    expect(errors(r)).toEqual([expect.stringContaining('had not ended after 30s (timeout)')])
  })
})

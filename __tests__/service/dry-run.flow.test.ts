import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, issuesLabeled } from '../../emulator/runner.js'
import { DOTNET_WHITESPACE_CODE_POINTS } from '../helpers/runner-commands.js'
import { injectedCommands } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { CHECK, useDryRunStandIn } from '../helpers/dry-run.js'
import { runExport } from '../helpers/export-step.js'

/**
 * Dry runs of every action, in process (helpers/run-step.ts: the step as the runner prepares it):
 * what each prints and checks, and that it creates nothing. The agent's dry run through dist/ in
 * a process stays in e2e/dry-run.test.ts.
 */

const { emulator, serviceRequests } = useDryRunStandIn()

describe('dry-run: check, print, create nothing', () => {
  test('workflow_dispatch: the prompt input is printed as sent, and nothing is created', async () => {
    const run = await runStep({
      inputs: agentInputs(emulator, {
        'dry-run': 'true',
        prompt: 'Fix broken links',
        wait: 'false'
      }),
      event: { name: 'workflow_dispatch', payload: { inputs: {} } },
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(serviceRequests()).toHaveLength(1)
    expect(emulator.requests).toHaveLength(1)
    expect(run.stdout).toContain(
      `1. POST ${emulator.url}/v2/agent/docs/job\n   body: {"prompt":"Fix broken links"}`
    )
    // wait: false: no status checks are planned.
    expect(run.stdout).not.toContain('2. GET')
    expect(run.outputs.status).toBe('dry-run')
  })

  test('a wrong key fails the dry run clearly, after the one check', async () => {
    const run = await runStep({
      inputs: agentInputs(emulator, {
        'dry-run': 'true',
        prompt: 'Fix',
        'secret-key': 'mint_wrong_key_1234'
      }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(1)
    expect(serviceRequests()).toHaveLength(1)
    expect(run.stdout).toContain(
      '::error::Dry run: The service refused the API key (401 Unauthorized) when trying to check the key and project "docs" (dry run). Check the secret-key input'
    )
    expect(run.summary).toContain('## 🧪 Dry run: the check failed')
    expect(run.outputs.status).toBe('dry-run')
  })

  test('with jobId the check reads that job, and the follow-up is printed', async () => {
    emulator.jobs.set('job_7', {
      id: 'job_7',
      projectId: 'docs',
      status: 'completed',
      prLink: null,
      archivedAt: null,
      createdAt: new Date().toISOString(),
      model: 'm',
      prompts: ['first'],
      turn: 0,
      polls: 5,
      pushes: 0
    })
    const run = await runStep({
      inputs: agentInputs(emulator, { 'dry-run': 'true', prompt: 'Now the FAQ', jobId: 'job_7' }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(serviceRequests().map(r => `${r.method} ${r.path}`)).toEqual([
      'GET /v2/agent/docs/job/job_7'
    ])
    expect(emulator.jobs.get('job_7')?.prompts).toEqual(['first'])
    expect(run.stdout).toContain(`2. POST ${emulator.url}/v2/agent/docs/job/job_7/message`)
    expect(run.stdout).toContain('the key and project were accepted; job job_7 is completed.')
  })

  test('an automation is printed, not triggered', async () => {
    emulator.automations.set('auto_changelog', {})
    const inputs = agentInputs(emulator, { 'dry-run': 'true', automation: 'auto_changelog' })
    const run = await runStep({ inputs, env: githubEnv(emulator) })
    expect(run.code).toBe(0)
    expect(emulator.count('trigger')).toBe(0)
    expect(emulator.automationRuns).toEqual([])
    expect(run.stdout).toContain(
      `1. POST ${emulator.url}/v1/workflow/docs/auto_changelog/trigger\n`
    )
    expect(run.stdout).not.toContain('::group::The prompt')
    expect(run.stdout).toContain('The automation id itself is checked only by running it')
  })

  test("an outsider's dry run is refused as usual, and comments nothing", async () => {
    const run = await runStep({
      inputs: agentInputs(emulator, { 'dry-run': 'true' }),
      event: issuesLabeled(7, { sender: { login: 'stranger', type: 'User' } }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('::warning::Not starting the agent:')
    expect(serviceRequests()).toEqual([])
    expect(emulator.comments.size).toBe(0)
  })

  test('a hostile issue is printed inertly: no workflow command in the log, no escape from the code block', async () => {
    const body =
      'Fix it\n::error::pwned\n##[add-mask]mint\nsee ##[stop-commands]pwned\n````\n<img src=x onerror=alert(1)> @everyone #1'
    const run = await runStep({
      inputs: agentInputs(emulator, { 'dry-run': 'true' }),
      event: issuesLabeled(7, { issue: { number: 7, title: 'Hostile', body } }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(injectedCommands(run.stdout + run.stderr)).toEqual([])
    expect(run.stdout).toContain('» ::error::pwned')
    // The prompt's longest backtick run is 4, so the fence is 5 and the text cannot close it.
    expect(run.summary).toContain('`````text\nHostile\n\nFix it\n::error::pwned')
    expect(run.summary).toContain('@everyone #1\n`````')
  })

  test("an issue line after any of the runner's whitespace runs as no command (U+0085 and every other Char.IsWhiteSpace)", async () => {
    const commands = ['::set-output name=prLink::pwned', '::error::pwned', '::stop-commands::pwned']
    const lines = DOTNET_WHITESPACE_CODE_POINTS.flatMap(cp =>
      commands.map(c => `${String.fromCodePoint(cp)}${c}`)
    )
    // ICU ignores some format characters when the runner compares by culture.
    lines.push('\ufeff::error::pwned', '\u00ad::error::pwned', '\u0085\u2028 \u3000::error::pwned')
    const run = await runStep({
      inputs: agentInputs(emulator, { 'dry-run': 'true' }),
      event: issuesLabeled(7, {
        issue: { number: 7, title: 'Whitespace', body: lines.join('\n') }
      }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(0)
    expect(injectedCommands(run.stdout + run.stderr)).toEqual([])
    expect(run.outputs.prLink).toBe('')
    expect(run.stdout).toContain('» \u0085::error::pwned')
  })
})

describe('dry-run of the visitors export', () => {
  test('prints the first request, checks with limit 1, writes no file, sets the totals', async () => {
    const workspace = mkdtempSync(join(tmpdir(), 'dry-visitors-'))
    const run = await runExport(
      runStep,
      'visitors',
      emulator,
      { 'dry-run': 'true', dateFrom: '2026-01-01', limit: '100' },
      { GITHUB_WORKSPACE: workspace }
    )
    const written = existsSync(join(workspace, 'visitors.csv'))
    rmSync(workspace, { recursive: true, force: true })
    expect(run.code).toBe(0)
    expect(written).toBe(false)
    expect(serviceRequests().map(r => r.query.toString())).toEqual([
      'dateFrom=2026-01-01&limit=1&offset=0'
    ])
    expect(run.stdout).toContain(
      `1. GET ${emulator.url}${CHECK}?dateFrom=2026-01-01&limit=100&offset=0 (then one more for each further page`
    )
    expect(run.outputs.total).toMatch(/^\d+$/)
    expect(run.outputs.rows).toBeUndefined()
    expect(run.stdout).toContain(`the range has ${run.outputs.total} unique visitors`)
    expect(run.summary).toContain('## 🧪 Dry run: nothing was created')
  })

  test('a wrong key fails clearly', async () => {
    const run = await runStep({
      action: 'visitors',
      inputs: {
        projectId: 'docs',
        'secret-key': 'mint_wrong_key_1234',
        'base-url': emulator.url,
        'dry-run': 'true'
      }
    })
    expect(run.code).toBe(1)
    expect(serviceRequests()).toHaveLength(1)
    expect(run.stdout).toContain(
      '::error::Dry run: The service refused the API key (401 Unauthorized)'
    )
  })
})

describe('a dry run speaks of what it would do, never of what it could not do', () => {
  const said = (run: { stdout: string; summary: string }) => `${run.stdout}\n${run.summary}`
  const service = (inputs: Record<string, string>) => ({
    projectId: 'docs',
    'secret-key': emulator.apiKey,
    'base-url': emulator.url,
    'dry-run': 'true',
    ...inputs
  })

  test.each([
    ['the agent, accepted', {}],
    ['the agent, a wrong key', { 'secret-key': 'mint_wrong_key_1234' }],
    ['the agent, no service to reach', { 'base-url': 'http://127.0.0.1:1', retries: '0' }]
  ])('%s', async (_, inputs) => {
    const run = await runStep({
      inputs: agentInputs(emulator, { 'dry-run': 'true', ...inputs }),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(said(run)).toContain('Dry run')
    expect(said(run)).not.toMatch(/\bCould not\b/)
    expect(emulator.comments.size).toBe(0)
  })

  test('GitHub failing the permission check', async () => {
    const boom = { status: 500, body: { message: 'boom' } }
    emulator.inject('permission', boom, boom, boom, boom)
    const run = await runStep({
      inputs: agentInputs(emulator, { 'dry-run': 'true' }),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    expect(said(run)).not.toMatch(/\bCould not\b/)
    expect(serviceRequests()).toEqual([])
  })

  test.each(['analytics', 'visitors'] as const)(
    'the %s export says what it would export, and exports nothing',
    async action => {
      const dir = mkdtempSync(join(tmpdir(), 'dry-run-'))
      try {
        for (const key of [emulator.apiKey, 'mint_wrong_key_1234']) {
          const run = await runStep({
            action,
            inputs: service({ 'secret-key': key }),
            env: { GITHUB_WORKSPACE: dir }
          })
          expect(run.stdout).toMatch(/^Would export /m)
          expect(run.stdout).not.toMatch(/^Exporting/m)
          expect(said(run)).not.toMatch(/\bCould not\b/)
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )
})

describe("a 429 on a dry run's check quotes the limit of the run's own action", () => {
  const LIMITED = { status: 429, body: { error: 'Rate limit exceeded' } }
  const errors = (stdout: string) => stdout.split('\n').filter(l => l.startsWith('::error::'))

  test("the agent's: the analytics allowance the check draws on, and the agent's own limits apart", async () => {
    emulator.always('visitors', LIMITED)
    const run = await runStep({
      inputs: agentInputs(emulator, { 'dry-run': 'true', prompt: 'Fix it' }),
      env: githubEnv(emulator)
    })
    expect(run.code).toBe(1)
    const [error] = errors(run.stdout)
    expect(error).toContain('Rate limit exceeded (429) when trying to check the key and project')
    expect(error).toContain('the check is one analytics request')
    expect(error).toContain(
      "The agent's own limits are apart, 100 job creations and 100 follow-up messages per project per hour, so a run without dry-run may still create its job."
    )
    expect(error).not.toContain('the export keeps its place')
  })

  test.each([
    ['visitors', 'visitors'],
    ['analytics', 'views']
  ] as const)('the %s export: nothing to resume from a dry run', async (action, route) => {
    emulator.always(route, LIMITED)
    const dir = mkdtempSync(join(tmpdir(), 'dry-run-'))
    try {
      const run = await runExport(
        runStep,
        action,
        emulator,
        { 'dry-run': 'true' },
        {
          GITHUB_WORKSPACE: dir
        }
      )
      const [error] = errors(run.stdout)
      expect(error).toContain('The service allows 100 analytics requests per organization per hour')
      expect(error).toContain('A dry run exports nothing, so nothing is lost')
      expect(error).not.toContain('the export keeps its place')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

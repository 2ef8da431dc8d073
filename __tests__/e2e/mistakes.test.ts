import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, issuesLabeled, runAction } from '../../emulator/runner.js'
import { DAY_MS, isoDay } from '../../src/export/period.js'
import { runExport } from '../helpers/export-step.js'
import { useStandInWorkspace } from '../helpers/stand-in-workspace.js'

/**
 * Mistakes a newcomer makes, each said as what it is, run as the runner runs the bundles
 * (dist/ through emulator/runner.ts): the one error of the step, with its key words, and what was
 * not done because of it (no request, no file). Each mistake's other cases run in process, in the
 * test of the module that says it.
 */

const step = useStandInWorkspace('mistakes-e2e-')

/** The step's `::error::` messages, unescaped as the runner reads them. */
function errors(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter(line => line.startsWith('::error::'))
    .map(line =>
      line
        .slice('::error::'.length)
        .replace(/%0A/g, '\n')
        .replace(/%0D/g, '\r')
        .replace(/%25/g, '%')
    )
}

/** The requests the service got (GitHub's are under /github/). */
function serviceRequests() {
  return step.emulator.requests.filter(r => !r.path.startsWith('/github/'))
}

describe('a relative path that leads out of the workspace', () => {
  test.each([
    ['visitors', 'path', '../visitors.csv'],
    ['analytics', 'directory', '../out']
  ] as const)(
    '%s: "%s: %s" is one error that says so, before any request',
    async (action, input, value) => {
      const run = await runExport(
        runAction,
        action,
        step.emulator,
        { [input]: value },
        {
          GITHUB_WORKSPACE: step.dir
        }
      )
      expect(run.code).toBe(1)
      expect(run.stderr).toBe('')
      expect(errors(run.stdout)).toEqual([
        `Input "${input}" is "${value}", a relative path that leads outside the workspace ${step.dir}: a relative path is read from the workspace and must stay inside it. Nothing was sent and nothing was written. To write outside the workspace on purpose, give "${input}" as an absolute path (such as \${{ runner.temp }}/${value.slice(3)}).`
      ])
      expect(serviceRequests()).toEqual([])
      expect(readdirSync(dirname(step.dir)).filter(f => f === value.slice(3))).toEqual([])
    }
  )
})

describe('a period in the future', () => {
  const day = (offset: number) => isoDay(Date.now() + offset * DAY_MS)

  test.each(['visitors', 'analytics'] as const)(
    '%s: a dateFrom after today is refused, naming it and today, before any request',
    async action => {
      const next = day(400)
      const run = await runExport(
        runAction,
        action,
        step.emulator,
        { dateFrom: next },
        {
          GITHUB_WORKSPACE: step.dir
        }
      )
      expect(run.code).toBe(1)
      expect(errors(run.stdout)).toEqual([
        `Input "dateFrom" (${next}) is in the future: today is ${day(0)} (UTC), and a period that has not begun has nothing to export yet. Nothing was sent. Give a dateFrom up to today, or "days" for the last whole days.`
      ])
      expect(serviceRequests()).toEqual([])
    }
  )

  test('analytics: a dateTo after today is refused, saying to leave it empty for up to now', async () => {
    const run = await runExport(
      runAction,
      'analytics',
      step.emulator,
      { dateFrom: day(-30), dateTo: day(30) },
      { GITHUB_WORKSPACE: step.dir }
    )
    expect(run.code).toBe(1)
    const [error] = errors(run.stdout)
    expect(error).toContain(`Input "dateTo" (${day(30)}) is after today, ${day(0)} (UTC)`)
    expect(error).toContain(`Leave dateTo empty to export up to now, or give at most ${day(1)}`)
    expect(serviceRequests()).toEqual([])
  })
})

describe('an input another action declares', () => {
  test('visitors given "report: issue" fails at once, naming the analytics action; warned by the runner too', async () => {
    const run = await runExport(
      runAction,
      'visitors',
      step.emulator,
      { report: 'issue' },
      {
        GITHUB_WORKSPACE: step.dir
      }
    )
    expect(run.code).toBe(1)
    expect(errors(run.stdout)).toEqual([
      'Input "report" is an input of the analytics action (your-org/mintlify-agent-action/analytics@v1), not of this action. It would not be read here, so the step would not do what it asks: give it to a step that uses that action, or remove it from this step\'s `with:`. Nothing was sent.'
    ])
    expect(run.runnerWarnings).toEqual([expect.stringContaining("Unexpected input(s) 'report'")])
    expect(run.stdout).not.toContain('is not an input of this action')
    expect(serviceRequests()).toEqual([])
    expect(readdirSync(step.dir)).toEqual([])
  })

  test('the deploy action given the agent\'s "prompt", as the runner names the repository it runs from', async () => {
    const run = await runAction({
      action: 'deploy',
      inputs: { projectId: 'docs', 'secret-key': step.emulator.apiKey, prompt: 'Fix it' },
      env: {
        ...githubEnv(step.emulator),
        GITHUB_ACTION_REPOSITORY: 'acme/mintlify-actions',
        GITHUB_ACTION_REF: 'v1.1.0'
      }
    })
    expect(run.code).toBe(1)
    expect(errors(run.stdout)).toEqual([
      expect.stringMatching(
        /^Input "prompt" is an input of the agent action \(acme\/mintlify-actions@v1\.1\.0\) and the follow-code action \(acme\/mintlify-actions\/follow-code@v1\.1\.0\), not of this action\. .*a step that uses one of those actions/
      )
    ])
    expect(step.emulator.requests).toEqual([])
  })
})

describe('a job that fails on the service', () => {
  test('says what the service said and where to look next, in the log, the comment and the summary', async () => {
    step.emulator.turns = [{ activePolls: 1, end: 'failed' }]
    const run = await runAction({
      inputs: agentInputs(step.emulator),
      event: issuesLabeled(7),
      env: githubEnv(step.emulator)
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toBe('')
    expect(errors(run.stdout)).toEqual([
      'Job job_1 failed on the service on branch mintlify/agent-job_1: the service gives no reason (a failed job carries only its status). Next: open job job_1 on the Mintlify dashboard (https://app.mintlify.com) to see what the agent did and where it stopped, then start a new job: comment "/agent <what to do>" on the issue, or re-run the workflow.'
    ])
    const [comment] = step.emulator.commentsOn(7)
    for (const shown of [comment?.body ?? '', run.summary]) {
      expect(shown).toContain('Agent job failed')
      expect(shown).toContain('the service gives no reason')
      expect(shown).toContain('open job job\\_1 on the Mintlify dashboard')
      expect(shown).toContain('or re-run the workflow')
    }
  })
})

describe("the agent's 429", () => {
  test("a dry run's check quotes the analytics allowance as the check's, and the agent's own limits", async () => {
    step.emulator.always('visitors', { status: 429, body: { error: 'Rate limit exceeded' } })
    const run = await runAction({
      inputs: agentInputs(step.emulator, { 'dry-run': 'true', prompt: 'Fix it' }),
      env: githubEnv(step.emulator)
    })
    expect(run.code).toBe(1)
    const [error] = errors(run.stdout)
    expect(error).toContain(
      'Rate limit exceeded (429) when trying to check the key and project "docs" (dry run)'
    )
    expect(error).toContain(
      "The agent's own limits are apart, 100 job creations and 100 follow-up messages per project per hour"
    )
    expect(error).not.toContain('next-offset')
  })

  test('creating a job quotes the limit of job creations', async () => {
    step.emulator.always('create', { status: 429, body: { error: 'Rate limit exceeded' } })
    const run = await runAction({
      inputs: agentInputs(step.emulator, { prompt: 'Fix it' }),
      env: githubEnv(step.emulator)
    })
    expect(run.code).toBe(1)
    const [error] = errors(run.stdout)
    expect(error).toContain(
      'Rate limit exceeded (429) when trying to create a job in project "docs"'
    )
    expect(error).toContain('The service allows 100 job creations per project per hour.')
    expect(error).not.toContain('analytics')
  })
})

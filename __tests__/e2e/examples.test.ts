import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { parse } from 'yaml'
import {
  githubEnv,
  issuesLabeled,
  runAction,
  ROOT,
  type ActionName,
  type RunOptions
} from '../../emulator/runner.js'
import { hostileTables, tableOf, type AnalyticsTables } from '../../emulator/analytics-data.js'
import type { Emulator } from '../../emulator/server.js'
import { useStandIn } from './stand-in.js'

/**
 * Every example workflow, run against the stand-in where it can be: each step that uses one of
 * this repository's actions runs the bundled action with the step's `with:` (its expressions
 * given the values a repository set up as the README says would give) on the example's first
 * event, and must pass, keeping to the service's contract.
 */

const PR = 'https://github.com/acme/docs/pull/42'
const emulator = useStandIn(stand => {
  stand.turns = [{ activePolls: 1, end: 'completed', prLink: PR }]
  stand.automations.set('auto_weekly', {})
  // The agent's pull request has a check, which passes (for the examples with `checks`).
  stand.headChecks = [[{ name: 'lint', source: 'check-run', steps: ['queued', 'success'] }]]
  // The app's deployment of the emulated run's commit (GITHUB_SHA), for source: github.
  stand.checks.set('0123456789abcdef0123456789abcdef01234567', [
    { name: 'Production', source: 'deployment', steps: ['in_progress', 'success'], url: SITE }
  ])
})
const SITE = 'https://acme.mintlify.app'

interface Step {
  readonly id?: string
  readonly uses?: string
  readonly with?: Record<string, unknown>
}
interface Job {
  readonly if?: string
  readonly outputs?: Record<string, string>
  readonly steps: readonly Step[]
}
interface Workflow {
  readonly on: Record<string, unknown>
  readonly jobs: Record<string, Job>
}

const ENTRIES: Record<string, ActionName> = {
  'your-org/mintlify-agent-action@v1': 'agent',
  'your-org/mintlify-agent-action/visitors@v1': 'visitors',
  'your-org/mintlify-agent-action/analytics@v1': 'analytics',
  'your-org/mintlify-agent-action/deploy@v1': 'deploy'
}

/** The value each expression an example's `with:` holds has in a repository set up as documented. */
function contextOf(stand: Emulator): Record<string, string> {
  return {
    'vars.MINTLIFY_PROJECT_ID': 'docs',
    'secrets.MINTLIFY_API_KEY': stand.apiKey,
    'vars.MINTLIFY_AUTOMATION_ID': 'auto_weekly',
    'secrets.MINTLIFY_ASSISTANT_KEY': stand.searchKey,
    'vars.MINTLIFY_DOMAIN': 'docs',
    'inputs.prompt': 'Fix the typos.',
    'inputs.issue': '7',
    'inputs.wait': 'true',
    // The nightly export's first run: no earlier export to continue.
    'steps.last.outputs.resume': ''
  }
}

/** A `with:` value with its `${{ … }}` expressions filled in; an unknown one fails the test. */
function evaluate(value: unknown, context: Record<string, string>): string {
  return String(value).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_m, expression: string) => {
    const known = context[expression]
    if (known === undefined) throw new Error(`no value for \${{ ${expression} }}: add it above`)
    return known
  })
}

const instruction = (extra: Record<string, unknown> = {}) => ({
  action: 'created',
  issue: { number: 7, title: 'Exports', body: 'Add a page.', ...extra },
  comment: { id: 1, body: '/agent Fix the typos.', user: { login: 'maintainer', type: 'User' } },
  sender: { login: 'maintainer', type: 'User' }
})

/** A sample of the example's first event, as GitHub would send it. */
function eventOf(file: string, name: string): RunOptions['event'] {
  switch (name) {
    case 'issues':
      return issuesLabeled(7)
    case 'issue_comment':
      // The pull-request workflow's comments are on its pull request.
      return {
        name,
        payload: instruction(
          file === 'pull-request-review.yml' ? { number: 42, pull_request: {} } : {}
        )
      }
    case 'pull_request_target':
      return {
        name,
        payload: {
          action: 'opened',
          number: 12,
          pull_request: {
            number: 12,
            head: { ref: 'fix-typo', sha: 'f'.repeat(40), repo: { full_name: 'outsider/docs' } },
            base: { ref: 'main', sha: '0'.repeat(40), repo: { full_name: 'acme/docs' } }
          },
          sender: { login: 'outsider', type: 'User' }
        }
      }
    case 'workflow_dispatch':
      return { name, payload: { inputs: { prompt: 'Fix the typos.', issue: '7', wait: 'true' } } }
    default:
      return { name, payload: {} }
  }
}

const files = readdirSync(join(ROOT, 'examples')).filter(f => f.endsWith('.yml'))

test.each(files)('examples/%s runs against the stand-in and passes', async file => {
  const workflow = parse(readFileSync(join(ROOT, 'examples', file), 'utf8')) as Workflow
  const [event = ''] = Object.keys(workflow.on)
  const context = contextOf(emulator)
  if (file === 'docs-health.yml') emulator.resetAnalytics(lastWeeksGaps())
  const workspace = mkdtempSync(join(tmpdir(), 'example-'))
  try {
    // Jobs in the order written (each example's `needs` follow it), steps in order.
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (!holds(job.if, context)) continue
      for (const step of job.steps.filter(s => s.uses !== undefined && s.uses in ENTRIES)) {
        const outputs = await runStep(file, step, event, context, workspace)
        for (const [key, value] of Object.entries(outputs))
          context[`steps.${step.id ?? ''}.outputs.${key}`] = value
      }
      for (const [key, value] of Object.entries(job.outputs ?? {}))
        context[`needs.${name}.outputs.${key}`] = evaluate(value, context)
    }
    // The weekly report: one issue, and its gaps handed to one job.
    const handedOver = [emulator.issues.size, emulator.count('create')]
    expect([file, ...handedOver]).toEqual(
      file === 'docs-health.yml' ? [file, 1, 1] : [file, ...handedOver]
    )
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
})

async function runStep(
  file: string,
  step: Step,
  event: string,
  context: Record<string, string>,
  workspace: string
): Promise<Record<string, string>> {
  const given = Object.fromEntries(
    Object.entries(step.with ?? {}).map(([name, value]) => [name, evaluate(value, context)])
  )
  const action = ENTRIES[step.uses ?? '']
  const run = await runAction({
    action,
    // The step's own `with:`, and only the stand-in's address and a short poll on top of it;
    // every other input is its default, as the runner passes it.
    inputs: {
      'base-url': emulator.url,
      ...(action === 'agent' || action === 'deploy' ? { 'poll-interval': '100ms' } : {}),
      ...given
    },
    githubToken: emulator.githubToken,
    event: eventOf(file, event),
    env: { ...githubEnv(emulator), GITHUB_WORKSPACE: workspace }
  })
  expect([file, run.code, run.stdout.match(/::error::.*/)?.[0]]).toEqual([file, 0, undefined])
  // A file the step names is there.
  const path = given.path ?? run.outputs.path ?? ''
  expect([path, path === '' || existsSync(join(workspace, path))]).toEqual([path, true])
  return run.outputs
}

/**
 * A job's `if:` on an earlier output (`needs.<job>.outputs.<name> != ''`); any other condition is
 * on the event, whose sample (`eventOf`) meets it.
 */
function holds(condition: string | undefined, context: Record<string, string>): boolean {
  const m = /^((?:needs|steps)\.[\w.-]+) != ''$/.exec(condition?.trim() ?? '')
  return m?.[1] === undefined || (context[m[1]] ?? '') !== ''
}

/** Yesterday's readers: a search with no result opened and a question left unanswered. */
function lastWeeksGaps(): AnalyticsTables {
  const date = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  return {
    ...hostileTables(),
    searches: tableOf([
      {
        searchQuery: 'webhook retries',
        hits: 40,
        ctr: 0,
        topClickedPage: null,
        lastSearchedAt: `${date}T12:00:00.000Z`,
        date
      }
    ]),
    assistant: tableOf([
      {
        id: '01JBXK6Q0M0000000000000001',
        timestamp: `${date}T09:30:00.000Z`,
        query: 'How do I rotate my key?',
        response: 'I could not find that.',
        sources: [],
        resolutionStatus: 'unanswered',
        queryCategory: null,
        pageUrl: null,
        caller: 'web',
        date
      }
    ])
  }
}

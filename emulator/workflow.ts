import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { codeSample } from './code-events.js'
import { DISPATCH_SAMPLE, sampleEvent, type RunEvent } from './events.js'
import { TEST_APP_TOKEN } from './github-identity.js'
import type { GitHubStore } from './github-store.js'
import type { ActionName } from './runner-step.js'
import type { Emulator } from './server.js'

/**
 * A documented workflow (examples/*.yml) as `npm run local-action -- examples/<file>.yml` and its
 * test play it: its jobs in the order written (each example's `needs` follow it), and in each the
 * steps that use one of this repository's actions, their `with:` expressions given the values a
 * repository set up as the README says would have. Other steps (`run:`, other actions) are not
 * played: their outputs that a `with:` reads are in `documentedContext`.
 */

interface Step {
  readonly id?: string
  readonly name?: string
  readonly uses?: string
  readonly with?: Record<string, unknown>
}
interface Job {
  readonly if?: string
  readonly outputs?: Record<string, string>
  readonly steps: readonly Step[]
}
interface DispatchInput {
  readonly default?: unknown
}
interface Workflow {
  readonly name?: string
  readonly on: Record<string, unknown>
  readonly jobs: Record<string, Job>
}

/** This repository's actions, by what a workflow's `uses:` says. */
const ENTRIES: Readonly<Record<string, ActionName>> = {
  'your-org/mintlify-agent-action@v1': 'agent',
  'your-org/mintlify-agent-action/visitors@v1': 'visitors',
  'your-org/mintlify-agent-action/analytics@v1': 'analytics',
  'your-org/mintlify-agent-action/deploy@v1': 'deploy',
  'your-org/mintlify-agent-action/follow-code@v1': 'follow-code'
}

/** A step of one of this repository's actions, as written in the workflow. */
export interface PlayedStep {
  readonly job: string
  /** The step's `id`, or its `name`, or what it `uses`. */
  readonly label: string
  readonly id: string | undefined
  readonly action: ActionName
  readonly with: Readonly<Record<string, unknown>>
}

/** A workflow file, read; an unreadable or shapeless one is an error that names it. */
export function readWorkflow(path: string): Workflow {
  let workflow: unknown
  try {
    workflow = parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`${path}: cannot read the workflow (${(error as Error).message})`)
  }
  const w = workflow as Partial<Workflow> | null
  if (typeof w?.on !== 'object' || w.on === null || typeof w.jobs !== 'object')
    throw new Error(`${path}: not a workflow (it needs on: and jobs:)`)
  return w as Workflow
}

/** The event a workflow is played on: its first trigger's sample (events.ts). */
export function firstEvent(workflow: Workflow): string {
  const [name = 'workflow_dispatch'] = Object.keys(workflow.on)
  // A workflow that listens to review events is about pull requests: its comments are on one.
  const onPulls = Object.keys(workflow.on).some(n => n.startsWith('pull_request_review'))
  return name === 'issue_comment' && onPulls ? 'issue_comment:pull' : name
}

/**
 * The event to send, with a dispatch's inputs as the workflow declares them (sample values); to a
 * workflow of follow-code, which runs in the code repository, that repository's sample.
 */
export function workflowEvent(workflow: Workflow, sample: string, stand?: GitHubStore): RunEvent {
  const jobs = Object.keys(workflow.jobs)
  const inCode = jobs.some(job => actionSteps(workflow, job).some(s => s.action === 'follow-code'))
  const code = inCode ? codeSample(sample) : undefined
  if (code !== undefined) return code
  const declared = (workflow.on.workflow_dispatch as { inputs?: Record<string, DispatchInput> })
    ?.inputs
  const inputs =
    declared === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(declared).map(([name, spec]) => [
            name,
            DISPATCH_SAMPLE[name] ?? textOf(spec.default ?? '')
          ])
        )
  return sampleEvent(sample, stand, inputs)
}

/** The steps that use this repository's actions, job by job, in the order written. */
export function actionSteps(workflow: Workflow, job: string): PlayedStep[] {
  return (workflow.jobs[job]?.steps ?? []).flatMap(step => {
    const action = step.uses === undefined ? undefined : ENTRIES[step.uses]
    return action === undefined
      ? []
      : [
          {
            job,
            label: step.id ?? step.name ?? step.uses ?? action,
            id: step.id,
            action,
            with: step.with ?? {}
          }
        ]
  })
}

/** The keys the stand-in gives (its service key and the assistant's search key). */
export interface StandInKeys {
  readonly apiKey: string
  readonly searchKey: string
}

/**
 * The value each expression an example's `with:` holds has in a repository set up as documented
 * (README, "Set up"), and a dispatch's inputs as the event carries them.
 */
export function documentedContext(keys: StandInKeys, event: RunEvent): Record<string, string> {
  const inputs = (event.payload as { inputs?: Record<string, unknown> } | undefined)?.inputs ?? {}
  return {
    'vars.MINTLIFY_PROJECT_ID': 'docs',
    'secrets.MINTLIFY_API_KEY': keys.apiKey,
    'vars.MINTLIFY_AUTOMATION_ID': 'auto_weekly',
    'secrets.MINTLIFY_ASSISTANT_KEY': keys.searchKey,
    'vars.MINTLIFY_DOMAIN': 'docs',
    // follow-code's token for the docs repository (a token of the stand-in's App).
    'secrets.DOCS_REPO_TOKEN': TEST_APP_TOKEN,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`inputs.${k}`, textOf(v)])),
    // The nightly export's first run: no earlier export to continue.
    'steps.last.outputs.resume': ''
  }
}

/** The secrets a documented repository holds, which the runner masks from the start. */
export function documentedSecrets(context: Record<string, string>): string[] {
  return Object.entries(context).flatMap(([k, v]) => (k.startsWith('secrets.') ? [v] : []))
}

/** A `with:` value with its `${{ … }}` expressions filled in; an unknown one is an error. */
export function evaluate(value: unknown, context: Record<string, string>): string {
  return textOf(value).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_m, expression: string) => {
    const known = context[expression]
    if (known === undefined)
      throw new Error(
        `no value for \${{ ${expression} }}: local-action knows ${Object.keys(context).join(', ')}`
      )
    return known
  })
}

/**
 * Whether a job's `if:` holds: one on an earlier output (`needs.<job>.outputs.<name> != ''`) is
 * evaluated; any other condition is on the event, whose sample meets it.
 */
export function holds(condition: string | undefined, context: Record<string, string>): boolean {
  const m = /^((?:needs|steps)\.[\w.-]+) != ''$/.exec(condition?.trim() ?? '')
  return m?.[1] === undefined || (context[m[1]] ?? '') !== ''
}

/** A job's `outputs:`, evaluated once its steps ran, as `needs.<job>.outputs.<name>`. */
export function jobOutputs(
  workflow: Workflow,
  job: string,
  context: Record<string, string>
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(workflow.jobs[job]?.outputs ?? {}).map(([key, value]) => [
      `needs.${job}.outputs.${key}`,
      evaluate(value, context)
    ])
  )
}

/** The commit the emulated run is on (runner-step.ts, GITHUB_SHA). */
const RUN_SHA = '0123456789abcdef0123456789abcdef01234567'

/**
 * A stand-in set up as the examples' repository is, where a scenario has not set it otherwise:
 * the agent's pull request (the stand-in's #42) has a check, which passes; the automation
 * `auto_weekly` exists; Mintlify's app deploys the run's commit (for `source: github`).
 */
export function documentedRepository(stand: Emulator): void {
  if (!stand.automations.has('auto_weekly')) stand.automations.set('auto_weekly', {})
  if (stand.headChecks.length === 0)
    stand.headChecks = [[{ name: 'lint', source: 'check-run', steps: ['queued', 'success'] }]]
  if (!stand.checks.has(RUN_SHA))
    stand.checks.set(RUN_SHA, [
      {
        name: 'Production',
        source: 'deployment',
        steps: ['in_progress', 'success'],
        url: 'https://acme.mintlify.app'
      }
    ])
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

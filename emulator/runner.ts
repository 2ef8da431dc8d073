import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import type { Emulator } from './server.js'

/**
 * The one emulation of the Actions runner: every path that runs a bundled action (the e2e tests,
 * the examples test, the demo, the bench, `npm run local-action`, the stand-in's printed command)
 * goes through `runAction` or `stepEnvironment` here, and nothing else sets `INPUT_*`. It follows
 * actions/runner, not our own code:
 *
 * - src/Runner.Worker/ActionRunner.cs: the step's `with:` keys are matched to the action's
 *   declared inputs without regard to case; every declared input the step does not give is added
 *   with its default, evaluated (`${{ github.token }}`; no default is ''); keys it does not declare
 *   are still passed, with the warning "Unexpected input(s) …". `required` is not enforced.
 * - src/Runner.Worker/Handlers/Handler.cs, AddInputsToEnvironment: each input becomes
 *   `INPUT_` + its name with spaces as `_`, upper-cased (hyphens kept), set after the step's `env:`.
 * - The default variables a hosted runner sets (docs: "Store information in variables",
 *   Default environment variables), the step run in GITHUB_WORKSPACE, with fresh GITHUB_OUTPUT,
 *   GITHUB_STEP_SUMMARY, GITHUB_ENV, GITHUB_PATH and GITHUB_STATE files.
 *
 * E2E_NODE picks the Node binary (CI runs these tests under Node 24, the `runs.using` runtime).
 */

export const ROOT = resolve(import.meta.dirname, '..')
export const NODE = process.env.E2E_NODE ?? process.execPath

/** The actions of this repository, by the folder that holds each one's action.yml. */
export const ACTIONS = { agent: '.', visitors: 'visitors', analytics: 'analytics' } as const
export type ActionName = keyof typeof ACTIONS

/** What the runner reads from an action.yml to run a node action. */
export interface ActionDefinition {
  /** Declared inputs and their defaults, as written (undefined: none). */
  readonly inputs: Readonly<Record<string, string | undefined>>
  /** `runs.main`, resolved against the action's folder. */
  readonly main: string
  readonly using: string
}

/** Reads an action's action.yml as the runner loads it. */
export function readActionDefinition(action: ActionName): ActionDefinition {
  const dir = join(ROOT, ACTIONS[action])
  const manifest = parse(readFileSync(join(dir, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { default?: unknown } | null>
    runs: { using: string; main: string }
  }
  if (!/^node\d+$/.test(manifest.runs.using))
    throw new Error(`${action}: runs.using is ${manifest.runs.using}, not a node runtime`)
  const inputs = Object.fromEntries(
    Object.entries(manifest.inputs ?? {}).map(([name, spec]) => {
      const value = spec?.default
      return [name, value === undefined || value === null ? undefined : String(value)]
    })
  )
  return { inputs, main: resolve(dir, manifest.runs.main), using: manifest.runs.using }
}

/** The expression values a default may read (the runner's `input-default-context`). */
export interface DefaultContext {
  /** What `${{ github.token }}` evaluates to: the job's GITHUB_TOKEN. */
  readonly githubToken: string
}

/**
 * The inputs the runner passes: the step's `with:` (keys kept as written), then each declared
 * input it lacks (compared without case) with its evaluated default, '' when it has none.
 */
export function stepInputs(
  definition: ActionDefinition,
  given: Readonly<Record<string, string>>,
  context: DefaultContext
): Record<string, string> {
  const inputs: Record<string, string> = { ...given }
  const keys = new Set(Object.keys(given).map(k => k.toLowerCase()))
  for (const [name, fallback] of Object.entries(definition.inputs)) {
    if (keys.has(name.toLowerCase())) continue
    inputs[name] = fallback === undefined ? '' : evaluateDefault(name, fallback, context)
  }
  return inputs
}

/** The runner's warning for `with:` keys the action does not declare; undefined when none. */
export function unexpectedInputs(
  definition: ActionDefinition,
  given: Readonly<Record<string, string>>
): string | undefined {
  const valid = Object.keys(definition.inputs)
  const declared = new Set(valid.map(k => k.toLowerCase()))
  const unexpected = Object.keys(given).filter(k => !declared.has(k.toLowerCase()))
  return unexpected.length === 0
    ? undefined
    : `Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${valid.join("', '")}']`
}

/** A default's `${{ … }}` expressions, evaluated; one this emulation does not know is an error. */
function evaluateDefault(name: string, text: string, context: DefaultContext): string {
  const values: Record<string, string> = { 'github.token': context.githubToken }
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_m, expression: string) => {
    const value = values[expression]
    if (value === undefined)
      throw new Error(`input "${name}": the emulation cannot evaluate \${{ ${expression} }}`)
    return value
  })
}

/** `INPUT_` + the name with spaces as `_`, upper-cased (Handler.cs, AddInputsToEnvironment). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`
}

export interface ActionRun {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
  readonly outputs: Record<string, string>
  readonly summary: string
  readonly durationMs: number
  /** When the signal of `RunOptions.signal` was sent, in ms after the start; undefined if never. */
  readonly signalledAtMs: number | undefined
  /** What the runner itself logged about the step (the unexpected-inputs warning). */
  readonly runnerWarnings: readonly string[]
}

/** A step as a workflow writes it, and the run around it. */
export interface StepOptions {
  /** Which of this repository's actions the step `uses:` (default: the agent action). */
  readonly action?: ActionName
  /** The step's `with:`; every other declared input gets its default, as the runner gives it. */
  readonly inputs: Record<string, string>
  /** What `${{ github.token }}` evaluates to (default: a token no server accepts). */
  readonly githubToken?: string
  /** The event; `raw` is written to the payload file as it is (for broken payloads). */
  readonly event?: { readonly name: string; readonly payload?: unknown; readonly raw?: string }
  /**
   * The step's `env:`, and the runner's own variables a test points elsewhere (GITHUB_API_URL at
   * the stand-in, GITHUB_WORKSPACE). Inputs are never given here: only through `inputs`.
   */
  readonly env?: Record<string, string>
}

export interface RunOptions extends StepOptions {
  /** Copy the action's stdout here as it comes (the demo shows the log live). */
  readonly echo?: NodeJS.WritableStream
  /** Send a signal once stdout matches (and `afterMs` more have passed). */
  readonly signal?: {
    readonly when: RegExp
    readonly send: NodeJS.Signals
    readonly afterMs?: number
  }
  /** Keep the runner's files here (the event, outputs, summary) instead of a folder removed after. */
  readonly dir?: string
  /** Node options before the script (the bench preloads a peak-memory probe; --inspect). */
  readonly nodeArgs?: readonly string[]
  /** Run this script, relative to the repository, in the action's place with the same step (the bench's floors). */
  readonly script?: string
}

/** A token shaped like GITHUB_TOKEN that no server accepts, for runs that do not reach GitHub. */
export const UNUSED_GITHUB_TOKEN = 'ghs_emulatedRunnerToken0000000000000000'

/** Everything the runner prepares for one step: its environment, the command, the files. */
export interface PreparedStep {
  readonly definition: ActionDefinition
  readonly env: Record<string, string>
  readonly cwd: string
  readonly runnerWarnings: readonly string[]
  readonly files: { readonly output: string; readonly summary: string }
}

/**
 * Prepares a step in `dir` as the runner does: the event payload file, the command files, the
 * workspace, and the environment (the hosted runner's variables, the step's `env:`, then the
 * inputs, which the runner sets last).
 */
export function stepEnvironment(dir: string, options: StepOptions): PreparedStep {
  const definition = readActionDefinition(options.action ?? 'agent')
  const given = options.env ?? {}
  const smuggled = Object.keys(given).filter(k => k.toUpperCase().startsWith('INPUT_'))
  if (smuggled.length > 0)
    throw new Error(`inputs go in \`inputs\` (the step's with:), not env: ${smuggled.join(', ')}`)
  const files = {
    event: join(dir, 'event.json'),
    output: join(dir, 'output.txt'),
    summary: join(dir, 'summary.md'),
    env: join(dir, 'env.txt'),
    path: join(dir, 'path.txt'),
    state: join(dir, 'state.txt')
  }
  writeFileSync(files.event, options.event?.raw ?? JSON.stringify(options.event?.payload ?? {}))
  for (const file of [files.output, files.summary, files.env, files.path, files.state])
    writeFileSync(file, '')
  const workspace = given.GITHUB_WORKSPACE ?? join(dir, 'workspace')
  mkdirSync(workspace, { recursive: true })
  const temp = join(dir, 'temp')
  mkdirSync(temp, { recursive: true })
  const inputs = stepInputs(definition, options.inputs, {
    githubToken: options.githubToken ?? UNUSED_GITHUB_TOKEN
  })
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: '__run',
    GITHUB_ACTOR: 'maintainer',
    GITHUB_ACTOR_ID: '1',
    GITHUB_TRIGGERING_ACTOR: 'maintainer',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_GRAPHQL_URL: 'https://api.github.com/graphql',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_REPOSITORY_ID: '100',
    GITHUB_REPOSITORY_OWNER: 'acme',
    GITHUB_REPOSITORY_OWNER_ID: '10',
    GITHUB_EVENT_NAME: options.event?.name ?? 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: workspace,
    GITHUB_WORKFLOW: 'Agent',
    GITHUB_WORKFLOW_REF: 'acme/docs/.github/workflows/agent.yml@refs/heads/main',
    GITHUB_WORKFLOW_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_JOB: 'agent',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_REF_TYPE: 'branch',
    GITHUB_REF_PROTECTED: 'false',
    GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
    GITHUB_BASE_REF: '',
    GITHUB_HEAD_REF: '',
    GITHUB_RUN_ID: '1234',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RETENTION_DAYS: '90',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_NAME: 'GitHub Actions 1',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_TEMP: temp,
    RUNNER_TOOL_CACHE: join(dir, 'toolcache'),
    // Not the runner's: the action's retry backoff, kept short so faults run fast (settings.ts).
    MINTLIFY_ACTION_RETRY_DELAY: '20ms',
    ...given
  }
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value
  const warning = unexpectedInputs(definition, options.inputs)
  return {
    definition,
    env,
    cwd: workspace,
    runnerWarnings: warning === undefined ? [] : [warning],
    files
  }
}

/** Runs one step of a bundled action as the runner does, and reads back what it left. */
export async function runAction(options: RunOptions): Promise<ActionRun> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'action-e2e-'))
  mkdirSync(dir, { recursive: true })
  const step = stepEnvironment(dir, options)
  const started = Date.now()
  const main = options.script === undefined ? step.definition.main : join(ROOT, options.script)
  const child = spawn(NODE, [...(options.nodeArgs ?? []), main], {
    env: step.env,
    cwd: step.cwd,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  let signalledAtMs: number | undefined
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
    options.echo?.write(chunk)
    if (
      options.signal !== undefined &&
      signalledAtMs === undefined &&
      options.signal.when.test(stdout)
    ) {
      const { send, afterMs = 0 } = options.signal
      signalledAtMs = Date.now() - started + afterMs
      setTimeout(() => child.kill(send), afterMs)
    }
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>(done =>
    child.on('close', (c, s) => done([c, s]))
  )
  const result = {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(step.files.output, 'utf8')),
    summary: existsSync(step.files.summary) ? readFileSync(step.files.summary, 'utf8') : '',
    durationMs: Date.now() - started,
    signalledAtMs,
    runnerWarnings: step.runnerWarnings
  }
  if (options.dir === undefined) rmSync(dir, { recursive: true, force: true })
  return result
}

/** Reads GITHUB_OUTPUT as the runner does: `name<<DELIMITER\nvalue\nDELIMITER`; the last value wins. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const re = /^([^\n<=]+)<<(\S+)\n([\s\S]*?)\n?\2$/gm
  for (const m of text.matchAll(re)) outputs[m[1] ?? ''] = m[3] ?? ''
  return outputs
}

/** The inputs every agent-job test starts from, pointed at the stand-in. */
export function agentInputs(
  emulator: Emulator,
  extra: Record<string, string> = {}
): Record<string, string> {
  return {
    ...serviceInputs(emulator),
    'github-token': emulator.githubToken,
    'poll-interval': '100ms',
    timeout: '20s',
    ...extra
  }
}

/** The inputs every action takes for the service, pointed at the stand-in's project `docs`. */
function serviceInputs(emulator: Emulator): Record<string, string> {
  return { projectId: 'docs', 'secret-key': emulator.apiKey, 'base-url': emulator.url }
}

/**
 * The analytics action's inputs for the stand-in: its project and key, and the week the demo and
 * the documentation show (the generated data's third week, compared with the second).
 */
export function analyticsInputs(
  emulator: Emulator,
  extra: Record<string, string> = {}
): Record<string, string> {
  return {
    ...serviceInputs(emulator),
    dateFrom: '2026-02-15',
    dateTo: '2026-02-22',
    compare: 'previous',
    'summary-rows': '3',
    ...extra
  }
}

/** GITHUB_API_URL for the stand-in's GitHub endpoints. */
export function githubEnv(emulator: Emulator): Record<string, string> {
  return { GITHUB_API_URL: emulator.githubUrl }
}

export function issuesLabeled(
  number = 7,
  extra: Record<string, unknown> = {}
): RunOptions['event'] {
  return {
    name: 'issues',
    payload: {
      action: 'labeled',
      label: { name: 'agent' },
      issue: { number, title: 'Document the export API', body: 'Please add a page on exports.' },
      sender: { login: 'maintainer', type: 'User' },
      repository: { full_name: 'acme/docs' },
      ...extra
    }
  }
}

/** Output with the `::add-mask::` commands removed: the only lines allowed to hold a secret. */
export function withoutMaskCommands(text: string): string {
  return text
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
}

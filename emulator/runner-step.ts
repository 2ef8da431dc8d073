import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'

/**
 * How the Actions runner prepares a step of a node action, from its own rules (actions/runner):
 *
 * - src/Runner.Worker/ActionRunner.cs: the step's `with:` keys are matched to the action's
 *   declared inputs without regard to case; every declared input the step does not give is added
 *   with its default, evaluated (`${{ github.token }}`; no default is ''); keys it does not declare
 *   are still passed, with the warning "Unexpected input(s) …". `required` is not enforced. A key
 *   the step gives that names an input with a `deprecationMessage` (compared with case, as its
 *   `Deprecated` dictionary is built in ActionManifestManager.cs, ConvertInputs) gets the warning
 *   "Input '…' has been deprecated with message: …", before any other; a default never does.
 * - src/Runner.Worker/Handlers/Handler.cs, AddInputsToEnvironment: each input becomes
 *   `INPUT_` + its name with spaces as `_`, upper-cased (hyphens kept), set after the step's `env:`.
 * - The default variables a hosted runner sets (GitHub's docs, "Variables reference"), the step
 *   run in GITHUB_WORKSPACE, with fresh GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_ENV,
 *   GITHUB_PATH and GITHUB_STATE files.
 *
 * runner.ts runs what this prepares; nothing else sets `INPUT_*`.
 */

export const ROOT = resolve(import.meta.dirname, '..')

/** The actions of this repository, by the folder that holds each one's action.yml. */
export const ACTIONS = {
  agent: '.',
  visitors: 'visitors',
  analytics: 'analytics',
  deploy: 'deploy',
  'follow-code': 'follow-code'
} as const
export type ActionName = keyof typeof ACTIONS

/** What the runner reads from an action.yml to run a node action. */
export interface ActionDefinition {
  /** Declared inputs and their defaults, as written (undefined: none). */
  readonly inputs: Readonly<Record<string, string | undefined>>
  /** The `deprecationMessage` of each input that has one. */
  readonly deprecated: Readonly<Record<string, string>>
  /** `runs.main`, resolved against the action's folder. */
  readonly main: string
  readonly using: string
}

/** Reads an action's action.yml as the runner loads it. */
export function readActionDefinition(action: ActionName): ActionDefinition {
  const dir = join(ROOT, ACTIONS[action])
  const manifest = parse(readFileSync(join(dir, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, { default?: unknown; deprecationMessage?: string } | null>
    runs: { using: string; main: string }
  }
  if (!/^node\d+$/.test(manifest.runs.using))
    throw new Error(`${action}: runs.using is ${manifest.runs.using}, not a node runtime`)
  const inputs = Object.fromEntries(
    Object.entries(manifest.inputs ?? {}).map(([name, spec]) => {
      const value = spec?.default
      // YAML gives a default as a string, number or boolean; the runner reads each as its text.
      return [name, value === undefined || value === null ? undefined : `${value as string}`]
    })
  )
  const deprecated = Object.fromEntries(
    Object.entries(manifest.inputs ?? {}).flatMap(([name, spec]) =>
      spec?.deprecationMessage === undefined ? [] : [[name, spec.deprecationMessage]]
    )
  )
  return {
    inputs,
    deprecated,
    main: resolve(dir, manifest.runs.main),
    using: manifest.runs.using
  }
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

/**
 * The runner's warning for each `with:` key that names a deprecated input, in the step's order
 * (ActionRunner.cs: `Deprecated.TryGetValue(input.Key, …)` over the step's own inputs, so a key
 * in another case, or an input left to its default, is not warned about).
 */
export function deprecatedInputs(
  definition: ActionDefinition,
  given: Readonly<Record<string, string>>
): string[] {
  return Object.keys(given).flatMap(key => {
    const message = Object.hasOwn(definition.deprecated, key)
      ? definition.deprecated[key]
      : undefined
    return message === undefined
      ? []
      : [`Input '${key}' has been deprecated with message: ${message}`]
  })
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
  mkdirSync(dir, { recursive: true })
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
    ...hostedRunnerVariables(dir, options.event?.name ?? 'workflow_dispatch', files),
    ...(options.action === 'follow-code' ? CODE_REPOSITORY : {}),
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
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
    runnerWarnings: [
      ...deprecatedInputs(definition, options.inputs),
      ...(warning === undefined ? [] : [warning])
    ],
    files
  }
}

/** follow-code runs in the code repository, acme/api (the stand-in's, beside the docs' acme/docs). */
const CODE_REPOSITORY = {
  GITHUB_REPOSITORY: 'acme/api',
  GITHUB_REPOSITORY_ID: '101',
  GITHUB_WORKFLOW: 'Docs',
  GITHUB_WORKFLOW_REF: 'acme/api/.github/workflows/docs.yml@refs/heads/main',
  GITHUB_JOB: 'docs'
} as const

/** The variables a GitHub-hosted runner sets for every step, for a run of acme/docs on main. */
function hostedRunnerVariables(
  dir: string,
  eventName: string,
  files: Readonly<Record<'event' | 'output' | 'summary' | 'env' | 'path' | 'state', string>>
): Record<string, string> {
  return {
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
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
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
    RUNNER_TOOL_CACHE: join(dir, 'toolcache')
  }
}

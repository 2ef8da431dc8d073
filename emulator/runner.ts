import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Emulator } from './server.js'
import { ROOT, stepEnvironment, type StepOptions } from './runner-step.js'

export { ROOT, type ActionName } from './runner-step.js'
/** The labelled issue most tests start from; its definition is with the other samples. */
export { issuesLabeled } from './events.js'

/**
 * The one emulation of the Actions runner: every path that runs a bundled action (the e2e tests,
 * the demo, the bench, `npm run local-action` and the examples it plays, the stand-in's command)
 * goes through `runAction` here, or `stepEnvironment` (runner-step.ts) where it spawns the
 * process itself. The step is prepared by the runner's own rules (runner-step.ts); this runs it
 * and reads back what it left, as the runner does.
 *
 * E2E_NODE picks the Node binary (CI runs these tests under Node 24, the `runs.using` runtime).
 */
export const NODE = process.env.E2E_NODE ?? process.execPath

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
  /** What the runner itself logged about the step: a deprecated input given, unexpected ones. */
  readonly runnerWarnings: readonly string[]
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
  /**
   * Read nothing of the step's stdout for this long, as a runner busy elsewhere (or until the
   * process has ended: Node then reads what is left): the pipe fills (64 KiB on Linux), and what
   * the action writes after that waits in its process.
   */
  readonly readsLateMs?: number
}

/** Runs one step of a bundled action as the runner does, and reads back what it left. */
export async function runAction(options: RunOptions): Promise<ActionRun> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'action-e2e-'))
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
  if (options.readsLateMs !== undefined) {
    child.stdout.pause()
    const late = setTimeout(() => child.stdout.resume(), options.readsLateMs)
    child.on('close', () => clearTimeout(late))
  }
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

/**
 * Reads GITHUB_OUTPUT as the runner does on Linux (actions/runner, `EnvFileKeyValuePairs`): line by
 * line at each `\n` (a CR stays in its line); an empty line is skipped; `NAME=VALUE` when `=`
 * comes before any `<<`, else `NAME<<DELIMITER` and the value is every line up to the first line
 * that is the delimiter exactly. The runner's errors are thrown with its words; the last value of
 * a name wins (`__proto__` is a name like any other).
 */
export function parseOutputs(text: string): Record<string, string> {
  const outputs = new Map<string, string>()
  const lines = text.split('\n')
  // A file that ends with a line break has no line after it.
  if (lines.at(-1) === '') lines.pop()
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line === '') continue
    const equals = line.indexOf('=')
    const heredoc = line.indexOf('<<')
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      outputs.set(line.slice(0, equals), line.slice(equals + 1))
      continue
    }
    const [name = '', delimiter = ''] =
      heredoc < 0 ? [] : [line.slice(0, heredoc), line.slice(heredoc + 2)]
    if (name === '' || delimiter === '') throw new Error(`Invalid format '${line}'`)
    const end = lines.indexOf(delimiter, i + 1)
    // Not found: the runner stops at a last line with no line break, or at the file's end.
    if (end === -1 && i + 1 < lines.length && !text.endsWith('\n'))
      throw new Error('Invalid value. EOF marker missing new line.')
    if (end === -1) throw new Error(`Invalid value. Matching delimiter not found '${delimiter}'`)
    outputs.set(name, lines.slice(i + 1, end).join('\n'))
    i = end
  }
  return Object.fromEntries(outputs)
}

/**
 * The inputs every agent-job test starts from, pointed at the stand-in. `poll-interval` is
 * deprecated for workflows (the wait adapts by itself), and `v1` still honours it: the tests keep
 * it, so that a turn's status checks come 100ms apart and a run takes no longer than it must.
 */
export function agentInputs(
  emulator: Emulator,
  extra: Record<string, string> = {}
): Record<string, string> {
  return { ...workflowAgentInputs(emulator, { 'poll-interval': '100ms' }), ...extra }
}

/** The agent's inputs for the stand-in as a workflow writes them (what the demo shows). */
export function workflowAgentInputs(
  emulator: Emulator,
  extra: Record<string, string> = {}
): Record<string, string> {
  return {
    ...serviceInputs(emulator),
    'github-token': emulator.githubToken,
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

/** Output with the `::add-mask::` commands removed: the only lines allowed to hold a secret. */
export function withoutMaskCommands(text: string): string {
  return text
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
}

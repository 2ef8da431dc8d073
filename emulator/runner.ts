import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Emulator } from './server.js'

/**
 * Runs a bundled action as the Actions runner does: `node dist/...js` with `INPUT_*` variables,
 * the event payload in a file, and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files to read back.
 * E2E_NODE picks the Node binary (CI runs these tests once more under Node 24).
 */

export const ROOT = resolve(import.meta.dirname, '..')
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
}

export interface RunOptions {
  readonly entry?: string
  readonly inputs: Record<string, string>
  /** The event; `raw` is written to the payload file as it is (for broken payloads). */
  readonly event?: { readonly name: string; readonly payload?: unknown; readonly raw?: string }
  readonly env?: Record<string, string>
  /** Copy the action's stdout here as it comes (the demo shows the log live). */
  readonly echo?: NodeJS.WritableStream
  /** Send a signal once stdout matches (and `afterMs` more have passed). */
  readonly signal?: {
    readonly when: RegExp
    readonly send: NodeJS.Signals
    readonly afterMs?: number
  }
  readonly cwd?: string
  /** Node options before the script (the bench preloads a peak-memory probe). */
  readonly nodeArgs?: readonly string[]
}

export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v])
  )
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'action-e2e-'))
  const eventPath = join(dir, 'event.json')
  const outputPath = join(dir, 'output.txt')
  const summaryPath = join(dir, 'summary.md')
  writeFileSync(eventPath, options.event?.raw ?? JSON.stringify(options.event?.payload ?? {}))
  writeFileSync(outputPath, '')
  writeFileSync(summaryPath, '')
  const env = runnerEnv(dir, options)
  const started = Date.now()
  const child = spawn(
    NODE,
    [...(options.nodeArgs ?? []), join(ROOT, options.entry ?? 'dist/index.js')],
    {
      env,
      cwd: options.cwd ?? dir,
      stdio: ['ignore', 'pipe', 'pipe']
    }
  )
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
    outputs: parseOutputs(readFileSync(outputPath, 'utf8')),
    summary: existsSync(summaryPath) ? readFileSync(summaryPath, 'utf8') : '',
    durationMs: Date.now() - started,
    signalledAtMs
  }
  if (options.cwd === undefined) rmSync(dir, { recursive: true, force: true })
  return result
}

/** The environment the runner gives an action: its files in `dir`, inputs as INPUT_* variables. */
function runnerEnv(dir: string, options: RunOptions): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    RUNNER_TEMP: dir,
    GITHUB_EVENT_NAME: options.event?.name ?? 'workflow_dispatch',
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_OUTPUT: join(dir, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1234',
    MINTLIFY_ACTION_RETRY_DELAY: '20ms',
    ...inputEnv(options.inputs),
    ...options.env
  }
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

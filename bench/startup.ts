/**
 * Start-up and teardown, measured the way the runner starts an action: a fresh `node` process
 * in the step the runner emulation prepares. The time to the first request is from just before
 * the spawn to the moment the stand-in receives that request; teardown is from the moment the
 * stand-in has written its last answer to the process's exit (and, as first measured, from the
 * last request received, which counts the stand-in's time to make that answer too). The floors: bench/floor.mjs, the agent's first request made with node:http by an
 * ES module, as one is written (importing node:http: the floor the start-up target is set
 * against) and with the built-ins required (the least an ES module can do), and a bare `node -e`
 * request, the true floor of a process that makes one.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Emulator } from '../emulator/server.js'
import { addedFile } from '../emulator/code-repo.js'
import { codePushed } from '../emulator/code-events.js'
import { agentInputs, analyticsInputs, githubEnv } from '../emulator/runner.js'
import {
  ROOT,
  stepEnvironment,
  type ActionName,
  type StepOptions
} from '../emulator/runner-step.js'

export interface Timing {
  readonly firstRequestMs: number
  /** From the last answer written whole to the process's exit: what the action does after it. */
  readonly teardownMs: number
  /** From the last request received to the exit, as teardown was first measured (it counts the stand-in's time to answer). */
  readonly sinceRequestMs: number
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/**
 * What a step of each action asks of the stand-in: its inputs, ending on the stand-in's data;
 * follow-code's, a push of a merged pull request to follow (its first request reads the change).
 */
function stepOf(action: ActionName, emulator: Emulator): StepOptions {
  const service = { projectId: 'docs', 'secret-key': emulator.apiKey, 'base-url': emulator.url }
  switch (action) {
    case 'agent':
      return { action, inputs: agentInputs(emulator, { prompt: 'bench', 'github-token': '' }) }
    case 'visitors':
      return { action, inputs: { ...service, days: '7' } }
    case 'analytics':
      return { action, inputs: analyticsInputs(emulator, { datasets: 'views', compare: 'none' }) }
    case 'deploy':
      return { action, inputs: { ...service, 'github-token': '' } }
    case 'follow-code':
      return {
        action,
        inputs: service,
        githubToken: emulator.githubToken,
        event: codePushed(emulator.code.merge({ files: [addedFile('src/api/bench.ts')] })),
        env: githubEnv(emulator)
      }
  }
}

/**
 * The least a process can do to make a first request: `node -e` with a request by node:http to
 * the stand-in, in CommonJS, nothing loaded but Node itself.
 */
const BARE = `require('node:http').get(new URL(process.env['INPUT_BASE-URL'] + '/v2/agent/docs/job/none'), r => { r.resume(); r.on('end', () => process.exit(0)) })`

/** Runs one process (`args` after `node`) against `emulator` as the step of `action`. */
async function timeOnce(
  node: string,
  args: readonly string[],
  action: ActionName,
  emulator: Emulator,
  extra: Readonly<Record<string, string>> = {}
): Promise<Timing> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'))
  const step = stepOf(action, emulator)
  const { env, cwd } = stepEnvironment(dir, { ...step, env: { ...step.env, ...extra } })
  const arrivals: bigint[] = []
  const answers: bigint[] = []
  emulator.onRequest = () => void arrivals.push(process.hrtime.bigint())
  emulator.onAnswered = () => void answers.push(process.hrtime.bigint())
  const started = process.hrtime.bigint()
  const { code, exited } = await new Promise<{ code: number | null; exited: bigint }>(resolve =>
    spawn(node, [...args], { env, stdio: 'ignore', cwd }).on('exit', code =>
      resolve({ code, exited: process.hrtime.bigint() })
    )
  )
  rmSync(dir, { recursive: true, force: true })
  const [first, last, answered] = [arrivals[0], arrivals.at(-1), answers.at(-1)]
  if (
    first === undefined ||
    last === undefined ||
    answered === undefined ||
    (code !== 0 && args[0] !== '-e')
  )
    throw new Error(
      `${args.join(' ')} under ${node} failed (exit ${code}, ${arrivals.length} requests)`
    )
  return {
    firstRequestMs: Number(first - started) / 1e6,
    teardownMs: Number(exited - answered) / 1e6,
    sinceRequestMs: Number(exited - last) / 1e6
  }
}

/** The bundle of each action, as action.yml's runs.main names it. */
const BUNDLES: Readonly<Record<ActionName, string>> = {
  agent: 'index.js',
  visitors: join('visitors', 'index.js'),
  analytics: join('analytics', 'index.js'),
  deploy: join('deploy', 'index.js'),
  'follow-code': join('follow-code', 'index.js')
}

/** An action's bundle beside its floors: each the median of its runs. */
export interface Startup {
  readonly bundle: Timing
  /** bench/floor.mjs importing node:http and node:https, as an ES module is written. */
  readonly floor: Timing
  /** bench/floor.mjs requiring them, the least an ES module can do. */
  readonly required: Timing
  readonly bare: Timing
}

/**
 * Medians over `runs` of an action's bundle, of bench/floor.mjs both ways and of a bare `node -e`
 * request, interleaved so that all four see the same machine load.
 */
export async function timeStartup(
  node: string,
  runs: number,
  action: ActionName = 'agent'
): Promise<Startup> {
  const emulator = await new Emulator({
    turns: [{ activePolls: 0, end: 'completed' }],
    validate: false
  }).start()
  const floorScript = [join(ROOT, 'bench', 'floor.mjs')]
  const timings = { bundle: [], floor: [], required: [], bare: [] } as Record<
    keyof Startup,
    Timing[]
  >
  try {
    for (let i = 0; i < runs; i++) {
      timings.bundle.push(
        await timeOnce(node, [join(ROOT, 'dist', BUNDLES[action])], action, emulator)
      )
      timings.floor.push(await timeOnce(node, floorScript, 'agent', emulator))
      const required = { FLOOR_REQUIRE: '1' }
      timings.required.push(await timeOnce(node, floorScript, 'agent', emulator, required))
      timings.bare.push(await timeOnce(node, ['-e', BARE], action, emulator))
    }
  } finally {
    await emulator.close()
  }
  const med = (of: keyof Startup): Timing => ({
    firstRequestMs: median(timings[of].map(t => t.firstRequestMs)),
    teardownMs: median(timings[of].map(t => t.teardownMs)),
    sinceRequestMs: median(timings[of].map(t => t.sinceRequestMs))
  })
  return {
    bundle: med('bundle'),
    floor: med('floor'),
    required: med('required'),
    bare: med('bare')
  }
}

/**
 * Start-up and teardown, measured the way the runner starts an action: a fresh `node` process
 * in the step the runner emulation prepares. The time to the first request is from just before the spawn to the
 * moment the stand-in receives that request; teardown is from the last request received to the
 * process's exit. The floor is bench/floor.mjs: the same first request made with node:http.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Emulator } from '../emulator/server.js'
import { agentInputs } from '../emulator/runner.js'
import { ROOT, stepEnvironment } from '../emulator/runner-step.js'

export interface Timing {
  readonly firstRequestMs: number
  readonly teardownMs: number
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Runs `script` once under `node` against `emulator`; the job completes on its first check. */
async function timeOnce(node: string, script: string, emulator: Emulator): Promise<Timing> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'))
  const { env, cwd } = stepEnvironment(dir, {
    inputs: agentInputs(emulator, { prompt: 'bench', 'github-token': '' })
  })
  const arrivals: bigint[] = []
  emulator.onRequest = () => void arrivals.push(process.hrtime.bigint())
  const started = process.hrtime.bigint()
  const { code, exited } = await new Promise<{ code: number | null; exited: bigint }>(resolve =>
    spawn(node, [script], { env, stdio: 'ignore', cwd }).on('exit', code =>
      resolve({ code, exited: process.hrtime.bigint() })
    )
  )
  rmSync(dir, { recursive: true, force: true })
  const [first, last] = [arrivals[0], arrivals.at(-1)]
  if (code !== 0 || first === undefined || last === undefined)
    throw new Error(`${script} under ${node} failed (exit ${code}, ${arrivals.length} requests)`)
  return {
    firstRequestMs: Number(first - started) / 1e6,
    teardownMs: Number(exited - last) / 1e6
  }
}

/** Medians over `runs`, bundle and floor interleaved so both see the same machine load. */
export async function timeStartup(
  node: string,
  runs: number
): Promise<{ bundle: Timing; floor: Timing }> {
  const emulator = await new Emulator({
    turns: [{ activePolls: 0, end: 'completed' }],
    validate: false
  }).start()
  const bundle: Timing[] = []
  const floor: Timing[] = []
  try {
    for (let i = 0; i < runs; i++) {
      bundle.push(await timeOnce(node, join(ROOT, 'dist', 'index.js'), emulator))
      floor.push(await timeOnce(node, join(ROOT, 'bench', 'floor.mjs'), emulator))
    }
  } finally {
    await emulator.close()
  }
  const med = (timings: Timing[]): Timing => ({
    firstRequestMs: median(timings.map(t => t.firstRequestMs)),
    teardownMs: median(timings.map(t => t.teardownMs))
  })
  return { bundle: med(bundle), floor: med(floor) }
}

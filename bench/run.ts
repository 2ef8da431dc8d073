/**
 * `npm run bench`: figures measured on this machine, not asserted in tests (machines are shared
 * and noisy). Prints, for the agent-job action, the whole-process time of `node dist/index.js`
 * for a job that completes on its first status check (median of RUNS) beside `node -e 0`, and the
 * bundle size; for the visitors action, exports of 100,000 and 1,000,000 rows from the stand-in
 * with the requests made, wall time and the process's peak resident memory.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Emulator } from '../emulator/server.js'
import { agentInputs, NODE, ROOT, runAction } from '../emulator/runner.js'
import { generatedDataset } from '../emulator/visitors-data.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

async function timeProcess(args: string[]): Promise<number> {
  const started = process.hrtime.bigint()
  await new Promise<void>((resolve, reject) => {
    spawn(NODE, args, { stdio: 'ignore' }).on('close', code =>
      code === 0 ? resolve() : reject(new Error(`exit ${code}`))
    )
  })
  return Number(process.hrtime.bigint() - started) / 1e6
}

async function benchAgent(): Promise<void> {
  const emulator = await new Emulator({
    turns: [{ activePolls: 0, end: 'completed' }],
    validate: false
  }).start()
  const whole: number[] = []
  const firstRequest: number[] = []
  const bare: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const before = emulator.requests.length
      const started = Date.now()
      let createdAt = 0
      emulator.onRequest = () => (createdAt ||= Date.now())
      const run = await runAction({
        inputs: agentInputs(emulator, { prompt: 'bench', 'poll-interval': '10s' }),
        env: {}
      })
      if (run.code !== 0 || emulator.requests.length - before !== 2)
        throw new Error(`bench run failed: ${run.stdout}`)
      whole.push(run.durationMs)
      firstRequest.push(createdAt - started)
      bare.push(await timeProcess(['-e', '0']))
    }
  } finally {
    await emulator.close()
  }
  const size = statSync(join(ROOT, 'dist', 'index.js')).size
  console.log(
    `agent job (${RUNS} runs, ${NODE === process.execPath ? `node ${process.version}` : NODE})`
  )
  console.log(
    `  node dist/index.js, job completed on the first check: median ${median(whole).toFixed(0)} ms (includes the ~0.75-1 s wait before the first check)`
  )
  console.log(
    `  of which start-up to the create request:              median ${median(firstRequest).toFixed(0)} ms`
  )
  console.log(
    `  node -e 0:                                            median ${median(bare).toFixed(0)} ms`
  )
  console.log(`  bundle dist/index.js: ${(size / 1024).toFixed(0)} KiB (${size} bytes)`)
}

async function benchVisitors(rows: number): Promise<{ rows: number; peakKb: number }> {
  const emulator = await new Emulator({ visitors: generatedDataset(rows), validate: false }).start()
  const dir = mkdtempSync(join(tmpdir(), 'bench-visitors-'))
  try {
    const run = await runAction({
      entry: 'dist/visitors/index.js',
      inputs: {
        projectId: 'docs',
        'secret-key': emulator.apiKey,
        'base-url': emulator.url,
        limit: '250',
        'summary-rows': '20'
      },
      env: { GITHUB_WORKSPACE: dir, PEAK_RSS_FILE: join(dir, 'peak-rss') },
      nodeArgs: ['--import', join(ROOT, 'bench', 'peak-rss.mjs')]
    })
    const requests = emulator.count('visitors')
    const expectedRequests = Math.ceil(rows / 250)
    if (run.code !== 0 || run.outputs.rows !== String(rows))
      throw new Error(`export failed: ${run.stdout.slice(-2000)}`)
    const peakKb = Number(readFileSync(join(dir, 'peak-rss'), 'utf8'))
    const fileMb = statSync(join(dir, 'visitors.csv')).size / 1024 / 1024
    console.log(
      `  ${rows.toLocaleString('en')} rows: ${requests} requests (ceil(rows/limit) = ${expectedRequests}${requests === expectedRequests ? ', equal' : ', NOT EQUAL'}), ${(run.durationMs / 1000).toFixed(1)} s wall, peak RSS ${(peakKb / 1024).toFixed(1)} MiB, file ${fileMb.toFixed(1)} MiB`
    )
    return { rows, peakKb }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await emulator.close()
  }
}

await benchAgent()
console.log('visitors export (limit 250, csv)')
const small = await benchVisitors(100_000)
const large = await benchVisitors(1_000_000)
const ratio = large.peakKb / small.peakKb
console.log(
  `  peak memory at 1,000,000 rows is ${ratio.toFixed(2)}x that at 100,000 (target: within 1.5x)`
)

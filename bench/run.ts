/**
 * `npm run bench`: figures measured on this machine, side by side with a floor, not asserted in
 * tests (machines are shared and noisy). In one run:
 *
 * - start-up: the time from process start to the first request, for each action's bundle (the
 *   five), for bench/floor.mjs (the agent's first request with node:http) and for a bare `node -e`
 *   request, on Node 24 (the runtime action.yml names) and on the Node running the bench, with
 *   their ratios; teardown (from the last answer, and from the last request, to exit);
 * - bundle sizes, each action's and the chunks;
 * - polling on a simulated clock: detection latency and status checks for jobs of 3 s, 30 s,
 *   5 min and 30 min, and the worst case over every length from 1 s to 30 min; and the deploy
 *   action's wait for deployments of 30 s, 3 min and 15 min (checks at most 2m apart);
 * - the visitors export at 100,000 and 1,000,000 rows: rows/s and peak RSS, beside the action's
 *   bundle before it became a preset of the export engine (VISITORS_BASE) and a bare paging loop
 *   (bench/visitors-floor.mjs); and, scenario by scenario, whether the two bundles leave the same
 *   files, outputs, summary, requests and log (bench/visitors-parity.ts); and the same export over
 *   TLS through a CONNECT proxy beside it direct: rows/s and the tunnels opened (bench/proxy.ts;
 *   `npm run bench -- proxy` alone);
 * - the analytics export, per dataset: requests used against the fewest possible for its rows
 *   (target 1.00), rows/s beside a bare paging loop (bench/analytics-floor.mjs) and peak RSS at
 *   100,000 and 1,000,000 rows;
 * - reading a code change (follow-code): the GitHub requests one read of a change of 1, 50 and
 *   500 files makes, against the fewest the endpoints allow (bench/changes.ts; `npm run bench --
 *   changes` alone);
 * - the text functions' growth with the size of their worst input (bench/text.ts): the exponent
 *   of each at three sizes (`npm run bench -- text` alone).
 *
 * BENCH_RUNS sets the start-up runs (default 15); BENCH_EXPORT_RUNS the runs of each export
 * beside its floor, action and floor in turns (default 3: one run of each moved by a third on this
 * shared machine); BENCH_NODE24 a Node 24 binary (default: from `npx node@24`). `npm run bench --
 * visitors` (or `analytics`, `text`, `startup`, `proxy`, ...) runs that part alone.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../emulator/runner.js'
import { detectDeploy } from './deploy.js'
import { detect, sweep } from './polling.js'
import { timeStartup, type Timing } from './startup.js'
import { exportRows } from './visitors.js'
import {
  asToday,
  bundleOf,
  differences,
  PARITY_SCENARIOS,
  runScenario,
  VISITORS_BASE
} from './visitors-parity.js'
import { exportDataset } from './analytics.js'
import { textGrowth } from './text.js'
import { checksWait } from './checks.js'
import { markerSearch } from './markers.js'
import { changeReads } from './changes.js'
import { proxiedExport, type ProxiedExport } from './proxy.js'
import type { DatasetName } from '../src/service/datasets.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3)
const ms = (value: number) => `${value.toFixed(1)} ms`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`

function node24(): string {
  if (process.env.BENCH_NODE24 !== undefined) return process.env.BENCH_NODE24
  const out = execFileSync('npx', ['--yes', 'node@24', '-p', 'process.execPath'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore']
  })
  return out.trim().split('\n').at(-1) ?? 'node'
}

async function startup(): Promise<void> {
  console.log(`start-up (median of ${RUNS} runs of each bundle, interleaved with its floors)`)
  // One line per Node binary: the bench under Node 24 itself does not measure it twice.
  const nodes = new Map<string, string>([[node24(), 'Node 24']])
  if (!nodes.has(process.execPath))
    nodes.set(process.execPath, `Node ${process.versions.node.split('.')[0]}`)
  for (const [binary, name] of nodes) {
    console.log(`  ${name} (${binary})`)
    for (const action of ['agent', 'visitors', 'analytics', 'deploy', 'follow-code'] as const) {
      const { bundle, floor, required, bare } = await timeStartup(binary, RUNS, action)
      const ratio = (of: Timing, what: string) =>
        `${(bundle.firstRequestMs / of.firstRequestMs).toFixed(2)}x ${what} (${ms(of.firstRequestMs)})`
      console.log(
        `    ${action.padEnd(11)} first request ${ms(bundle.firstRequestMs)}: ${ratio(floor, 'the ES-module floor')}, target <= 1.3x; ${ratio(required, 'with built-ins required')}; ${ratio(bare, 'a bare node -e')}; teardown ${ms(bundle.teardownMs)} from the last answer (target <= 15 ms; the floors ${ms(floor.teardownMs)}, ${ms(required.teardownMs)}, ${ms(bare.teardownMs)}), ${ms(bundle.sinceRequestMs)} from the last request`
      )
    }
  }
}

function sizes(): void {
  const files = Object.values({
    agent: 'index.js',
    visitors: join('visitors', 'index.js'),
    analytics: join('analytics', 'index.js'),
    deploy: join('deploy', 'index.js'),
    'follow-code': join('follow-code', 'index.js')
  })
  const chunks = readdirSync(join(ROOT, 'dist', 'chunks')).map(f => join('chunks', f))
  console.log('bundle (dist/)')
  for (const file of [...files, ...chunks]) {
    const bytes = statSync(join(ROOT, 'dist', file)).size
    const note = file === 'index.js' ? ' (target <= 700 KB)' : ''
    console.log(`  ${file.padEnd(36)} ${kib(bytes).padStart(9)}${note}`)
  }
}

async function polling(): Promise<void> {
  console.log('polling (simulated clock, checks at most 2m apart, jitter drawn at random)')
  for (const [label, length] of [
    ['3 s', 3_000],
    ['30 s', 30_000],
    ['5 min', 300_000],
    ['30 min', 1_800_000]
  ] as const) {
    const d = await detect(length, Math.random)
    console.log(
      `  job of ${label.padEnd(6)}: noticed ${ms(d.latencyMs).padStart(10)} late (budget ${ms(d.budgetMs)}), ${d.checks} status checks`
    )
  }
  const { worst, lengths } = await sweep()
  console.log(
    `  worst of ${lengths} lengths from 1 s to 30 min: ${ms(worst.latencyMs)} late for a job of ${worst.endsAtMs / 1000} s, ${((100 * worst.latencyMs) / worst.budgetMs).toFixed(0)} % of its budget`
  )
  console.log(
    '  follow-up turns (the service answers the follow-up "active", as it does once it takes one)'
  )
  const quick = await detect(500, Math.random, true)
  console.log(
    `    a turn of 0.5 s: noticed ${ms(quick.latencyMs)} late (budget ${ms(quick.budgetMs)}), ${quick.checks} status checks`
  )
  const turns = await sweep(true)
  console.log(
    `    worst of ${turns.lengths} lengths from 1 s to 30 min: ${ms(turns.worst.latencyMs)} late for a turn of ${turns.worst.endsAtMs / 1000} s, ${((100 * turns.worst.latencyMs) / turns.worst.budgetMs).toFixed(0)} % of its budget`
  )
}

async function deployWait(): Promise<void> {
  console.log('deploy wait (simulated clock, checks at most 2m apart, jitter drawn at random)')
  for (const [label, length] of [
    ['30 s', 30_000],
    ['3 min', 180_000],
    ['15 min', 900_000]
  ] as const) {
    const d = await detectDeploy(length, Math.random)
    console.log(
      `  deployment of ${label.padEnd(6)}: noticed ${ms(d.latencyMs).padStart(10)} late (budget ${ms(d.budgetMs)}), ${d.checks} status checks (the policy allows ${d.allowed}, the fewest are ${d.fewest})`
    )
  }
}

async function visitors(): Promise<void> {
  const base = VISITORS_BASE.slice(0, 7)
  const before = bundleOf()
  try {
    console.log(
      `visitors export (limit 250, CSV), beside a bare paging loop (the median of ${EXPORT_RUNS} runs of each, in turns; target >= 0.9x) and the bundle before the engine (${base}, one run)`
    )
    for (const rows of [100_000, 1_000_000]) {
      const { action, floor, ratios } = await inTurns(
        () => exportRows(rows, 'action'),
        () => exportRows(rows, 'floor')
      )
      const then = await exportRows(rows, 'before', before.script)
      const line = (name: string, r: typeof action) =>
        `${name} ${Math.round(r.rowsPerSecond).toLocaleString('en')} rows/s, peak RSS ${(r.peakKb / 1024).toFixed(0)} MiB`
      console.log(
        `  ${rows.toLocaleString('en').padStart(9)} rows: ${line('action', action)}, ${(action.rowsPerSecond / floor.rowsPerSecond).toFixed(2)}x the floor (each run's ${spread(ratios)}); ${line(base, then)}; ${line('floor', floor)}`
      )
    }
    await parity(before.script, base)
  } finally {
    before.dispose()
  }
  await proxied()
}

/** The visitors export over TLS through a CONNECT proxy, beside the same export direct. */
async function proxied(): Promise<void> {
  console.log(
    `visitors export over TLS through a CONNECT proxy (emulator/proxy.ts), beside the same export direct (the median of ${EXPORT_RUNS} runs of each, in turns)`
  )
  const rows = 100_000
  const { action, floor, ratios } = await inTurns(
    () => proxiedExport(rows, true),
    () => proxiedExport(rows, false)
  )
  const rate = (r: ProxiedExport) => Math.round(r.rowsPerSecond).toLocaleString('en')
  console.log(
    `  ${rows.toLocaleString('en').padStart(9)} rows: ${action.requests} requests through ${action.tunnels} tunnel(s), ${rate(action)} rows/s, ${(action.rowsPerSecond / floor.rowsPerSecond).toFixed(2)}x direct (${rate(floor)}; each run's ${spread(ratios)})`
  )
}

/** Each scenario by both bundles: the same, or the parts that differ. */
async function parity(script: string, base: string): Promise<void> {
  console.log(
    `visitors parity with ${base} (files, outputs, the summary's figures, requests, log but its debug lines; "start" said "the start" and the summary redrawn on purpose)`
  )
  const workspace = mkdtempSync(join(tmpdir(), 'bench-parity-'))
  let same = 0
  try {
    for (const scenario of PARITY_SCENARIOS) {
      const before = await runScenario(scenario, workspace, script)
      const now = await runScenario(scenario, workspace)
      const then = asToday(before, now)
      const differ = differences(then, now)
      if (differ.length === 0) same++
      console.log(
        `  ${scenario.name.padEnd(56)} ${differ.length === 0 ? 'the same, byte for byte' : `DIFFERENT: ${differ.join(', ')}`}`
      )
    }
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
  console.log(`  ${same} of ${PARITY_SCENARIOS.length} scenarios the same`)
}

const PAGED: readonly DatasetName[] = ['views', 'visitors', 'feedback', 'searches', 'assistant']

async function analytics(): Promise<void> {
  console.log(
    `analytics export (NDJSON, one dataset a run), beside a bare paging loop at the same size, the median of ${EXPORT_RUNS} runs of each taken in turns: rows/s (target >= 0.9x the floor) and peak RSS, the largest of the runs (target: flat from 100,000 to 1,000,000 rows)`
  )
  const rate = (r: { rowsPerSecond: number }) => Math.round(r.rowsPerSecond).toLocaleString('en')
  const mib = (r: { peakKb: number }) => `${(r.peakKb / 1024).toFixed(0)} MiB`
  for (const name of PAGED) {
    for (const rows of [100_000, 1_000_000]) {
      const { action, floor, ratios } = await inTurns(
        () => exportDataset(name, rows, 'action'),
        () => exportDataset(name, rows, 'floor')
      )
      console.log(
        `  ${name.padEnd(18)} ${rows.toLocaleString('en').padStart(9)} rows: ${action.requests} requests (fewest ${action.fewest}); ${rate(action)} rows/s, ${(action.rowsPerSecond / floor.rowsPerSecond).toFixed(2)}x the floor (${rate(floor)}; each run's ${spread(ratios)}); peak RSS ${mib(action)} (floor ${mib(floor)})`
      )
    }
  }
  for (const name of ['feedback-by-page', 'assistant-callers'] as const) {
    const one = await exportDataset(name, 50, 'action')
    console.log(
      `  ${name.padEnd(18)} ${one.requests} request, fewest ${one.fewest}, ratio ${(one.requests / one.fewest).toFixed(2)} (target 1.00)`
    )
  }
}

/**
 * An export run EXPORT_RUNS times by the action and by the floor, in turns (each pair in the other
 * order than the one before, so a machine that slows down weighs on both): the median run of each
 * (rows/s), the largest peak RSS of each, and each pair's ratio.
 */
async function inTurns<T extends { rowsPerSecond: number; peakKb: number }>(
  action: () => Promise<T>,
  floor: () => Promise<T>
): Promise<{ action: T; floor: T; ratios: number[] }> {
  const runs: { action: T; floor: T }[] = []
  for (let k = 0; k < EXPORT_RUNS; k++) {
    if (k % 2 === 0) runs.push({ action: await action(), floor: await floor() })
    else {
      const second = await floor()
      runs.push({ action: await action(), floor: second })
    }
  }
  const median = (who: 'action' | 'floor'): T => {
    const sorted = runs.map(r => r[who]).sort((a, b) => a.rowsPerSecond - b.rowsPerSecond)
    const middle = sorted[Math.floor(sorted.length / 2)] as T
    return { ...middle, peakKb: Math.max(...sorted.map(r => r.peakKb)) }
  }
  const ratios = runs.map(r => r.action.rowsPerSecond / r.floor.rowsPerSecond)
  return { action: median('action'), floor: median('floor'), ratios }
}

const spread = (ratios: readonly number[]) =>
  `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`

async function checks(): Promise<void> {
  console.log(
    "a 15-minute checks wait (simulated clock, the checks loop's schedule), reads the token's rate limit counts (GitHub's REST limit for GITHUB_TOKEN: 1,000 an hour)"
  )
  for (const count of [10, 1_000]) {
    const before = await checksWait(count, false)
    const after = await checksWait(count, true)
    console.log(
      `  ${count.toLocaleString('en').padStart(5)} checks: ${after.counted} counted + ${after.unchanged} answered 304 (free); every page whole each time: ${before.counted} counted`
    )
  }
}

async function markers(): Promise<void> {
  console.log("finding the action's newest marker among an issue's comments (100 a page)")
  for (const count of [10, 10_000]) {
    const found = await markerSearch(count, Math.min(50, count - 1))
    console.log(
      `  ${count.toLocaleString('en').padStart(6)} comments, the marker at most 50 from the end: ${found.requests} listing requests (oldest first, every page: ${found.oldestFirst})`
    )
  }
}

async function changes(): Promise<void> {
  console.log(
    "reading a code change (follow-code's engine, path rules src/**): GitHub requests against the fewest the endpoints allow (target 1.00)"
  )
  for (const read of await changeReads())
    console.log(
      `  ${read.name.padEnd(54)} ${String(read.files).padStart(3)} files: ${read.requests} requests, fewest ${read.fewest}, ratio ${(read.requests / read.fewest).toFixed(2)} (${ms(read.ms)})`
    )
}

async function text(): Promise<void> {
  console.log(
    'text functions: growth with the size of their worst input (exponent: 1 linear, 2 quadratic; target <= 1.2)'
  )
  for (const g of await textGrowth()) {
    const times = g.sizes.map((size, i) => `${size.toLocaleString('en')}: ${ms(g.ms[i] ?? 0)}`)
    console.log(`  ${g.name.padEnd(44)} exponent ${g.exponent.toFixed(2)} (${times.join(', ')})`)
  }
}

const only = process.argv[2]
if (only === 'analytics') await analytics()
else if (only === 'text') await text()
else if (only === 'checks') await checks()
else if (only === 'startup') await startup()
else if (only === 'markers') await markers()
else if (only === 'changes') await changes()
else if (only === 'visitors') await visitors()
else if (only === 'proxy') await proxied()
else {
  await text()
  await checks()
  await markers()
  await changes()
  await startup()
  sizes()
  await polling()
  await deployWait()
  await visitors()
  await analytics()
}

/**
 * The visitors action before and after it became a preset of the one export engine, side by side:
 * the bundle of `VISITORS_BASE` (its dist/, as committed there, read from git) and the bundle in
 * dist/, each run as the runner runs it on its own stand-in acting out the same scenario. What a
 * run leaves is compared byte for byte: the files in the workspace, the outputs, the job summary,
 * the requests the stand-in received (method, path, query, status) and the log lines that matter
 * (every line but the debug ones, which hold times, and the mask commands).
 *
 * Two differences are made on purpose, and taken out of the comparison by `asToday`: an end of the
 * period not given is said "the start" everywhere now, where the opening line said "start"; and
 * the summary is drawn anew (1.1.0: a heading that says whether the export is complete, a
 * horizontal chart, numbers aligned right), so of the summary only its tables' rows, the figures,
 * are compared.
 *
 * Used by __tests__/e2e/visitors-parity.test.ts and by `npm run bench` (bench/run.ts).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { ROOT, runAction } from '../emulator/runner.js'
import { Emulator, type Fault } from '../emulator/server.js'
import { daysUpTo, hostileDataset } from '../emulator/visitors-data.js'

/** The last commit before the visitors action became a preset of the export engine. */
export const VISITORS_BASE = '7679ae4e85e4036fe1f06bd297ca67a74b0af88f'

export interface ParityScenario {
  readonly name: string
  /** The step's `with:`, besides the project, key and base URL of the stand-in. */
  readonly inputs: Readonly<Record<string, string>>
  /** Rows of the generated dataset (February 2026, or the 28 days up to today with `recent`). */
  readonly rows: number
  readonly recent?: boolean
  /** What the stand-in's visitors route answers, in turn, before its own answers. */
  readonly faults?: readonly Fault[]
  /** The projects the stand-in knows (every one by default). */
  readonly projects?: readonly string[]
  /** Folders in the workspace before the run. */
  readonly folders?: readonly string[]
}

/** A page of the given paths that says more follow. */
const page = (paths: readonly string[], totals = 10): Fault => ({
  status: 200,
  body: {
    totals: { human: totals, ai: 0, total: totals },
    visitors: paths.map(path => ({ path, human: 1, ai: 0, total: 1 })),
    hasMore: true
  }
})
const again = (times: number, fault: Fault): Fault[] => Array.from({ length: times }, () => fault)

export const PARITY_SCENARIOS: readonly ParityScenario[] = [
  { name: 'defaults (CSV, 250 a page)', inputs: {}, rows: 530 },
  { name: 'days window', inputs: { days: '7', format: 'ndjson' }, rows: 300, recent: true },
  {
    name: 'dateFrom/dateTo, JSON with its totals header',
    inputs: { dateFrom: '2026-02-03', dateTo: '2026-02-10', format: 'json', limit: '20' },
    rows: 280
  },
  {
    name: 'max-rows cut part way through a page',
    inputs: { limit: '100', 'max-rows': '150', format: 'ndjson', path: 'part1.ndjson' },
    rows: 300
  },
  {
    name: 'max-rows on a page boundary, JSON',
    inputs: { limit: '50', 'max-rows': '100', format: 'json' },
    rows: 300
  },
  {
    name: 'limit and offset: a resumed export',
    inputs: { limit: '100', offset: '150', format: 'ndjson', path: 'part2.ndjson' },
    rows: 300
  },
  {
    name: 'CSV, several pages, 5 summary rows, no chart',
    inputs: { limit: '40', 'summary-rows': '5', chart: 'false' },
    rows: 130
  },
  {
    name: 'a 429 retried',
    inputs: { limit: '100', format: 'ndjson' },
    rows: 260,
    faults: [
      { delayMs: 0 },
      { status: 429, body: { error: 'Too many requests' }, headers: { 'retry-after': '0' } }
    ]
  },
  {
    name: '503s past the retries: failed, with where to continue',
    inputs: { limit: '100', format: 'json' },
    rows: 500,
    faults: [{ delayMs: 0 }, { delayMs: 0 }, ...again(5, { status: 503, body: { error: 'x' } })]
  },
  {
    name: 'a stall: the same page again and again',
    inputs: { limit: '2', format: 'ndjson' },
    rows: 10,
    faults: again(50, page(['/a', '/b']))
  },
  {
    name: 'a dead end: more said to follow, none sent',
    inputs: { limit: '2', format: 'csv' },
    rows: 10,
    faults: [page(['/a', '/b']), ...again(50, page([]))]
  },
  {
    name: 'moving data and a short page',
    inputs: { limit: '3', format: 'json' },
    rows: 10,
    faults: [page(['/a', '/b']), page(['/b', '/c', '/d'], 11)]
  },
  {
    name: 'a count that is no count',
    inputs: { limit: '100' },
    rows: 500,
    faults: [
      { delayMs: 0 },
      {
        status: 200,
        raw: '{"totals":{"human":1,"ai":1,"total":2},"hasMore":true,"visitors":[{"path":"/x","human":1.5,"ai":0,"total":1}]}'
      }
    ]
  },
  { name: 'dry run', inputs: { 'dry-run': 'true', days: '7' }, rows: 100, recent: true },
  { name: 'an empty period, JSON', inputs: { format: 'json' }, rows: 0 },
  {
    name: 'an empty period, CSV',
    inputs: { dateFrom: '2025-01-01', dateTo: '2025-02-01' },
    rows: 40
  },
  {
    name: 'an unknown project',
    inputs: { projectId: 'other' },
    rows: 10,
    projects: ['docs']
  },
  {
    name: 'a key the service refuses',
    inputs: {},
    rows: 10,
    faults: [{ status: 401, body: { error: 'Invalid API key' } }]
  },
  { name: 'a path that is a folder', inputs: { path: 'out' }, rows: 10, folders: ['out'] }
]

/** The stand-in's address, as a run's output shows it. */
const STAND_IN = 'http://stand-in'

/** What a run left, as compared. */
export interface Seen {
  readonly code: number | null
  readonly files: Readonly<Record<string, string>>
  readonly outputs: Readonly<Record<string, string>>
  readonly summary: string
  readonly requests: readonly string[]
  readonly log: readonly string[]
  readonly stderr: string
}

/** The bundle of `base`, out of git into a folder of its own; `dispose` removes it. */
export function bundleOf(base = VISITORS_BASE): { readonly script: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'visitors-before-'))
  const tar = execFileSync('git', ['archive', '--format=tar', base, 'dist'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024
  })
  execFileSync('tar', ['-x', '-C', dir], { input: tar })
  // The bundles are ES modules, as the repository's package.json says for dist/.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
  return {
    // runAction runs a script named relative to the repository.
    script: relative(ROOT, join(dir, 'dist', 'visitors', 'index.js')),
    dispose: () => rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * One scenario, run by the bundle at `script` (relative to the repository; dist/'s own when
 * undefined) in `workspace`, which is emptied first.
 */
export async function runScenario(
  scenario: ParityScenario,
  workspace: string,
  script?: string
): Promise<Seen> {
  rmSync(workspace, { recursive: true, force: true })
  mkdirSync(workspace, { recursive: true })
  for (const folder of scenario.folders ?? []) mkdirSync(join(workspace, folder))
  const visitors = hostileDataset(
    scenario.rows,
    scenario.recent === true ? daysUpTo(new Date()) : undefined
  )
  const emulator = await new Emulator({
    visitors,
    ...(scenario.projects === undefined ? {} : { projects: scenario.projects })
  }).start()
  try {
    if (scenario.faults !== undefined) emulator.inject('visitors', ...scenario.faults)
    const run = await runAction({
      action: 'visitors',
      ...(script === undefined ? {} : { script }),
      inputs: {
        projectId: 'docs',
        'secret-key': emulator.apiKey,
        'base-url': emulator.url,
        ...scenario.inputs
      },
      env: { GITHUB_WORKSPACE: workspace }
    })
    // Each run has a stand-in of its own, on a port of its own: its address is the only word
    // of its output that a run does not choose.
    const here = (text: string) => text.replaceAll(emulator.url.replace(/\/$/, ''), STAND_IN)
    return {
      code: run.code,
      files: filesIn(workspace),
      outputs: Object.fromEntries(Object.entries(run.outputs).map(([k, v]) => [k, here(v)])),
      summary: here(run.summary),
      requests: emulator.requests.map(
        r => `${r.method} ${r.path}?${r.query.toString()} -> ${r.status ?? 'none'}`
      ),
      log: here(run.stdout)
        .split('\n')
        .filter(line => !line.startsWith('::debug::') && !line.startsWith('::add-mask::')),
      stderr: here(run.stderr)
    }
  } finally {
    await emulator.close()
  }
}

/**
 * The run of the bundle before, with the differences made on purpose made: "the start", and the
 * summary as drawn now when its tables hold the same rows (otherwise the summary before, so the
 * comparison shows what changed).
 */
export function asToday(before: Seen, now: Seen): Seen {
  const log = before.log.map(line => line.replace(' (start to ', ' (the start to '))
  const same = JSON.stringify(figures(before.summary)) === JSON.stringify(figures(now.summary))
  return { ...before, log, summary: same ? now.summary : before.summary }
}

/** A summary's figures: its tables' rows, without the lines that set their alignment. */
function figures(summary: string): string[] {
  return summary.split('\n').filter(line => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
}

/** The parts of two runs that differ; none when they are the same byte for byte. */
export function differences(before: Seen, now: Seen): string[] {
  const parts = ['code', 'files', 'outputs', 'summary', 'requests', 'log', 'stderr'] as const
  return parts.filter(part => JSON.stringify(before[part]) !== JSON.stringify(now[part]))
}

function filesIn(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files[relative(dir, path)] = readFileSync(path, 'utf8')
  }
  return files
}

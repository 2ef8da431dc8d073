/**
 * The analytics export from the stand-in, one dataset at a time, by the action
 * (dist/analytics/index.js) or by the floor (bench/analytics-floor.mjs, a bare paging loop): the
 * requests it sent against the fewest a dataset of that size can cost at the contract's largest
 * page, rows per second, and the process's peak resident memory (bench/peak-rss.mjs). The data is
 * the tests' (hostileTables): a row per path or query, with text every writer must quote.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hostileTables, type Sizes } from '../emulator/analytics-data.js'
import { ROOT, runAction } from '../emulator/runner.js'
import { Emulator } from '../emulator/server.js'
import { hostileDataset } from '../emulator/visitors-data.js'
import { datasetSpec, type DatasetName } from '../src/service/datasets.js'

export interface DatasetFigures {
  readonly requests: number
  readonly fewest: number
  readonly rowsPerSecond: number
  readonly peakKb: number
}

export async function exportDataset(
  name: DatasetName,
  rows: number,
  who: 'action' | 'floor'
): Promise<DatasetFigures> {
  const sizes: Sizes = name === 'visitors' ? {} : { [name]: rows }
  const emulator = await new Emulator({
    visitors: hostileDataset(name === 'visitors' ? rows : 0),
    analytics: hostileTables(sizes),
    analyticsPerHour: Infinity,
    validate: false
  }).start()
  const dir = mkdtempSync(join(tmpdir(), 'bench-analytics-'))
  try {
    const run = await runAction({
      action: 'analytics',
      script: who === 'action' ? undefined : 'bench/analytics-floor.mjs',
      inputs: {
        projectId: 'docs',
        'secret-key': emulator.apiKey,
        'base-url': emulator.url,
        datasets: name,
        format: 'ndjson',
        'max-requests': '10000'
      },
      env: { GITHUB_WORKSPACE: dir, PEAK_RSS_FILE: join(dir, 'peak-rss') },
      nodeArgs: ['--import', join(ROOT, 'bench', 'peak-rss.mjs')]
    })
    if (run.code !== 0)
      throw new Error(`the ${who}'s export failed: ${run.stdout.slice(-2000)}${run.stderr}`)
    const spec = datasetSpec(name)
    const want =
      name === 'assistant-callers'
        ? 1
        : Math.min(rows, spec.paging === 'single' ? (spec.limit ?? 1) : rows)
    if (who === 'action' && run.outputs.rows !== JSON.stringify({ [name]: want }))
      throw new Error(`the action exported ${run.outputs.rows}, not ${want} rows`)
    return {
      requests: emulator.count(name),
      fewest: spec.paging === 'single' ? 1 : Math.ceil(rows / (spec.limit ?? 1)),
      rowsPerSecond: want / (run.durationMs / 1000),
      peakKb: Number(readFileSync(join(dir, 'peak-rss'), 'utf8'))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await emulator.close()
  }
}

/**
 * The visitors export from the stand-in, by the action (dist/visitors/index.js), by the action
 * before it was a preset of the export engine (the bundle at `before`, relative to the repository:
 * bench/visitors-parity.ts's `bundleOf`) or by the floor (bench/visitors-floor.mjs), with the
 * process's peak resident memory from bench/peak-rss.mjs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Emulator } from '../emulator/server.js'
import { ROOT, runAction } from '../emulator/runner.js'
import { hostileDataset } from '../emulator/visitors-data.js'

export interface ExportFigures {
  readonly rowsPerSecond: number
  readonly peakKb: number
}

export async function exportRows(
  rows: number,
  who: 'action' | 'before' | 'floor',
  before?: string
): Promise<ExportFigures> {
  // The whole export at once: the stand-in's hourly allowance (100 requests) is not measured here.
  const emulator = await new Emulator({
    visitors: hostileDataset(rows),
    validate: false,
    analyticsPerHour: Infinity
  }).start()
  const dir = mkdtempSync(join(tmpdir(), 'bench-visitors-'))
  try {
    const run = await runAction({
      action: 'visitors',
      script: who === 'action' ? undefined : who === 'before' ? before : 'bench/visitors-floor.mjs',
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
    if (run.code !== 0 || emulator.count('visitors') !== Math.ceil(rows / 250))
      throw new Error(`the ${who}'s export failed: ${run.stdout.slice(-2000)}${run.stderr}`)
    if (who !== 'floor' && run.outputs.rows !== String(rows))
      throw new Error(`the action exported ${run.outputs.rows} rows, not ${rows}`)
    return {
      rowsPerSecond: rows / (run.durationMs / 1000),
      peakKb: Number(readFileSync(join(dir, 'peak-rss'), 'utf8'))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await emulator.close()
  }
}

/**
 * `npm run local-action -- agent|visitors|analytics`: debug an action the GitHub way. Starts the local
 * stand-in on 127.0.0.1:8787 (the address .env.example points at), then runs GitHub's
 * `local-action` on the action's TypeScript `run()` with .env.example, and prints what the
 * stand-in received. Breakpoints in src/ work as in any Node process (`--inspect` via NODE_OPTIONS).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Emulator } from '../emulator/server.js'
import { generatedDataset } from '../emulator/visitors-data.js'
import { DEMO_SIZES, generatedTables } from '../emulator/analytics-data.js'

// Each entry point is given relative to its action's folder (the one holding its action.yml).
const ENTRIES = {
  agent: { dir: '.', entry: 'src/agent/action.ts' },
  visitors: { dir: 'visitors', entry: '../src/visitors/action.ts' },
  analytics: { dir: 'analytics', entry: '../src/analytics/action.ts' }
} as const
const PORT = 8787
const root = resolve(import.meta.dirname, '..')
const which = process.argv[2] ?? 'agent'
if (!(which in ENTRIES)) {
  console.error(`Usage: npm run local-action -- agent|visitors|analytics (not "${which}")`)
  process.exit(2)
}
const { dir, entry } = ENTRIES[which as keyof typeof ENTRIES]

const emulator = new Emulator({
  visitors: generatedDataset(300),
  analytics: generatedTables(DEMO_SIZES)
})
try {
  await emulator.start(PORT)
} catch (error) {
  console.error(`Could not start the stand-in on 127.0.0.1:${PORT}: ${String(error)}`)
  process.exit(1)
}
const workspace = mkdtempSync(join(tmpdir(), 'local-action-'))
try {
  const code = await new Promise<number | null>(done => {
    const child = spawn(
      join(root, 'node_modules/.bin/local-action'),
      ['run', dir, entry, '.env.example'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: workspace }
      }
    )
    child.on('close', done)
  })
  console.log(`\nThe stand-in received ${emulator.requests.length} request(s):`)
  for (const r of emulator.requests)
    console.log(`  ${r.method.padEnd(5)} ${r.path} -> ${r.status ?? ''}`)
  for (const v of emulator.violations) console.error(`contract violation: ${v.where}: ${v.errors}`)
  process.exitCode = code === 0 && emulator.violations.length === 0 ? 0 : 1
} finally {
  await emulator.close()
  rmSync(workspace, { recursive: true, force: true })
}

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { agentInputs, analyticsInputs, ROOT, runAction } from '../../emulator/runner.js'
import type { ActionName } from '../../emulator/runner-step.js'
import { generatedTables } from '../../emulator/analytics-data.js'
import { restartStandIn, useStandIn } from './stand-in.js'

/**
 * What only a process shows: which of Node's own modules a run loads. An ES `import` of
 * `node:http` loads Node's whole `fetch` (undici) with it, some 30 ms before the first request;
 * no action uses it (src/http/builtins.ts).
 */

const emulator = useStandIn()

/** Writes the modules the process loaded to LOADED_FILE as it exits. */
const PROBE = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.LOADED_FILE, process.moduleLoadList.join('\\n')))"
)}`

test.each(['agent', 'visitors', 'analytics', 'deploy'] as const)(
  'the %s action makes its requests without loading undici',
  async (action: ActionName) => {
    const service = { projectId: 'docs', 'secret-key': emulator.apiKey, 'base-url': emulator.url }
    const inputs = {
      agent: agentInputs(emulator, { prompt: 'Document exports', 'github-token': '' }),
      visitors: { ...service, days: '7' },
      analytics: analyticsInputs(emulator, { datasets: 'views', compare: 'none' }),
      deploy: { ...service, 'github-token': '' },
      'follow-code': { ...service, 'github-token': '' }
    }[action]
    const dir = mkdtempSync(join(tmpdir(), 'startup-'))
    try {
      const loaded = join(dir, 'loaded')
      const run = await runAction({
        action,
        inputs,
        env: { LOADED_FILE: loaded },
        nodeArgs: ['--import', PROBE]
      })
      expect(run.code).toBe(0)
      expect(emulator.requests.length).toBeGreaterThan(0)
      const modules = readFileSync(loaded, 'utf8').split('\n')
      expect(modules).toContain('NativeModule http')
      expect(modules.filter(name => name.includes('undici'))).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
)

test("no bundle carries @actions/core's job summary writer: the actions append their summary at once", () => {
  // It checks the file and appends to it with two round trips through Node's thread pool, and
  // takes Node's promise file API as it loads; scripts/bundle.ts leaves it out.
  const dist = join(ROOT, 'dist')
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(f =>
    f.endsWith('.js')
  )
  expect(files).toContain(join('analytics', 'index.js'))
  const carrying = files.filter(f =>
    readFileSync(join(dist, f), 'utf8').includes('SUMMARY_ENV_VAR')
  )
  expect(carrying).toEqual([])
})

test('a run ends once its log is written: a runner that reads it late gets every line and the exit code', async () => {
  // 1,000 pages at debug level write more than the pipe holds (64 KiB): the rest waits in the
  // action's process until the runner reads (runMain exits only once nothing is left to write).
  await restartStandIn(emulator, {
    analytics: generatedTables({ feedback: 100_000 }),
    analyticsPerHour: Infinity
  })
  const service = { projectId: 'docs', 'secret-key': emulator.apiKey, 'base-url': emulator.url }
  const run = await runAction({
    action: 'analytics',
    inputs: { ...service, datasets: 'feedback', 'max-requests': '1000' },
    env: { RUNNER_DEBUG: '1' },
    readsLateMs: 4_000
  })
  expect(run.durationMs).toBeGreaterThanOrEqual(4_000)
  expect(run.stdout.length).toBeGreaterThan(64 * 1024)
  expect(run.code).toBe(0)
  const log = run.stdout.split('\n')
  expect(log.filter(line => line.startsWith('::debug::feedback: 100 rows at '))).toHaveLength(1000)
  expect(log.at(-2)).toBe(
    'Exported 100000 rows in 1000 analytics request(s); every dataset is complete.'
  )
}, 30_000)

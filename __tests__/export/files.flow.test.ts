import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { hostileTables } from '../../emulator/analytics-data.js'
import type { ActionName, ActionRun } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { startStandIn, stopStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'

/**
 * Files go where the user said, and nowhere else: a repository can commit a symbolic link where
 * an export writes (a checkout puts it in the workspace), pointing at a file or folder outside.
 * In process (helpers/run-step.ts: the step as the runner prepares it), on real files: none of it
 * needs a process.
 */

let emulator: Emulator
let root: string
let workspace: string
let outside: string

beforeEach(async () => {
  emulator = await startStandIn({
    visitors: hostileDataset(30),
    analytics: hostileTables({ views: 20, feedback: 5, searches: 5, assistant: 5 })
  })
  root = mkdtempSync(join(tmpdir(), 'files-flow-'))
  workspace = join(root, 'workspace')
  outside = join(root, 'outside')
  mkdirSync(workspace)
  mkdirSync(outside)
})
afterEach(async () => {
  rmSync(root, { recursive: true, force: true })
  await stopStandIn(emulator)
})

function run(action: ActionName, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runStep({
    action,
    inputs: {
      projectId: 'docs',
      'secret-key': emulator.apiKey,
      'base-url': emulator.url,
      ...inputs
    },
    env: { GITHUB_WORKSPACE: workspace }
  })
}

const VICTIM = 'a file outside the workspace\n'

describe('a link at the file itself is replaced, never written through', () => {
  test.each([
    ['analytics', 'mintlify-analytics/views.csv', {}],
    ['analytics', 'reports/views.json', { directory: 'reports', format: 'json' }],
    ['visitors', 'visitors.csv', {}],
    ['visitors', 'out/v.ndjson', { path: 'out/v.ndjson', format: 'ndjson' }]
  ] as const)('%s: %s', async (action, file, inputs) => {
    const victim = join(outside, 'victim.txt')
    writeFileSync(victim, VICTIM)
    mkdirSync(join(workspace, file, '..'), { recursive: true })
    symlinkSync(victim, join(workspace, file))
    const result = await run(action, inputs)
    expect(result.code).toBe(0)
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM)
    expect(lstatSync(join(workspace, file)).isSymbolicLink()).toBe(false)
    expect(readFileSync(join(workspace, file), 'utf8').length).toBeGreaterThan(10)
  })

  test('a dangling link (to a file that does not exist yet) creates nothing outside', async () => {
    mkdirSync(join(workspace, 'mintlify-analytics'))
    symlinkSync(join(outside, 'planted.csv'), join(workspace, 'mintlify-analytics/views.csv'))
    const result = await run('analytics', { datasets: 'views' })
    expect(result.code).toBe(0)
    expect(readdirSync(outside)).toEqual([])
  })
})

describe('a folder that a link takes outside the workspace is refused, before any request', () => {
  test.each([
    ['analytics', 'mintlify-analytics', {}, 'directory'],
    ['analytics', 'reports', { directory: 'reports/weekly' }, 'directory'],
    ['visitors', 'out', { path: 'out/visitors.csv' }, 'path']
  ] as const)('%s through %s', async (action, link, inputs, input) => {
    symlinkSync(outside, join(workspace, link))
    const result = await run(action, inputs)
    expect(result.code).toBe(1)
    const errors = result.stdout.split('\n').filter(line => line.startsWith('::error::'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain(`(input "${input}"): its folder is really ${outside}`)
    expect(errors[0]).toContain('outside the workspace')
    expect(readdirSync(outside)).toEqual([])
    expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toEqual([])
  })

  test.each([
    ['analytics', { directory: '../outside' }, 'directory'],
    ['visitors', { path: '../outside/visitors.csv' }, 'path']
  ] as const)(
    '%s: a relative path out of the workspace with no link is said once, as that, before any request',
    async (action, inputs, input) => {
      const result = await run(action, inputs)
      expect(result.code).toBe(1)
      const errors = result.stdout.split('\n').filter(line => line.startsWith('::error::'))
      expect(errors).toEqual([expect.stringContaining(`Input "${input}" is "`)])
      expect(errors[0]).toContain(`a relative path that leads outside the workspace ${workspace}`)
      expect(errors[0]).toContain(`give "${input}" as an absolute path`)
      expect(errors[0]).not.toContain('symbolic link')
      expect(result.stdout).not.toContain('rows before it')
      expect(readdirSync(outside)).toEqual([])
      expect(emulator.requests).toEqual([])
    }
  )

  test('an absolute path is where the user chose to write, link or not', async () => {
    symlinkSync(outside, join(workspace, 'exports'))
    const result = await run('analytics', {
      datasets: 'views',
      directory: join(workspace, 'exports')
    })
    expect(result.code).toBe(0)
    expect(readdirSync(outside)).toEqual(['views.csv'])
  })
})

import { expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, runAction } from '../../emulator/runner.js'

/**
 * src/deploy/index.ts, the deploy action's entry: one call, runMain(deployAction), run here from
 * the source (through tsx) as the runner runs a step, so the entry itself is what is tried.
 */

const entry = (inputs: Record<string, string>) =>
  runAction({
    action: 'deploy',
    script: 'src/deploy/index.ts',
    // tsx's loader by its path: the step runs in its workspace, where no package is installed.
    nodeArgs: ['--import', pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href],
    inputs: { projectId: 'docs', 'secret-key': 'mint_test_key_0123456789', ...inputs }
  })

test('is one call: runMain(deployAction)', () => {
  const code = readFileSync(join(ROOT, 'src/deploy/index.ts'), 'utf8')
  // Its statements, without the imports (and what a tool adds: a comment, semicolons).
  const statements = code
    .split('\n')
    .map(line => line.replace(/;\s*$/, '').trim())
    .filter(line => line !== '' && !line.startsWith('import') && !line.startsWith('//'))
  expect(statements).toEqual(['await runMain(deployAction)'])
})

test('runs the deploy action as a step: a dry run passes, a wrong input fails it, naming it', async () => {
  const dry = await entry({ 'dry-run': 'true' })
  expect([dry.code, dry.stderr]).toEqual([0, ''])
  expect(dry.stdout).toContain('1. POST https://api.mintlify.com/v1/project/update/docs')
  const wrong = await entry({ mode: 'rollback' })
  expect(wrong.code).toBe(1)
  expect(wrong.stdout).toContain('::error::Input "mode" must be one of update, preview')
}, 30_000)

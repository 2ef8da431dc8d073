import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import {
  asToday,
  bundleOf,
  differences,
  PARITY_SCENARIOS,
  runScenario,
  VISITORS_BASE
} from '../../bench/visitors-parity.js'

/**
 * The visitors action, a preset of the one export engine since, run beside its bundle from before
 * (VISITORS_BASE's dist/, read from git) on the same scenarios: the same files, outputs, summary,
 * requests and log lines, byte for byte. A process each: the bundle from before is only a bundle.
 */

const workspace = mkdtempSync(join(tmpdir(), 'visitors-parity-'))
let before: ReturnType<typeof bundleOf>
beforeAll(() => {
  before = bundleOf()
})
afterAll(() => {
  before.dispose()
  rmSync(workspace, { recursive: true, force: true })
})

describe(`the visitors action, byte for byte as at ${VISITORS_BASE.slice(0, 7)}`, () => {
  test.each(PARITY_SCENARIOS.map(scenario => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const then = await runScenario(scenario, workspace, before.script)
      const now = await runScenario(scenario, workspace)
      expect(now).toEqual(asToday(then))
      // The one difference made on purpose, and only where a period's start is not given: the
      // opening line says "the start", as every summary and report does.
      const open = !('days' in scenario.inputs) && !('dateFrom' in scenario.inputs)
      expect(differences(then, now)).toEqual(open ? ['log'] : [])
      expect(now.requests.length + Object.keys(now.outputs).length).toBeGreaterThan(0)
    }
  )
})

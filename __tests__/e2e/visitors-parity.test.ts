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
 *
 * Here ten of the scenarios, one for each way an export goes (each format, a period open, by days
 * and by dates, a cut at max-rows, a retry, paging that stalls, data that moves, an answer refused,
 * a dry run, a project unknown); `npm run bench` runs all of them. Every behaviour of the action
 * is asserted in process, in visitors/export.flow.test.ts.
 */

const CHOSEN = [
  'defaults (CSV, 250 a page)',
  'days window',
  'dateFrom/dateTo, JSON with its totals header',
  'max-rows cut part way through a page',
  'a 429 retried',
  'a stall: the same page again and again',
  'moving data and a short page',
  'a count that is no count',
  'dry run',
  'an unknown project'
]
const scenarios = PARITY_SCENARIOS.filter(scenario => CHOSEN.includes(scenario.name))

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
  test('every scenario chosen is one of the bench', () => {
    expect(scenarios.map(scenario => scenario.name)).toEqual(CHOSEN)
  })

  test.each(scenarios.map(scenario => [scenario.name, scenario] as const))(
    '%s',
    async (_name, scenario) => {
      const then = await runScenario(scenario, workspace, before.script)
      const now = await runScenario(scenario, workspace)
      expect(now).toEqual(asToday(then, now))
      // The differences made on purpose: where a period's start is not given, the opening line
      // says "the start", as every summary and report does; a summary is drawn anew (its figures
      // the same).
      const open = !('days' in scenario.inputs) && !('dateFrom' in scenario.inputs)
      const drawn = then.summary === now.summary ? [] : ['summary']
      expect(differences(then, now)).toEqual([...drawn, ...(open ? ['log'] : [])])
      expect(now.requests.length + Object.keys(now.outputs).length).toBeGreaterThan(0)
    }
  )
})

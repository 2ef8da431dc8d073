import { describe, expect, test } from '@jest/globals'
import { useWeeks } from '../helpers/weeks.js'

/**
 * The weekly loop through dist/ in a process, as examples/docs-health.yml runs it: a report, the
 * fix job on its gaps, and the next week's report, which carries the history. Every other case of
 * the loop (verified, gone, forged, verification off or skipped) runs in process:
 * docs-health/week.flow.test.ts.
 */

const weeks = useWeeks()
const { report, fix, weekData, gapsOf, body } = weeks

describe('a gap followed from one week to the next', () => {
  test('not merged yet: those gaps are not handed over twice, and nothing is searched', async () => {
    weekData(0)
    await fix(await report(0))
    weekData(1)
    const second = await report(1)
    expect(gapsOf(second)).toBe('')
    expect(weeks.emulator.count('search')).toBe(0)
    expect(body(201)).toContain(
      '- search webhook retries: ⏳ handed over in #200, pull request #42 not merged yet'
    )
    expect(second.outputs.verified).toBe('[]')
  })
})

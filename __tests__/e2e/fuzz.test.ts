import { describe, expect, test } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { expectFuzzRunSafe } from '../helpers/fuzz.js'

/**
 * The fuzz of hostile text from the service and from people (helpers/fuzz.ts) through the bundled
 * agent action, a process each: what only a process shows, no stack trace on stderr and an end
 * in bounded time. Its every case runs in process too: agent/action.fuzz.test.ts.
 */

const RUNS = 3

describe('fuzz: hostile text from the service and from people', () => {
  test.each(Array.from({ length: RUNS }, (_, i) => i))('run %d', async i => {
    const run = await expectFuzzRunSafe(i, runAction)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    expect(run.durationMs).toBeLessThan(20_000)
  })
})

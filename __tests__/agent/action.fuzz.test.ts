import { describe, test } from '@jest/globals'
import { expectFuzzRunSafe } from '../helpers/fuzz.js'
import { runStep } from '../helpers/run-step.js'

/**
 * The fuzz of hostile text from the service and from people (helpers/fuzz.ts), in process
 * (helpers/run-step.ts): every rule of the Security section in the log, the outputs, the summary
 * and the comment. The bundle runs the first cases in a process: e2e/fuzz.test.ts.
 */

const RUNS = 10

describe('fuzz: hostile text from the service and from people', () => {
  test.each(Array.from({ length: RUNS }, (_, i) => i))('run %d', async i => {
    await expectFuzzRunSafe(i, runStep)
  })
})

import { describe, expect, test } from '@jest/globals'
import { InputError } from '../../src/action/errors.js'
import { declaredReader } from '../../src/action/inputs.js'
import { CHECKS_INPUTS, readChecksSettings } from '../../src/checks/settings.js'
import { readAgentSettings } from '../../src/agent/settings.js'

/** The run's timeout the checks are read with (the agent's `timeout`). */
const RUN_TIMEOUT_MS = 45 * 60_000
const read = (inputs: Record<string, string>) =>
  readChecksSettings(
    declaredReader(name => inputs[name] ?? '', CHECKS_INPUTS),
    RUN_TIMEOUT_MS
  )

function refusal(inputs: Record<string, string>): InputError {
  try {
    read(inputs)
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

describe('readChecksSettings', () => {
  test("the defaults: off, two rounds, the run's timeout, nothing ignored, not required", () => {
    expect(read({})).toEqual({
      mode: 'off',
      fixRounds: 2,
      timeoutMs: RUN_TIMEOUT_MS,
      ignored: [],
      require: false
    })
  })

  test('every input as written', () => {
    const inputs = {
      checks: 'fix',
      'fix-rounds': '0',
      'checks-timeout': '90s',
      'checks-ignore': 'Vercel*\n  test (ubuntu, 20)  \n\n',
      'require-checks': 'true'
    }
    expect(read(inputs)).toEqual({
      mode: 'fix',
      fixRounds: 0,
      timeoutMs: 90_000,
      ignored: ['Vercel*', 'test (ubuntu, 20)'],
      require: true
    })
  })

  test.each([
    [{ checks: 'on' }, 'checks', 'must be one of off, report, fix, not "on"'],
    [{ checks: 'Fix' }, 'checks', 'must be one of off, report, fix'],
    [{ 'fix-rounds': '11' }, 'fix-rounds', 'a whole number from 0 to 10'],
    [{ 'fix-rounds': '-1' }, 'fix-rounds', 'a whole number from 0 to 10'],
    [{ 'checks-timeout': '15' }, 'checks-timeout', 'a number without a unit'],
    [{ 'checks-timeout': '7h' }, 'checks-timeout', 'between 1s and 6h'],
    [{ 'checks-timeout': '500ms' }, 'checks-timeout', 'between 1s and 6h'],
    [{ 'checks-ignore': 'x'.repeat(201) }, 'checks-ignore', 'each at most 200 characters'],
    [
      { 'checks-ignore': Array.from({ length: 101 }, (_, i) => `c${i}`).join('\n') },
      'checks-ignore',
      'at most 100 check names'
    ],
    [{ 'require-checks': 'yes' }, 'require-checks', 'require-checks']
  ])('%j is refused, naming %s', (inputs, name, words) => {
    const error = refusal(inputs)
    expect(error.input).toBe(name)
    expect(error.message).toContain(words)
  })

  test("the wait after each push is what is left of the agent's timeout, unless checks-timeout (deprecated) is given", () => {
    const base = { projectId: 'docs', 'secret-key': 'mint_abcdefgh', prompt: 'Do it' }
    const agent = (inputs: Record<string, string>) =>
      readAgentSettings(name => ({ ...base, ...inputs })[name] ?? '', {})
    expect(agent({ checks: 'report', timeout: '1h' }).checks.timeoutMs).toBe(3_600_000)
    expect(agent({ checks: 'report' }).checks.timeoutMs).toBe(30 * 60_000)
    expect(agent({ checks: 'report', 'checks-timeout': '90s' }).checks.timeoutMs).toBe(90_000)
  })

  test('checks on with wait: false is refused before any request', () => {
    const inputs: Record<string, string> = {
      projectId: 'docs',
      'secret-key': 'mint_abcdefgh',
      prompt: 'Do it',
      wait: 'false',
      checks: 'report'
    }
    expect(() => readAgentSettings(name => inputs[name] ?? '', {})).toThrow(
      'Input "checks" is report, but "wait" is false'
    )
    inputs.checks = 'off'
    expect(readAgentSettings(name => inputs[name] ?? '', {}).checks.mode).toBe('off')
  })
})

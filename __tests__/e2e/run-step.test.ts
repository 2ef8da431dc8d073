import { describe, expect, test } from '@jest/globals'
import { agentInputs, githubEnv, issuesLabeled, runAction } from '../../emulator/runner.js'
import { runStep } from '../helpers/run-step.js'
import { restartStandIn, useStandIn } from './stand-in.js'

/**
 * The in-process step (helpers/run-step.ts) speaks the runner's protocol as the bundle does: the
 * same step, run once through dist/ in a process and once from the source in this one, leaves the
 * same workflow commands, outputs and summary (times aside).
 */

const emulator = useStandIn(stand => {
  stand.turns = [
    { activePolls: 2, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
  ]
})

/** What a run leaves, with the clock's times and durations taken out. */
const timeless = (text: string) =>
  text
    .replace(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?( UTC|Z)?/g, 'TIME')
    .replace(/\d{2}:\d{2}:\d{2} UTC/g, 'TIME')
    .replace(/\b\d+(\.\d+)?\s?(ms|s|m)\b/g, 'DURATION')

describe('runStep', () => {
  test('leaves what the bundle leaves: commands, outputs and summary', async () => {
    const step = {
      inputs: agentInputs(emulator),
      event: issuesLabeled(),
      env: githubEnv(emulator)
    }
    const spawned = await runAction(step)
    await restartStandIn(emulator, {})
    emulator.permissions = { maintainer: 'write' }
    emulator.turns = [
      { activePolls: 2, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
    ]
    const inProcess = await runStep({
      ...step,
      inputs: agentInputs(emulator),
      env: githubEnv(emulator)
    })
    expect(inProcess.code).toBe(spawned.code)
    const outputs = (run: typeof spawned) =>
      Object.fromEntries(Object.entries(run.outputs).map(([k, v]) => [k, timeless(v)]))
    expect(outputs(inProcess)).toEqual(outputs(spawned))
    expect(timeless(inProcess.summary)).toBe(timeless(spawned.summary))
    const commands = (stdout: string) =>
      stdout
        .split('\n')
        .filter(line => line.startsWith('::') && !line.startsWith('::debug::'))
        .map(timeless)
    expect(commands(inProcess.stdout)).toEqual(commands(spawned.stdout))
    expect(inProcess.waits.length).toBeGreaterThan(0)
  })
})

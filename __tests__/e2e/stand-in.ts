import { expect } from '@jest/globals'
import { Emulator, type EmulatorOptions } from '../../emulator/server.js'
import { runnerCommands } from '../helpers/runner-commands.js'

/** A started stand-in where `maintainer` (the sender of the sample events) has write access. */
export async function startStandIn(options: EmulatorOptions = {}): Promise<Emulator> {
  const emulator = await new Emulator(options).start()
  emulator.permissions = { maintainer: 'write' }
  return emulator
}

/** Stops the stand-in; every request and response of the test must have kept to the contract. */
export async function stopStandIn(emulator: Emulator): Promise<void> {
  await emulator.close()
  expect(emulator.violations).toEqual([])
}

/**
 * The workflow commands the action itself prints, as `@actions/core` writes them: at the very
 * start of a line, in the current syntax, with a name the action uses.
 */
const OWN_COMMANDS = /^::(add-mask|debug|group|endgroup|warning|error|notice)::/

/**
 * Lines of a step's output that the runner would read as a workflow command the action did not
 * mean, judged by the runner's own parser (`runnerCommands`, ported from actions/runner): any
 * older-syntax `##[` command, a current-syntax one that is not the action's own, and one of the
 * action's own whose text begins with a planted `pwned` (a line break that got through).
 */
export function injectedCommands(output: string): string[] {
  return runnerCommands(output)
    .filter(
      c =>
        c.form === 'v1' ||
        !OWN_COMMANDS.test(c.line) ||
        /^::(error|warning|stop-commands|add-mask)::pwned/.test(c.line)
    )
    .map(c => c.line)
}

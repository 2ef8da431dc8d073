import { expect } from '@jest/globals'
import { Emulator, type EmulatorOptions } from '../../emulator/server.js'

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

/** The workflow commands the action itself prints; anything else at a line's start is injected. */
const OWN_COMMANDS = /^::(add-mask|debug|group|endgroup|warning|error|notice)::/

/**
 * Lines of `stdout` that the runner would read as a workflow command the action did not mean: a
 * line starting `::` (the runner's current syntax), or a plain line holding `##[` anywhere (its
 * older syntax, which actions/runner still parses after the current one fails: `IndexOf("##[")`).
 */
export function injectedCommands(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter(
      line =>
        (/^\s*::/.test(line) && !OWN_COMMANDS.test(line)) ||
        /^::(error|warning|stop-commands|add-mask)::pwned/.test(line) ||
        (line.includes('##[') && !OWN_COMMANDS.test(line))
    )
}

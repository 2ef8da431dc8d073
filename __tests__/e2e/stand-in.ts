import { afterEach, beforeEach, expect } from '@jest/globals'
import { Emulator, type EmulatorOptions } from '../../emulator/server.js'
import { withoutMaskCommands } from '../../emulator/runner.js'
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
 * A stand-in started before each test of the file (write access for `maintainer`, then `setUp`)
 * and stopped after it, checking the contract: the file's `emulator`. The object returned stands
 * for the current test's stand-in; `restartStandIn` swaps it for one with other options.
 */
export function useStandIn(setUp: (emulator: Emulator) => void = () => undefined): Emulator {
  const holder: { current?: Emulator } = {}
  beforeEach(async () => {
    holder.current = await startStandIn()
    setUp(holder.current)
  })
  afterEach(async () => {
    if (holder.current !== undefined) await stopStandIn(holder.current)
    holder.current = undefined
  })
  const current = (): Emulator => {
    if (holder.current === undefined) throw new Error('the stand-in runs only inside a test')
    return holder.current
  }
  const standIn = new Proxy({} as Emulator, {
    get: (_target, name) => {
      const value: unknown = Reflect.get(current(), name)
      return typeof value === 'function' ? (value as () => unknown).bind(current()) : value
    },
    set: (_target, name, value) => Reflect.set(current(), name, value)
  })
  holders.set(standIn, holder)
  return standIn
}

const holders = new WeakMap<Emulator, { current?: Emulator }>()

/** Stops the test's stand-in (checking it) and starts another with `options` in its place. */
export async function restartStandIn(standIn: Emulator, options: EmulatorOptions): Promise<void> {
  const holder = holders.get(standIn)
  if (holder?.current === undefined) throw new Error('not a stand-in of useStandIn')
  await stopStandIn(holder.current)
  holder.current = undefined
  holder.current = await startStandIn(options)
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

/**
 * Everything a run wrote where people read it, besides GitHub and files: the log (but the
 * runner's own mask commands), stderr, the outputs and the job summary.
 */
export function ranOutput(run: {
  readonly stdout: string
  readonly stderr: string
  readonly outputs: Record<string, string>
  readonly summary: string
}): string[] {
  return [withoutMaskCommands(run.stdout), run.stderr, JSON.stringify(run.outputs), run.summary]
}

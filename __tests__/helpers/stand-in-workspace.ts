import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from '@jest/globals'
import type { Emulator, EmulatorOptions } from '../../emulator/server.js'
import { startStandIn, stopStandIn } from '../e2e/stand-in.js'

/**
 * A fresh stand-in and a fresh workspace directory for each test of a file, both gone after it
 * (the stand-in checked against the contract as it stops): what the helpers of the actions that
 * write files share (export-step, report-step, hand-over, weeks).
 */

export interface StandInWorkspace {
  /** The stand-in of the current test (a test may stop it and start another in its place). */
  emulator: Emulator
  /** The current test's workspace (GITHUB_WORKSPACE). */
  readonly dir: string
}

/**
 * Before each test, a stand-in started with `options()` then given `setUp`, and a directory
 * named from `prefix`; after it, both removed.
 */
export function useStandInWorkspace(
  prefix: string,
  options: () => EmulatorOptions = () => ({}),
  setUp: (stand: Emulator) => void = () => undefined
): StandInWorkspace {
  let emulator: Emulator | undefined
  let dir = ''
  beforeEach(async () => {
    emulator = await startStandIn(options())
    setUp(emulator)
    dir = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(async () => {
    rmSync(dir, { recursive: true, force: true })
    if (emulator !== undefined) await stopStandIn(emulator)
  })
  return {
    get emulator() {
      if (emulator === undefined) throw new Error('no stand-in: it runs only inside a test')
      return emulator
    },
    set emulator(next) {
      emulator = next
    },
    get dir() {
      return dir
    }
  }
}

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

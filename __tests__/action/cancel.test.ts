import { afterEach, describe, expect, test } from '@jest/globals'
import { trapCancellation, type Cancellation } from '../../src/action/cancel.js'

let trap: Cancellation | undefined
afterEach(() => trap?.dispose())

describe('trapCancellation', () => {
  test.each(['SIGINT', 'SIGTERM'] as const)('%s aborts the signal once, with one warning', name => {
    const warnings: string[] = []
    trap = trapCancellation(
      m => void warnings.push(m),
      () => undefined
    )
    // As Node delivers a signal: the listener gets its name.
    const emit = process.emit.bind(process) as (event: string, ...args: unknown[]) => boolean
    emit(name, name)
    emit(name, name)
    expect(trap.signal.aborted).toBe(true)
    expect(warnings).toEqual([`Received ${name}: the run is being cancelled; stopping.`])
  })

  test('dispose removes the handlers', () => {
    const before = process.listenerCount('SIGINT')
    const own = trapCancellation(() => undefined)
    expect(process.listenerCount('SIGINT')).toBe(before + 1)
    own.dispose()
    expect(process.listenerCount('SIGINT')).toBe(before)
  })
})

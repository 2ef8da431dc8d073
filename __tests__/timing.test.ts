import { describe, expect, test } from '@jest/globals'
import { sleep } from '../src/timing.js'

describe('sleep', () => {
  test('waits, and rejects when aborted', async () => {
    await sleep(1)
    const controller = new AbortController()
    const waiting = sleep(10_000, controller.signal)
    controller.abort()
    await expect(waiting).rejects.toThrow()
  })
})

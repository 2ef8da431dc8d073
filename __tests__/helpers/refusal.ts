/**
 * What `write` is refused with, once a failure that comes after a buffered write has come: it is
 * tried again a moment later while it still succeeds (the device answers when it will).
 */
export async function refusal(write: () => Promise<void>): Promise<unknown> {
  for (let tries = 0; tries < 200; tries++) {
    await new Promise(resolve => setTimeout(resolve, 10))
    const failure = await write().then(
      () => undefined,
      (error: unknown) => error
    )
    if (failure !== undefined) return failure
  }
  throw new Error('every write succeeded')
}

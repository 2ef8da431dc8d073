/**
 * The errors whose messages are written for the workflow's author: the step fails with them as
 * they are (`runAction` is the one place that does). Anything else thrown is a bug, shown as
 * "Unexpected error".
 */

/**
 * An error whose message is written for the workflow's author and says what to do: the step
 * fails with it as it is. Anything else that is thrown is a bug and is shown as "Unexpected".
 */
export class ActionError extends Error {
  override readonly name: string = 'ActionError'
}

/** A wrong input, named, with what is expected instead. */
export class InputError extends ActionError {
  override readonly name = 'InputError'
  constructor(
    readonly input: string,
    message: string
  ) {
    super(message)
  }
}

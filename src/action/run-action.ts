import { DIRECT, openHttpStack, type HttpStack } from '../http/stack.js'
import { errorMessage } from '../text/format.js'
import { trapCancellation, type Cancellation } from './cancel.js'
import { ActionError } from './errors.js'
import { sleep, type Clock, type Sleep, type Timing } from '../timing.js'
import {
  parseDuration,
  strayInputs,
  type DeclaredInputs,
  type DeprecatedInputs,
  type Env
} from './inputs.js'
import { createRunnerIO, type ActionIO } from './io.js'
import { declaredByAnAction, misplacedInputs } from './action-inputs.js'

/**
 * The skeleton every action shares, the agent, analytics, visitors and deploy (as actions/cache's
 * entry points share one `run()`): mask the
 * secrets before anything can print them, trap cancellation, read settings, run, and fail the
 * step in this one place, for every thrown value, not only `Error` instances.
 */

/** What an action gets besides its settings: the runner edge, the run's time, and HTTP. */
export interface RunContext {
  readonly io: ActionIO
  /** The run's clock, waits, chance and cancellation, as one value. */
  readonly time: Timing
  /** When the run started, per `time.now`. */
  readonly startedAt: number
  /** The one HTTP stack of the run, for the service and GitHub (through a proxy when set). */
  readonly http: HttpStack
}

export type RunResult =
  { readonly kind: 'passed' } | { readonly kind: 'failed'; readonly message: string }

export const PASSED: RunResult = { kind: 'passed' }

export function failed(message: string): RunResult {
  return { kind: 'failed', message }
}

/** Said for a run that was cancelled but whose flow, cut off, came back as passed. */
export const CANCELLED_PASS =
  'The run was cancelled before it ended: the steps after the one the log shows last were not done. Run the workflow again.'

export interface Action<S> {
  /** Inputs that hold secrets: masked before anything else happens. */
  readonly secretInputs: readonly string[]
  /** Every input action.yml declares, with its default (a test holds the two together). */
  readonly inputs: DeclaredInputs
  /** The declared inputs that are deprecated, with what to do instead (action.yml's message). */
  readonly deprecated?: DeprecatedInputs
  /** Reads and checks every input; throws `InputError` for a wrong one, before any request. */
  readSettings(io: ActionIO): S
  run(settings: S, context: RunContext): Promise<RunResult>
}

export interface RunOptions {
  readonly io?: ActionIO
  readonly trap?: (warn: (message: string) => void) => Cancellation
  readonly now?: Clock
  readonly sleep?: Sleep
  readonly random?: () => number
}

export async function runAction<S>(
  action: Action<S>,
  options: RunOptions = {}
): Promise<RunResult> {
  const now = options.now ?? Date.now
  const startedAt = now()
  const io = options.io ?? createRunnerIO()
  for (const name of action.secretInputs) io.mask(io.input(name))
  const cancel = (options.trap ?? trapCancellation)(message => io.warning(message))
  const misplaced = sayInputs(io, action)
  let result: RunResult
  try {
    if (misplaced !== undefined) throw new ActionError(misplaced)
    const settings = action.readSettings(io)
    const opened = openHttpStack(io.env)
    if (opened.kind === 'refused') throw new ActionError(opened.problem)
    const http = opened.stack
    if (http.route !== DIRECT.route) io.info(`Requests go ${http.route}.`)
    const time: Timing = {
      now,
      sleep: options.sleep ?? sleep,
      random: options.random ?? Math.random,
      signal: cancel.signal,
      retryBaseDelayMs: readRetryDelay(io.env)
    }
    result = await action.run(settings, { io, time, startedAt, http })
  } catch (error) {
    result = failed(
      error instanceof ActionError ? error.message : `Unexpected error: ${errorMessage(error)}`
    )
  } finally {
    cancel.dispose()
  }
  // Cancellation wins over whatever the last step made of a cut-off request: never a pass.
  if (cancel.signal.aborted && result.kind === 'passed') result = failed(CANCELLED_PASS)
  if (result.kind === 'failed') io.fail(result.message)
  return result
}

/**
 * An action as its process runs it (each action's index.ts, the bundle the runner starts): the
 * run, then the exit. Once the run is over, Node emits `beforeExit` only when its event loop is
 * empty (every write to the log's pipe done, every request, timer and file closed); the process
 * then exits at once, with the run's exit code, instead of first freeing its heap and handles one
 * by one, which the system does anyway as a process ends: 0.3-0.9 ms of every run's end (`npm run
 * bench -- startup`). Listened for only after the run: a run that never ended would otherwise
 * exit 0 instead of Node's 13 (an unsettled await). Only here: a test's process runs actions
 * in-process and ends as it will.
 */
export async function runMain<S>(action: Action<S>): Promise<void> {
  await runAction(action)
  process.once('beforeExit', () => process.exit())
}

/**
 * Says in the log what the step gave that the action will not read as given, before anything
 * else (so that a misspelled input's hint stands before the error it causes): an input nobody
 * declares (a warning, with the one it may mean), a deprecated one (GitHub's runner warns with
 * the same words, from its deprecationMessage; the value is still used as before). Returns the
 * error for inputs another of the actions declares (action-inputs.ts), which fail the step.
 */
function sayInputs(io: ActionIO, action: Action<unknown>): string | undefined {
  const stray = strayInputs(io.env, action.inputs)
  const misplaced = misplacedInputs(
    stray.map(s => s.given),
    io.env
  )
  for (const { given, meant } of stray) {
    if (declaredByAnAction(given)) continue
    io.warning(
      `Input "${given}" is not an input of this action${meant === undefined ? '' : `; did you mean "${meant}"? Input names are written as action.yml declares them`}.`
    )
  }
  for (const [name, instead] of Object.entries(action.deprecated ?? {}))
    if (io.input(name) !== '') io.info(`Input "${name}" is deprecated: ${instead}`)
  return misplaced
}

/** The first retry backoff: 1s, or MINTLIFY_ACTION_RETRY_DELAY (internal, for tests). */
export function readRetryDelay(env: Env): number {
  return parseDuration('MINTLIFY_ACTION_RETRY_DELAY', env.MINTLIFY_ACTION_RETRY_DELAY || '1s', {
    minMs: 1,
    maxMs: 60_000
  })
}

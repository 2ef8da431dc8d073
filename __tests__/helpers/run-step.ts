import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  inputVariable,
  stepEnvironment,
  type ActionName,
  type StepOptions as RunnerStep
} from '../../emulator/runner-step.js'
import type { ActionRun, RunOptions } from '../../emulator/runner.js'
import { createRunnerIO, type RunnerCommands } from '../../src/action/io.js'
import { runAction, type Action } from '../../src/action/run-action.js'
import { agentAction } from '../../src/agent/action.js'
import { analyticsAction } from '../../src/analytics/action.js'
import { deployAction } from '../../src/deploy/action.js'
import { followCodeAction } from '../../src/follow-code/action.js'
import { visitorsAction } from '../../src/visitors/action.js'

/**
 * One step of an action run in this process, from its source, as the runner would run its
 * bundle: the same step (emulator/runner-step.ts prepares its environment by the runner's rules:
 * every declared input with its default, the hosted runner's variables and files), and the same
 * protocol back (`@actions/core`'s workflow commands, outputs, summary, exit code), kept in
 * memory. Its time is the run's `Timing`, injected: a wait returns at once and moves the clock
 * by what it waited, so a poll loop, a timeout or a retry backoff costs no wall time.
 *
 * What only a process can show (the runner's real environment and signals, exit codes of the
 * bundle, what dist/ holds) stays in __tests__/e2e, through emulator/runner.ts.
 */

const ACTIONS: Record<ActionName, Action<never>> = {
  agent: agentAction as Action<never>,
  visitors: visitorsAction as Action<never>,
  analytics: analyticsAction as Action<never>,
  deploy: deployAction as Action<never>,
  'follow-code': followCodeAction as Action<never>
}

/**
 * Runs one step of an action: the bundle in a process (emulator/runner.ts's `runAction`) or the
 * source in this one (`runStep`), for a case that holds either way.
 */
export type StepRunner = (options: RunnerStep) => Promise<ActionRun>

export interface StepRun extends ActionRun {
  /** The waits the run asked for, in ms, in order (none was waited out). */
  readonly waits: readonly number[]
}

export interface StepOptions extends Pick<
  RunOptions,
  'action' | 'inputs' | 'githubToken' | 'event' | 'env'
> {
  /** Cancels the run once its log matches `when` (the runner's first signal, in process). */
  readonly cancel?: { readonly when: RegExp }
  /** The chance the run's jitter draws: 0.5 unless given. */
  readonly random?: () => number
}

export async function runStep(options: StepOptions): Promise<StepRun> {
  const dir = mkdtempSync(join(tmpdir(), 'action-step-'))
  try {
    const step = stepEnvironment(dir, options)
    const log: string[] = []
    const cancel = new AbortController()
    const say = (line: string) => {
      log.push(line)
      if (options.cancel?.when.test(line) === true && !cancel.signal.aborted) cancel.abort()
    }
    const recorded = memoryCommands(step.env, say)
    const waits: number[] = []
    let slept = 0
    const started = Date.now()
    await runAction(ACTIONS[options.action ?? 'agent'], {
      io: createRunnerIO(step.env, recorded.commands),
      trap: () => ({ signal: cancel.signal, dispose: () => undefined }),
      now: () => Date.now() + slept,
      sleep: ms => {
        waits.push(ms)
        slept += ms
        return Promise.resolve()
      },
      random: options.random ?? (() => 0.5)
    })
    return {
      code: recorded.failed ? 1 : 0,
      signal: null,
      stdout: log.map(line => `${line}\n`).join(''),
      stderr: '',
      outputs: recorded.outputs,
      summary: recorded.summary(),
      durationMs: Date.now() - started,
      signalledAtMs: undefined,
      runnerWarnings: step.runnerWarnings,
      waits
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** `@actions/core`'s escaping of a command's data (its `escapeData`). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** The runner's commands as `@actions/core` writes them, into memory. */
function memoryCommands(env: Readonly<Record<string, string>>, say: (line: string) => void) {
  const outputs: Record<string, string> = {}
  const summary: string[] = []
  const state = { failed: false }
  const command = (name: string) => (message: string) => say(`::${name}::${escapeData(message)}`)
  const commands: RunnerCommands = {
    getInput: name => (env[inputVariable(name)] ?? '').trim(),
    setSecret: command('add-mask'),
    debug: command('debug'),
    info: message => {
      for (const line of message.split('\n')) say(line)
    },
    warning: command('warning'),
    notice: command('notice'),
    async group(title, body) {
      say(`::group::${escapeData(title)}`)
      try {
        return await body()
      } finally {
        say('::endgroup::')
      }
    },
    setOutputs: given => {
      for (const [name, value] of given) outputs[name] = value
    },
    appendSummary: markdown => Promise.resolve(void summary.push(markdown)),
    setFailed: message => {
      state.failed = true
      command('error')(message)
    }
  }
  return {
    commands,
    outputs,
    summary: () => summary.join(''),
    get failed() {
      return state.failed
    }
  }
}

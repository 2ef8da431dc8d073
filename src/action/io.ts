import * as core from '@actions/core'
import { appendFileSync } from 'node:fs'
import { EOL } from 'node:os'
import { asLogLine, errorMessage, longestRun } from '../text/format.js'
import { cutMarkdown } from '../text/markdown.js'
import { redactor, secretVariants, type Redactor } from '../text/secrets.js'
import type { Env } from './inputs.js'

/**
 * The one way out to the runner. Every log line, output, summary and failure leaves through an
 * `ActionIO`, and every secret it was told to mask is removed from all of them here, once; text
 * that leaves by another way (a comment on GitHub) passes through `redact` first. Domain code gets
 * an `ActionIO` and never imports `@actions/core`; tests give it a fake.
 */

export interface Logger {
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
}

export interface ActionIO extends Logger {
  /** The process environment the run sees (GITHUB_*, RUNNER_*). */
  readonly env: Env
  /** One input as `core.getInput` reads it: trimmed, '' when unset. */
  input(name: string): string
  /** Masks a secret in the runner's log and removes it from everything that leaves through here. */
  mask(secret: string): void
  /** The text with every masked secret replaced by `***`. */
  redact(text: string): string
  /** Runs `body` inside a collapsible log group. */
  group<T>(title: string, body: () => Promise<T>): Promise<T>
  /** Sets every output in one place, logging each non-empty one (`job` JSON only at debug level). */
  setOutputs(outputs: Readonly<Record<string, string>>): void
  /**
   * Appends Markdown to the job summary, cut to stay under GitHub's 1 MiB step-summary limit;
   * a failure to write it is a warning.
   */
  writeSummary(markdown: string): Promise<void>
  /** A notice annotation: worth seeing, not a problem. */
  notice(message: string): void
  /** Marks the step failed with an error annotation. Only `runAction` calls it. */
  fail(message: string): void
}

/** GitHub refuses a step summary over 1 MiB; stay clear of it. */
export const MAX_SUMMARY_BYTES = 1000 * 1024

/**
 * What the runner reads of a step, as `@actions/core` speaks it: workflow commands on stdout
 * (`::add-mask::`, `::debug::`, `::warning::`, `::group::`, `::error::`), the output and summary
 * files, the exit code. `createRunnerIO` says everything through one, so an in-process run (the
 * tests' `runStep`) can be given another that speaks the same protocol into memory.
 */
export interface RunnerCommands {
  getInput(name: string): string
  setSecret(secret: string): void
  debug(message: string): void
  info(message: string): void
  warning(message: string): void
  notice(message: string): void
  group<T>(title: string, body: () => Promise<T>): Promise<T>
  /** Sets every output at once, each name with its value. */
  setOutputs(outputs: readonly (readonly [name: string, value: string])[]): void
  /** Appends to the job summary; rejects when it cannot. */
  appendSummary(markdown: string): Promise<void>
  setFailed(message: string): void
}

/** `@actions/core` itself: the process's stdout, environment and exit code. */
export const CORE_COMMANDS: RunnerCommands = {
  getInput: name => core.getInput(name),
  setSecret: secret => core.setSecret(secret),
  debug: message => core.debug(message),
  info: message => core.info(message),
  warning: message => core.warning(message),
  notice: message => core.notice(message),
  group: (title, body) => core.group(title, body),
  setOutputs: outputs => {
    const file = process.env.GITHUB_OUTPUT
    // Without the file (a runner before 2.297), as `core` says them: a command each.
    if (file === undefined || file === '')
      for (const [name, value] of outputs) core.setOutput(name, value)
    // In one append, not `core`'s existence check and append for each: a millisecond of every
    // run's end for ten outputs.
    else appendFileSync(file, outputs.map(([name, value]) => outputLine(name, value)).join(''))
  },
  // The file the runner names, appended at once: `core.summary` checks the file and appends it
  // with two round trips through Node's thread pool, a millisecond of every run's end.
  appendSummary: markdown => {
    try {
      appendFileSync(process.env.GITHUB_STEP_SUMMARY ?? '', markdown)
      return Promise.resolve()
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  },
  setFailed: message => core.setFailed(message)
}

/**
 * One output as the runner reads the file GITHUB_OUTPUT names: the value between two lines of a
 * delimiter, and the runner ends the value at the first line that is the delimiter. `core` draws
 * the delimiter at random and refuses a value that holds it; here it is made so that neither the
 * name nor the value can hold it, as a Markdown fence is made longer than any run of backticks:
 * `ghadelimiter_` and one `~` more than the longest run of `~` in them. No value, however made,
 * ends its output early or is refused (the names are the action's own, as action.yml declares
 * them), the file is the same for the same outputs, and no random pool is started for it (Node's
 * first UUID took 0.4 ms of every run's end).
 */
function outputLine(name: string, value: string): string {
  const longest = Math.max(longestRun(name, '~'), longestRun(value, '~'))
  const delimiter = `ghadelimiter_${'~'.repeat(longest + 1)}`
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`
}

/** The `ActionIO` of a run: the runner's commands (`@actions/core`'s unless given) and `env`. */
export function createRunnerIO(
  env: Env = process.env,
  commands: RunnerCommands = CORE_COMMANDS
): ActionIO {
  const secrets = new Set<string>()
  let redact: Redactor = redactor([])
  const clean = (text: string): string => redact(text)
  // The runner shows `::debug::` lines only with debug logging on, and then sets RUNNER_DEBUG to 1
  // for the step: without it a debug line is never read, so it is not written (a 1,000,000-row
  // export writes 8,000 of them, each a write to the runner's pipe).
  const debugging = env.RUNNER_DEBUG === '1'
  return {
    env,
    input: name => commands.getInput(name),
    mask(secret) {
      if (secret === '') return
      // The runner masks each form in its log too (it already masks some base64 forms itself).
      for (const variant of new Set([secret, ...secretVariants(secret)]))
        commands.setSecret(variant)
      secrets.add(secret)
      redact = redactor(secrets)
    },
    redact: clean,
    debug: message => {
      if (debugging) commands.debug(clean(message))
    },
    // info writes the text as it is; debug, warning and failures are escaped by the commands.
    info: message => commands.info(asLogLine(clean(message))),
    warning: message => commands.warning(clean(message)),
    group: (title, body) => commands.group(clean(title), body),
    setOutputs(outputs) {
      const cleaned = Object.entries(outputs).map(([name, raw]) => [name, clean(raw)] as const)
      commands.setOutputs(cleaned)
      const said = cleaned.filter(([, value]) => value !== '')
      const lines = said.filter(([name]) => name !== 'job')
      if (lines.length > 0)
        commands.info(lines.map(([name, value]) => asLogLine(`output ${name}=${value}`)).join('\n'))
      for (const [name, value] of said)
        if (name === 'job' && debugging) commands.debug(`output ${name}=${value}`)
    },
    async writeSummary(markdown) {
      if (env.GITHUB_STEP_SUMMARY === undefined || env.GITHUB_STEP_SUMMARY === '') return
      try {
        const note = '\n\n_…cut to fit the job summary limit of 1 MiB; the log has the rest._\n'
        // Cut where nothing is left open (markdown.ts), in UTF-8 bytes as GitHub counts them.
        const cut = cutMarkdown(clean(markdown), MAX_SUMMARY_BYTES, note, text =>
          Buffer.byteLength(text)
        )
        await commands.appendSummary(cut)
      } catch (error) {
        commands.warning(clean(`Could not write the job summary: ${errorMessage(error)}`))
      }
    },
    notice: message => commands.notice(clean(message)),
    fail: message => commands.setFailed(clean(message))
  }
}

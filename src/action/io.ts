import * as core from '@actions/core'
import { asLogLine, errorMessage } from '../text/format.js'
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

/** The `ActionIO` of a real run: `@actions/core` and the process environment. */
export function createRunnerIO(env: Env = process.env): ActionIO {
  const secrets = new Set<string>()
  let redact: Redactor = redactor([])
  const clean = (text: string): string => redact(text)
  return {
    env,
    input: name => core.getInput(name),
    mask(secret) {
      if (secret === '') return
      // The runner masks each form in its log too (it already masks some base64 forms itself).
      for (const variant of new Set([secret, ...secretVariants(secret)])) core.setSecret(variant)
      secrets.add(secret)
      redact = redactor(secrets)
    },
    redact: clean,
    debug: message => core.debug(clean(message)),
    // core.info writes the text as it is; debug, warning and failures are escaped by core itself.
    info: message => core.info(asLogLine(clean(message))),
    warning: message => core.warning(clean(message)),
    group: (title, body) => core.group(clean(title), body),
    setOutputs(outputs) {
      for (const [name, raw] of Object.entries(outputs)) {
        const value = clean(raw)
        core.setOutput(name, value)
        if (value === '') continue
        if (name === 'job') core.debug(`output ${name}=${value}`)
        else core.info(asLogLine(`output ${name}=${value}`))
      }
    },
    async writeSummary(markdown) {
      if (env.GITHUB_STEP_SUMMARY === undefined) return
      try {
        const note = '\n\n_…cut to fit the job summary limit of 1 MiB; the log has the rest._\n'
        // Cut where nothing is left open (markdown.ts), in UTF-8 bytes as GitHub counts them.
        const cut = cutMarkdown(clean(markdown), MAX_SUMMARY_BYTES, note, text =>
          Buffer.byteLength(text)
        )
        await core.summary.addRaw(cut).write()
      } catch (error) {
        core.warning(clean(`Could not write the job summary: ${errorMessage(error)}`))
      }
    },
    notice: message => core.notice(clean(message)),
    fail: message => core.setFailed(clean(message))
  }
}

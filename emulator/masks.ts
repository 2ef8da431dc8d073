import { Writable } from 'node:stream'

/**
 * What the runner shows of a step's log, by its own rules (actions/runner): an `::add-mask::` line
 * is a command it consumes and never prints (src/Runner.Worker/ActionCommandManager.cs,
 * AddMaskCommandExtension: the value, unescaped, goes to the job's SecretMasker; a blank one is
 * refused with a warning); every value masked so far, in this step or an earlier one of the job,
 * and every secret the workflow reads (`${{ secrets.… }}`, masked before the step starts), is
 * replaced by `***` in each line it prints afterwards (src/Sdk/DTLogging/Logging/SecretMasker.cs).
 */
export class Masker {
  private readonly values = new Set<string>()

  constructor(secrets: Iterable<string> = []) {
    for (const secret of secrets) this.add(secret)
  }

  /** Masks `value` from now on (the runner ignores a blank one). */
  add(value: string): void {
    if (value.trim() !== '') this.values.add(value)
  }

  /** `text` with every masked value replaced by `***`, the longest first (as SecretMasker does). */
  mask(text: string): string {
    let masked = text
    for (const value of [...this.values].sort((a, b) => b.length - a.length))
      masked = masked.split(value).join('***')
    return masked
  }

  /**
   * One line of a step's output as the runner prints it: undefined for an `::add-mask::` command
   * (registered, not printed), else the line masked.
   */
  line(text: string): string | undefined {
    const command = /^\s*::add-mask::(.*)$/.exec(text)
    if (command === null) return this.mask(text)
    this.add(unescapeData(command[1] ?? ''))
    return undefined
  }

  /** A log, line by line, as the runner prints it. */
  log(text: string): string {
    return text
      .split('\n')
      .flatMap(line => this.line(line) ?? [])
      .join('\n')
  }

  /**
   * A stream that prints to `out` what the runner would of what is written to it, a whole line at
   * a time (a mask command split across two chunks is still one command); `end()` prints the rest.
   */
  stream(out: (text: string) => void): Writable {
    let pending = ''
    return new Writable({
      write: (chunk: Buffer | string, _encoding, done) => {
        pending += chunk.toString()
        const lines = pending.split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) {
          const shown = this.line(line)
          if (shown !== undefined) out(`${shown}\n`)
        }
        done()
      },
      final: done => {
        const shown = pending === '' ? undefined : this.line(pending)
        if (shown !== undefined) out(`${shown}\n`)
        done()
      }
    })
  }
}

/** A command's data as the runner unescapes it (ActionCommand.cs: %0D, %0A, then %25). */
function unescapeData(data: string): string {
  return data.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%')
}

import type { ActionIO } from '../../src/action/io.js'
import type { Env } from '../../src/action/inputs.js'
import { redact } from '../../src/text/secrets.js'

/** An `ActionIO` that keeps everything in memory, redacting as the runner's does. */
export interface FakeIO extends ActionIO {
  /** Log lines as `level: message`, in order. */
  readonly lines: string[]
  readonly outputs: Record<string, string>
  readonly summaries: string[]
  readonly failures: string[]
  readonly masked: string[]
}

export function fakeIO(inputs: Record<string, string> = {}, env: Env = {}): FakeIO {
  const masked: string[] = []
  const lines: string[] = []
  const clean = (text: string) => redact(text, masked)
  const log = (level: string) => (message: string) => void lines.push(`${level}: ${clean(message)}`)
  const io: FakeIO = {
    env,
    lines,
    outputs: {},
    summaries: [],
    failures: [],
    masked,
    input: name => (inputs[name] ?? '').trim(),
    mask: secret => {
      if (secret !== '') masked.push(secret)
    },
    redact: clean,
    debug: log('debug'),
    info: log('info'),
    warning: log('warning'),
    notice: log('notice'),
    async group(title, body) {
      lines.push(`group: ${clean(title)}`)
      try {
        return await body()
      } finally {
        lines.push('endgroup')
      }
    },
    setOutputs(outputs) {
      for (const [name, value] of Object.entries(outputs)) io.outputs[name] = clean(value)
    },
    writeSummary(markdown) {
      io.summaries.push(clean(markdown))
      return Promise.resolve()
    },
    fail: message => void io.failures.push(clean(message))
  }
  return io
}

/** A cancellation trap that never touches the process's signal handlers. */
export function fakeTrap(controller = new AbortController()) {
  return () => ({ signal: controller.signal, dispose: () => undefined })
}

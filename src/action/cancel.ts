/**
 * When a run is cancelled the runner sends SIGINT and, about 7.5 s later, SIGTERM, then kills the
 * process. On either signal the returned signal aborts, so the flow stops and the action reports
 * what it has; a last-resort timer ends the process within 5 s even if reporting hangs.
 */
export const CANCEL_EXIT_MS = 4_500

export interface Cancellation {
  readonly signal: AbortSignal
  dispose(): void
}

export function trapCancellation(
  warn: (message: string) => void,
  exit: () => void = () => process.exit(1)
): Cancellation {
  const controller = new AbortController()
  const onSignal = (name: NodeJS.Signals): void => {
    if (controller.signal.aborted) return
    warn(`Received ${name}: the run is being cancelled; stopping.`)
    controller.abort()
    setTimeout(exit, CANCEL_EXIT_MS).unref()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    }
  }
}

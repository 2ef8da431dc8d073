import type { AnalyticsPage } from '../service/analytics.js'
import type { DatasetRun } from './dataset-run.js'
import type { Standing } from './resume.js'

/**
 * The one page an export may have asked for ahead: the loop's next page, of whichever dataset's
 * turn comes next, asked for while the current one is encoded, written and counted, so that the
 * service's time (and the network's) passes while the action works. It is asked for when the
 * loop will read it unless taking in the current page ends its dataset or the run is cancelled
 * meanwhile (export-datasets.ts decides), and used only at its turn, at the place its dataset
 * then stands: it is then what that turn's request would have been, its failure included (a
 * rejection, kept until then, never left unhandled). One nobody uses is stopped and awaited
 * (`drop`): nothing runs on after the export.
 */
export class ReadAhead {
  private held:
    | {
        readonly run: DatasetRun
        readonly place: Standing
        readonly answer: Promise<{ page: AnalyticsPage } | { error: unknown }>
        readonly stop: AbortController
      }
    | undefined

  /** Asks `read` for `run`'s page at `place` now; `read` is given the signal that stops it. */
  ask(run: DatasetRun, place: Standing, read: (stop: AbortSignal) => Promise<AnalyticsPage>): void {
    const stop = new AbortController()
    // Settled either way at once: a failure is said at its turn, not as an unhandled rejection.
    const answer = read(stop.signal).then(
      page => ({ page }),
      (error: unknown) => ({ error })
    )
    this.held = { run, place, answer, stop }
  }

  /** Whether `run`'s page at `place` has been asked for already. */
  holds(run: DatasetRun, place: Standing): boolean {
    const { held } = this
    return held?.run === run && samePlace(held.place, place)
  }

  /**
   * `run`'s page at `place`: the one asked for ahead when it is that page (its failure thrown as
   * `read` would throw it), or else, once any other is dropped, `read`'s.
   */
  async page(
    run: DatasetRun,
    place: Standing,
    read: () => Promise<AnalyticsPage>
  ): Promise<AnalyticsPage> {
    const { held } = this
    if (held === undefined || !this.holds(run, place)) {
      await this.drop()
      return read()
    }
    this.held = undefined
    const answer = await held.answer
    if ('error' in answer) throw answer.error
    return answer.page
  }

  /** Stops the page asked for ahead, if any, and waits until it has. */
  async drop(): Promise<void> {
    const { held } = this
    this.held = undefined
    if (held === undefined) return
    held.stop.abort()
    await held.answer
  }
}

function samePlace(a: Standing, b: Standing): boolean {
  if (a.kind === 'offset') return b.kind === 'offset' && a.offset === b.offset
  if (a.kind === 'cursor') return b.kind === 'cursor' && a.cursor === b.cursor
  return a.kind === b.kind
}

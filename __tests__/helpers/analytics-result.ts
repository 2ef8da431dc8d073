import type { DatasetOutcome, DatasetResult } from '../../src/export/dataset-run.js'
import type { AnalyticsResult } from '../../src/export/export-datasets.js'
import { Tally } from '../../src/export/tally.js'
import { ActionError } from '../../src/action/errors.js'
import type { AnalyticsPage, Counts, Row } from '../../src/service/analytics.js'
import type { DatasetName } from '../../src/service/datasets.js'

/** What else a test's result holds: first-page totals, the period before, datasets' outcomes. */
export interface ResultExtras {
  readonly totals?: Partial<Record<DatasetName, Counts>>
  readonly previous?: Partial<Record<DatasetName, Counts>>
  readonly outcomes?: Partial<Record<DatasetName, DatasetOutcome>>
}

/** An export's result whose datasets hold these rows, each read in one page. */
export function resultOf(
  rows: Partial<Record<DatasetName, Row[]>>,
  size = 10,
  extras: ResultExtras = {}
): AnalyticsResult {
  const datasets: DatasetResult[] = Object.entries(rows).map(([key, list]) => {
    const name = key as DatasetName
    const tally = new Tally(name, size)
    tally.add({ rows: list, more: false, nextCursor: null, totals: extras.totals?.[name] })
    const outcome = extras.outcomes?.[name] ?? 'complete'
    const start = { kind: 'offset', offset: 0 } as const
    return {
      name,
      path: undefined,
      tally,
      outcome,
      error: outcome === 'failed' ? new ActionError('it failed') : undefined,
      standing: outcome === 'complete' || outcome === 'incomplete' ? { kind: 'done' } : start,
      deadEnd:
        outcome === 'incomplete'
          ? `the service said more ${name} follow (hasMore: true) with page 1 but gave no nextCursor, so the export could not go on`
          : undefined,
      received: 1,
      lastPage: start
    }
  })
  const previous = new Map<DatasetName, AnalyticsPage>(
    Object.entries(extras.previous ?? {}).map(([name, totals]) => [
      name as DatasetName,
      { rows: [], more: false, nextCursor: null, totals }
    ])
  )
  const complete = datasets.every(d => d.outcome === 'complete')
  return { datasets, requests: datasets.length, halt: undefined, complete, resume: '', previous }
}

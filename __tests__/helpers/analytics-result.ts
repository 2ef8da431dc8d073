import type { DatasetResult } from '../../src/analytics/dataset-run.js'
import type { AnalyticsResult } from '../../src/analytics/export.js'
import { Tally } from '../../src/analytics/tally.js'
import type { Row } from '../../src/service/analytics.js'
import type { DatasetName } from '../../src/service/datasets.js'

/** An export's result whose datasets hold these rows, each read in one page. */
export function resultOf(rows: Partial<Record<DatasetName, Row[]>>, size = 10): AnalyticsResult {
  const datasets: DatasetResult[] = Object.entries(rows).map(([name, list]) => {
    const tally = new Tally(name as DatasetName, size)
    tally.add({ rows: list, more: false, nextCursor: null })
    return {
      name: name as DatasetName,
      path: undefined,
      tally,
      outcome: 'complete',
      error: undefined,
      standing: { kind: 'done' }
    }
  })
  return { datasets, requests: datasets.length, halt: undefined, resume: '', previous: new Map() }
}

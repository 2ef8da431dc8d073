import { startOf, type AnalyticsPage } from '../service/analytics.js'
import type { DatasetName } from '../service/datasets.js'
import { ServiceError } from '../service/errors.js'
import type { DatasetRun } from './dataset-run.js'
import { haltOf, type Budget, type Halt } from './halt.js'
import { boundsOf, queryOf, type AnalyticsDeps } from './page-read.js'
import { periodBounds } from './period.js'
import type { ExportRequest } from './request.js'

/** The datasets with headline figures on their first page, which `compare: previous` reads. */
const COMPARED: readonly DatasetName[] = [
  'views',
  'visitors',
  'searches',
  'feedback-by-page',
  'assistant-callers'
]

/**
 * The previous period's first page of each compared dataset this run reads, into `previous`; a
 * halt when the whole export must stop. A dataset whose page cannot be read is compared with
 * nothing, and said so.
 */
export async function comparePrevious(
  runs: readonly DatasetRun[],
  request: ExportRequest,
  deps: AnalyticsDeps,
  budget: Budget,
  previous: Map<DatasetName, AnalyticsPage>
): Promise<Halt | undefined> {
  const period = request.previous
  if (period === undefined) return undefined
  for (const run of runs) {
    if (run.skipped || !COMPARED.includes(run.spec.name)) continue
    if (budget.left === 0) return { kind: 'budget' }
    try {
      const query = queryOf(request, period)
      const bounds = boundsOf(request, deps, budget)
      const page = await deps.api.page(run.spec, query, startOf(run.spec), bounds)
      previous.set(run.spec.name, page)
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error
      const halt = haltOf(error, budget)
      if (halt !== undefined) return halt
      deps.log.warning(
        `${run.spec.name}: the previous period (${periodBounds(period)}) could not be read, so the summary compares nothing for it: ${error.message}`
      )
    }
  }
  return undefined
}

import type { ActionError } from '../action/errors.js'
import type { Counts } from '../service/analytics.js'
import type { VisitorRow } from '../service/visitors.js'
import type { DatasetResult } from '../export/dataset-run.js'
import {
  exportAnalytics,
  type AnalyticsDeps,
  type AnalyticsResult
} from '../export/export-datasets.js'
import type { Halt } from '../export/halt.js'
import type { ExportRequest } from '../export/request.js'
import type { VisitorSettings } from './settings.js'

/**
 * The visitors action's export: the one export engine (export/export-datasets.ts) asked for the
 * visitors dataset alone, with this action's policies (`visitorsExport`), and its result told as
 * this action always has: complete, stopped at max-rows, failed or cancelled, with the offset a
 * further export continues at. Main turns it into outputs, a summary and an exit code.
 */

export interface ExportStats {
  /** The site-wide totals of the first page; undefined when no page arrived. */
  readonly totals: Counts | undefined
  /** Page rows written to the file. */
  readonly rows: number
  /** Pages fetched. */
  readonly pages: number
  /** The top rows by total, best first, at most `summaryRows`. */
  readonly top: readonly VisitorRow[]
}

export type ExportResult =
  /** The export reached `hasMore: false`. */
  | { readonly kind: 'complete'; readonly stats: ExportStats }
  /** `max-rows` stopped it; a further export continues at `nextOffset`. */
  | { readonly kind: 'stopped'; readonly stats: ExportStats; readonly nextOffset: number }
  /** A page could not be fetched; the file holds every row before `nextOffset`. */
  | {
      readonly kind: 'failed'
      readonly stats: ExportStats
      readonly nextOffset: number
      readonly error: ActionError
    }
  | { readonly kind: 'cancelled'; readonly stats: ExportStats; readonly nextOffset: number }

/**
 * What the engine is asked for: the visitors of the period, `limit` rows a page from `offset`, to
 * the one file at `path` (its JSON the v1 document, headed by the period and the totals), up to
 * `max-rows`; a 429 retried by the client, as any request of this action; no resume sealed, the
 * `offset` input continuing an export instead.
 */
export function visitorsExport(settings: VisitorSettings): ExportRequest {
  return {
    projectId: settings.projectId,
    datasets: ['visitors'],
    period: settings.period,
    source: undefined,
    status: undefined,
    previous: undefined,
    format: settings.format,
    files: { kind: 'file', path: settings.path },
    confinedTo: settings.confinedTo,
    totalsHeader: true,
    pageRows: settings.limit,
    maxRows: settings.maxRows,
    topRows: settings.summaryRows,
    requests: { kind: 'retried' },
    resume: { kind: 'offset', offset: settings.offset }
  }
}

export async function exportVisitors(
  request: ExportRequest,
  deps: AnalyticsDeps
): Promise<ExportResult> {
  return visitorsResult(await exportAnalytics(request, deps))
}

/** The engine's result as this action tells it. Pure. */
export function visitorsResult(result: AnalyticsResult): ExportResult {
  const [dataset] = result.datasets
  if (dataset === undefined) throw new Error('the visitors export read no dataset')
  const stats = statsOf(dataset)
  const nextOffset = resumeAt(dataset)
  const { halt } = result
  if (halt?.kind === 'cancelled') return { kind: 'cancelled', stats, nextOffset }
  const error = dataset.error ?? errorOf(halt)
  if (error !== undefined) return { kind: 'failed', stats, nextOffset, error }
  if (dataset.outcome === 'stopped') return { kind: 'stopped', stats, nextOffset }
  if (dataset.outcome === 'complete') return { kind: 'complete', stats }
  // Not reached: without an allowance nothing else stops the one dataset. Said, if it were.
  throw new Error(`the visitors export ended ${dataset.outcome} with no reason`)
}

function statsOf(dataset: DatasetResult): ExportStats {
  const { tally } = dataset
  return {
    totals: tally.totals,
    rows: tally.rows,
    pages: dataset.received,
    // The contract's four fields, checked by readPage.
    top: tally.list('top') as unknown as VisitorRow[]
  }
}

/**
 * Where a further export continues: the dataset's place; for one that reached its end and then
 * failed (its file could not be closed), where its last page started, which the file may lack.
 */
function resumeAt(dataset: DatasetResult): number {
  const place = dataset.standing.kind === 'done' ? dataset.lastPage : dataset.standing
  return place.kind === 'offset' ? place.offset : 0
}

function errorOf(halt: Halt | undefined): ActionError | undefined {
  return halt === undefined || halt.kind === 'budget' || halt.kind === 'cancelled'
    ? undefined
    : halt.error
}

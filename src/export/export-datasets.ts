import { join } from 'node:path'
import { ActionError } from '../action/errors.js'
import type { Logger } from '../action/io.js'
import {
  startOf,
  type AnalyticsApi,
  type AnalyticsPage,
  type AnalyticsQuery
} from '../service/analytics.js'
import { datasetSpec, type DatasetName, type DatasetSpec } from '../service/datasets.js'
import { invalidAnswer, ServiceError } from '../service/errors.js'
import { describeCounts } from './paging.js'
import { periodBounds, periodDates } from './period.js'
import { cell, openDatasetWriter } from './dataset-file.js'
import { encodeResume } from './resume.js'
import type { ExportRequest } from './request.js'
import { DatasetRun, type DatasetResult } from './dataset-run.js'
import { Budget, final, haltOf, ProjectWatch, type Halt } from './halt.js'

/**
 * The export of every dataset asked for, within one allowance of requests. The order spends the
 * allowance so that small datasets finish and large ones make progress: round by round, one page
 * of each unfinished dataset, the one-request datasets first; after the first round, the previous
 * period's pages when `compare: previous`. A 429 stops every dataset (the hourly limit is shared
 * by all the endpoints), and so do a refused key and an unknown project; a dataset that fails
 * stops alone. Each keeps its place for `resume`.
 */

export interface AnalyticsResult {
  readonly datasets: readonly DatasetResult[]
  /** Analytics requests sent, retries included. */
  readonly requests: number
  readonly halt: Halt | undefined
  /** Every dataset asked for reached its end, in this run or an earlier one. */
  readonly complete: boolean
  /** Where a later run continues; empty when complete, or when there is nothing to continue. */
  readonly resume: string
  /** The previous period's first page of each compared dataset. */
  readonly previous: ReadonlyMap<DatasetName, AnalyticsPage>
}

export interface AnalyticsDeps {
  readonly api: AnalyticsApi
  readonly log: Logger
  readonly signal?: AbortSignal
  /** Removes the run's secrets from what is written to the files (an edge). */
  readonly redact: (text: string) => string
}

/** The datasets with headline figures on their first page, which `compare: previous` reads. */
const COMPARED: readonly DatasetName[] = [
  'views',
  'visitors',
  'searches',
  'feedback-by-page',
  'assistant-callers'
]

export async function exportAnalytics(
  settings: ExportRequest,
  deps: AnalyticsDeps
): Promise<AnalyticsResult> {
  const runs = settings.datasets.map(
    name =>
      new DatasetRun(
        name,
        settings.resume?.places[name] ?? startOf(datasetSpec(name)),
        settings,
        deps.log
      )
  )
  // The one-request datasets first: they finish at once whatever the allowance.
  runs.sort((a, b) => Number(b.spec.paging === 'single') - Number(a.spec.paging === 'single'))
  await openFiles(runs, settings, deps)
  const budget = new Budget(settings.maxRequests)
  const project = new ProjectWatch()
  const previous = new Map<DatasetName, AnalyticsPage>()
  let halt: Halt | undefined
  for (let round = 0; halt === undefined && runs.some(r => r.open); round++) {
    for (const run of runs.filter(r => r.open)) {
      halt =
        budget.left === 0
          ? { kind: 'budget' }
          : await step(run, settings, deps, { budget, project })
      if (halt !== undefined) break
    }
    if (round === 0 && halt === undefined && settings.previous !== undefined)
      halt = await compare(runs, settings, deps, budget, previous)
  }
  for (const run of runs) await closeFile(run)
  const unfinished = runs.some(r => r.standing.kind !== 'done')
  const incomplete = runs.some(r => r.deadEnd !== undefined)
  // A refused key or an unknown project before anything was read leaves nothing to continue.
  const read = settings.resume !== undefined || runs.some(r => r.tally.pages > 0)
  const places = Object.fromEntries(runs.map(r => [r.spec.name, r.standing]))
  return {
    // In the order asked for, not the order spent in.
    datasets: settings.datasets.flatMap(name =>
      runs.filter(r => r.spec.name === name).map(r => r.result())
    ),
    requests: budget.used,
    halt,
    complete: !unfinished && !incomplete,
    resume:
      unfinished && (read || !final(halt))
        ? encodeResume(
            {
              projectId: settings.projectId,
              period: settings.period,
              source: settings.source,
              status: settings.status,
              datasets: settings.datasets,
              places
            },
            settings.secretKey
          )
        : '',
    previous
  }
}

function queryOf(settings: ExportRequest): AnalyticsQuery {
  const { projectId, source, status } = settings
  return { projectId, ...periodDates(settings.period), source, status }
}

/** Every file is opened before the first request: a directory that cannot be written fails first. */
async function openFiles(
  runs: readonly DatasetRun[],
  settings: ExportRequest,
  deps: AnalyticsDeps
): Promise<void> {
  for (const run of runs) {
    if (run.skipped) continue
    const path = join(settings.directory, `${run.spec.name}.${settings.format}`)
    try {
      run.writer = await openDatasetWriter(
        run.spec,
        settings.format,
        path,
        deps.redact,
        settings.confinedTo
      )
      run.path = path
    } catch (error) {
      if (!(error instanceof ActionError)) throw error
      run.error = error
    }
  }
}

async function closeFile(run: DatasetRun): Promise<void> {
  try {
    await run.writer?.close()
  } catch (error) {
    if (!(error instanceof ActionError)) throw error
    run.error ??= error
  }
}

/** One page of one dataset: fetched, checked, written; a halt when the whole run must stop. */
async function step(
  run: DatasetRun,
  settings: ExportRequest,
  deps: AnalyticsDeps,
  { budget, project }: { budget: Budget; project: ProjectWatch }
): Promise<Halt | undefined> {
  const place = run.standing
  if (place.kind === 'done') return undefined
  let page: AnalyticsPage
  try {
    page = await deps.api.page(run.spec, queryOf(settings), place, {
      allowance: budget,
      ...(deps.signal === undefined ? {} : { signal: deps.signal })
    })
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    const halt = haltOf(error, budget, { project, dataset: run.spec.name })
    if (halt === undefined) run.error = error
    return halt
  }
  project.ok()
  const at = run.at
  const stuck = run.watch.see(
    {
      keys: page.rows.map(row => cell(row[run.spec.key ?? ''])),
      rows: page.rows,
      more: page.more,
      totals: totalsText(page)
    },
    at
  )
  // A page after which paging cannot go on is written too, unless the file holds it already.
  if (stuck?.keep !== false) {
    try {
      await run.writer?.write(page.rows)
    } catch (error) {
      if (!(error instanceof ActionError)) throw error
      run.error = error
      return undefined
    }
    run.tally.add(page)
    deps.log.debug(`${run.spec.name}: ${page.rows.length} rows at ${at}`)
  }
  // The place moves only once the page is in the file: a resume never skips a row, nor reads a
  // page the file holds again.
  if (stuck !== undefined) {
    run.passPast(page)
    run.error = malformed(settings, run.spec, stuck.why)
    return undefined
  }
  const cycling = run.advance(page, deps.log)
  if (cycling !== undefined) run.error = malformed(settings, run.spec, cycling)
  return undefined
}

function totalsText(page: AnalyticsPage): string | undefined {
  if (page.totals !== undefined) return describeCounts(page.totals)
  return page.totalSearches === undefined ? undefined : `totalSearches ${page.totalSearches}`
}

function malformed(settings: ExportRequest, spec: DatasetSpec, problem: string): ServiceError {
  const path = `/v1/analytics/${settings.projectId}/${spec.segments.join('/')}`
  return invalidAnswer(`The service ${problem}.`, problem, { method: 'GET', path })
}

/** The previous period's first page of each compared dataset this run reads. */
async function compare(
  runs: readonly DatasetRun[],
  settings: ExportRequest,
  deps: AnalyticsDeps,
  budget: Budget,
  previous: Map<DatasetName, AnalyticsPage>
): Promise<Halt | undefined> {
  const period = settings.previous
  if (period === undefined) return undefined
  for (const run of runs) {
    if (run.skipped || !COMPARED.includes(run.spec.name)) continue
    if (budget.left === 0) return { kind: 'budget' }
    const query = { ...queryOf(settings), ...periodDates(period) }
    try {
      const page = await deps.api.page(run.spec, query, startOf(run.spec), {
        allowance: budget,
        ...(deps.signal === undefined ? {} : { signal: deps.signal })
      })
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

import { join } from 'node:path'
import { ActionError } from '../action/errors.js'
import { startOf, type AnalyticsPage, type Place } from '../service/analytics.js'
import { datasetSpec, type DatasetName, type DatasetSpec } from '../service/datasets.js'
import { invalidAnswer, ServiceError } from '../service/errors.js'
import { openDatasetWriter } from './dataset-file.js'
import { encodeResume, type Standing } from './resume.js'
import type { ExportRequest } from './request.js'
import { ReadAhead } from './read-ahead.js'
import { DatasetRun, type DatasetResult } from './dataset-run.js'
import { Budget, final, haltOf, ProjectWatch, type Halt } from './halt.js'
import { comparePrevious } from './compare.js'
import { boundsOf, queryOf, type AnalyticsDeps } from './page-read.js'

export type { AnalyticsDeps } from './page-read.js'

/**
 * The one export engine: every dataset asked for, page by page, each written to its file as it
 * arrives. The order spends the requests so that small datasets finish and large ones make
 * progress: round by round, one page of each unfinished dataset, the one-request datasets first;
 * after the first round, the previous period's pages when asked. A refused key and an unknown
 * project stop every dataset, and so does a 429 under an allowance (the hourly limit is shared by
 * all the endpoints); a dataset that fails stops alone. Each keeps its place, for a sealed resume
 * or, paged by offset, for its standing. The request's policies (request.ts) make it the
 * analytics action's export or the visitors action's.
 */

export interface AnalyticsResult {
  readonly datasets: readonly DatasetResult[]
  /** Analytics requests sent: under an allowance every attempt, otherwise each page once. */
  readonly requests: number
  readonly halt: Halt | undefined
  /** Every dataset asked for reached its end, in this run or an earlier one. */
  readonly complete: boolean
  /** Where a later run continues, sealed; empty when complete, unsealed, or nothing to continue. */
  readonly resume: string
  /** The previous period's first page of each compared dataset. */
  readonly previous: ReadonlyMap<DatasetName, AnalyticsPage>
}

export async function exportAnalytics(
  request: ExportRequest,
  deps: AnalyticsDeps
): Promise<AnalyticsResult> {
  const runs = request.datasets.map(
    name => new DatasetRun(name, standingOf(request, datasetSpec(name)), request, deps.log)
  )
  // The one-request datasets first: they finish at once whatever the allowance.
  runs.sort((a, b) => Number(b.spec.paging === 'single') - Number(a.spec.paging === 'single'))
  openFiles(runs, request, deps)
  const spend: Spend = {
    budget: new Budget(request.requests),
    project: new ProjectWatch(),
    ahead: new ReadAhead()
  }
  const { budget, ahead } = spend
  const previous = new Map<DatasetName, AnalyticsPage>()
  let halt: Halt | undefined
  try {
    for (let round = 0; halt === undefined && runs.some(r => r.open); round++) {
      const open = runs.filter(r => r.open)
      const compare = round === 0 && request.previous !== undefined
      for (const [i, run] of open.entries()) {
        // The loop's next step after this one, when it is a page (not the comparison's).
        const following: Following = (next: Place | undefined) => {
          const later = open[i + 1]
          if (later !== undefined) return { run: later, place: later.standing }
          if (compare) return undefined
          const first = runs.find(r => (r === run ? next !== undefined : r.open))
          return first === run
            ? { run, place: next }
            : first && { run: first, place: first.standing }
        }
        // A page asked for ahead was asked with a request left, as this step would have been.
        halt =
          budget.left === 0 && !ahead.holds(run, run.standing)
            ? { kind: 'budget' }
            : await step(run, request, deps, spend, following)
        if (halt !== undefined) break
      }
      if (compare && halt === undefined)
        halt = await comparePrevious(runs, request, deps, budget, previous)
    }
  } finally {
    // A page asked for ahead that no step took (its dataset stopped, the run halted) is stopped.
    await ahead.drop()
  }
  for (const run of runs) await closeFile(run)
  const unfinished = runs.some(r => r.standing.kind !== 'done')
  const incomplete = runs.some(r => r.deadEnd !== undefined)
  return {
    // In the order asked for, not the order spent in.
    datasets: request.datasets.flatMap(name =>
      runs.filter(r => r.spec.name === name).map(r => r.result())
    ),
    requests: budget.used,
    halt,
    complete: !unfinished && !incomplete,
    resume: unfinished ? sealedResume(runs, request, halt) : '',
    previous
  }
}

/** Where a dataset starts: a sealed resume's place, the offset asked for, or its beginning. */
function standingOf(request: ExportRequest, spec: DatasetSpec): Standing {
  const { resume } = request
  if (resume.kind === 'sealed') return resume.from?.places[spec.name] ?? startOf(spec)
  return spec.paging === 'offset' ? { kind: 'offset', offset: resume.offset } : startOf(spec)
}

/** The resume an unfinished export hands on, sealed; empty when it seals none. */
function sealedResume(
  runs: readonly DatasetRun[],
  request: ExportRequest,
  halt: Halt | undefined
): string {
  const { resume } = request
  if (resume.kind !== 'sealed') return ''
  // A refused key or an unknown project before anything was read leaves nothing to continue.
  const read = resume.from !== undefined || runs.some(r => r.tally.pages > 0)
  if (!read && final(halt)) return ''
  const { projectId, period, source, status, datasets } = request
  const places = Object.fromEntries(runs.map(r => [r.spec.name, r.standing]))
  return encodeResume({ projectId, period, source, status, datasets, places }, resume.secretKey)
}

/** Every file is opened before the first request: a place that cannot be written fails first. */
function openFiles(runs: readonly DatasetRun[], request: ExportRequest, deps: AnalyticsDeps): void {
  const { files, format, confinedTo } = request
  for (const run of runs) {
    if (run.skipped) continue
    const path =
      files.kind === 'file' ? files.path : join(files.directory, `${run.spec.name}.${format}`)
    const input = files.kind === 'file' ? 'path' : 'directory'
    const header = request.totalsHeader ? request.period : undefined
    try {
      const file = { format, path, input, confinedTo, header }
      run.writer = openDatasetWriter(run.spec, file, deps.redact)
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

/** What the loop's steps share: the requests spent, what the answers say, the page asked ahead. */
interface Spend {
  readonly budget: Budget
  readonly project: ProjectWatch
  readonly ahead: ReadAhead
}

/** The loop's step after the current one, given where the current dataset goes on (if it does). */
type Following = (
  next: Place | undefined
) => { run: DatasetRun; place: Standing | undefined } | undefined

/**
 * One page of one dataset: fetched (or taken as asked for ahead), checked, written; a halt when
 * the whole run must stop. The loop's next page is asked for as soon as this one is in, so that
 * the service works on it while this one is written and counted.
 */
async function step(
  run: DatasetRun,
  request: ExportRequest,
  deps: AnalyticsDeps,
  spend: Spend,
  following: Following
): Promise<Halt | undefined> {
  const { budget, project, ahead } = spend
  const place = run.standing
  if (place.kind === 'done') return undefined
  if (deps.signal?.aborted === true) return { kind: 'cancelled' }
  let page: AnalyticsPage
  try {
    page = await ahead.page(run, place, () =>
      deps.api.page(run.spec, queryOf(request), place, boundsOf(request, deps, budget))
    )
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    const halt = haltOf(error, budget, { project, dataset: run.spec.name })
    if (halt === undefined) run.error = error
    return halt
  }
  project.ok()
  await askAhead(following(run.nextPlace(page)), request, deps, spend)
  try {
    const problem = await run.take(page, deps.log)
    if (problem !== undefined) run.error = malformed(request, run.spec, problem)
  } catch (error) {
    // A write that failed (a full disk): the rows before this page are in the file.
    if (!(error instanceof ActionError)) throw error
    run.error = error
  }
  return undefined
}

/**
 * Asks for the loop's next page now, while there is a request left and the run goes on, and lets
 * the request leave before the current page is worked on. It is the page the loop would ask for
 * next unless taking in the current one ends its dataset (a page that comes again, a full disk)
 * or the run is cancelled meanwhile: then it is stopped, one request more than the loop needed.
 */
async function askAhead(
  next: ReturnType<Following>,
  request: ExportRequest,
  deps: AnalyticsDeps,
  { budget, ahead }: Spend
): Promise<void> {
  const place = next?.place
  if (next === undefined || place === undefined || place.kind === 'done') return
  if (budget.left === 0 || deps.signal?.aborted === true) return
  ahead.ask(next.run, place, stop => {
    const signal = deps.signal === undefined ? stop : AbortSignal.any([deps.signal, stop])
    return deps.api.page(
      next.run.spec,
      queryOf(request),
      place,
      boundsOf(request, { ...deps, signal }, budget)
    )
  })
  await new Promise(resolve => setImmediate(resolve))
}

function malformed(request: ExportRequest, spec: DatasetSpec, problem: string): ServiceError {
  const path = `/v1/analytics/${request.projectId}/${spec.segments.join('/')}`
  return invalidAnswer(`The service ${problem}.`, problem, { method: 'GET', path })
}

import * as core from '@actions/core'
import { trapCancellation } from './cancel.js'
import { maskSecrets, setOutputs, writeSummary } from './report/publish.js'
import { renderVisitorsSummary } from './report/visitors-summary.js'
import { serviceClientFor } from './service/client.js'
import { redact } from './service/errors.js'
import { createVisitorsApi } from './service/visitors.js'
import { InputError, readVisitorSettings, type VisitorSettings } from './settings.js'
import { exportVisitors, type ExportResult } from './visitors/export.js'

/**
 * The visitors action: settings -> export -> outputs, summary and exit code. With main.ts, the
 * only place that fails a step.
 */
export async function runVisitors(): Promise<void> {
  const secrets = maskSecrets(['secret-key'])
  const cancel = trapCancellation(message => core.warning(message))
  try {
    const settings = readVisitorSettings(name => core.getInput(name), process.env)
    await exportWith(settings, secrets, cancel.signal)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    core.setFailed(
      redact(error instanceof InputError ? message : `Unexpected error: ${message}`, secrets)
    )
  } finally {
    cancel.dispose()
  }
}

async function exportWith(
  settings: VisitorSettings,
  secrets: readonly string[],
  signal: AbortSignal
): Promise<void> {
  const client = serviceClientFor(settings, core, signal)
  core.info(
    `Exporting visitors of project ${settings.projectId} (${settings.dateFrom ?? 'start'} to ${settings.dateTo ?? 'now'}, ${settings.limit} per page, from offset ${settings.offset}) to ${settings.path}`
  )
  let result: ExportResult
  try {
    result = await exportVisitors(settings, { api: createVisitorsApi(client), log: core, signal })
  } finally {
    await client.close()
  }
  const { stats } = result
  setOutputs({
    human: stats.totals === undefined ? '' : String(stats.totals.human),
    ai: stats.totals === undefined ? '' : String(stats.totals.ai),
    total: stats.totals === undefined ? '' : String(stats.totals.total),
    rows: String(stats.rows),
    pages: String(stats.pages),
    path: settings.path,
    complete: String(result.kind === 'complete'),
    'next-offset': result.kind === 'complete' ? '' : String(result.nextOffset)
  })
  switch (result.kind) {
    case 'complete':
      core.info(`Exported ${stats.rows} rows in ${stats.pages} request(s) to ${settings.path}.`)
      break
    case 'stopped':
      core.info(
        `Stopped at max-rows after ${stats.rows} rows; continue with offset: ${result.nextOffset}.`
      )
      break
    case 'cancelled':
      core.setFailed(
        `The export was cancelled after ${stats.rows} rows, kept in ${settings.path}; continue with offset: ${result.nextOffset}.`
      )
      break
    case 'failed':
      core.setFailed(
        redact(
          `${result.error.message} The export stopped at offset ${result.nextOffset}: the ${stats.rows} rows before it are in ${settings.path}. Run again with offset: ${result.nextOffset} to continue.`,
          secrets
        )
      )
      break
  }
  await writeSummary(renderVisitorsSummary(result, settings))
}

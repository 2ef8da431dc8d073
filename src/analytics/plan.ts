import type { HealthRequest } from '../docs-health/request.js'
import type { ExportRequest } from '../export/request.js'
import type { AnalyticsSettings } from './settings.js'

/**
 * What the analytics action asks of the engines below it, decided once from its settings: each
 * request carries only what its engine uses (the export never sees the GitHub token, the
 * docs-health loop never the files' place).
 */

/**
 * The export: every dataset asked for, one file each in the directory, within max-requests of
 * the hourly allowance, continuing a sealed resume and sealing the next with the key.
 */
export function exportRequest(settings: AnalyticsSettings): ExportRequest {
  const { projectId, datasets, period, source, status, previous, format, confinedTo } = settings
  return {
    projectId,
    datasets,
    period,
    source,
    status,
    previous,
    format,
    files: { kind: 'folder', directory: settings.directory },
    confinedTo,
    totalsHeader: false,
    pageRows: undefined,
    maxRows: undefined,
    // Enough rows for the summary and the report, and for each kind of gap handed over.
    topRows: Math.max(settings.summaryRows, settings.gapsLimit),
    requests: { kind: 'allowance', max: settings.maxRequests },
    resume: { kind: 'sealed', from: settings.resume, secretKey: settings.secretKey }
  }
}

/** The docs-health loop: this run's period, gaps, report, and the service its lookups ask. */
export function healthRequest(settings: AnalyticsSettings): HealthRequest {
  const { projectId, period, previous, gapsLimit, summaryRows, report } = settings
  const { secretKey, baseUrl, requestTimeoutMs } = settings
  const service = { secretKey, baseUrl, requestTimeoutMs }
  return { projectId, period, previous, gapsLimit, summaryRows, report, service }
}

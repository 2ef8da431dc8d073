import type { DatasetName } from '../service/datasets.js'
import type { BoundedPeriod, Period } from './period.js'
import type { Resume } from './resume.js'
import type { ExportFormat } from './settings.js'

/**
 * What an export of datasets is asked for, built by the analytics action from its settings: which
 * datasets of which project and period (and the period before), where the files go and in which
 * format, how many requests it may spend, where an earlier run stopped, and how much of each
 * dataset the summary and the gaps read.
 */
export interface ExportRequest {
  readonly projectId: string
  readonly datasets: readonly DatasetName[]
  readonly period: Period
  /** The feedback filters, passed to both feedback endpoints as written. */
  readonly source: string | undefined
  readonly status: string | undefined
  /** The previous period of the same length, read for the comparison; undefined for none. */
  readonly previous: BoundedPeriod | undefined
  readonly format: ExportFormat
  /** The folder the files go to, absolute. */
  readonly directory: string
  /** The workspace when `directory` named a place inside it: files stay there. */
  readonly confinedTo: string | undefined
  /** The most analytics requests this run may send, retries included. */
  readonly maxRequests: number
  /** Where an earlier run stopped; undefined to start from the beginning. */
  readonly resume: Resume | undefined
  /** Seals the resume this run hands on. */
  readonly secretKey: string
  readonly summaryRows: number
  readonly gapsLimit: number
}

import type { DatasetName } from '../service/datasets.js'
import type { BoundedPeriod, Period } from './period.js'
import type { Resume } from './resume.js'
import type { ExportFormat } from './settings.js'

/**
 * What an export of datasets is asked for, built by an action's plan from its settings: which
 * datasets of which project and period (and the period before), where the files go and in which
 * format, how much of each dataset the summary and the gaps keep, and the export's policies: how
 * its requests are spent, where it starts and how a later run continues it. The analytics action
 * asks for every dataset within an allowance, with a sealed resume; the visitors action for one
 * dataset to one file, retrying a 429, by offset, its JSON headed by the totals (its v1 format).
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
  readonly files: ExportFiles
  /** The workspace when the files' input named a place inside it: files stay there. */
  readonly confinedTo: string | undefined
  /**
   * JSON is one document that opens with the period and the first page's totals, then the rows
   * under the dataset's list name (the visitors action's v1 file); an array of the rows otherwise.
   */
  readonly totalsHeader: boolean
  /** Rows asked for per page; undefined: the contract's largest. */
  readonly pageRows: number | undefined
  /** Rows each dataset stops after; undefined: every row. */
  readonly maxRows: number | undefined
  /** How many rows each ranked list keeps: as many as the summary, the report and the gaps show. */
  readonly topRows: number
  readonly requests: RequestPolicy
  readonly resume: ResumePolicy
}

type ExportFiles =
  /** A file per dataset, `<dataset>.<format>` in `directory` (its input: "directory"). */
  | { readonly kind: 'folder'; readonly directory: string }
  /**
   * The one dataset's file (its input: "path"). The messages of such an export need not say which
   * dataset they are about: "The page at offset 250", "paths", as the visitors action has them.
   */
  | { readonly kind: 'file'; readonly path: string }

export type RequestPolicy =
  /**
   * At most `max` requests in all, retries included, as the service's hourly allowance counts
   * them: a 429 is retried only when the service says to come back soon, and otherwise stops
   * every dataset (the allowance is the organization's, shared by every endpoint).
   */
  | { readonly kind: 'allowance'; readonly max: number }
  /** No allowance kept: the client retries a 429 as it does a server error, within its attempts. */
  | { readonly kind: 'retried' }

type ResumePolicy =
  /**
   * Continues a sealed resume (undefined: from the beginning), and hands on one, sealed with
   * `secretKey`, while a dataset is unfinished.
   */
  | { readonly kind: 'sealed'; readonly from: Resume | undefined; readonly secretKey: string }
  /** Each offset dataset starts at `offset`; where it stops is its standing (no resume is sealed). */
  | { readonly kind: 'offset'; readonly offset: number }

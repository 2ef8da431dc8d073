import type { GitHubAccess } from '../github/access.js'
import type { MarkerSeal } from '../github/hidden-marker.js'
import type { ServiceAccess } from '../service/settings.js'
import type { BoundedPeriod, Period } from '../export/period.js'

/**
 * What the docs-health loop is asked for, built by the analytics action from its settings: the
 * period, how many gaps to hand over and rows to show, the report's issue (when `report: issue`)
 * and the service the gaps' lookups ask (a job's pull request, the live site's search).
 */
export interface HealthRequest {
  readonly projectId: string
  readonly period: Period
  /** The period before, which the report compares with; undefined for none. */
  readonly previous: BoundedPeriod | undefined
  readonly gapsLimit: number
  readonly summaryRows: number
  readonly report: ReportSettings | undefined
  /** The service the lookups ask (the agent's jobs), with the export's key. */
  readonly service: ServiceAccess
}

/**
 * The docs-health inputs of the analytics action: `report` (an issue per period), its labels,
 * whether it closes the previous period's, and how many gaps the `gaps` output hands over. Each
 * combination that cannot work is refused here, naming the input, before any request.
 */
export interface ReportSettings {
  /** Added to the issue when it is opened, and to an existing one that lacks them. */
  readonly labels: readonly string[]
  /** Close the open reports of earlier periods once this period's is written. */
  readonly closePrevious: boolean
  readonly github: GitHubAccess & { readonly repository: NonNullable<GitHubAccess['repository']> }
  /** Seals the report's marker and checks those read back (keyed with `secret-key`). */
  readonly seal: MarkerSeal
  /** The live site's search, which verifies merged fixes; undefined: verification is off. */
  readonly verification: SearchAccess | undefined
}

export interface SearchAccess {
  /** An assistant key (`mint_dsc_…`), masked. */
  readonly key: string
  /** The site's domain identifier (`<domain>.mintlify.site`). */
  readonly domain: string
}

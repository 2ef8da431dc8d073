/**
 * What a deployment is asked for, by the deploy action's plan or the agent's preview step: only
 * what the trigger and the wait need (no key, no token, no action's settings).
 */

/** An update of the site from its branch, or a preview of another branch. */
export type DeployMode = 'update' | 'preview'

/** What to deploy, and how long to wait for it. */
export interface DeployRequest {
  readonly mode: DeployMode
  readonly projectId: string
  /** The branch of a preview; undefined for an update. */
  readonly branch: string | undefined
  readonly baseUrl: URL
  readonly timeoutMs: number
  readonly pollIntervalMs: number
}

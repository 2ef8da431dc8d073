/**
 * The GITHUB_TOKEN permissions a step of one of our actions needs, by what docs/reference.md,
 * docs/analytics.md and docs/deploy.md say of each input, and what a workflow or job grants
 * (GitHub's `permissions:`: a map of scope to `read`, `write` or `none`; `read-all`, `write-all`,
 * `{}`; a job's replaces the workflow's; `write` includes `read`).
 */

export type Level = 'read' | 'write'
export type Needed = Readonly<Record<string, Level>>

/** Which of our actions a `uses:` names (the published form or this repository's path), if any. */
export function actionOf(uses: string | undefined): string | undefined {
  if (uses === undefined) return undefined
  const local = /^\.\/?(visitors|analytics|deploy|follow-code)?\/?$/.exec(uses)
  if (local !== null) return local[1] ?? 'agent'
  const published =
    /^[\w.-]+\/mintlify-agent-action(?:\/(visitors|analytics|deploy|follow-code))?@/.exec(uses)
  return published === null ? undefined : (published[1] ?? 'agent')
}

/** The events a workflow's `on:` names. */
export function eventsOf(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.map(String)
  return typeof on === 'object' && on !== null ? Object.keys(on) : []
}

const given = (withs: Record<string, unknown>, name: string): string | undefined => {
  const value = withs[name]
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined
}

/**
 * What a step needs: its action, its `with:`, the events its workflow runs on, and whether its
 * job runs only for pull requests' comments (an `if:` on `github.event.issue.pull_request`): a
 * comment on a pull request needs `pull-requests: write`, on an issue `issues: write`.
 */
export function needed(
  action: string,
  withs: Record<string, unknown>,
  events: readonly string[],
  pullRequestsOnly = false
): Needed {
  const need: Record<string, Level> = {}
  const on = (event: string) => events.includes(event)
  if (action === 'agent') {
    need['pull-requests'] = 'write'
    const issue =
      on('issues') ||
      (on('issue_comment') && !pullRequestsOnly) ||
      given(withs, 'issue-number') !== undefined
    if (issue && given(withs, 'comment') !== 'false') need.issues = 'write'
    const checks = given(withs, 'checks') ?? 'off'
    if (checks !== 'off') Object.assign(need, { checks: 'read', statuses: 'read' })
  }
  if (action === 'analytics') {
    if (given(withs, 'report') === 'issue') need.issues = 'write'
    if (given(withs, 'search-key') !== undefined) need.deployments = 'read'
  }
  if (action === 'deploy') {
    const source = given(withs, 'source') ?? 'api'
    if (source === 'github') need.deployments = 'read'
    const preview = given(withs, 'mode') === 'preview'
    if (preview && given(withs, 'comment') !== 'false') need['pull-requests'] = 'write'
    if (preview && (on('pull_request') || on('pull_request_target'))) need.contents = 'read'
    if (given(withs, 'github-deployment') === 'true') need.deployments = 'write'
  }
  if (action === 'follow-code')
    // The change is read, and each code pull request commented, with the workflow's token; the
    // docs repository's description, labels and checks with docs-token, never with it.
    Object.assign(need, { contents: 'read', 'pull-requests': 'write' })
  return need
}

/** The scopes granted by a `permissions:` value, as levels; undefined grants the default token's. */
export function granted(permissions: unknown): Readonly<Record<string, Level | 'none'>> | 'all' {
  if (permissions === 'write-all') return 'all'
  if (permissions === 'read-all') return new Proxy({}, { get: () => 'read' })
  if (typeof permissions !== 'object' || permissions === null) return {}
  return permissions as Record<string, Level | 'none'>
}

/** The scopes a step needs that its job (or workflow) does not grant, as `scope: level`. */
export function missing(need: Needed, permissions: unknown): string[] {
  const grants = granted(permissions)
  if (grants === 'all') return []
  return Object.entries(need)
    .filter(([scope, level]) => {
      const has = grants[scope]
      return !(has === 'write' || (has === 'read' && level === 'read'))
    })
    .map(([scope, level]) => `${scope}: ${level}`)
}

import type { Emulator } from './server.js'

/**
 * What GitHub would show of a run, read from the stand-in's GitHub (github-store.ts): the
 * comments the run wrote or edited (on which issue or pull request, by whom), the reactions it
 * left, the issues it opened or edited (title, state, labels, body), the labels and reviewers it
 * gave pull requests, a pull request's edited description, the deployments it created. A run is
 * told from what was there before by a snapshot taken before it; bodies are printed as written
 * (Markdown, which GitHub renders), for a person to read, but for the hidden markers (HTML
 * comments on lines of their own), which GitHub does not show.
 */

export interface GitHubSnapshot {
  readonly comments: ReadonlyMap<number, string>
  readonly reactions: ReadonlyMap<string, number>
  readonly issues: ReadonlyMap<number, string>
  readonly labels: ReadonlyMap<number, string>
  readonly reviewers: ReadonlyMap<number, string>
  readonly pullBodies: ReadonlyMap<number, string>
  readonly deployments: number
}

/** What the stand-in's GitHub holds now, as values (the store's objects change in place). */
export function snapshotGitHub(stand: Emulator): GitHubSnapshot {
  const reactions = new Map<string, number>()
  for (const c of stand.comments.values()) reactions.set(`c${c.id}`, c.reactions.length)
  for (const c of stand.reviewComments.values()) reactions.set(`r${c.id}`, c.reactions.length)
  return {
    comments: new Map([...stand.comments.values()].map(c => [c.id, c.body])),
    reactions,
    issues: new Map([...stand.issues.values()].map(i => [i.number, JSON.stringify(i)])),
    labels: new Map([...stand.labels].map(([n, l]) => [n, l.join(', ')])),
    reviewers: new Map(
      [...stand.reviewers].map(([n, r]) => [n, [...r.reviewers, ...r.team_reviewers].join(', ')])
    ),
    pullBodies: new Map(stand.pullRequests().map(p => [p.number, p.body ?? ''])),
    deployments: stand.createdDeployments.length
  }
}

/** The changes since `before`, as text a person reads; '' when the run changed nothing. */
export function whatGitHubShows(stand: Emulator, before: GitHubSnapshot): string {
  const now = snapshotGitHub(stand)
  // The stand-in keeps comments by number alone; the code repository's pull requests (acme/api,
  // numbered from 1) are apart from the docs repository's issues (7, from 200) and pulls (12, 42).
  const where = (n: number) =>
    stand.pullRequest(n) !== undefined
      ? `pull request #${n}`
      : stand.code.pulls.has(n)
        ? `pull request acme/api#${n}`
        : `issue #${n}`
  return [
    ...commentChanges(stand, before, where),
    ...issueChanges(stand, before, now),
    ...pullChanges(stand, before, now, where),
    ...stand.createdDeployments
      .slice(before.deployments)
      .map(
        d =>
          `── GitHub deployment ${d.id} of ${d.ref} to ${d.environment}: ${d.statuses.map(s => s.state).join(' -> ')}${urlOf(d.statuses)}\n`
      )
  ].join('\n')
}

function commentChanges(
  stand: Emulator,
  before: GitHubSnapshot,
  where: (n: number) => string
): string[] {
  const shown: string[] = []
  for (const c of stand.comments.values()) {
    const was = before.comments.get(c.id)
    if (was !== c.body)
      shown.push(
        `── ${was === undefined ? 'new' : 'edited'} comment on ${where(c.issueNumber)} by ${c.user.login}\n${visible(c.body)}\n`
      )
    const added = c.reactions.slice(before.reactions.get(`c${c.id}`) ?? 0)
    if (added.length > 0 && was !== undefined)
      shown.push(
        `── reactions on ${c.user.login}'s comment on ${where(c.issueNumber)}: ${added.join(', ')}\n`
      )
  }
  for (const c of stand.reviewComments.values()) {
    const added = c.reactions.slice(before.reactions.get(`r${c.id}`) ?? 0)
    if (added.length > 0)
      shown.push(
        `── reactions on ${c.user.login}'s review comment on pull request #${c.pullNumber} (${c.path}): ${added.join(', ')}\n`
      )
  }
  return shown
}

function issueChanges(stand: Emulator, before: GitHubSnapshot, now: GitHubSnapshot): string[] {
  return [...stand.issues.values()].flatMap(issue => {
    const was = before.issues.get(issue.number)
    if (was === now.issues.get(issue.number) && labelsSame(before, now, issue.number)) return []
    const state =
      issue.state === 'closed' ? `closed (${issue.stateReason ?? 'completed'})` : issue.state
    const labels = stand.labels.get(issue.number) ?? []
    return [
      [
        `── ${was === undefined ? 'new' : 'edited'} issue #${issue.number} by ${issue.user.login}`,
        `title: ${issue.title}`,
        `state: ${state}`,
        `labels: ${labels.length === 0 ? '(none)' : labels.join(', ')}`,
        '',
        `${visible(issue.body ?? '')}\n`
      ].join('\n')
    ]
  })
}

function pullChanges(
  stand: Emulator,
  before: GitHubSnapshot,
  now: GitHubSnapshot,
  where: (n: number) => string
): string[] {
  const shown: string[] = []
  const numbers = new Set([...now.labels.keys(), ...now.reviewers.keys(), ...now.pullBodies.keys()])
  for (const n of [...numbers].sort((a, b) => a - b)) {
    if (stand.issues.has(n)) continue
    if (!labelsSame(before, now, n)) shown.push(`── labels on ${where(n)}: ${now.labels.get(n)}\n`)
    if (before.reviewers.get(n) !== now.reviewers.get(n))
      shown.push(`── review requested on ${where(n)} from ${now.reviewers.get(n)}\n`)
    const body = now.pullBodies.get(n)
    if (body !== undefined && before.pullBodies.get(n) !== body)
      shown.push(`── description of ${where(n)}\n${visible(body)}\n`)
  }
  return shown
}

function labelsSame(before: GitHubSnapshot, now: GitHubSnapshot, n: number): boolean {
  return before.labels.get(n) === now.labels.get(n)
}

function urlOf(statuses: readonly { environment_url?: string }[]): string {
  const url = statuses.findLast(s => s.environment_url !== undefined)?.environment_url
  return url === undefined ? '' : ` (${url})`
}

/** A body as GitHub shows it: without the hidden markers on lines of their own. */
function visible(body: string): string {
  return body.replace(/^<!--[\s\S]*?-->[ \t]*(\r?\n|$)/gm, '').trimEnd()
}

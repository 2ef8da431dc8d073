import { pullsOfCommit, type ListedCommit, type PullSummary } from '../github/code-changes.js'
import type { Repository } from '../github/event.js'
import type { Octokit } from '../github/octokit.js'
import type { PathRules } from './rules.js'

/**
 * Which merged pull request brought each commit of a range, and which commits none did.
 *
 * A commit belongs to the merged pull request GitHub associates with it ("List pull requests
 * associated with a commit": "the merged pull request that introduced the commit") whose merge
 * commit is in the range too; a pull request merged before the range, or one still open (GitHub
 * lists open ones for a commit off the default branch), does not make it the range's. The commits
 * are asked about newest first, so a merge commit comes before the commits it brought: those
 * (reachable from its second parent but not from its first, within the range) are known without
 * asking. Squashed and rebased merges leave no such trace: each commit is asked about.
 */

/** A read under way: what it has spent and what it had to leave out. */
export interface Reading {
  readonly github: Octokit
  readonly repository: Repository
  readonly rules: PathRules
  requests: number
  readonly notes: string[]
}

export type Claim =
  | { readonly kind: 'pull'; readonly pull: PullSummary }
  | { readonly kind: 'commit'; readonly commit: ListedCommit }

/** The pull requests and lone commits of `commits` (oldest first), in the order they landed. */
export async function claimedBy(
  reading: Reading,
  commits: readonly ListedCommit[]
): Promise<Claim[]> {
  const range = new Map(commits.map(commit => [commit.sha, commit]))
  const known = new Set<string>()
  const found = new Map<number, { readonly claim: Claim; readonly at: number }>()
  const lone: { readonly claim: Claim; readonly at: number }[] = []
  for (let at = commits.length - 1; at >= 0; at--) {
    const commit = commits[at]
    if (commit === undefined || known.has(commit.sha)) continue
    reading.requests++
    const pulls = await pullsOfCommit(reading.github, reading.repository, commit.sha)
    const pull = pullOfRange(pulls, commit, range)
    if (pull === undefined) {
      lone.push({ claim: { kind: 'commit', commit }, at })
      continue
    }
    if (!found.has(pull.number)) found.set(pull.number, { claim: { kind: 'pull', pull }, at })
    known.add(commit.sha)
    if (pull.mergeSha === commit.sha) for (const sha of brought(commit, range)) known.add(sha)
  }
  return [...found.values(), ...lone].sort((a, b) => a.at - b.at).map(({ claim }) => claim)
}

/** The merged pull request of the range that brought `commit`, if one did. */
function pullOfRange(
  pulls: readonly PullSummary[],
  commit: ListedCommit,
  range: ReadonlyMap<string, ListedCommit>
): PullSummary | undefined {
  const merged = pulls.filter(pull => pull.mergedAt !== undefined && pull.mergeSha !== undefined)
  return (
    merged.find(pull => pull.mergeSha === commit.sha) ??
    merged.find(pull => range.has(pull.mergeSha ?? ''))
  )
}

/** The commits of the range a merge commit brought: from its other parents, not its first. */
function brought(merge: ListedCommit, range: ReadonlyMap<string, ListedCommit>): Set<string> {
  const [first, ...others] = merge.parents
  if (first === undefined || others.length === 0) return new Set()
  const before = reachable([first], range)
  return new Set([...reachable(others, range)].filter(sha => !before.has(sha)))
}

/** The commits of the range reachable from `starts` through parents inside the range. */
function reachable(starts: readonly string[], range: ReadonlyMap<string, ListedCommit>) {
  const seen = new Set<string>()
  const stack = [...starts]
  for (let sha = stack.pop(); sha !== undefined; sha = stack.pop()) {
    const commit = range.get(sha)
    if (commit === undefined || seen.has(sha)) continue
    seen.add(sha)
    stack.push(...commit.parents)
  }
  return seen
}

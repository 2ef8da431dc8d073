import type { Repository } from '../github/event.js'
import type { Octokit } from '../github/octokit.js'
import { newestReleases } from '../github/code-reads.js'
import type { ChangeAsk } from '../changes/read.js'
import type { Handed } from './state.js'
import type { CodeTrigger } from './trigger.js'

/** What to read, once a release or a schedule has been placed on GitHub; or why nothing. */
export type Resolved =
  | { readonly kind: 'read'; readonly ask: ChangeAsk; readonly what: string }
  | { readonly kind: 'skip'; readonly reason: string }

/** A first schedule run reads the last day. */
export const FIRST_SCHEDULE_MS = 24 * 60 * 60 * 1000

/**
 * The trigger as a change to read: a release becomes the range from the previous published
 * release's tag; a schedule, the range from the last commit an earlier run handed over (`last`, as
 * the code repository remembers it), or the last day on a first run.
 */
export async function resolveTrigger(
  trigger: Exclude<CodeTrigger, { kind: 'skip' }>,
  octokit: Octokit,
  repository: Repository,
  found: { readonly last: Handed | undefined; readonly now: number }
): Promise<Resolved> {
  switch (trigger.kind) {
    case 'read':
      return trigger
    case 'schedule': {
      const through = found.last?.through
      if (through !== undefined)
        return {
          kind: 'read',
          ask: { kind: 'range', base: through, head: trigger.branch },
          what: `what merged on ${trigger.branch} after ${through.slice(0, 7)} (the last commit handed over)`
        }
      const since = new Date(found.now - FIRST_SCHEDULE_MS).toISOString()
      return {
        kind: 'read',
        ask: { kind: 'since', branch: trigger.branch, since },
        what: `what merged on ${trigger.branch} in the last day (a first run)`
      }
    }
    case 'release':
      return sinceRelease(octokit, repository, trigger.tag)
  }
}

/** Releases read for the previous one: the newest page (GitHub lists them newest first). */
const RELEASES_READ = 100

interface Release {
  readonly tag_name: string
  readonly draft: boolean
  readonly published_at: string | null
}

/** The range from the newest published release before `tag` (drafts never count) to `tag`. */
async function sinceRelease(
  octokit: Octokit,
  repository: Repository,
  tag: string
): Promise<Resolved> {
  const data = await newestReleases(octokit, repository, RELEASES_READ)
  const published = (data as readonly Release[]).filter(
    r => !r.draft && typeof r.published_at === 'string'
  )
  const at = (r: Release) => Date.parse(r.published_at ?? '')
  const current = published.find(r => r.tag_name === tag)
  const earlier = published
    .filter(r => r.tag_name !== tag && (current === undefined || at(r) < at(current)))
    .sort((a, b) => at(b) - at(a))[0]
  if (earlier === undefined)
    return {
      kind: 'skip',
      reason: `release ${tag} has no earlier published release to compare with: hand its change over by hand (workflow_dispatch with range)`
    }
  return {
    kind: 'read',
    ask: { kind: 'range', base: earlier.tag_name, head: tag },
    what: `release ${tag} (since ${earlier.tag_name})`
  }
}

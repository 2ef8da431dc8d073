import type { Logger } from '../action/io.js'
import { editPullBody, readPull } from '../github/code-reads.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import { describePullRequest, type PullRequestRef } from '../github/pull-request.js'
import { escapeMarkdown, linkTarget } from '../text/markdown.js'
import type { DocsState } from './hand-over.js'

/**
 * The docs pull request, in the docs repository: its state, and the list of code changes it
 * covers in its description. Every call here gets the docs repository's client (the docs token
 * when there is one), never more.
 */

/** One code change a docs pull request covers: a code pull request, or a commit without one. */
export interface Covered {
  /** `acme/api#12`, or a short sha. */
  readonly label: string
  readonly url: string
  readonly title: string
  /** What the `covered` output names it by: the pull request's number, or the commit's sha. */
  readonly key: number | string
}

export async function readDocsState(
  octokit: Octokit,
  ref: PullRequestRef,
  log: Logger
): Promise<DocsState | undefined> {
  try {
    return (await readPull(octokit, ref)).state
  } catch (error) {
    log.debug(`reading ${describePullRequest(ref)}: ${describeFailure(error)}`)
    return undefined
  }
}

const START = '<!-- mintlify-follow-code: covers -->'
const END = '<!-- mintlify-follow-code: end -->'

/** A line of the list: the link, then the author's title as inert text. */
export function coveredLine(item: Covered): string {
  // The label is the action's own (`owner/repo#N`, a short sha): a reference GitHub may link.
  const label = /^[\w./-]+(?:#\d+)?$/.test(item.label) ? item.label : escapeMarkdown(item.label)
  const href = linkTarget(item.url)
  const link = href === undefined ? label : `[${label}](${href})`
  return `- ${link}: ${escapeMarkdown(item.title.replace(/\s+/g, ' ').slice(0, 200))}`
}

/**
 * The description with its list of covered code changes: the lines already there kept, a line for
 * each change not yet listed added, in one section between two hidden lines (the rest of the
 * description, the agent's, left as it is).
 */
export function withCovered(body: string, items: readonly Covered[]): string {
  const start = body.indexOf(START)
  const end = body.indexOf(END, start)
  const has = start !== -1 && end !== -1
  const before = has ? body.slice(0, start).trimEnd() : body.trimEnd()
  const after = has ? body.slice(end + END.length).trim() : ''
  const kept = has
    ? body
        .slice(start + START.length, end)
        .split('\n')
        .filter(line => line.startsWith('- '))
    : []
  const added = items.map(coveredLine).filter(line => !kept.some(k => sameItem(k, line)))
  const section = [
    START,
    '**Code changes this pull request documents:**',
    '',
    ...kept,
    ...added,
    END
  ]
  return [before, section.join('\n'), after].filter(part => part !== '').join('\n\n')
}

/** Two lines name the same change when their links' labels are the same. */
function sameItem(a: string, b: string): boolean {
  const label = (line: string) => /^- \[?([^\]:]+)/.exec(line)?.[1]
  return label(a) !== undefined && label(a) === label(b)
}

/** Lists the covered changes in the docs pull request's description; a warning when it cannot. */
export async function listCovered(
  octokit: Octokit,
  ref: PullRequestRef,
  items: readonly Covered[],
  log: Logger
): Promise<void> {
  const where = describePullRequest(ref)
  try {
    const { body } = await readPull(octokit, ref)
    const next = withCovered(body, items)
    if (next === body.trim()) return
    await editPullBody(octokit, ref, next)
    log.info(
      `Pull request ${where}: its description lists the ${items.length} code change(s) of this run.`
    )
  } catch (error) {
    log.warning(
      `Could not list the code changes in the description of ${where} (${describeFailure(error)}): docs-token may lack "pull-requests: write" on the docs repository.`
    )
  }
}

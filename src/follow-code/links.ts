import type { Logger } from '../action/io.js'
import { createCommenter } from '../github/comments.js'
import type { Repository } from '../github/event.js'
import type { MarkerSeal } from '../github/hidden-marker.js'
import type { Octokit } from '../github/octokit.js'
import { describePullRequest, type PullRequest } from '../github/pull-request.js'
import { codeSpan, escapeMarkdown, linkOrText } from '../text/markdown.js'
import type { DocsState } from './hand-over.js'
import { handOverMarker } from './state.js'

/**
 * The link from the code side: one comment on each covered code pull request, opened by the
 * sealed marker of its hand-over (state.ts), found again by it and edited in place, naming the
 * docs pull request, its state, and whether the docs have merged.
 */
export interface LinkFacts {
  readonly jobId: string
  /** The newest commit handed over. */
  readonly through: string | undefined
  readonly docs: PullRequest | undefined
  readonly state: DocsState | undefined
  readonly runUrl: string | undefined
}

/**
 * The docs pull request in Markdown: `owner/repo#N` linked through `linkOrText` (the service's
 * `prLink` may carry a query whose `)` or space would end the link early), or its URL as text.
 */
export function docsLink(docs: PullRequest): string {
  if (docs.ref === undefined) return escapeMarkdown(docs.url)
  return linkOrText(docs.url, describePullRequest(docs.ref)) ?? escapeMarkdown(docs.url)
}

export function linkBody(seal: MarkerSeal, on: number, facts: LinkFacts): string {
  const marker = handOverMarker(seal, { on, jobId: facts.jobId, through: facts.through })
  const { docs } = facts
  const where =
    docs === undefined
      ? 'the docs pull request is not opened yet'
      : `the docs pull request is ${docsLink(docs)}`
  const state =
    docs === undefined
      ? ''
      : facts.state === 'merged'
        ? ': ✅ the docs have merged'
        : facts.state === 'closed'
          ? ': closed without merging'
          : facts.state === 'open'
            ? ': open, the docs have not merged yet'
            : ''
  const runLink = linkOrText(facts.runUrl, 'run')
  const run = runLink === undefined ? '' : ` (${runLink})`
  return [
    marker,
    `📝 **Docs follow this change**: ${where}${state}.`,
    '',
    `<sub>Mintlify agent job ${codeSpan(facts.jobId)}${run}</sub>`
  ].join('\n')
}

/** Creates or edits the comment on each code pull request; each best-effort (a warning). */
export async function leaveLinks(
  octokit: Octokit,
  repository: Repository,
  on: readonly { readonly number: number; readonly commentId: number | undefined }[],
  body: (number: number) => string,
  log: Logger
): Promise<void> {
  for (const pull of on) {
    const target = { repository, number: pull.number }
    const text = body(pull.number)
    const marker = text.slice(0, text.indexOf('\n'))
    await createCommenter(octokit, target, log, pull.commentId).postFinal(text, marker)
  }
}

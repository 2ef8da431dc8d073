import type { IssueTarget } from './event.js'
import { isAuthor, tokenLogin } from './identity.js'
import type { Octokit } from './octokit.js'

/**
 * The action's own comments on an issue or pull request, where the markers it reads back live:
 * only comments the token's own account wrote (`tokenLogin`), read page by page in the order a
 * search needs and no further than it needs, within MAX_COMMENT_PAGES.
 *
 * GitHub lists an issue's comments oldest first, 100 a page, and names the last page in the
 * `Link` header of the first ("Using pagination in the REST API"): a search for the newest marker
 * reads the first page, then the last and backwards, so among 10,000 comments it finds a marker
 * near the end in two requests instead of a hundred.
 */

/** Pages read at most: 10,000 comments, the newest (or oldest) of a longer thread. */
export const MAX_COMMENT_PAGES = 100
const PER_PAGE = 100

/** Which end of the thread a search starts from. */
type Order = 'newest' | 'oldest'

/**
 * The line of a comment or issue where a marker of this action counts: the whole first line of
 * one the token's own account wrote, which is where and as whom the action writes its markers. A
 * marker anywhere else is someone's words: a person can type one, and another bot or app (a
 * ticket-sync bot, a welcome bot) can copy or quote one, seal and all. Undefined for what anyone
 * else wrote.
 */
export function markerLine(
  item: {
    readonly user?: { readonly login?: string | null } | null
    readonly body?: string | null
  },
  login: string
): string | undefined {
  if (!isAuthor(item.user, login) || typeof item.body !== 'string') return undefined
  const end = item.body.search(/[\r\n]/)
  return end === -1 ? item.body : item.body.slice(0, end)
}

/**
 * The first of the token's own comments, from the `order` end of the thread, whose marker line
 * `read` makes something of; undefined when none does.
 */
export async function findOwn<T>(
  octokit: Octokit,
  target: IssueTarget,
  read: (line: string) => T | undefined,
  order: Order = 'newest'
): Promise<{ readonly id: number; readonly value: T } | undefined> {
  const login = await tokenLogin(octokit)
  for await (const page of commentPages(octokit, target, order)) {
    for (const comment of order === 'newest' ? [...page].reverse() : page) {
      const line = markerLine(comment, login)
      const value = line === undefined ? undefined : read(line)
      if (value !== undefined) return { id: Number(comment.id), value }
    }
  }
  return undefined
}

/**
 * The token's own comment on the issue whose marker line is `marker`: the newest (a create whose
 * answer was lost), or the oldest (the comment a run edits in place: a later copy, even by the
 * same account, is not it).
 */
export async function findComment(
  octokit: Octokit,
  target: IssueTarget,
  marker: string,
  order: Order = 'newest'
): Promise<number | undefined> {
  return (await findOwn(octokit, target, line => (line === marker ? line : undefined), order))?.id
}

type Comments = Awaited<ReturnType<typeof readPage>>['comments']

/** The thread's pages, from the `order` end, each oldest first as GitHub lists it. */
async function* commentPages(
  octokit: Octokit,
  target: IssueTarget,
  order: Order
): AsyncGenerator<Comments> {
  const first = await readPage(octokit, target, 1)
  const { last } = first
  if (order === 'oldest') {
    yield first.comments
    for (let page = 2; page <= Math.min(last, MAX_COMMENT_PAGES); page++)
      yield (await readPage(octokit, target, page)).comments
    return
  }
  // The newest MAX_COMMENT_PAGES pages, from the last; the first page last, when it is among them.
  const lowest = last > MAX_COMMENT_PAGES ? last - MAX_COMMENT_PAGES + 1 : 2
  for (let page = last; page >= lowest; page--)
    yield (await readPage(octokit, target, page)).comments
  if (lowest <= 2) yield first.comments
}

/** One page of the thread, and the number of its last page (the `Link` header's `rel="last"`). */
async function readPage(octokit: Octokit, target: IssueTarget, page: number) {
  const { data, headers } = await octokit.request(
    'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    {
      owner: target.repository.owner,
      repo: target.repository.repo,
      issue_number: target.number,
      per_page: PER_PAGE,
      page
    }
  )
  return { comments: data, last: lastPage(headers.link) ?? page }
}

/** The page number of `rel="last"` in a `Link` header, or undefined. */
export function lastPage(link: string | undefined): number | undefined {
  // Stryker disable next-line StringLiteral: any text without a last page reads as none
  for (const part of (link ?? '').split(',')) {
    const m = /^\s*<([^>]*)>\s*;\s*rel="last"\s*$/.exec(part)
    const page = Number(URL.parse(m?.[1] ?? '')?.searchParams.get('page'))
    if (Number.isSafeInteger(page) && page >= 1) return page
  }
  return undefined
}

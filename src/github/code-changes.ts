import { hasNextPage } from './deployments.js'
import type { Repository } from './event.js'
import type { Octokit } from './octokit.js'

/**
 * What a code repository changed, as GitHub's REST API lists it, one request per call so that the
 * caller counts what it spends (`src/changes/read.ts` decides which pages to read):
 *
 * - "Compare two commits", `GET /repos/{owner}/{repo}/compare/{base}...{head}`: commits oldest
 *   first, paged with `per_page`/`page`; the changed files only on the first page, "up to 300
 *   changed files for the entire comparison".
 * - "List pull requests associated with a commit", `GET /repos/{owner}/{repo}/commits/{sha}/pulls`.
 * - "Get a pull request" and "List pull requests files" (`per_page` up to 100, "a maximum of 3000
 *   files"; a file's `patch` is absent for a binary or large diff).
 * - "Get a commit": its files, 300 a page past the first, up to 3000.
 * - "List commits" with `sha` and `since`, newest first.
 *
 * Every string in what comes back was written by whoever pushed or opened it: it is returned as
 * text, never read as anything else here.
 */

/** GitHub's largest page of a listing ("per_page: The number of results per page (max 100)"). */
export const PER_PAGE = 100
/** "The list of changed files … includes up to 300 changed files for the entire comparison." */
export const COMPARE_FILES_CAP = 300

/** A file a commit or pull request changed, as "diff-entry" of GitHub's OpenAPI description. */
export interface DiffFile {
  readonly path: string
  /** The path before a rename or copy. */
  readonly previousPath: string | undefined
  readonly status: string
  readonly additions: number
  readonly deletions: number
  readonly patch: string | undefined
}

/** A commit of a listing: its parents (the first is the branch it was made on) and message. */
export interface ListedCommit {
  readonly sha: string
  readonly parents: readonly string[]
  readonly message: string
  readonly url: string
}

/** A pull request as the listings give it. */
export interface PullSummary {
  readonly number: number
  readonly title: string
  readonly body: string
  readonly url: string
  readonly author: string
  readonly state: string
  readonly mergedAt: string | undefined
  readonly mergeSha: string | undefined
  readonly headSha: string | undefined
}

/** One page of a listing, and whether GitHub's `Link` header names a next one. */
export interface Paged<T> {
  readonly items: readonly T[]
  readonly next: boolean
}

type Raw = Record<string, unknown>

/** Page `page` of a comparison: its commits, the commits it holds in all, and (page 1) its files. */
export async function comparePage(
  octokit: Octokit,
  repository: Repository,
  range: { readonly base: string; readonly head: string },
  page: number
) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
    ...repository,
    basehead: `${range.base}...${range.head}`,
    per_page: PER_PAGE,
    page
  })
  return {
    totalCommits: count(data.total_commits),
    commits: listOf(data.commits).map(commitOf),
    files: listOf(data.files).map(fileOf)
  }
}

/** The pull requests GitHub associates with a commit (the merged one that brought it, first page). */
export async function pullsOfCommit(
  octokit: Octokit,
  repository: Repository,
  sha: string
): Promise<PullSummary[]> {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
    ...repository,
    commit_sha: sha,
    per_page: PER_PAGE
  })
  return listOf(data).map(pullOf)
}

/** A pull request, and how many files it changed. */
export async function readPull(octokit: Octokit, repository: Repository, number: number) {
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
    ...repository,
    pull_number: number
  })
  return { ...pullOf(data), changedFiles: count((data as Raw).changed_files) }
}

/** Page `page` of a pull request's files, 100 a page. */
export async function pullFilesPage(
  octokit: Octokit,
  repository: Repository,
  number: number,
  page: number
): Promise<Paged<DiffFile>> {
  const { data, headers } = await octokit.request(
    'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
    { ...repository, pull_number: number, per_page: PER_PAGE, page }
  )
  return { items: listOf(data).map(fileOf), next: hasNextPage(headers.link) }
}

/** Page `page` of a commit's files (GitHub's pages of a commit are 300 files; not chosen). */
export async function commitFilesPage(
  octokit: Octokit,
  repository: Repository,
  sha: string,
  page: number
): Promise<Paged<DiffFile>> {
  const { data, headers } = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}', {
    ...repository,
    ref: sha,
    page
  })
  return { items: listOf(data.files).map(fileOf), next: hasNextPage(headers.link) }
}

/** Page `page` of the commits of `ref` made after `since`, newest first. */
export async function commitsSincePage(
  octokit: Octokit,
  repository: Repository,
  at: { readonly ref: string; readonly since: string },
  page: number
): Promise<Paged<ListedCommit>> {
  const { data, headers } = await octokit.request('GET /repos/{owner}/{repo}/commits', {
    ...repository,
    sha: at.ref,
    since: at.since,
    per_page: PER_PAGE,
    page
  })
  return { items: listOf(data).map(commitOf), next: hasNextPage(headers.link) }
}

function listOf(value: unknown): Raw[] {
  return Array.isArray(value)
    ? value.filter((v): v is Raw => typeof v === 'object' && v !== null)
    : []
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0
}

function sha(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f]{40}$/.test(value) ? value : undefined
}

function fileOf(raw: Raw): DiffFile {
  const previous = raw.previous_filename
  return {
    path: str(raw.filename),
    previousPath: typeof previous === 'string' ? previous : undefined,
    status: str(raw.status),
    additions: count(raw.additions),
    deletions: count(raw.deletions),
    patch: typeof raw.patch === 'string' ? raw.patch : undefined
  }
}

function commitOf(raw: Raw): ListedCommit {
  const commit = (raw.commit ?? {}) as Raw
  return {
    sha: sha(raw.sha) ?? '',
    parents: listOf(raw.parents).flatMap(p => sha(p.sha) ?? []),
    message: str(commit.message),
    url: str(raw.html_url)
  }
}

function pullOf(raw: Raw): PullSummary {
  const merged = raw.merged_at
  return {
    number: count(raw.number),
    title: str(raw.title),
    body: str(raw.body),
    url: str(raw.html_url),
    author: str(((raw.user ?? {}) as Raw).login),
    state: str(raw.state),
    mergedAt: typeof merged === 'string' && !Number.isNaN(Date.parse(merged)) ? merged : undefined,
    mergeSha: sha(raw.merge_commit_sha),
    headSha: sha(((raw.head ?? {}) as Raw).sha)
  }
}

import {
  COMPARE_FILES_CAP,
  commitFilesPage,
  commitsSincePage,
  comparePage,
  PER_PAGE,
  pullFilesPage,
  readPull,
  type DiffFile,
  type ListedCommit,
  type PullSummary
} from '../github/code-changes.js'
import type { Repository } from '../github/event.js'
import type { Octokit } from '../github/octokit.js'
import { claimedBy, type Claim, type Reading } from './attribute.js'
import type { PathRules } from './rules.js'

/**
 * The change a code repository made, read from GitHub (src/github/code-changes.ts, GitHub's
 * documented endpoints with their paging and caps) and narrowed by the path rules: the merged pull
 * requests of a range with the files they changed, and the commits no pull request holds.
 *
 * What it costs: a range is one comparison (a page per 100 commits), one "pull requests of a
 * commit" per commit not already known to belong to a pull request found (the commits a merge
 * commit brought are known from the comparison's parents), and a page per 100 files of each pull
 * request. When the comparison's own file list is whole (under GitHub's 300) and no file of it
 * counts, nothing more is read: a push the rules do not match costs one request.
 */

export interface ChangedFile {
  readonly path: string
  /** added | modified | removed | renamed | copied | changed | unchanged */
  readonly status: string
  readonly additions: number
  readonly deletions: number
  /** GitHub omits it for large or binary diffs. */
  readonly patch: string | undefined
  /** The path before a rename or copy. */
  readonly previousPath?: string
}

export interface CodePull {
  readonly number: number
  /** The author's text: hostile, quoted as data by prompt.ts. */
  readonly title: string
  readonly body: string
  /** html_url */
  readonly url: string
  readonly author: string
  readonly mergeSha: string | undefined
  /** Only the files the rules count. */
  readonly files: readonly ChangedFile[]
  /** Files the rules did not count. */
  readonly filesLeftOut: number
}

/** A commit of the range that no merged pull request holds. */
export interface LoneCommit {
  readonly sha: string
  readonly message: string
  readonly url: string
  readonly files: readonly ChangedFile[]
  readonly filesLeftOut: number
}

export type ChangeAsk =
  | { readonly kind: 'range'; readonly base: string; readonly head: string }
  | { readonly kind: 'pull'; readonly number: number }
  | {
      readonly kind: 'since'
      readonly branch: string
      /** ISO 8601 */
      readonly since: string
      readonly head?: string
    }

export interface Change {
  /** Merged pull requests of the range, oldest first. */
  readonly pulls: readonly CodePull[]
  readonly commits: readonly LoneCommit[]
  /** The newest commit read. */
  readonly head: string | undefined
  /** GitHub requests spent reading it. */
  readonly requests: number
  /** What the caps left unread, said to the user. */
  readonly notes: readonly string[]
}

/**
 * The most commits of a range read (the newest): each may cost a request to find its pull
 * request. GitHub's own comparison lists 250 without paging; a push or a day of merges is far less.
 */
export const MAX_RANGE_COMMITS = 250
/** "Responses include a maximum of 3000 files" (pull request files; a commit's files likewise). */
export const MAX_FILES = 3000

export async function readChange(
  github: Octokit,
  repo: Repository,
  ask: ChangeAsk,
  rules: PathRules
): Promise<Change> {
  const reading: Reading = { github, repository: repo, rules, requests: 0, notes: [] }
  const read = await readAsked(reading, ask)
  return { ...read, requests: reading.requests, notes: reading.notes }
}

type Read = Pick<Change, 'pulls' | 'commits' | 'head'>

function readAsked(reading: Reading, ask: ChangeAsk): Promise<Read> {
  switch (ask.kind) {
    case 'pull':
      return readOnePull(reading, ask.number)
    case 'range':
      return readRange(reading, ask.base, ask.head)
    case 'since':
      return readSince(reading, ask.branch, ask.since, ask.head)
  }
}

async function readOnePull(reading: Reading, number: number): Promise<Read> {
  reading.requests++
  const pull = await readPull(reading.github, reading.repository, number)
  const read = await pullWithFiles(reading, pull, pull.changedFiles)
  return {
    pulls: read === undefined ? [] : [read],
    commits: [],
    head: pull.mergeSha ?? pull.headSha
  }
}

async function readRange(reading: Reading, base: string, head: string): Promise<Read> {
  reading.requests++
  const first = await comparePage(reading.github, reading.repository, { base, head }, 1)
  const whole = first.files.length < COMPARE_FILES_CAP
  if (whole && !first.files.some(file => counts(reading.rules, file)))
    return { pulls: [], commits: [], head: await newestOf(reading, { base, head }, first) }
  const commits = await newestCommits(reading, { base, head }, first)
  return readCommits(reading, commits)
}

/** The newest commit of the comparison: on its last page, when it has more than one. */
async function newestOf(
  reading: Reading,
  range: { readonly base: string; readonly head: string },
  first: Awaited<ReturnType<typeof comparePage>>
): Promise<string | undefined> {
  const pages = Math.ceil(first.totalCommits / PER_PAGE)
  if (pages <= 1) return first.commits.at(-1)?.sha
  reading.requests++
  return (await comparePage(reading.github, reading.repository, range, pages)).commits.at(-1)?.sha
}

/** The newest MAX_RANGE_COMMITS commits of the comparison, oldest first. */
async function newestCommits(
  reading: Reading,
  range: { readonly base: string; readonly head: string },
  first: Awaited<ReturnType<typeof comparePage>>
): Promise<ListedCommit[]> {
  const total = Math.max(first.totalCommits, first.commits.length)
  const pages = Math.ceil(total / PER_PAGE)
  const from = Math.max(1, Math.floor(Math.max(0, total - MAX_RANGE_COMMITS) / PER_PAGE) + 1)
  const later: ListedCommit[] = []
  for (let page = Math.max(2, from); page <= pages; page++) {
    reading.requests++
    later.push(...(await comparePage(reading.github, reading.repository, range, page)).commits)
  }
  const all = [...(from === 1 ? first.commits : []), ...later]
  if (total > MAX_RANGE_COMMITS)
    reading.notes.push(
      `The range ${range.base}...${range.head} holds ${total} commits; only the newest ${MAX_RANGE_COMMITS} were read, the ${total - MAX_RANGE_COMMITS} before them were left out.`
    )
  return all.slice(-MAX_RANGE_COMMITS)
}

async function readSince(
  reading: Reading,
  branch: string,
  since: string,
  head: string | undefined
): Promise<Read> {
  const listed: ListedCommit[] = []
  const at = { ref: head ?? branch, since }
  for (let page = 1; listed.length < MAX_RANGE_COMMITS; page++) {
    reading.requests++
    const { items, next } = await commitsSincePage(reading.github, reading.repository, at, page)
    listed.push(...items)
    if (!next) break
    if (listed.length >= MAX_RANGE_COMMITS)
      reading.notes.push(
        `More than ${MAX_RANGE_COMMITS} commits of ${branch} were made since ${since}; only the newest ${MAX_RANGE_COMMITS} were read.`
      )
  }
  // GitHub lists them newest first.
  return readCommits(reading, listed.slice(0, MAX_RANGE_COMMITS).reverse())
}

/** The pull requests and lone commits of `commits` (oldest first), with their files. */
async function readCommits(reading: Reading, commits: readonly ListedCommit[]): Promise<Read> {
  const claims = await claimedBy(reading, commits)
  const pulls: CodePull[] = []
  const lone: LoneCommit[] = []
  for (const claim of claims) {
    const read = await readClaim(reading, claim)
    if (read?.kind === 'pull') pulls.push(read.pull)
    else if (read?.kind === 'commit') lone.push(read.commit)
  }
  return { pulls, commits: lone, head: commits.at(-1)?.sha }
}

async function readClaim(
  reading: Reading,
  claim: Claim
): Promise<{ kind: 'pull'; pull: CodePull } | { kind: 'commit'; commit: LoneCommit } | undefined> {
  if (claim.kind === 'pull') {
    const pull = await pullWithFiles(reading, claim.pull, undefined)
    return pull === undefined ? undefined : { kind: 'pull', pull }
  }
  const { sha, message, url } = claim.commit
  const files = await readFiles(reading, `commit ${sha.slice(0, 7)}`, undefined, page =>
    commitFilesPage(reading.github, reading.repository, sha, page)
  )
  const counted = countedOf(reading.rules, files)
  if (counted.length === 0) return undefined
  return {
    kind: 'commit',
    commit: { sha, message, url, files: counted, filesLeftOut: files.length - counted.length }
  }
}

async function pullWithFiles(
  reading: Reading,
  pull: PullSummary,
  changed: number | undefined
): Promise<CodePull | undefined> {
  const files = await readFiles(reading, `pull request #${pull.number}`, changed, page =>
    pullFilesPage(reading.github, reading.repository, pull.number, page)
  )
  const counted = countedOf(reading.rules, files)
  if (counted.length === 0) return undefined
  const { number, title, body, url, author, mergeSha } = pull
  return {
    number,
    title,
    body,
    url,
    author,
    mergeSha,
    files: counted,
    filesLeftOut: files.length - counted.length
  }
}

/** Every page of a list of files, up to GitHub's 3,000; a note when it held more. */
async function readFiles(
  reading: Reading,
  what: string,
  changed: number | undefined,
  page: (n: number) => Promise<{ readonly items: readonly DiffFile[]; readonly next: boolean }>
): Promise<DiffFile[]> {
  const files: DiffFile[] = []
  let more = true
  for (let n = 1; more && files.length < MAX_FILES; n++) {
    reading.requests++
    const { items, next } = await page(n)
    files.push(...items)
    more = next && items.length > 0
  }
  if (more || (changed !== undefined && changed > files.length))
    reading.notes.push(
      `GitHub lists at most ${MAX_FILES} files of a change: ${what} changed ${changed ?? 'more'}; ${files.length} were read, the rest were not.`
    )
  return files.slice(0, MAX_FILES)
}

function countedOf(rules: PathRules, files: readonly DiffFile[]): ChangedFile[] {
  return files.filter(file => counts(rules, file)).map(fileOf)
}

/** A file counts when its path does, or, renamed or copied, the path it had. */
function counts(rules: PathRules, file: DiffFile): boolean {
  return (
    rules.counts(file.path) || (file.previousPath !== undefined && rules.counts(file.previousPath))
  )
}

function fileOf(file: DiffFile): ChangedFile {
  const { path, status, additions, deletions, patch, previousPath } = file
  return previousPath === undefined
    ? { path, status, additions, deletions, patch }
    : { path, status, additions, deletions, patch, previousPath }
}

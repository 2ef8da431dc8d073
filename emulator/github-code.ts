import {
  CODE_OWNER,
  CODE_REPO,
  type CodeCommit,
  type CodeFile,
  type CodePullRequest,
  type CodeRepo
} from './code-repo.js'
import type { RecordedRequest } from './faults.js'
import type { Documented } from './github-shapes.js'
import { pageLinks, type Answer, type Incoming, type RouteSpec } from './routes.js'

/**
 * The code repository's REST endpoints, as GitHub documents them, for `acme/api` only (each
 * template names it, and these routes come before the docs repository's, which answer for any
 * other name): compare two commits, the pull requests of a commit, a pull request and its files, a
 * commit and its files, and the commits of a branch since a date, with GitHub's paging (`per_page`
 * up to 100, `Link` headers) and caps.
 */

export interface CodeState {
  readonly url: string
  readonly code: CodeRepo
}

const CODE = `/github/repos/${CODE_OWNER}/${CODE_REPO}`
const WEB = `https://github.com/${CODE_OWNER}/${CODE_REPO}`

/** "When calling this endpoint without any paging parameter … limited to 250 commits." */
export const COMPARE_UNPAGED_COMMITS = 250
/** "… includes up to 300 changed files for the entire comparison." */
export const COMPARE_MAX_FILES = 300
/** "Responses include a maximum of 3000 files" (a pull request's files; a commit's likewise). */
export const MAX_LISTED_FILES = 3000
/** "If there are more than 300 files in the commit diff … pagination link headers." */
export const COMMIT_FILES_PAGE = 300

/**
 * The tokens (`Authorization` headers) of every request to a repository, `owner/name`: which token
 * touched which repository.
 */
export function tokensOn(requests: readonly RecordedRequest[], repository: string): Set<string> {
  const prefix = `/github/repos/${repository}/`
  return new Set(
    requests.flatMap(r => (r.path.startsWith(prefix) ? [r.headers.authorization ?? ''] : []))
  )
}

const notFound = (message = 'Not Found'): Answer => ({ status: 404, body: { message } })

/** A listing's page and page size as GitHub reads them: 30 a page by default, at most 100. */
function paging(request: Incoming): { page: number; perPage: number } {
  const read = (name: string, fallback: number) => {
    const n = Number(request.url.searchParams.get(name) ?? fallback)
    return Number.isSafeInteger(n) && n >= 1 ? n : fallback
  }
  return { page: read('page', 1), perPage: Math.min(100, read('per_page', 30)) }
}

/** A page of `all`, with its `Link` header. */
function paged<T>(state: CodeState, request: Incoming, all: readonly T[], perPage?: number) {
  const { page, perPage: asked } = paging(request)
  const size = perPage ?? asked
  const items = all.slice((page - 1) * size, page * size)
  return { items, headers: pageLinks(state, request, page, Math.ceil(all.length / size)) }
}

function compare(state: CodeState, request: Incoming): Answer {
  const [baseRef = '', headRef = ''] = (request.params.basehead ?? '').split('...')
  const base = state.code.resolve(baseRef)
  const head = state.code.resolve(headRef)
  if (base === undefined || head === undefined) return notFound()
  const commits = state.code.range(base, head)
  const files = mergedFiles(state.code, base, head).slice(0, COMPARE_MAX_FILES)
  const pagedAsked = ['page', 'per_page'].some(p => request.url.searchParams.has(p))
  const page = pagedAsked
    ? paged(state, request, commits)
    : { items: commits.slice(-COMPARE_UNPAGED_COMMITS), headers: {} }
  const first = !pagedAsked || paging(request).page === 1
  const body = {
    html_url: `${WEB}/compare/${baseRef}...${headRef}`,
    status: commits.length === 0 ? 'identical' : 'ahead',
    ahead_by: commits.length,
    behind_by: 0,
    total_commits: commits.length,
    commits: page.items.map(commitView),
    files: first ? files.map(fileView) : []
  } satisfies Documented<'GET /repos/{owner}/{repo}/compare/{basehead}'>
  return { status: 200, body, headers: page.headers }
}

/** The files of a range: the changes of each commit on `main`'s line from base to head, the last per path. */
function mergedFiles(code: CodeRepo, base: CodeCommit, head: CodeCommit): CodeFile[] {
  const line: CodeCommit[] = []
  const stop = code.ancestors(base.sha)
  for (let at: CodeCommit | undefined = head; at !== undefined && !stop.has(at.sha);) {
    line.unshift(at)
    at = code.commits.get(at.parents[0] ?? '')
  }
  const byPath = new Map<string, CodeFile>()
  for (const file of line.flatMap(c => c.files)) byPath.set(file.path, file)
  return [...byPath.values()]
}

function commitPulls(state: CodeState, request: Incoming): Answer {
  const commit = state.code.resolve(request.params.sha ?? '')
  if (commit === undefined)
    return { status: 422, body: { message: `No commit found for SHA: ${request.params.sha}` } }
  const { items, headers } = paged(state, request, state.code.pullsOf(commit.sha))
  return { status: 200, body: items.map(pullView), headers }
}

function getPull(state: CodeState, request: Incoming): Answer {
  const pull = state.code.pulls.get(Number(request.params.number))
  if (pull === undefined) return notFound()
  const body = {
    ...pullView(pull),
    merged: true,
    changed_files: pull.files.length
  } satisfies Documented<'GET /repos/{owner}/{repo}/pulls/{pull_number}'>
  return { status: 200, body }
}

function pullFiles(state: CodeState, request: Incoming): Answer {
  const pull = state.code.pulls.get(Number(request.params.number))
  if (pull === undefined) return notFound()
  const listed = pull.files.slice(0, MAX_LISTED_FILES)
  const { items, headers } = paged(state, request, listed)
  const body = items.map(
    fileView
  ) satisfies Documented<'GET /repos/{owner}/{repo}/pulls/{pull_number}/files'>
  return { status: 200, body, headers }
}

function getCommit(state: CodeState, request: Incoming): Answer {
  const commit = state.code.resolve(request.params.sha ?? '')
  if (commit === undefined)
    return { status: 422, body: { message: `No commit found for SHA: ${request.params.sha}` } }
  const listed = commit.files.slice(0, MAX_LISTED_FILES)
  const { items, headers } = paged(state, request, listed, COMMIT_FILES_PAGE)
  const body = {
    ...commitView(commit),
    files: items.map(fileView)
  } satisfies Documented<'GET /repos/{owner}/{repo}/commits/{ref}'>
  return { status: 200, body, headers }
}

/** The commits reachable from `sha` (default `main`) made at or after `since`, newest first. */
function listCommits(state: CodeState, request: Incoming): Answer {
  const from = state.code.resolve(request.url.searchParams.get('sha') ?? 'main')
  if (from === undefined) return notFound('No commit found for SHA')
  const since = Date.parse(request.url.searchParams.get('since') ?? '')
  const all = [...state.code.ancestors(from.sha)]
    .flatMap(sha => state.code.commits.get(sha) ?? [])
    .filter(c => Number.isNaN(since) || Date.parse(c.date) >= since)
    .sort((a, b) => b.order - a.order)
  const { items, headers } = paged(state, request, all)
  const body = items.map(commitView) satisfies Documented<'GET /repos/{owner}/{repo}/commits'>
  return { status: 200, body, headers }
}

function commitView(commit: CodeCommit) {
  return {
    sha: commit.sha,
    html_url: `${WEB}/commit/${commit.sha}`,
    commit: {
      message: commit.message,
      author: { name: 'Octo Cat', email: 'octocat@example.com', date: commit.date },
      committer: { name: 'GitHub', email: 'noreply@github.com', date: commit.date }
    },
    parents: commit.parents.map(sha => ({ sha, html_url: `${WEB}/commit/${sha}` }))
  } satisfies Documented<'GET /repos/{owner}/{repo}/commits/{ref}'>
}

function pullView(pull: CodePullRequest) {
  return {
    number: pull.number,
    state: 'closed' as const,
    title: pull.title,
    body: pull.body,
    html_url: `${WEB}/pull/${pull.number}`,
    user: { login: pull.author, type: 'User' },
    head: { ref: `change-${pull.number}`, sha: pull.commits.at(-1) ?? pull.mergeSha },
    base: { ref: 'main' },
    merged_at: pull.mergedAt,
    merge_commit_sha: pull.mergeSha
  } satisfies Documented<'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls'>[number]
}

function fileView(file: CodeFile) {
  return {
    filename: file.path,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `${WEB}/blob/main/${file.path}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previousPath === undefined ? {} : { previous_filename: file.previousPath })
  } satisfies Documented<'GET /repos/{owner}/{repo}/pulls/{pull_number}/files'>[number]
}

export const CODE_ROUTES: readonly RouteSpec<CodeState>[] = [
  { route: 'code-compare', method: 'GET', template: `${CODE}/compare/{basehead}`, handle: compare },
  {
    route: 'code-commit-pulls',
    method: 'GET',
    template: `${CODE}/commits/{sha}/pulls`,
    handle: commitPulls
  },
  { route: 'code-commit', method: 'GET', template: `${CODE}/commits/{sha}`, handle: getCommit },
  { route: 'code-commits', method: 'GET', template: `${CODE}/commits`, handle: listCommits },
  { route: 'code-pull-get', method: 'GET', template: `${CODE}/pulls/{number}`, handle: getPull },
  {
    route: 'code-pull-files',
    method: 'GET',
    template: `${CODE}/pulls/{number}/files`,
    handle: pullFiles
  }
]

import { createHash } from 'node:crypto'

/**
 * The stand-in's code repository, `acme/api` (apart from the docs repository every other route
 * serves): commits on `main` and the merged pull requests that brought them, with their files and
 * patches, as GitHub's endpoints for a change read them (github-code.ts). Tests add to it as people
 * would: `merge({...})` merges a pull request (a merge commit, or one squashed commit), `push({...})`
 * pushes a commit without one; each says the range it made (`before...after`).
 *
 * Pull requests are numbered from 1, apart from the docs repository's (#7, #42, and its issues from
 * #200), so a comment on one is never taken for a comment on the other.
 */

export const CODE_OWNER = 'acme'
export const CODE_REPO = 'api'

/** A file a commit changed, as GitHub's "diff-entry" has it; no `patch` for a binary or large diff. */
export interface CodeFile {
  readonly path: string
  readonly status: 'added' | 'removed' | 'modified' | 'renamed'
  readonly additions: number
  readonly deletions: number
  readonly patch?: string
  readonly previousPath?: string
}

export interface CodeCommit {
  readonly sha: string
  readonly parents: readonly string[]
  readonly message: string
  /** ISO 8601: the committer's date, which `since` compares. */
  readonly date: string
  /** Its changes against its first parent (a merge commit's are its pull request's). */
  readonly files: readonly CodeFile[]
  /** Its place in the history: compares list commits in this order. */
  readonly order: number
}

export interface CodePullRequest {
  readonly number: number
  readonly title: string
  readonly body: string | null
  readonly author: string
  readonly files: readonly CodeFile[]
  /** The commits of its branch, oldest first. */
  readonly commits: readonly string[]
  readonly mergeSha: string
  readonly mergedAt: string
}

/** What a test merges: a pull request, its files, and how it merges (a merge commit by default). */
export interface MergeAsk {
  readonly title?: string
  readonly body?: string | null
  readonly author?: string
  readonly files: readonly CodeFile[]
  readonly style?: 'merge' | 'squash'
  /** Commits on its branch before it merged (merge style): the files are split among them. */
  readonly branchCommits?: number
  /** When it merged; a minute after the last commit unless given. */
  readonly at?: string
}

/** The range a merge or a push made on `main`. */
export interface Landed {
  readonly before: string
  readonly after: string
  readonly pull?: CodePullRequest
}

export class CodeRepo {
  readonly commits = new Map<string, CodeCommit>()
  readonly pulls = new Map<number, CodePullRequest>()
  /** The newest commit of `main`. */
  main: string
  private clock: number
  private nextPull = 1

  /** The first commit, which every range of the history starts after. */
  readonly root: string
  /** Tags by name, each the SHA it names (`tag`). */
  readonly tags = new Map<string, string>()

  /**
   * A first commit made three hours before `now` (commits follow a minute apart), then the
   * history of SEEDED: three merged pull requests (one with a file GitHub gives no patch of, one
   * of 120 files, more than a page) and a push without one.
   */
  constructor(now = Date.now()) {
    this.clock = now - 3 * 3600_000
    this.main = this.commit([], 'Initial commit', [addedFile('README.md', 1)]).sha
    this.root = this.main
    seed(this)
  }

  /** Merges a pull request into `main`. */
  merge(ask: MergeAsk): Landed {
    const before = this.main
    const number = this.nextPull++
    const title = ask.title ?? `Change ${number}`
    const at = ask.at === undefined ? undefined : Date.parse(ask.at)
    let branch: CodeCommit[]
    let merged: CodeCommit
    if (ask.style === 'squash') {
      merged = this.commit([before], `${title} (#${number})`, ask.files, at)
      branch = [merged]
    } else {
      branch = this.branch(before, ask.files, ask.branchCommits ?? 1, title)
      const tip = branch.at(-1)?.sha ?? before
      merged = this.commit([before, tip], `Merge pull request #${number}`, ask.files, at)
    }
    const pull: CodePullRequest = {
      number,
      title,
      body: ask.body === undefined ? `Body of #${number}` : ask.body,
      author: ask.author ?? 'octocat',
      files: ask.files,
      commits: branch.map(c => c.sha),
      mergeSha: merged.sha,
      mergedAt: merged.date
    }
    this.pulls.set(number, pull)
    this.main = merged.sha
    return { before, after: merged.sha, pull }
  }

  /** Pushes a commit to `main` that no pull request holds. */
  push(ask: {
    readonly message?: string
    readonly files: readonly CodeFile[]
    readonly at?: string
  }): Landed {
    const before = this.main
    const at = ask.at === undefined ? undefined : Date.parse(ask.at)
    this.main = this.commit([before], ask.message ?? 'A direct push', ask.files, at).sha
    return { before, after: this.main }
  }

  /** Tags a commit (`main`'s head when none is said), as a release's tag names one. */
  tag(name: string, sha: string = this.main): void {
    this.tags.set(name, sha)
  }

  /** The commit a ref names: a SHA, `main`, a tag, or a SHA's unique beginning (7 characters or more). */
  resolve(ref: string): CodeCommit | undefined {
    if (ref === 'main' || ref === 'heads/main') return this.commits.get(this.main)
    const tagged = this.tags.get(ref.replace(/^tags\//, ''))
    if (tagged !== undefined) return this.commits.get(tagged)
    const exact = this.commits.get(ref)
    if (exact !== undefined || !/^[0-9a-f]{7,39}$/.test(ref)) return exact
    const found = [...this.commits.values()].filter(c => c.sha.startsWith(ref))
    return found.length === 1 ? found[0] : undefined
  }

  /** Every commit reachable from `sha`, itself included. */
  ancestors(sha: string): Set<string> {
    const seen = new Set<string>()
    const stack = [sha]
    for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
      const commit = this.commits.get(at)
      if (commit === undefined || seen.has(at)) continue
      seen.add(at)
      stack.push(...commit.parents)
    }
    return seen
  }

  /** The commits of `base...head` (reachable from head, not from base), oldest first. */
  range(base: CodeCommit, head: CodeCommit): CodeCommit[] {
    const before = this.ancestors(base.sha)
    return [...this.ancestors(head.sha)]
      .filter(sha => !before.has(sha))
      .flatMap(sha => this.commits.get(sha) ?? [])
      .sort((a, b) => a.order - b.order)
  }

  /** The pull requests GitHub associates with a commit: the one whose branch or merge holds it. */
  pullsOf(sha: string): CodePullRequest[] {
    return [...this.pulls.values()].filter(p => p.mergeSha === sha || p.commits.includes(sha))
  }

  private branch(from: string, files: readonly CodeFile[], count: number, title: string) {
    const commits: CodeCommit[] = []
    const per = Math.max(1, Math.ceil(files.length / Math.max(1, count)))
    for (let i = 0; i < Math.max(1, count); i++) {
      const parent = commits.at(-1)?.sha ?? from
      const part = files.slice(i * per, (i + 1) * per)
      commits.push(this.commit([parent], `${title}, part ${i + 1}`, part))
    }
    return commits
  }

  private commit(
    parents: readonly string[],
    message: string,
    files: readonly CodeFile[],
    at?: number
  ): CodeCommit {
    this.clock = at ?? this.clock + 60_000
    const order = this.commits.size
    const sha = createHash('sha1').update(`acme/api/${order}/${message}`).digest('hex')
    const commit = { sha, parents, message, date: new Date(this.clock).toISOString(), files, order }
    this.commits.set(sha, commit)
    return commit
  }
}

/** A file of `lines` added lines, with its patch (for tests and the demo). */
export function addedFile(path: string, lines = 3): CodeFile {
  const body = Array.from({ length: lines }, (_, i) => `+line ${i + 1} of ${path}`).join('\n')
  return {
    path,
    status: 'added',
    additions: lines,
    deletions: 0,
    patch: `@@ -0,0 +1,${lines} @@\n${body}`
  }
}

/** The history a new code repository has, after its first commit. */
function seed(repo: CodeRepo): void {
  repo.merge({
    title: 'Add the orders endpoint',
    body: 'Lists and creates orders.\n\nCloses #5.',
    files: [addedFile('src/api/orders.ts', 12), addedFile('src/api/orders.test.ts', 8)],
    branchCommits: 2
  })
  repo.merge({
    title: 'Add a logo and a health check',
    files: [
      { path: 'assets/logo.png', status: 'added', additions: 0, deletions: 0 },
      addedFile('src/api/health.ts', 4)
    ]
  })
  repo.merge({
    title: 'Generate the client',
    author: 'codegen-bot',
    style: 'squash',
    files: Array.from({ length: 120 }, (_, i) =>
      addedFile(`src/client/gen/model-${String(i).padStart(3, '0')}.ts`, 2)
    )
  })
  repo.push({
    message: "Fix the orders endpoint's page size",
    files: [
      {
        path: 'src/api/orders.ts',
        status: 'modified',
        additions: 1,
        deletions: 1,
        patch: '@@ -3 +3 @@\n-const PAGE = 10\n+const PAGE = 50'
      }
    ]
  })
}

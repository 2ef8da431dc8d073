import { createHash } from 'node:crypto'
import { ACTIONS_BOT, type PermissionLevel, type StoredComment, type StoredPull } from './github.js'
import type { StoredReviewComment } from './github-reviews.js'
import type { ScriptedCheck } from './github-checks.js'
import type { CreatedDeployment } from './github-deployments.js'
import { DEFAULT_BRANCHES, DEFAULT_TAGS } from './github-branches.js'
import type { StoredIssue } from './github-issues.js'

/**
 * What the stand-in's GitHub keeps: comments on issues and pull requests, review comments on
 * diffs, labels, review requests, pull requests and collaborators' permissions. Tests write to it
 * as people would (a comment, a review comment) and read what the action did.
 */
export class GitHubStore {
  readonly comments = new Map<number, StoredComment>()
  readonly labels = new Map<number, string[]>()
  readonly reviewers = new Map<number, { reviewers: string[]; team_reviewers: string[] }>()
  /** Pull requests by number; one a job's prLink names is added when first asked for. */
  readonly pulls = new Map<number, StoredPull>()
  readonly reviewComments = new Map<number, StoredReviewComment>()
  /** Scripted checks of each commit, by SHA, and how often they were read (github-checks.ts). */
  readonly checks = new Map<string, ScriptedCheck[]>()
  readonly checkReads = new Map<string, number>()
  /** Deployments the action created on GitHub (its mirror of a service deployment). */
  readonly createdDeployments: CreatedDeployment[] = []
  /**
   * The checks of each head commit of the agent's pull request, in push order: the head its first
   * turn pushed has `headChecks[0]`, a follow-up's push the next (the last list stays for later
   * heads). A SHA scripted in `checks` takes precedence.
   */
  headChecks: ScriptedCheck[][] = []
  /** Each head commit a job pushed, and which push it was. */
  private readonly heads = new Map<string, number>()
  /** Issues by number (the docs-health report's); numbered from 200, apart from tests' pulls. */
  readonly issues = new Map<number, StoredIssue>()
  /** The repository's branches (its default, `main`, and `develop`) and tags (github-branches.ts). */
  readonly branches = new Set<string>(DEFAULT_BRANCHES)
  readonly tags = new Set<string>(DEFAULT_TAGS)
  /** Collaborator permission per login; anyone else has `none`. */
  permissions: Record<string, PermissionLevel> = {}

  private nextComment = 1000
  private nextIssue = 200

  /** The head commit of a job's `push`-th push (counted from 1): a stable SHA-1-shaped id. */
  headSha(jobId: string, push: number): string {
    const sha = createHash('sha1').update(`${jobId}/${push}`).digest('hex')
    this.heads.set(sha, push - 1)
    return sha
  }

  /** The scripted checks of a commit: its own script, or its place among the agent's pushes. */
  checksOf(sha: string): readonly ScriptedCheck[] {
    const scripted = this.checks.get(sha)
    if (scripted !== undefined) return scripted
    const index = this.heads.get(sha)
    if (index === undefined) return []
    return this.headChecks[Math.min(index, this.headChecks.length - 1)] ?? []
  }

  commentsOn(issueNumber: number): StoredComment[] {
    return [...this.comments.values()].filter(c => c.issueNumber === issueNumber)
  }

  /** Adds a comment as if someone had written it (for tests that continue a conversation). */
  addComment(
    issueNumber: number,
    body: string,
    user: StoredComment['user'] = { ...ACTIONS_BOT }
  ): StoredComment {
    const comment = { id: this.nextComment++, issueNumber, body, reactions: [], user }
    this.comments.set(comment.id, comment)
    return comment
  }

  /** Adds an issue as if the workflow's token had opened it (or `user`, when given). */
  addIssue(fields: Partial<Omit<StoredIssue, 'number'>> = {}): StoredIssue {
    const issue: StoredIssue = {
      number: this.nextIssue++,
      title: 'An issue',
      body: null,
      state: 'open',
      stateReason: null,
      user: { ...ACTIONS_BOT },
      ...fields
    }
    this.issues.set(issue.number, issue)
    return issue
  }

  /** Adds a comment on a line (or lines, or the whole file) of a pull request's diff. */
  addReviewComment(
    pullNumber: number,
    body: string,
    at: { path: string; line: number | null; startLine?: number },
    user: StoredReviewComment['user']
  ): StoredReviewComment {
    const comment = {
      id: this.nextComment++,
      pullNumber,
      body,
      path: at.path,
      line: at.line,
      startLine: at.startLine ?? null,
      reactions: [],
      user
    }
    this.reviewComments.set(comment.id, comment)
    return comment
  }
}

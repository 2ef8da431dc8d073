import type { RouteSpec } from './routes.js'
import type { Documented } from './github-shapes.js'
import { idOf, orNotFound, text } from './routes.js'

/**
 * Review comments on a pull request's diff, as the stand-in keeps them: a test writes one (as a
 * reviewer would), the event payload carries it in GitHub's shape, and the action reacts to it.
 */
export interface StoredReviewComment {
  id: number
  pullNumber: number
  path: string
  /** The line commented on, or the last of several; null for a comment on the whole file. */
  line: number | null
  startLine: number | null
  body: string
  reactions: string[]
  user: { login: string; type: 'User' | 'Bot' }
}

export interface ReviewState {
  readonly reviewComments: Map<number, StoredReviewComment>
}

const REPO = '/github/repos/{owner}/{repo}'

export const REVIEW_ROUTES: readonly RouteSpec<ReviewState>[] = [
  {
    route: 'review-comment-get',
    method: 'GET',
    template: `${REPO}/pulls/comments/{id}`,
    handle: (s, r) =>
      orNotFound(s.reviewComments.get(idOf(r)), comment => ({
        status: 200,
        body: reviewCommentView(comment, r.params.owner ?? '', r.params.repo ?? '')
      }))
  },
  {
    route: 'review-reaction',
    method: 'POST',
    template: `${REPO}/pulls/comments/{id}/reactions`,
    handle: (s, r) =>
      orNotFound(s.reviewComments.get(idOf(r)), comment => {
        const body = r.body as { content?: unknown } | undefined
        const content = text(body?.content)
        if (!isReaction(content)) return { status: 422, body: { message: 'Validation Failed' } }
        comment.reactions.push(content)
        return {
          status: 201,
          body: {
            id: comment.reactions.length,
            content
          } satisfies Documented<'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions'>
        }
      })
  }
]

/**
 * A review comment in GitHub's shape: the REST answer, and the `comment` of a
 * `pull_request_review_comment` webhook payload, which is the same object.
 */
export function reviewCommentView(
  comment: StoredReviewComment,
  owner: string,
  repo: string
): Documented<'GET /repos/{owner}/{repo}/pulls/comments/{comment_id}'> {
  return {
    id: comment.id,
    body: comment.body,
    path: comment.path,
    line: comment.line ?? undefined,
    start_line: comment.startLine,
    side: 'RIGHT',
    subject_type: comment.line === null ? 'file' : 'line',
    html_url: `https://github.com/${owner}/${repo}/pull/${comment.pullNumber}#discussion_r${comment.id}`,
    pull_request_url: `https://api.github.com/repos/${owner}/${repo}/pulls/${comment.pullNumber}`,
    user: comment.user
  }
}

type ReactionContent = NonNullable<
  Documented<'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions'>['content']
>
const REACTIONS: readonly string[] = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'rocket',
  'eyes'
] satisfies ReactionContent[]

function isReaction(content: string): content is ReactionContent {
  return REACTIONS.includes(content)
}

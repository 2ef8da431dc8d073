import type { GitHubEvent, Repository } from './event.js'
import { describeFailure, requestOptions, statusOf, type Octokit } from './octokit.js'

/**
 * Who may start a job. On the events in CHECKED_EVENTS anyone who can open an issue, comment,
 * review or open a pull request from a fork could otherwise spend the team's agent budget, so the
 * user who triggered the run must have write, maintain or admin permission on the repository.
 * Bots are refused unless listed in `allowed-bots`. Other events need no check: `schedule`,
 * `workflow_dispatch` and `push` are started by people with write access, and `pull_request`
 * runs from forks get no secrets.
 */
export type Permission =
  | { readonly kind: 'allowed'; readonly reason: string }
  | { readonly kind: 'refused'; readonly reason: string }

const BUILT_IN_ROLES = ['admin', 'maintain', 'write', 'triage', 'read', 'none']
/** GitHub's base permission levels that may start a job; a custom role reports its base here. */
const WRITE_PERMISSIONS = ['admin', 'write']
/**
 * Every event a person without write access can cause while the workflow runs in the base
 * repository's context, with its secrets: issues and comments, pull requests from forks through
 * `pull_request_target`, reviews, and discussions.
 */
export const CHECKED_EVENTS = [
  'issues',
  'issue_comment',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'discussion',
  'discussion_comment'
]

export async function checkPermission(
  event: GitHubEvent,
  allowedBots: readonly string[],
  github: { octokit(): Promise<Octokit | undefined>; repository: Repository | undefined }
): Promise<Permission> {
  if (!CHECKED_EVENTS.includes(event.name)) {
    return {
      kind: 'allowed',
      reason: `"${event.name}" runs can only be started by people with write access`
    }
  }
  const sender = event.sender
  if (sender === undefined)
    return { kind: 'refused', reason: `the ${event.name} event names no sender` }
  if (sender.type === 'Bot') {
    return allowedBots.includes('*') || allowedBots.includes(sender.login)
      ? { kind: 'allowed', reason: `the bot ${sender.login} is in allowed-bots` }
      : {
          kind: 'refused',
          reason: `${sender.login} is a bot, and bots may start the agent only when listed in the allowed-bots input`
        }
  }
  const octokit = await github.octokit()
  if (octokit === undefined || github.repository === undefined) {
    return {
      kind: 'refused',
      reason: `the permission of ${sender.login} cannot be checked without github-token and GITHUB_REPOSITORY`
    }
  }
  try {
    const { data } = await octokit.request(
      'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
      {
        owner: github.repository.owner,
        repo: github.repository.repo,
        username: sender.login,
        request: requestOptions()
      }
    )
    // `permission` is the base level (admin, write, read, none), also for a custom role built on
    // one; `role_name` names the role (maintain, triage, or a custom role's name).
    const role = data.role_name ?? data.permission
    const named = BUILT_IN_ROLES.includes(role) ? role : `${role} (${data.permission})`
    return WRITE_PERMISSIONS.includes(data.permission) || role === 'maintain'
      ? { kind: 'allowed', reason: `${sender.login} has ${named} permission` }
      : {
          kind: 'refused',
          reason: `${sender.login} has ${named} permission; starting the agent needs write, maintain or admin`
        }
  } catch (error) {
    // Fail closed: without an answer, nobody's budget is spent.
    return {
      kind: 'refused',
      reason: `the permission of ${sender.login} could not be checked (${describeFailure(error)}); ${
        statusOf(error) === undefined
          ? 'GitHub could not be reached'
          : "the token needs read access to the repository's collaborators"
      }`
    }
  }
}

/** Marks the action's refusal comment, so an issue gets one however often outsiders try. */
export const REFUSED_MARKER = '<!-- mintlify-agent-refused -->'

export const REFUSED_COMMENT =
  'Only collaborators with write access to this repository can start the agent. A maintainer can start it by labelling the issue or commenting.'

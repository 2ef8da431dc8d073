import type { GitHubEvent, Repository } from './event.js'
import { gitHubErrorOf } from './failure.js'
import { describeFailure, type Octokit } from './octokit.js'

/**
 * Who may start a job. The check is the rule and skipping it the exception: on every event but
 * the few in UNCHECKED_EVENTS, which only people (or tokens) with write access can set off, the
 * person who set the run off (`event.actor`) must have write, maintain or admin permission on the
 * repository, and a bot must be listed in `allowed-bots`. An event GitHub adds tomorrow is checked.
 */
type Permission =
  | { readonly kind: 'allowed'; readonly reason: string }
  /** Who set the run off may not start a job: one comment, and the step passes with a warning. */
  | { readonly kind: 'refused'; readonly reason: string }
  /**
   * The check cannot be made with this set-up (no token, no repository, a token GitHub refuses):
   * a configuration error that fails the step, naming the fix. Everyone would be refused alike.
   */
  | { readonly kind: 'unusable'; readonly reason: string }

const BUILT_IN_ROLES = ['admin', 'maintain', 'write', 'triage', 'read', 'none']
/** GitHub's base permission levels that may start a job; a custom role reports its base here. */
const WRITE_PERMISSIONS = ['admin', 'write']

/**
 * The events that skip the check, each with why only someone with write access can set it off
 * (GitHub's "Events that trigger workflows"). docs/security.md lists the same.
 */
export const UNCHECKED_EVENTS: Readonly<Record<string, string>> = {
  schedule: 'a schedule is written in a workflow file on the default branch',
  workflow_dispatch: 'running a workflow by hand needs write access',
  push: "a push to this repository needs write access (a fork's pushes run in the fork)",
  release: 'publishing a release needs write access',
  workflow_call:
    'a called workflow runs with the event of its caller, so this name never reaches a step',
  merge_group: 'adding a pull request to the merge queue needs the right to merge it',
  create: 'creating a branch or tag in this repository needs write access',
  delete: 'deleting a branch or tag in this repository needs write access',
  repository_dispatch: 'the dispatches endpoint needs a token with write access to the repository'
}

type GitHubAccess = {
  octokit(): Promise<Octokit | undefined>
  repository: Repository | undefined
}

export async function checkPermission(
  event: GitHubEvent,
  allowedBots: readonly string[],
  github: GitHubAccess
): Promise<Permission> {
  const unchecked = Object.hasOwn(UNCHECKED_EVENTS, event.name)
    ? UNCHECKED_EVENTS[event.name]
    : undefined
  if (unchecked !== undefined) {
    return { kind: 'allowed', reason: `"${event.name}" needs no check: ${unchecked}` }
  }
  const actor = event.actor
  if (actor === undefined) {
    const name = event.name === '' ? 'unnamed' : event.name
    return { kind: 'refused', reason: `the ${name} event names nobody who set it off` }
  }
  if (actor.type !== 'Bot') return checkCollaborator(actor.login, github)
  return allowedBots.includes('*') || allowedBots.includes(actor.login)
    ? { kind: 'allowed', reason: `the bot ${actor.login} is in allowed-bots` }
    : {
        kind: 'refused',
        reason: `${actor.login} is a bot, and bots may start the agent only when listed in the allowed-bots input`
      }
}

/** Asks GitHub for a person's permission on the repository; fails closed. */
async function checkCollaborator(login: string, github: GitHubAccess): Promise<Permission> {
  const octokit = await github.octokit()
  if (github.repository === undefined) {
    return {
      kind: 'unusable',
      reason: `The permission of ${login} cannot be checked: GITHUB_REPOSITORY is not set. The runner sets it: run the action in a workflow.`
    }
  }
  if (octokit === undefined) {
    return {
      kind: 'unusable',
      reason: `The permission of ${login} cannot be checked: input "github-token" is empty. Leave it out to use the workflow's token (its default, \${{ github.token }}), or give a token that can read the repository's collaborators.`
    }
  }
  try {
    const { data } = await octokit.request(
      'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
      {
        owner: github.repository.owner,
        repo: github.repository.repo,
        username: login
      }
    )
    // `permission` is the base level (admin, write, read, none), also for a custom role built on
    // one; `role_name` names the role (maintain, triage, or a custom role's name).
    const role = data.role_name ?? data.permission
    const named = BUILT_IN_ROLES.includes(role) ? role : `${role} (${data.permission})`
    // "none" is the level of someone who is no collaborator: "has no permission".
    const has = role === 'none' ? `${login} has no permission` : `${login} has ${named} permission`
    return WRITE_PERMISSIONS.includes(data.permission) || role === 'maintain'
      ? { kind: 'allowed', reason: has }
      : { kind: 'refused', reason: `${has}; starting the agent needs write, maintain or admin` }
  } catch (error) {
    const failure = gitHubErrorOf(error)
    if (failure?.meaning === 'unauthorized') {
      return {
        kind: 'unusable',
        reason: `The permission of ${login} could not be checked: GitHub refused the token of input "github-token" (${describeFailure(error)}). Leave the input out to use the workflow's token (\${{ github.token }}), or give a personal or app token that has not expired or been revoked.`
      }
    }
    // Fail closed: without an answer, nobody's budget is spent.
    return {
      kind: 'refused',
      reason: `the permission of ${login} could not be checked (${describeFailure(error)}); ${
        failure?.status === undefined
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

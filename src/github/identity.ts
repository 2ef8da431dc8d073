import { errorMessage } from '../text/format.js'
import { GitHubError } from './failure.js'
import type { Octokit } from './octokit.js'

/**
 * Who the run's token writes as on GitHub: the account every comment and issue it makes is
 * authored by, so that a marker read back counts only in what that account wrote. A seal proves
 * who made a text, not where it stands: a copy of a sealed marker posted by another bot, app or
 * person is as valid a seal, but not their text to steer the action with.
 *
 * GraphQL's `viewer` answers for every kind of token: the workflow's `GITHUB_TOKEN`
 * (`github-actions[bot]`), a GitHub App's installation token (`<app-slug>[bot]`) and a personal
 * token (its user). REST's `GET /user` refuses installation tokens ("Resource not accessible by
 * integration"), and `GET /app` needs the App's own JWT. One request a run, made when a marker is
 * first read or written.
 */

const VIEWER = 'query { viewer { login } }'
const asked = new WeakMap<Octokit, Promise<string>>()

/** The login of the token's account (asked once per client); a GitHubError when GitHub did not say. */
export function tokenLogin(octokit: Octokit): Promise<string> {
  let login = asked.get(octokit)
  if (login === undefined) {
    login = askViewer(octokit)
    asked.set(octokit, login)
    // A failed question is asked again next time, not remembered.
    login.catch(() => asked.delete(octokit))
  }
  return login
}

async function askViewer(octokit: Octokit): Promise<string> {
  let answer: unknown
  try {
    answer = await octokit.graphql(VIEWER)
  } catch (error) {
    if (error instanceof GitHubError) throw error
    // GraphQL's own refusal comes with a 200 and an `errors` list (a GraphqlResponseError).
    throw new GitHubError({ kind: 'unreadable', status: 200, why: whyNot(error) }, error)
  }
  const login = (answer as { viewer?: { login?: unknown } } | null)?.viewer?.login
  if (typeof login !== 'string' || login === '')
    throw new GitHubError(
      { kind: 'unreadable', status: 200, why: 'does not name the account (GraphQL viewer)' },
      new Error('GitHub did not say which account the token writes as (GraphQL viewer)')
    )
  return login
}

/** GraphQL's own words, cut short: they end up in a warning. */
function whyNot(error: unknown): string {
  return `is GraphQL's refusal to name the account (${errorMessage(error).slice(0, 200)})`
}

/**
 * Whether `user` (a comment's or an issue's author, as GitHub lists it) is the token's account.
 * Logins are compared as GitHub does, without regard to case; a missing author (a deleted
 * account shows as null or "ghost") is nobody's.
 */
export function isAuthor(
  user: { readonly login?: string | null } | null | undefined,
  login: string
): boolean {
  const by = user?.login
  return typeof by === 'string' && by !== '' && by.toLowerCase() === login.toLowerCase()
}

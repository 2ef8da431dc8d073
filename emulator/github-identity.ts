import { field, type Answer, type Incoming, type RouteSpec } from './routes.js'

/**
 * Who writes on the stand-in's GitHub: each token it takes and the account that token writes as,
 * as GitHub makes it the author of every comment and issue it creates, and GraphQL's `viewer`,
 * which says so to the token's holder.
 */

/** The author of comments made through the API with the workflow's token. */
export const ACTIONS_BOT = { login: 'github-actions[bot]', type: 'Bot' } as const

/** A GitHub account as the REST API names an author. */
export interface GitHubUser {
  readonly login: string
  readonly type: 'User' | 'Bot'
}

/**
 * The stand-in's other tokens and who each writes as, beside the workflow's (`githubToken`,
 * github-actions[bot]): a GitHub App's installation token, which writes as the App's bot, and a
 * personal token, which writes as its user.
 */
export const TEST_APP_TOKEN = 'ghs_app_installation_token_0123'
export const APP_BOT: GitHubUser = { login: 'docs-helper[bot]', type: 'Bot' }
export const TEST_PERSONAL_TOKEN = 'github_pat_maintainer_0123456789'
export const MAINTAINER: GitHubUser = { login: 'maintainer', type: 'User' }

/** The stand-in's tokens: the workflow's (`githubToken`), an App's and a person's. */
export function identitiesWith(githubToken: string): Map<string, GitHubUser> {
  return new Map<string, GitHubUser>([
    [githubToken, ACTIONS_BOT],
    [TEST_APP_TOKEN, APP_BOT],
    [TEST_PERSONAL_TOKEN, MAINTAINER]
  ])
}

export interface Identities {
  /** Every token the stand-in's GitHub takes, and the account each writes as. */
  readonly githubIdentities: ReadonlyMap<string, GitHubUser>
}

/** GitHub takes a token it knows as `token …` or `Bearer …`; anything else is a 401. */
export function authorizeGitHub(state: Identities, request: Incoming): Answer | undefined {
  return tokenOf(state, request) === undefined
    ? { status: 401, body: { message: 'Bad credentials' } }
    : undefined
}

function tokenOf(state: Identities, request: Incoming): string | undefined {
  const auth = request.headers.authorization ?? ''
  const token = /^(?:token|Bearer) (.+)$/.exec(auth)?.[1]
  return token !== undefined && state.githubIdentities.has(token) ? token : undefined
}

/** The account a request's token writes as, as GitHub makes it the author of what it creates. */
export function writer(state: Identities, request: Incoming): GitHubUser {
  return state.githubIdentities.get(tokenOf(state, request) ?? '') ?? ACTIONS_BOT
}

/**
 * GraphQL's `viewer`, the one query the action makes (who its token writes as), answered as
 * GitHub does for every kind of token; any other query is GraphQL's refusal, with a 200.
 */
export const GRAPHQL_ROUTE: RouteSpec<Identities> = {
  route: 'graphql',
  method: 'POST',
  template: '/github/graphql',
  handle: (s, r) => {
    const query = field(r, 'query')
    if (
      typeof query !== 'string' ||
      !/^\s*query\s*\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)
    )
      return {
        status: 200,
        body: { errors: [{ message: 'The stand-in answers only viewer { login }' }] }
      }
    return { status: 200, body: { data: { viewer: { login: writer(s, r).login } } } }
  }
}

import { parseToken, type Env, type InputReader } from '../action/inputs.js'
import { parseRepository, type Repository } from './event.js'

/**
 * Where a run reaches GitHub, read once from `github-token` and the runner's environment, for
 * every action that writes there (the agent's comment, the analytics report's issue).
 */
export interface GitHubAccess {
  /** `github-token`, masked; '' for none. */
  readonly token: string
  readonly apiUrl: string
  readonly repository: Repository | undefined
  /** This workflow run's page, for a link back; undefined outside a run. */
  readonly runUrl: string | undefined
  /** GITHUB_SERVER_URL. */
  readonly serverUrl: string
}

export function readGitHubAccess(input: InputReader, env: Env): GitHubAccess {
  const repository = parseRepository(env.GITHUB_REPOSITORY)
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com'
  return {
    token: parseToken('github-token', input('github-token')),
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    repository,
    runUrl:
      repository !== undefined && env.GITHUB_RUN_ID !== undefined
        ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined,
    serverUrl
  }
}

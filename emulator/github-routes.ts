import { GITHUB_ROUTES, type GitHubState } from './github.js'
import { REPO_COMMENT_ROUTES } from './github-repo-comments.js'
import { RELEASE_ROUTES, type ReleasesState } from './github-releases.js'
import type { RouteSpec } from './routes.js'

/** What the stand-in's GitHub routes read: the docs and the code repositories, the releases. */
export type AllGitHubState = GitHubState & ReleasesState

/**
 * Every route of the stand-in's GitHub, in the order they are matched: the repository's comment
 * list comes before `issues/{number}`, which would take its path.
 */
export const ALL_GITHUB_ROUTES: readonly RouteSpec<AllGitHubState>[] = [
  ...REPO_COMMENT_ROUTES,
  ...RELEASE_ROUTES,
  ...GITHUB_ROUTES
]

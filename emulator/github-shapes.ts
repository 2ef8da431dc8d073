import type { Endpoints } from '@octokit/types'

/**
 * GitHub's documented shapes, for the stand-in's answers: each `satisfies` a part of the response
 * type that octokit generates from GitHub's own OpenAPI description (`@octokit/types`), so a field
 * GitHub does not have, or of another type, does not compile.
 */

/** Part of the documented answer of a GitHub REST route, at any depth. */
export type Documented<R extends keyof Endpoints> = DeepPartial<Endpoints[R]['response']['data']>
type DeepPartial<T> = T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T

import type { Repository } from './event.js'
import { gitHubErrorOf } from './failure.js'
import type { Octokit } from './octokit.js'

/**
 * Whether `name` is a branch of the repository, by GitHub's "Get a branch"
 * (`GET /repos/{owner}/{repo}/branches/{branch}`, REST docs, "Branches"): true when GitHub
 * answers it (a 301 too: the docs' answer for a branch renamed since, so the name was one), false
 * on its 404. Every other failure is thrown, as every GitHub read is: a 403, a 5xx. A 404 may also
 * mean the token may not read the repository's contents; a caller that must tell the two apart
 * asks for a branch it knows is there.
 */
export async function branchExists(
  octokit: Octokit,
  repo: Repository,
  name: string
): Promise<boolean> {
  try {
    await octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', { ...repo, branch: name })
    return true
  } catch (error) {
    if (gitHubErrorOf(error)?.meaning === 'not-found') return false
    throw error
  }
}

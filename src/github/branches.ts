import type { Repository } from './event.js'
import { gitHubErrorOf } from './failure.js'
import type { Octokit } from './octokit.js'

/**
 * Whether the repository has a branch, or a tag, of a name: what a name may point at besides what
 * its owner meant (a fork's branch of that name, say).
 */

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
  return exists(() =>
    octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', { ...repo, branch: name })
  )
}

/**
 * Whether `name` is a tag of the repository, by GitHub's "Get a reference"
 * (`GET /repos/{owner}/{repo}/git/ref/{ref}` with `tags/<name>`, REST docs, "Git references":
 * "If the :ref doesn't match an existing ref, a 404 is returned"); the same answers as
 * `branchExists`.
 */
export async function tagExists(
  octokit: Octokit,
  repo: Repository,
  name: string
): Promise<boolean> {
  return exists(() =>
    octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { ...repo, ref: `tags/${name}` })
  )
}

async function exists(read: () => Promise<unknown>): Promise<boolean> {
  try {
    await read()
    return true
  } catch (error) {
    if (gitHubErrorOf(error)?.meaning === 'not-found') return false
    throw error
  }
}

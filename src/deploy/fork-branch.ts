import type { RunContext } from '../action/run-action.js'
import { branchExists, tagExists } from '../github/branches.js'
import { gitHubErrorOf } from '../github/failure.js'
import { describeFailure, lazyOctokit } from '../github/octokit.js'
import type { ApiDeploySettings } from './settings.js'

/**
 * A fork's pull request previews the fork's change, or nothing. The service previews a branch by
 * its name, in this repository: a fork's head branch named like one of this repository's (its
 * `main` against `develop`, or against `main`) would build this repository's branch and show it
 * as the pull request's preview. So a fork's head branch is previewed only once GitHub says this
 * repository has no branch of that name; a name Git reads as another reference is refused by its
 * name; and when GitHub cannot say, nothing is previewed (it fails closed).
 */
type ForkCheck =
  /** Not a fork's head branch: an update, a `branch` input, a pull request from this repository. */
  | { readonly kind: 'not-a-fork' }
  /** GitHub says this repository has no branch of the name. */
  | { readonly kind: 'free' }
  /** The name is, or reads as, one of this repository's: not previewed (a warning). */
  | { readonly kind: 'taken'; readonly message: string }
  /** GitHub could not say: not previewed, and the step fails. */
  | { readonly kind: 'unchecked'; readonly message: string }

export async function checkForkBranch(
  settings: ApiDeploySettings,
  context: Pick<RunContext, 'io' | 'http' | 'time'>
): Promise<ForkCheck> {
  const pull = settings.pullRequest
  // An update has no branch, so it is never a fork's head.
  if (pull?.fromFork !== true || settings.branch !== pull.headRef) return { kind: 'not-a-fork' }
  const { headRef: head, baseRef: base } = pull
  const from = `No preview: this pull request comes from a fork's branch "${head}"`
  const builds = `the service previews a branch by its name, in this repository, so it would build this repository's code and show it as this pull request's preview`
  const ask = 'Ask for the change on a branch named like none of this repository’s.'
  const readAs = gitReadsAs(head, base)
  if (readAs !== undefined)
    return { kind: 'taken', message: `${from}, ${readAs}: ${builds}. ${ask}` }
  const unchecked = (why: string): ForkCheck => ({
    kind: 'unchecked',
    message: `${from}, and whether this repository has a branch of that name could not be checked (${why}): ${builds} if it has, so nothing is previewed until GitHub says it has not. Give the workflow github-token and "permissions: contents: read".`
  })
  const repo = settings.github.repository
  const octokit = await lazyOctokit(settings.github, context)()
  if (repo === undefined || octokit === undefined)
    return unchecked('no github-token or GITHUB_REPOSITORY')
  if (base === '') return unchecked('the event names no base branch')
  try {
    if (await branchExists(octokit, repo, head))
      return {
        kind: 'taken',
        message: `${from}, and this repository has a branch of that name: ${builds}. ${ask}`
      }
    // A name is looked up as a tag too (`git clone --branch` takes one, as GitHub's refs do).
    if (await tagExists(octokit, repo, head))
      return {
        kind: 'taken',
        message: `${from}, and this repository has a tag of that name: ${builds}. ${ask}`
      }
    // GitHub answers 404 also for what a token may not see: its 404 counts only when the base
    // branch, which is there, is seen.
    if (!(await branchExists(octokit, repo, base)))
      return unchecked(
        `GitHub answers 404 for the base branch "${base}" too, so its 404 says nothing`
      )
    return { kind: 'free' }
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: the Octokit hook throws every failure of a request as a GitHubError, so only a bug is thrown on
    if (gitHubErrorOf(error) === undefined) throw error
    return unchecked(`GitHub answered ${describeFailure(error)}`)
  }
}

/**
 * Why Git would read `name` as another reference than the fork's branch (gitrevisions(7), "the
 * <refname> is looked up in this order: $GIT_DIR/<refname>, refs/<refname>, refs/tags/<refname>,
 * refs/heads/<refname>, refs/remotes/<refname>, refs/remotes/<refname>/HEAD"; an object name of
 * hexadecimal digits is a commit's), or undefined when it reads only as a branch name.
 */
export function gitReadsAs(name: string, base: string): string | undefined {
  if (name === base) return `the name of the branch it merges into`
  if (/^[A-Z_]*HEAD$/.test(name)) return 'a name Git reads as a commit of this repository (HEAD)'
  if (/^[0-9a-f]{7,64}$/i.test(name))
    return 'a name Git and GitHub read as a commit id of this repository'
  const namespace = /^(refs|heads|tags|remotes)\//.exec(name)?.[1]
  if (namespace !== undefined)
    return `a name Git reads as ${namespace === 'refs' ? 'that reference' : `refs/${name}`} of this repository`
  if (name === 'origin' || name.startsWith('origin/'))
    return `a name Git reads, in a clone of this repository, as refs/remotes/${name}`
  return undefined
}

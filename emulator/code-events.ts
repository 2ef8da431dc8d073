import { CODE_OWNER, CODE_REPO, CodeRepo, type CodePullRequest, type Landed } from './code-repo.js'
import type { RunEvent } from './events.js'

/**
 * The events a run of follow-code in the code repository `acme/api` starts on, as GitHub sends
 * them (webhook payloads, GitHub's docs "Webhook events and payloads"), made from what the
 * stand-in's code repository holds: a push of the range a merge or a push made, a pull request
 * closed (merged or not, from a fork or not) for `pull_request_target`, a published release. The
 * docs repository's samples are in events.ts.
 */

const FULL_NAME = `${CODE_OWNER}/${CODE_REPO}`
const REPOSITORY = {
  full_name: FULL_NAME,
  name: CODE_REPO,
  owner: { login: CODE_OWNER },
  default_branch: 'main',
  fork: false
}
const FORK = {
  full_name: `outsider/${CODE_REPO}`,
  name: CODE_REPO,
  owner: { login: 'outsider' },
  default_branch: 'main',
  fork: true
}
const MAINTAINER = { login: 'maintainer', type: 'User' }

/** The push to `main` of what `landed` made (a merge, or a push without a pull request). */
export function codePushed(landed: Pick<Landed, 'before' | 'after'>): RunEvent {
  return {
    name: 'push',
    payload: {
      ref: 'refs/heads/main',
      before: landed.before,
      after: landed.after,
      created: false,
      deleted: false,
      forced: false,
      compare: `https://github.com/${FULL_NAME}/compare/${landed.before.slice(0, 12)}...${landed.after.slice(0, 12)}`,
      pusher: { name: 'maintainer' },
      sender: MAINTAINER,
      repository: REPOSITORY
    }
  }
}

/**
 * Pull request `pull` closed, as `pull_request_target` sends it: merged (the default) or closed
 * without merging, from a branch of the code repository or of a fork (`outsider/api`).
 */
export function codeClosed(
  pull: Pick<CodePullRequest, 'number' | 'title' | 'body' | 'author' | 'mergeSha'>,
  how: { readonly merged?: boolean; readonly fromFork?: boolean } = {}
): RunEvent {
  const merged = how.merged ?? true
  const head = how.fromFork === true ? FORK : REPOSITORY
  const author = { login: how.fromFork === true ? 'outsider' : pull.author, type: 'User' }
  return {
    name: 'pull_request_target',
    payload: {
      action: 'closed',
      number: pull.number,
      pull_request: {
        number: pull.number,
        state: 'closed',
        title: pull.title,
        body: pull.body,
        html_url: `https://github.com/${FULL_NAME}/pull/${pull.number}`,
        user: author,
        merged,
        merge_commit_sha: merged ? pull.mergeSha : null,
        head: { ref: `change-${pull.number}`, sha: 'e'.repeat(40), repo: head },
        base: { ref: 'main', sha: '0'.repeat(40), repo: REPOSITORY }
      },
      sender: MAINTAINER,
      repository: REPOSITORY
    }
  }
}

/** Release `tag` published (or a draft, which GitHub sends as `created`, never `published`). */
export function codeReleased(tag: string, draft = false): RunEvent {
  return {
    name: 'release',
    payload: {
      action: draft ? 'created' : 'published',
      release: { tag_name: tag, name: tag, draft, prerelease: false },
      sender: MAINTAINER,
      repository: REPOSITORY
    }
  }
}

/** The release the `release` sample publishes. */
export const SAMPLE_RELEASE = 'v2.4.0'

/**
 * The sample `--event NAME` sends to follow-code (events.ts has the docs repository's), from the
 * history every stand-in's code repository is seeded with (the same SHAs in each, whatever its
 * clock): `push`, the whole seeded history pushed (three merged pull requests, one of 120 files,
 * and a commit without one); `pull_request_target` (or `pull_request`), pull request #1 merged;
 * `release`, SAMPLE_RELEASE published. Undefined for the other samples, which name no repository.
 */
export function codeSample(sample: string): RunEvent | undefined {
  const seeded = new CodeRepo()
  const first = seeded.pulls.get(1)
  switch (sample) {
    case 'push':
      return codePushed({ before: seeded.root, after: seeded.main })
    case 'pull_request':
    case 'pull_request_target':
      return first === undefined ? undefined : { ...codeClosed(first), name: sample }
    case 'release':
      return codeReleased(SAMPLE_RELEASE)
    default:
      return undefined
  }
}

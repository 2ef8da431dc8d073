import { readFileSync } from 'node:fs'
import type { GitHubStore } from './github-store.js'
import { reviewCommentView } from './github-reviews.js'
import type { StepOptions } from './runner-step.js'

/**
 * The events the documented workflows start on, each as GitHub would send it to a run of
 * acme/docs (the stand-in's repository; webhook payloads, GitHub's docs "Webhook events and
 * payloads"): sent by `maintainer`, the collaborator with write access every stand-in has. The
 * one place a sample event is written: the tests, the demo and `npm run local-action --event`
 * take theirs from here.
 */

export type RunEvent = NonNullable<StepOptions['event']>

const REPOSITORY = { full_name: 'acme/docs', name: 'docs', owner: { login: 'acme' } }
const MAINTAINER = { login: 'maintainer', type: 'User' }
/** The pull request the agent's job opens on the stand-in (every scripted turn's prLink). */
export const AGENT_PULL = 42
const PULL_URL = `https://github.com/acme/docs/pull/${AGENT_PULL}`
/** What a person types in the Actions tab to dispatch the examples' workflow (manual-dispatch.yml). */
export const DISPATCH_SAMPLE: Readonly<Record<string, string>> = {
  prompt: 'Fix the typos.',
  issue: '7',
  wait: 'true'
}

/** Issue `number` labelled `agent` by `maintainer`: the agent's issue-label workflow. */
export function issuesLabeled(number = 7, extra: Record<string, unknown> = {}): RunEvent {
  return {
    name: 'issues',
    payload: {
      action: 'labeled',
      label: { name: 'agent' },
      issue: { number, title: 'Document the export API', body: 'Please add a page on exports.' },
      sender: { login: 'maintainer', type: 'User' },
      repository: { full_name: 'acme/docs' },
      ...extra
    }
  }
}

/**
 * `maintainer`'s `/agent` comment on issue 7 (or on pull request `onPull`, which GitHub sends as
 * an issue with a `pull_request` field), written on `stand` when given so that the action's
 * reactions find it there.
 */
export function instructionComment(stand?: GitHubStore, onPull?: number): RunEvent {
  const body = '/agent Fix the typos.'
  const number = onPull ?? 7
  const id = stand?.addComment(number, body, { ...MAINTAINER, type: 'User' }).id ?? 1
  const issue =
    onPull === undefined
      ? { number, title: 'Exports', body: 'Add a page.' }
      : { number, title: 'Docs update', body: 'Opened by the agent.', pull_request: pullLinks() }
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue,
      comment: { id, body, user: MAINTAINER },
      sender: MAINTAINER,
      repository: REPOSITORY
    }
  }
}

/** `maintainer`'s `/agent` comment on line 12 of a file of the agent's pull request's diff. */
function reviewComment(stand?: GitHubStore): RunEvent {
  const body = '/agent Say "exports", not "exporting".'
  const at = { path: 'guides/export.mdx', line: 12 }
  const written = stand?.addReviewComment(AGENT_PULL, body, at, { ...MAINTAINER, type: 'User' })
  const comment =
    written === undefined
      ? { id: 1, body, path: at.path, line: at.line, user: MAINTAINER }
      : reviewCommentView(written, 'acme', 'docs')
  return {
    name: 'pull_request_review_comment',
    payload: {
      action: 'created',
      comment,
      pull_request: agentPull(),
      sender: MAINTAINER,
      repository: REPOSITORY
    }
  }
}

function pullLinks(): Record<string, string> {
  return { url: PULL_URL, html_url: PULL_URL }
}

function agentPull(): Record<string, unknown> {
  return {
    number: AGENT_PULL,
    title: 'Docs update',
    body: 'Opened by the agent.',
    head: { ref: 'mintlify/export-api', sha: 'a'.repeat(40), repo: REPOSITORY },
    base: { ref: 'main', sha: '0'.repeat(40), repo: REPOSITORY }
  }
}

/** A pull request from a fork, opened (kept on `stand` when given): what a preview is built for. */
function pullRequestOpened(name: string, stand?: GitHubStore): RunEvent {
  const fork = { full_name: 'outsider/docs', name: 'docs', owner: { login: 'outsider' } }
  const title = 'Fix a typo in the quickstart'
  stand?.pulls.set(12, {
    number: 12,
    title,
    body: null,
    headRef: 'fix-typo',
    headSha: 'f'.repeat(40)
  })
  return {
    name,
    payload: {
      action: 'opened',
      number: 12,
      pull_request: {
        number: 12,
        title,
        body: null,
        head: { ref: 'fix-typo', sha: 'f'.repeat(40), repo: fork },
        base: { ref: 'main', sha: '0'.repeat(40), repo: REPOSITORY }
      },
      sender: { login: 'outsider', type: 'User' },
      repository: REPOSITORY
    }
  }
}

/**
 * The sample events, by the name `--event` takes: GitHub's event name, and `issue_comment:pull`
 * for a comment on the agent's pull request (GitHub sends both as `issue_comment`).
 */
const SAMPLES: Record<string, (stand?: GitHubStore, inputs?: Record<string, string>) => RunEvent> =
  {
    issues: () => issuesLabeled(7),
    issue_comment: stand => instructionComment(stand),
    'issue_comment:pull': stand => instructionComment(stand, AGENT_PULL),
    pull_request_review_comment: stand => reviewComment(stand),
    pull_request_review: () => ({
      name: 'pull_request_review',
      payload: {
        action: 'submitted',
        review: {
          id: 9001,
          body: '/agent Tighten the intro.',
          state: 'commented',
          user: MAINTAINER
        },
        pull_request: agentPull(),
        sender: MAINTAINER,
        repository: REPOSITORY
      }
    }),
    pull_request: stand => pullRequestOpened('pull_request', stand),
    pull_request_target: stand => pullRequestOpened('pull_request_target', stand),
    // A scheduled run's payload names only the cron that set it off (and the repository).
    schedule: () => ({
      name: 'schedule',
      payload: { schedule: '0 6 * * 1', repository: REPOSITORY }
    }),
    workflow_dispatch: (_stand, inputs = DISPATCH_SAMPLE) => ({
      name: 'workflow_dispatch',
      payload: { inputs, ref: 'refs/heads/main', sender: MAINTAINER, repository: REPOSITORY }
    }),
    release: () => ({
      name: 'release',
      payload: {
        action: 'published',
        release: { tag_name: 'v2.4.0', name: 'v2.4.0', draft: false, prerelease: false },
        sender: MAINTAINER,
        repository: REPOSITORY
      }
    }),
    push: () => ({
      name: 'push',
      payload: {
        ref: 'refs/heads/main',
        before: '1'.repeat(40),
        after: '0123456789abcdef0123456789abcdef01234567',
        pusher: { name: 'maintainer' },
        sender: MAINTAINER,
        repository: REPOSITORY
      }
    })
  }

export const SAMPLE_EVENTS: readonly string[] = Object.keys(SAMPLES)

/** Whether the sample is about the agent's pull request, which must exist before it is sent. */
export function isOnAgentPull(sample: string): boolean {
  return sample === 'issue_comment:pull' || sample.startsWith('pull_request_review')
}

/**
 * The sample event `sample` names; a comment it carries is written on `stand` when given, and a
 * dispatch carries `inputs` (the workflow's, or the examples' sample). An unknown name is an error
 * that lists the samples.
 */
export function sampleEvent(
  sample: string,
  stand?: GitHubStore,
  inputs?: Record<string, string>
): RunEvent {
  const make = Object.hasOwn(SAMPLES, sample) ? SAMPLES[sample] : undefined
  if (make === undefined)
    throw new Error(
      `--event: there is no sample "${sample}"; the samples are ${SAMPLE_EVENTS.join(', ')} (or give your own with --event-file PATH)`
    )
  return make(stand, inputs)
}

/** One's own payload, from a JSON file (`--event-file`), sent as event `name`. */
export function eventFromFile(path: string, name: string): RunEvent {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new Error(`--event-file ${path}: cannot read it (${(error as Error).message})`)
  }
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch (error) {
    throw new Error(`--event-file ${path}: it is not JSON (${(error as Error).message})`)
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new Error(`--event-file ${path}: a webhook payload is a JSON object, and this is not one`)
  return { name, payload }
}

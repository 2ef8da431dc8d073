import type { DeployMode } from '../deployments/request.js'
import {
  declaredReader,
  parseBoolean,
  parseChoice,
  parseDuration,
  parseInteger,
  type DeclaredInputs,
  type DeprecatedInputs,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { InputError } from '../action/errors.js'
import { readGitHubAccess, type GitHubAccess } from '../github/access.js'
import { readEvent, type PullRequestEvent } from '../github/event.js'
import { markerSeal, type MarkerSeal } from '../github/hidden-marker.js'
import { readServiceSettings, SERVICE_INPUTS, type ServiceSettings } from '../service/settings.js'

/**
 * The deploy action's inputs and event as one typed settings value, a tagged union by where the
 * verdict comes from: the service's API (`source: api`, an update or a preview the action
 * triggers) or GitHub (`source: github`, the deployment Mintlify's app creates). Every input is
 * checked here, before any request.
 */

/** The deploy action's inputs as action.yml declares them, with their defaults (a test holds them together). */
export const DEPLOY_INPUTS = {
  ...SERVICE_INPUTS,
  mode: 'update',
  source: 'api',
  branch: '',
  sha: '',
  environment: '',
  timeout: '20m',
  // Deprecated: no default, so that a value is one the workflow gave (MAX_POLL_GAP_MS otherwise).
  'poll-interval': '',
  'log-lines': '20',
  comment: 'true',
  'github-deployment': 'false',
  'github-token': ''
} as const satisfies DeclaredInputs

/**
 * The longest wait between two status checks: the schedule adapts (poll.ts, a tenth of the time
 * waited), so a deployment is seen ending within a tenth of its length, and within the default
 * `timeout` (20m) a tenth never reaches this: the wait costs the fewest reads the schedule allows
 * (a 30s cap cost a 15-minute deployment 68 reads instead of 58). `poll-interval` (deprecated)
 * still sets it when given.
 */
export const MAX_POLL_GAP_MS = 120_000

/** The deploy action's deprecated inputs, with what to do instead: action.yml's deprecationMessage. */
export const DEPLOY_DEPRECATED = {
  'poll-interval':
    'The wait between status checks adapts by itself (a tenth of the time waited, from 1s to 2m): remove poll-interval. Until v2, a value given is still the longest wait.'
} as const satisfies DeprecatedInputs

interface Common {
  /** The whole wait, from the trigger (or the first read) to the end. */
  readonly timeoutMs: number
  /** The longest wait between two status checks. */
  readonly pollIntervalMs: number
  readonly github: GitHubAccess
  /** The event's pull request, when the run is for one. */
  readonly pullRequest: PullRequestEvent | undefined
}

/** `source: api`: the action triggers an update or a preview and follows its status. */
export interface ApiDeploySettings extends Common, ServiceSettings {
  readonly source: 'api'
  readonly mode: DeployMode
  /** The branch to preview (mode: preview); undefined for an update. */
  readonly branch: string | undefined
  /** How many of the last log lines the summary shows. */
  readonly logLines: number
  /** Whether to keep one comment on the pull request up to date (mode: preview on a pull request). */
  readonly comment: boolean
  /** Mirror the verdict as a GitHub deployment of this environment; undefined: do not. */
  readonly githubDeployment: string | undefined
  readonly seal: MarkerSeal
}

/** `source: github`: the action waits for the deployment Mintlify's GitHub app made of a commit. */
export interface GitHubDeploySettings extends Common {
  readonly source: 'github'
  /** The commit whose deployment to wait for. */
  readonly sha: string
  /** The app's environment to wait for; undefined: any of its deployments of the commit. */
  readonly environment: string | undefined
  readonly dryRun: boolean
}

export type DeploySettings = ApiDeploySettings | GitHubDeploySettings

const MAX_TIMEOUT_MS = 6 * 60 * 60 * 1000

export function readDeploySettings(given: InputReader, env: Env): DeploySettings {
  const input = declaredReader(given, DEPLOY_INPUTS)
  const event = readEvent(env)
  const common: Common = {
    timeoutMs: parseDuration('timeout', input('timeout'), { minMs: 1000, maxMs: MAX_TIMEOUT_MS }),
    pollIntervalMs:
      input('poll-interval') === ''
        ? MAX_POLL_GAP_MS
        : parseDuration('poll-interval', input('poll-interval'), {
            minMs: 100,
            maxMs: MAX_TIMEOUT_MS
          }),
    github: readGitHubAccess(input, env),
    pullRequest: event.pullRequest
  }
  const source = parseChoice('source', input('source'), ['api', 'github'] as const)
  if (source === 'github') return readGitHubSource(input, env, common)
  const mode = parseChoice('mode', input('mode'), ['update', 'preview'] as const)
  const service = readServiceSettings(input)
  const mirror = parseBoolean('github-deployment', input('github-deployment'))
  if (input('sha') !== '') {
    throw new InputError(
      'sha',
      'Input "sha" applies to source: github, which waits for the app\'s deployment of a commit. With source: api the service deploys its deployment branch (mode: update) or `branch` (mode: preview): remove "sha", or set source: github.'
    )
  }
  if (input('environment') !== '' && !mirror) {
    throw new InputError(
      'environment',
      'Input "environment" names the app\'s environment to wait for (source: github) or the GitHub environment to create (github-deployment: true); with neither it would do nothing: remove it, or set one of them.'
    )
  }
  return {
    ...common,
    ...service,
    source,
    mode,
    branch: readBranch(input, mode, event.pullRequest),
    logLines: parseInteger('log-lines', input('log-lines'), {
      min: 0,
      max: 500,
      what: 'last log lines in the job summary'
    }),
    comment: parseBoolean('comment', input('comment')),
    githubDeployment: mirror
      ? (optionalName(input('environment')) ??
        `mintlify-${mode === 'preview' ? 'preview' : 'production'}`)
      : undefined,
    seal: markerSeal(service.secretKey, env.GITHUB_REPOSITORY ?? '')
  }
}

/**
 * The branch of a preview: the `branch` input, or the pull request's head branch. An update takes
 * none: the service deploys the deployment branch configured on the dashboard.
 */
function readBranch(
  input: InputReader,
  mode: DeployMode,
  pull: PullRequestEvent | undefined
): string | undefined {
  const given = input('branch')
  if (mode === 'update') {
    if (given !== '') {
      throw new InputError(
        'branch',
        'Input "branch" applies to mode: preview. An update deploys the deployment branch configured on the dashboard: remove "branch", or set mode: preview.'
      )
    }
    return undefined
  }
  const branch = given === '' ? pull?.headRef : given
  if (branch === undefined) {
    throw new InputError(
      'branch',
      'Input "branch" is required for mode: preview outside a pull request event: give the Git branch to preview (on pull_request and pull_request_target it is the pull request\'s head branch).'
    )
  }
  if (/[\p{Cc}\s]/u.test(branch) || branch.length > 255) {
    throw new InputError(
      'branch',
      `Input "branch" must be a Git branch name (no spaces or control characters, at most 255 characters).`
    )
  }
  return branch
}

function readGitHubSource(input: InputReader, env: Env, common: Common): GitHubDeploySettings {
  if (input('mode') !== DEPLOY_INPUTS.mode) {
    throw new InputError(
      'mode',
      'Input "mode" applies to source: api. With source: github the action waits for the deployment Mintlify\'s GitHub app made of a commit: remove "mode", or set source: api.'
    )
  }
  const given = input('sha')
  // Stryker disable next-line StringLiteral: no commit and any text in its place fail the same test
  const sha = given === '' ? (common.pullRequest?.headSha ?? env.GITHUB_SHA ?? '') : given
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha)) {
    throw new InputError(
      'sha',
      `Input "sha" must be a full commit SHA (40 hexadecimal characters, lower case)${given === '' ? '; none was given, and the event names no commit (GITHUB_SHA)' : `, not "${given}"`}.`
    )
  }
  return {
    ...common,
    source: 'github',
    sha,
    environment: optionalName(input('environment')),
    dryRun: parseBoolean('dry-run', input('dry-run'))
  }
}

function optionalName(value: string): string | undefined {
  return value === '' ? undefined : value
}

import { markerSeal, type MarkerSeal } from '../github/hidden-marker.js'
import {
  declaredReader,
  parseDuration,
  parseInteger,
  parseList,
  parseToken,
  type DeclaredInputs,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { ActionError } from '../action/errors.js'
import { readGitHubAccess, type GitHubAccess } from '../github/access.js'
import type { Repository } from '../github/event.js'
import { readServiceSettings, SERVICE_INPUTS, type ServiceSettings } from '../service/settings.js'
import { CHECKS_INPUTS, readChecksSettings, type ChecksSettings } from '../checks/settings.js'
import { pathRules, type PathRules } from '../changes/rules.js'
import { readTrigger, type CodeTrigger } from './trigger.js'

/**
 * The follow-code action's inputs and event as one settings value, every input checked here,
 * before any request: a wrong `range`, `pull-request` or `max-change` fails the step with nothing
 * sent.
 */
export interface FollowCodeSettings extends ServiceSettings {
  /** The code repository (GITHUB_REPOSITORY), where the change is read and the links are left. */
  readonly github: GitHubAccess & { readonly repository: Repository }
  /** The token for the docs repository; '' for none (then nothing there is written). */
  readonly docsToken: string
  readonly trigger: CodeTrigger
  /** Which changed files count (`paths`). */
  readonly rules: PathRules
  /** The standing instruction put before the change (`prompt`). */
  readonly standing: string
  /** The most characters of the change sent (`max-change`). */
  readonly maxChangeChars: number
  readonly timeoutMs: number
  readonly pollIntervalMs: number
  /** The docs pull request's checks (with `docs-token`). */
  readonly checks: ChecksSettings
  readonly prLabels: readonly string[]
  readonly prReviewers: readonly string[]
  /** Seals the markers left on the code repository (keyed with `secret-key`). */
  readonly seal: MarkerSeal
}

/** The inputs as follow-code/action.yml declares them, with their defaults (a test holds them together). */
export const FOLLOW_CODE_INPUTS = {
  ...SERVICE_INPUTS,
  paths: '',
  prompt: '',
  'max-change': '60000',
  'docs-token': '',
  'pull-request': '',
  range: '',
  'github-token': '',
  timeout: '30m',
  checks: CHECKS_INPUTS.checks,
  'pr-labels': '',
  'pr-reviewers': ''
} as const satisfies DeclaredInputs

export const MIN_CHANGE_CHARS = 1_000
export const MAX_CHANGE_CHARS = 100_000
/** The longest wait between two status checks of the job (the schedule adapts below it). */
const MAX_POLL_GAP_MS = 120_000
const MAX_TIMEOUT_MS = 24 * 60 * 60 * 1000

export function readFollowCodeSettings(given: InputReader, env: Env): FollowCodeSettings {
  const input = declaredReader(given, FOLLOW_CODE_INPUTS)
  const service = readServiceSettings(input)
  const access = readGitHubAccess(input, env)
  const { repository } = access
  if (repository === undefined)
    throw new ActionError(
      'GITHUB_REPOSITORY does not name the code repository (owner/name): run the action in a workflow of the code repository.'
    )
  const timeoutMs = parseDuration('timeout', input('timeout'), {
    minMs: 1000,
    maxMs: MAX_TIMEOUT_MS
  })
  // The checks engine reads inputs this action does not declare: their defaults.
  const checksInput = (name: string) =>
    name === 'checks' ? input(name) : (CHECKS_INPUTS[name as keyof typeof CHECKS_INPUTS] ?? '')
  return {
    ...service,
    github: { ...access, repository },
    docsToken: parseToken('docs-token', input('docs-token')),
    trigger: readTrigger(input, env),
    rules: pathRules(input('paths')),
    standing: input('prompt'),
    maxChangeChars: parseInteger('max-change', input('max-change'), {
      min: MIN_CHANGE_CHARS,
      max: MAX_CHANGE_CHARS,
      what: 'the most characters of the change sent to the agent'
    }),
    timeoutMs,
    pollIntervalMs: MAX_POLL_GAP_MS,
    checks: readChecksSettings(checksInput, timeoutMs),
    prLabels: parseList(input('pr-labels')),
    prReviewers: parseList(input('pr-reviewers')),
    seal: markerSeal(service.secretKey, `${repository.owner}/${repository.repo}`)
  }
}

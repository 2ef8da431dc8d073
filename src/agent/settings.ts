import { markerSeal, type MarkerSeal } from '../github/hidden-marker.js'
import {
  declaredReader,
  parseBoolean,
  parseDuration,
  parseInteger,
  parseList,
  type DeclaredInputs,
  type DeprecatedInputs,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { InputError } from '../action/errors.js'
import { readGitHubAccess, type GitHubAccess } from '../github/access.js'
import { readEvent, type GitHubEvent, type IssueTarget } from '../github/event.js'
import {
  parsePathSegment,
  readServiceSettings,
  SERVICE_INPUTS,
  type ServiceSettings
} from '../service/settings.js'
import {
  CHECKS_DEPRECATED,
  CHECKS_INPUTS,
  readChecksSettings,
  type ChecksSettings
} from '../checks/settings.js'
import { readTaskSettings, TASK_INPUTS, type TaskSettings } from './task-settings.js'
import { DEFAULT_TRIGGER, readTrigger, splitMessages, type Ask } from './trigger.js'

/**
 * The agent-job action's inputs and event as one typed, readonly settings object. Every input is
 * checked here, before any request; each field is documented where it is declared.
 */
export interface AgentSettings extends ServiceSettings {
  /** Why this run ends at once without any request (a comment without the trigger, an edit). */
  readonly skip: string | undefined
  /** What the run is asked, as written; `composePrompt` turns it into the prompt after the gate. */
  readonly ask: Ask | undefined
  /** Follow-ups, in order; `messages` split on lines holding only `---`. */
  readonly messages: readonly string[]
  /** Continue this job instead of creating one. */
  readonly jobId: string | undefined
  /** Run this automation instead of creating a job from a prompt. */
  readonly automation: string | undefined
  /** The word that starts an instruction in a comment or review (`/agent`). */
  readonly trigger: string
  readonly github: GitHubSettings
  /** Whether to comment at all: the result on the issue, the job's comment on its pull request. */
  readonly comment: boolean
  readonly wait: boolean
  readonly requirePr: boolean
  /** The whole wait for the job, follow-ups included. */
  readonly timeoutMs: number
  /** The longest wait between two status checks. */
  readonly pollIntervalMs: number
  /** Bot logins allowed to start a job on issue events; '*' allows every bot. */
  readonly allowedBots: readonly string[]
  /** Labels to add to the pull request. */
  readonly prLabels: readonly string[]
  /** Users (`login`) and teams (`org/team`) to request reviews from. */
  readonly prReviewers: readonly string[]
  /** Comment on the pull request with a link to the issue: 'auto' links within the same repository. */
  readonly linkIssue: boolean | 'auto'
  /** What to do with the pull request's checks once it appears. */
  readonly checks: ChecksSettings
  /** Trigger and follow a preview of the job's branch once its pull request exists. */
  readonly preview: boolean
  /** The recurring task this run belongs to, and what to do while its job's pull request is open. */
  readonly task: TaskSettings | undefined
  /** Seals and checks the markers this action writes and reads back (keyed with `secret-key`). */
  readonly seal: MarkerSeal
}

interface GitHubSettings extends GitHubAccess {
  /** The issue or pull request this run reports on; undefined for none. */
  readonly issue: IssueTarget | undefined
  /** Whether `issue` is the event's pull request (`issue-number` may name another). */
  readonly onPullRequest: boolean
  readonly event: GitHubEvent
}

/** The agent action's inputs as action.yml declares them, with their defaults (a test holds them together). */
export const AGENT_INPUTS = {
  ...SERVICE_INPUTS,
  prompt: '',
  messages: '',
  jobId: '',
  automation: '',
  'github-token': '',
  'issue-number': '',
  comment: 'true',
  wait: 'true',
  'require-pr': 'false',
  timeout: '30m',
  // Deprecated: no default, so that a value is one the workflow gave (MAX_POLL_GAP_MS otherwise).
  'poll-interval': '',
  'allowed-bots': '',
  trigger: DEFAULT_TRIGGER,
  'pr-labels': '',
  'pr-reviewers': '',
  'link-issue': '',
  preview: 'false',
  ...CHECKS_INPUTS,
  ...TASK_INPUTS
} as const satisfies DeclaredInputs

/**
 * The longest wait between two status checks: the schedule adapts (poll.ts, a tenth of the time
 * waited), and this cap keeps a 30-minute turn under 70 checks. `poll-interval` (deprecated) still
 * sets it when given.
 */
export const MAX_POLL_GAP_MS = 120_000

/** The agent's deprecated inputs, with what to do instead: action.yml's deprecationMessage. */
export const AGENT_DEPRECATED = {
  ...CHECKS_DEPRECATED,
  'poll-interval':
    'The wait between status checks adapts by itself (a tenth of the time waited, from 1s to 2m): remove poll-interval. Until v2, a value given is still the longest wait.'
} as const satisfies DeprecatedInputs

const MIN_POLL_INTERVAL_MS = 100
const MAX_TIMEOUT_MS = 24 * 60 * 60 * 1000

export function readAgentSettings(given: InputReader, env: Env): AgentSettings {
  const input = declaredReader(given, AGENT_INPUTS)
  const event = readEvent(env)
  const service = readServiceSettings(input)
  const wait = parseBoolean('wait', input('wait'))
  const messages = splitMessages(input('messages'))
  if (!wait && messages.length > 0) {
    throw new InputError(
      'wait',
      'Input "wait" is false, but "messages" has follow-ups: follow-ups are sent only after the previous turn completes, so they need wait: true. Remove "messages" or set wait: true.'
    )
  }
  const timeoutMs = parseDuration('timeout', input('timeout'), {
    minMs: 1000,
    maxMs: MAX_TIMEOUT_MS
  })
  const pollIntervalMs =
    input('poll-interval') === ''
      ? MAX_POLL_GAP_MS
      : parseDuration('poll-interval', input('poll-interval'), {
          minMs: MIN_POLL_INTERVAL_MS,
          maxMs: MAX_TIMEOUT_MS
        })
  const checks = readChecksSettings(input, timeoutMs)
  if (!wait && checks.mode !== 'off') {
    throw new InputError(
      'checks',
      `Input "checks" is ${checks.mode}, but "wait" is false: the checks are read once the job's pull request appears, which needs wait: true. Set wait: true or checks: off.`
    )
  }
  const automation = parseAutomation(input)
  const triggerWord = input('trigger')
  const trigger = readTrigger(event, triggerWord, input('prompt'), automation === undefined)
  return {
    ...service,
    skip: trigger.kind === 'skip' ? trigger.reason : undefined,
    ask: trigger.kind === 'run' ? trigger.ask : undefined,
    messages,
    jobId: parseId('jobId', input('jobId'), 'give the id of a job of this project'),
    automation,
    trigger: triggerWord,
    github: readGitHubSettings(input, env, event),
    comment: parseBoolean('comment', input('comment')),
    wait,
    requirePr: parseBoolean('require-pr', input('require-pr')),
    timeoutMs,
    pollIntervalMs,
    allowedBots: parseList(input('allowed-bots')),
    prLabels: parseList(input('pr-labels')),
    prReviewers: parseList(input('pr-reviewers')),
    linkIssue:
      input('link-issue') === '' ? 'auto' : parseBoolean('link-issue', input('link-issue')),
    checks,
    preview: readPreview(input, wait),
    task: readTaskSettings(input),
    seal: markerSeal(service.secretKey, env.GITHUB_REPOSITORY ?? '')
  }
}

function readGitHubSettings(input: InputReader, env: Env, event: GitHubEvent): GitHubSettings {
  const access = readGitHubAccess(input, env)
  const { repository } = access
  const explicit = input('issue-number')
  const number =
    explicit === ''
      ? event.issue?.number
      : parseInteger('issue-number', explicit, { min: 1, what: 'an issue or pull request number' })
  return {
    ...access,
    issue: repository === undefined || number === undefined ? undefined : { repository, number },
    onPullRequest: number === event.issue?.number && event.issue?.isPullRequest === true,
    event
  }
}

/** `preview`: a preview of the job's pull request, which a run that does not wait never sees. */
function readPreview(input: InputReader, wait: boolean): boolean {
  const preview = parseBoolean('preview', input('preview'))
  if (!wait && preview) {
    throw new InputError(
      'preview',
      'Input "preview" is true, but "wait" is false: the preview is of the pull request the job makes, which needs wait: true. Set wait: true or remove preview.'
    )
  }
  return preview
}

/** `jobId` or `automation`: none, or an id that can name a job or automation in a request path. */
function parseId(name: string, value: string, expected: string): string | undefined {
  return value === '' ? undefined : parsePathSegment(name, value, expected)
}

/** The `automation` input: an automation runs as it is configured, so it takes no prompt. */
function parseAutomation(input: InputReader): string | undefined {
  const automation = parseId(
    'automation',
    input('automation'),
    "give the automation's id, from its settings panel on the dashboard's Automations page"
  )
  if (automation === undefined) return undefined
  const clash = (['prompt', 'messages', 'jobId'] as const).filter(name => input(name) !== '')
  if (clash.length > 0) {
    const names = clash.map(name => `"${name}"`).join(' and ')
    throw new InputError(
      'automation',
      `Input "automation" runs an automation as it is configured on the dashboard, so it takes no prompt, follow-ups or job: remove ${names}, or remove "automation" to create a job from a prompt.`
    )
  }
  return automation
}

import { isIP } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { readEvent, type GitHubEvent } from './github/event.js'
import { capPrompt, sanitizeUntrusted } from './github/untrusted.js'

/**
 * Raw inputs and the event become one typed, readonly settings object per action. Every input is
 * checked here, before any request, and a wrong one fails with a message that names the input and
 * says what is expected (in the manner of actions/checkout's input-helper.ts).
 */

/** Reads one input as `core.getInput` does: trimmed, '' when unset. */
export type InputReader = (name: string) => string
export type Env = Readonly<Record<string, string | undefined>>

export class InputError extends Error {
  constructor(
    readonly input: string,
    message: string
  ) {
    super(message)
    this.name = 'InputError'
  }
}

export const DEFAULT_BASE_URL = 'https://api.mintlify.com'

export interface Repository {
  readonly owner: string
  readonly repo: string
}

/** What both actions share: the service, its key, and how patient to be with it. */
export interface ServiceSettings {
  readonly projectId: string
  /** The admin API key; masked before settings are read. Never logged. */
  readonly secretKey: string
  readonly baseUrl: URL
  /** Time limit of one HTTP request to the service. */
  readonly requestTimeoutMs: number
  /** First retry backoff (doubles per attempt). Internal: `MINTLIFY_ACTION_RETRY_DELAY`, for tests. */
  readonly retryBaseDelayMs: number
}

export interface AgentSettings extends ServiceSettings {
  /** The instruction: the `prompt` input, or the triggering issue's title and body. */
  readonly prompt: string
  readonly promptSource: 'input' | 'issue'
  /** True when an issue-derived prompt was cut at MAX_PROMPT_CHARS. */
  readonly promptCut: boolean
  /** Follow-ups, in order; `messages` split on lines holding only `---`. */
  readonly messages: readonly string[]
  /** Continue this job instead of creating one. */
  readonly jobId: string | undefined
  readonly github: GitHubSettings
  /** Whether to comment on the issue at all. */
  readonly comment: boolean
  readonly wait: boolean
  readonly requirePr: boolean
  /** The whole wait for the job, follow-ups included. */
  readonly timeoutMs: number
  /** The longest wait between two status checks. */
  readonly pollIntervalMs: number
  /** Bot logins allowed to start a job on issue events; '*' allows every bot. */
  readonly allowedBots: readonly string[]
  /** Why this run ends at once without any request (a comment without the trigger, an edit). */
  readonly skip: string | undefined
  /** On `issue_comment`: the triggering comment, whose instruction this run carries. */
  readonly instruction:
    { readonly commentId: number; readonly author: string; readonly text: string } | undefined
  /** Labels to add to the pull request. */
  readonly prLabels: readonly string[]
  /** Users (`login`) and teams (`org/team`) to request reviews from. */
  readonly prReviewers: readonly string[]
  /** Comment on the pull request with a link to the issue: 'auto' links within the same repository. */
  readonly linkIssue: boolean | 'auto'
}

export interface GitHubSettings {
  /** Used for the comment and the permission check; masked. */
  readonly token: string
  readonly apiUrl: string
  readonly repository: Repository | undefined
  /** The issue or pull request to comment on; undefined for none. */
  readonly issueNumber: number | undefined
  readonly runUrl: string | undefined
  /** GITHUB_SERVER_URL: pull requests on this server can be followed through. */
  readonly serverUrl: string
  readonly event: GitHubEvent
}

const MIN_POLL_INTERVAL_MS = 100
const MAX_TIMEOUT_MS = 24 * 60 * 60 * 1000

export function readAgentSettings(input: InputReader, env: Env): AgentSettings {
  const event = readEvent(env)
  const service = readServiceSettings(input, env)
  const jobId = optional(input('jobId'))
  const wait = parseBoolean('wait', input('wait'), true)
  const messages = splitMessages(input('messages'))
  if (!wait && messages.length > 0) {
    throw new InputError(
      'wait',
      'Input "wait" is false, but "messages" has follow-ups: follow-ups are sent only after the previous turn completes, so they need wait: true. Remove "messages" or set wait: true.'
    )
  }
  const timeoutMs = parseDuration('timeout', input('timeout'), '30m', {
    minMs: 1000,
    maxMs: MAX_TIMEOUT_MS
  })
  const pollIntervalMs = parseDuration('poll-interval', input('poll-interval'), '10s', {
    minMs: MIN_POLL_INTERVAL_MS,
    maxMs: MAX_TIMEOUT_MS
  })
  const trigger = input('trigger') === '' ? '/agent' : input('trigger')
  const skip = skipReason(event, trigger)
  return {
    ...service,
    ...(skip === undefined
      ? resolvePrompt(input('prompt'), event, trigger)
      : { prompt: '', promptSource: 'input', promptCut: false }),
    skip,
    instruction:
      event.name === 'issue_comment' && event.comment !== undefined && skip === undefined
        ? {
            commentId: event.comment.id,
            author: event.sender?.login ?? '',
            text: sanitizeUntrusted(commentInstruction(event.comment.body, trigger) ?? '')
          }
        : undefined,
    prLabels: parseList(input('pr-labels')),
    prReviewers: parseList(input('pr-reviewers')),
    linkIssue:
      input('link-issue') === '' ? 'auto' : parseBoolean('link-issue', input('link-issue'), true),
    messages,
    jobId,
    github: readGitHubSettings(input, env, event),
    comment: parseBoolean('comment', input('comment'), true),
    wait,
    requirePr: parseBoolean('require-pr', input('require-pr'), false),
    timeoutMs,
    pollIntervalMs,
    allowedBots: parseList(input('allowed-bots'))
  }
}

export function readServiceSettings(input: InputReader, env: Env): ServiceSettings {
  return {
    projectId: required('projectId', input('projectId'), 'the project id from the API keys page'),
    secretKey: parseSecretKey(input('secret-key')),
    baseUrl: parseBaseUrl(input('base-url')),
    requestTimeoutMs: parseDuration('request-timeout', input('request-timeout'), '30s', {
      minMs: 100,
      maxMs: 10 * 60 * 1000
    }),
    retryBaseDelayMs: parseDuration(
      'MINTLIFY_ACTION_RETRY_DELAY',
      env.MINTLIFY_ACTION_RETRY_DELAY ?? '',
      '1s',
      { minMs: 1, maxMs: 60_000 }
    )
  }
}

function readGitHubSettings(input: InputReader, env: Env, event: GitHubEvent): GitHubSettings {
  const repository = parseRepository(env.GITHUB_REPOSITORY)
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com'
  const explicit = input('issue-number')
  return {
    token: input('github-token'),
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    repository,
    issueNumber:
      explicit === ''
        ? event.issue?.number
        : parseInteger('issue-number', explicit, {
            min: 1,
            what: 'an issue or pull request number'
          }),
    runUrl:
      repository !== undefined && env.GITHUB_RUN_ID !== undefined
        ? `${server}/${repository.owner}/${repository.repo}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined,
    serverUrl: server,
    event
  }
}

/**
 * On `issue_comment` events only a new comment that starts with the trigger is an instruction;
 * workflows run on every comment, so anything else ends the run at once.
 */
function skipReason(event: GitHubEvent, trigger: string): string | undefined {
  if (event.name !== 'issue_comment') return undefined
  if (event.action !== 'created') {
    return `the comment was ${event.action ?? 'changed'}, not created; only a new comment is an instruction`
  }
  if (commentInstruction(event.comment?.body ?? '', trigger) === undefined) {
    return `the comment does not start with the trigger "${trigger}"`
  }
  return undefined
}

/** The text after the trigger, or undefined when the comment does not start with it. */
export function commentInstruction(body: string, trigger: string): string | undefined {
  const text = body.trimStart()
  if (!text.startsWith(trigger)) return undefined
  const rest = text.slice(trigger.length)
  // "/agentic" is not "/agent": the trigger must stand alone.
  if (rest !== '' && !/^\s/.test(rest)) return undefined
  return rest.trim()
}

function resolvePrompt(
  raw: string,
  event: GitHubEvent,
  trigger: string
): Pick<AgentSettings, 'prompt' | 'promptSource' | 'promptCut'> {
  if (event.name === 'issue_comment' && event.comment !== undefined) {
    // The comment's instruction, after the workflow's own standing prompt if it gives one. A bare
    // trigger asks the agent to work on the issue itself.
    const said = sanitizeUntrusted(commentInstruction(event.comment.body, trigger) ?? '').trim()
    const asked =
      said !== ''
        ? said
        : sanitizeUntrusted(`${event.issue?.title ?? ''}\n\n${event.issue?.body ?? ''}`).trim()
    const capped = capPrompt(asked)
    return {
      prompt: raw === '' ? capped.prompt : `${raw}\n\n${capped.prompt}`,
      promptSource: 'issue',
      promptCut: capped.cut
    }
  }
  if (raw !== '') return { prompt: raw, promptSource: 'input', promptCut: false }
  if (event.name === 'issues' && event.issue !== undefined) {
    const text = sanitizeUntrusted(`${event.issue.title}\n\n${event.issue.body}`).trim()
    if (text !== '') {
      const capped = capPrompt(text)
      return { prompt: capped.prompt, promptSource: 'issue', promptCut: capped.cut }
    }
  }
  throw new InputError(
    'prompt',
    `Input "prompt" is required: give the instruction for the agent. It may be left empty only on "issues" and "issue_comment" events, where the issue's title and body form the prompt (this run's event: "${event.name || 'unknown'}").`
  )
}

/** Splits `messages` on lines that hold only `---`; blank messages are dropped. */
export function splitMessages(raw: string): string[] {
  const messages: string[][] = [[]]
  for (const line of raw.split(/\r?\n/)) {
    if (line.trim() === '---') messages.push([])
    else messages[messages.length - 1]?.push(line)
  }
  return messages.map(lines => lines.join('\n').trim()).filter(m => m !== '')
}

export function required(name: string, value: string, what: string): string {
  if (value === '') throw new InputError(name, `Input "${name}" is required: give ${what}.`)
  return value
}

function optional(value: string): string | undefined {
  return value === '' ? undefined : value
}

function parseSecretKey(value: string): string {
  required('secret-key', value, 'an admin API key, from a repository secret')
  // contracts/README.md: other key kinds share the "mint_" prefix and are rejected by these endpoints.
  if (value.startsWith('mint_dsc_') || value.startsWith('mint_us_')) {
    const kind = value.startsWith('mint_dsc_')
      ? 'an assistant key ("mint_dsc_")'
      : 'a search key ("mint_us_")'
    throw new InputError(
      'secret-key',
      `Input "secret-key" is ${kind}; these endpoints take an admin API key (starting "mint_"), from the API keys page of the dashboard.`
    )
  }
  return value
}

const TRUE_VALUES = ['true', 'True', 'TRUE']
const FALSE_VALUES = ['false', 'False', 'FALSE']

/** YAML 1.2 core-schema booleans, as `core.getBooleanInput` reads them. */
export function parseBoolean(name: string, value: string, fallback: boolean): boolean {
  if (value === '') return fallback
  if (TRUE_VALUES.includes(value)) return true
  if (FALSE_VALUES.includes(value)) return false
  throw new InputError(name, `Input "${name}" must be true or false, not "${value}".`)
}

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const

/**
 * A duration with a unit: `500ms`, `90s`, `30m`, `1h`, `1.5h`. A bare number is rejected, not
 * guessed: "5" could mean seconds or minutes, and a wrong guess waits 60 times too long or short.
 */
export function parseDuration(
  name: string,
  value: string,
  fallback: string,
  bounds: { minMs: number; maxMs: number }
): number {
  const text = value === '' ? fallback : value
  if (/^\d+(\.\d+)?$/.test(text)) {
    throw new InputError(
      name,
      `Input "${name}" is "${text}", a number without a unit: add one of ms, s, m, h (for example "${text}s" or "${text}m").`
    )
  }
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(text)
  if (match?.[1] === undefined || match[2] === undefined) {
    throw new InputError(
      name,
      `Input "${name}" must be a duration such as "90s", "30m" or "1h" (units: ms, s, m, h), not "${text}".`
    )
  }
  const ms = Math.round(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS])
  if (ms < bounds.minMs || ms > bounds.maxMs) {
    throw new InputError(
      name,
      `Input "${name}" is "${text}"; it must be between ${describeMs(bounds.minMs)} and ${describeMs(bounds.maxMs)}.`
    )
  }
  return ms
}

export function parseInteger(
  name: string,
  value: string,
  bounds: { min?: number; max?: number; what: string }
): number {
  const n = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN
  const inRange =
    Number.isSafeInteger(n) &&
    (bounds.min === undefined || n >= bounds.min) &&
    (bounds.max === undefined || n <= bounds.max)
  if (!inRange) {
    const range =
      bounds.max === undefined
        ? `a whole number of at least ${bounds.min ?? 0}`
        : `a whole number from ${bounds.min ?? 0} to ${bounds.max}`
    throw new InputError(name, `Input "${name}" must be ${range} (${bounds.what}), not "${value}".`)
  }
  return n
}

/**
 * The service's base URL. It must be https, so the key never travels in clear, except on loopback
 * hosts (a local stand-in or tunnel): `localhost`, 127.0.0.0/8 and [::1].
 */
export function parseBaseUrl(value: string, name = 'base-url'): URL {
  const text = value === '' ? DEFAULT_BASE_URL : value
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new InputError(
      name,
      `Input "${name}" must be an absolute URL such as ${DEFAULT_BASE_URL}, not "${text}".`
    )
  }
  if (url.username !== '' || url.password !== '') {
    throw new InputError(
      name,
      `Input "${name}" must not carry a user name or password; the key goes in "secret-key".`
    )
  }
  if (url.search !== '' || url.hash !== '') {
    throw new InputError(
      name,
      `Input "${name}" must not have a query or fragment, only scheme, host and an optional path.`
    )
  }
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url
  throw new InputError(
    name,
    `Input "${name}" must use https:// so the API key is never sent in clear (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]); got "${url.protocol}//${url.host}".`
  )
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost') return true
  if (isIP(host) === 4) return host.startsWith('127.')
  if (isIP(host) === 6) return host === '::1'
  return false
}

function parseRepository(value: string | undefined): Repository | undefined {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '')
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { owner: match[1], repo: match[2] }
}

/** A comma- or newline-separated list, trimmed, blanks dropped. */
export function parseList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map(s => s.trim())
    .filter(s => s !== '')
}

function describeMs(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`
  if (ms % 60_000 === 0) return `${ms / 60_000}m`
  if (ms % 1000 === 0) return `${ms / 1000}s`
  return `${ms}ms`
}

// ---- the visitors export ---------------------------------------------------------------------

export type ExportFormat = 'csv' | 'json' | 'ndjson'
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json', 'ndjson']

export interface VisitorSettings extends ServiceSettings {
  /** Passed to the service as written (or computed from `days`); undefined for none. */
  readonly dateFrom: string | undefined
  /** Exclusive upper limit. */
  readonly dateTo: string | undefined
  /** Page size, 1..250. */
  readonly limit: number
  readonly offset: number
  /** Stop after this many page rows; undefined for all. */
  readonly maxRows: number | undefined
  readonly format: ExportFormat
  /** The file to write, absolute. */
  readonly path: string
  readonly summaryRows: number
}

const DAY_MS = 86_400_000

export function readVisitorSettings(
  input: InputReader,
  env: Env,
  now = Date.now()
): VisitorSettings {
  const service = readServiceSettings(input, env)
  const rawFrom = input('dateFrom')
  const rawTo = input('dateTo')
  const rawDays = input('days')
  let dateFrom = rawFrom === '' ? undefined : parseDate('dateFrom', rawFrom)
  let dateTo = rawTo === '' ? undefined : parseDate('dateTo', rawTo)
  if (rawDays !== '') {
    if (dateFrom !== undefined || dateTo !== undefined) {
      throw new InputError(
        'days',
        `Input "days" cannot be used together with "${dateFrom !== undefined ? 'dateFrom' : 'dateTo'}": give either days, or dateFrom/dateTo.`
      )
    }
    const days = parseInteger('days', rawDays, {
      min: 1,
      max: 3660,
      what: 'how many whole days back from today, UTC'
    })
    const today = Math.floor(now / DAY_MS) * DAY_MS
    dateFrom = { text: isoDay(today - days * DAY_MS), at: today - days * DAY_MS }
    dateTo = { text: isoDay(today), at: today }
  }
  if (dateFrom !== undefined && dateTo !== undefined && dateFrom.at >= dateTo.at) {
    throw new InputError(
      'dateFrom',
      `Input "dateFrom" (${dateFrom.text}) must be before "dateTo" (${dateTo.text}); dateTo is exclusive.`
    )
  }
  const rawFormat = input('format') === '' ? 'csv' : input('format')
  if (!(EXPORT_FORMATS as readonly string[]).includes(rawFormat)) {
    throw new InputError(
      'format',
      `Input "format" must be one of ${EXPORT_FORMATS.join(', ')}, not "${rawFormat}".`
    )
  }
  const format = rawFormat as ExportFormat
  const rawMax = input('max-rows')
  const rawPath = input('path') === '' ? `visitors.${format}` : input('path')
  return {
    ...service,
    dateFrom: dateFrom?.text,
    dateTo: dateTo?.text,
    limit: parseInteger('limit', input('limit') === '' ? '250' : input('limit'), {
      min: 1,
      max: 250,
      what: 'rows per page'
    }),
    offset: parseInteger('offset', input('offset') === '' ? '0' : input('offset'), {
      min: 0,
      what: 'rows to skip'
    }),
    maxRows:
      rawMax === ''
        ? undefined
        : parseInteger('max-rows', rawMax, { min: 1, what: 'page rows to export at most' }),
    format,
    path: resolvePath(env.GITHUB_WORKSPACE ?? process.cwd(), rawPath),
    summaryRows: parseInteger(
      'summary-rows',
      input('summary-rows') === '' ? '20' : input('summary-rows'),
      {
        min: 0,
        max: 1000,
        what: 'top pages in the job summary'
      }
    )
  }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/

/**
 * A real calendar date, `YYYY-MM-DD` or ISO 8601 date-time; kept as written (the service gets
 * exactly what the user gave), with its instant for ordering (a date alone is UTC midnight).
 */
export function parseDate(name: string, value: string): { text: string; at: number } {
  const m = DATE_ONLY.exec(value) ?? DATE_TIME.exec(value)
  const invalid = new InputError(
    name,
    `Input "${name}" must be a real date as YYYY-MM-DD or ISO 8601 (2026-02-01, 2026-02-01T12:00:00Z), not "${value}".`
  )
  if (m === null) throw invalid
  const [year, month, day, hour = '0', minute = '0', second = '0'] = m.slice(1).map(s => s ?? '0')
  const y = Number(year)
  const mo = Number(month)
  const d = Number(day)
  const probe = new Date(Date.UTC(y, mo - 1, d))
  const realDay =
    probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d
  if (!realDay || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) throw invalid
  const at = m[7] === undefined && m[4] !== undefined ? Date.parse(`${value}Z`) : Date.parse(value)
  if (Number.isNaN(at)) throw invalid
  return { text: value, at }
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

function resolvePath(workspace: string, path: string): string {
  return isAbsolute(path) ? path : resolve(workspace, path)
}

import { setTimeout as wait } from 'node:timers/promises'
import * as core from '@actions/core'
import { trapCancellation } from './cancel.js'
import {
  createCommenter,
  createOctokit,
  type IssueCommenter,
  type Octokit
} from './github/comments.js'
import { checkPermission, REFUSED_COMMENT } from './github/permissions.js'
import { runJob, type Outcome } from './job/run-job.js'
import { escapeMarkdown } from './report/markdown.js'
import { jobOutputs } from './report/outputs.js'
import { createProgress } from './report/progress.js'
import { maskSecrets, setOutputs, writeSummary } from './report/publish.js'
import { renderComment, renderSummary, type ReportState } from './report/report.js'
import { createAgentApi } from './service/agent.js'
import { createServiceClient, formatMs } from './service/client.js'
import { redact } from './service/errors.js'
import { InputError, readAgentSettings, type AgentSettings } from './settings.js'
import { USER_AGENT } from './version.js'

/**
 * The agent-job action: settings -> job flow -> outputs, summary, comment and exit code.
 * This is the only place that fails the step.
 */
export async function run(): Promise<void> {
  // Mask first, before anything can print them.
  const secrets = maskSecrets(['secret-key', 'github-token'])
  const startedAt = Date.now()
  const cancel = trapCancellation(message => core.warning(message))

  try {
    const settings = readAgentSettings(name => core.getInput(name), process.env)
    await runWith(settings, secrets, startedAt, cancel.signal)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    core.setFailed(
      redact(error instanceof InputError ? message : `Unexpected error: ${message}`, secrets)
    )
  } finally {
    cancel.dispose()
  }
}

async function runWith(
  settings: AgentSettings,
  secrets: readonly string[],
  startedAt: number,
  signal: AbortSignal
): Promise<void> {
  const client = createServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.secretKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: settings.requestTimeoutMs,
    retry: { maxAttempts: 5, baseDelayMs: settings.retryBaseDelayMs, maxDelayMs: 60_000 },
    log: core,
    signal
  })
  const { github } = settings
  const octokit = github.token === '' ? undefined : createOctokit(github.token, github.apiUrl)
  const permission = await checkPermission(github.event, settings.allowedBots, {
    octokit,
    repository: github.repository
  })
  if (permission.kind === 'refused') {
    await refuse(settings, octokit, permission.reason)
    return
  }
  core.debug(`Allowed: ${permission.reason}.`)
  const commenter = openCommenter(settings, octokit)
  const progress = createProgress(settings, commenter, secrets, startedAt)

  if (settings.promptCut)
    core.warning('The issue text was longer than 100,000 characters and was cut.')
  core.startGroup(settings.jobId === undefined ? 'Agent job' : `Agent job ${settings.jobId}`)
  let outcome: Outcome
  try {
    outcome = await runJob(settings, {
      api: createAgentApi(client),
      observer: progress.observer,
      now: Date.now,
      sleep,
      random: Math.random,
      signal
    })
  } finally {
    core.endGroup()
    await client.close()
  }

  progress.setFollowUpsSent(outcome.followUps.sent.length)
  const verdict = conclude(outcome, settings)
  const explanation = verdict.ok && !verdict.warning ? undefined : verdict.message
  const report = progress.view(
    verdict.state,
    outcome.job,
    explanation,
    outcome.followUps.undelivered
  )
  setOutputs(jobOutputs(outcome.job, secrets))
  if (verdict.ok) {
    if (verdict.warning) core.warning(verdict.message)
    else core.info(verdict.message)
  } else {
    core.setFailed(redact(verdict.message, secrets))
  }
  await writeSummary(renderSummary(report))
  await commenter?.post(renderComment(report))
}

interface Verdict {
  readonly ok: boolean
  readonly warning: boolean
  readonly state: ReportState
  readonly message: string
}

function conclude(outcome: Outcome, settings: AgentSettings): Verdict {
  const id = outcome.job?.id
  const undelivered = outcome.followUps.undelivered
  const notSent =
    undelivered.length === 0
      ? ''
      : ` ${undelivered.length} follow-up(s) not delivered: ${undelivered.map(m => `"${clip(m)}"`).join(', ')}.`
  switch (outcome.kind) {
    case 'finished': {
      const { job } = outcome
      const state = job.status === 'archived' ? 'archived' : 'completed'
      if (typeof job.prLink === 'string' && job.prLink !== '') {
        return {
          ok: true,
          warning: false,
          state,
          message: `Job ${job.id} ${job.status}: ${job.prLink}`
        }
      }
      const why = `Job ${job.id} ended ${job.status} without a pull request: the agent changed no files, or the project commits straight to its deploy branch.`
      return settings.requirePr
        ? {
            ok: false,
            warning: false,
            state,
            message: `${why} require-pr is true, so the step fails.`
          }
        : { ok: true, warning: true, state, message: why }
    }
    case 'started':
      return {
        ok: true,
        warning: false,
        state: 'started',
        message: `Job ${outcome.job.id} started; not waiting for it (wait: false).`
      }
    case 'failed':
      return {
        ok: false,
        warning: false,
        state: 'failed',
        message: `Job ${outcome.job.id} failed on the service.${notSent}`
      }
    case 'not-delivered':
      return {
        ok: false,
        warning: false,
        state: 'not-delivered',
        message: `Job ${outcome.job.id} is ${outcome.job.status}: ${outcome.reason}.${notSent}`
      }
    case 'timed-out':
      return {
        ok: false,
        warning: false,
        state: 'timed-out',
        message: `Timed out after ${formatMs(settings.timeoutMs)} (timeout) waiting for job ${outcome.job.id}; its last status was ${outcome.job.status}. The job keeps running on the service.${notSent}`
      }
    case 'cancelled':
      return {
        ok: false,
        warning: false,
        state: 'cancelled',
        message:
          id === undefined
            ? 'The run was cancelled before a job was started.'
            : `The run was cancelled; job ${id} keeps running on the service (last status: ${outcome.job?.status ?? 'unknown'}).${notSent}`
      }
    case 'error':
      return {
        ok: false,
        warning: false,
        state: 'error',
        message:
          id === undefined
            ? outcome.error.message
            : `${outcome.error.message} Job ${id} was last seen ${outcome.job?.status ?? 'unknown'}.${notSent}`
      }
  }
}

function openCommenter(
  settings: AgentSettings,
  octokit: Octokit | undefined
): IssueCommenter | undefined {
  const { github } = settings
  if (!settings.comment) return undefined
  if (github.issueNumber === undefined || github.repository === undefined) return undefined
  if (octokit === undefined) {
    core.warning('No github-token: the result will not be commented on the issue.')
    return undefined
  }
  return createCommenter(
    octokit,
    { repository: github.repository, issueNumber: github.issueNumber },
    core
  )
}

/**
 * Someone without write access triggered the run: no job, a clear log line, a short comment. The
 * step passes (with a warning): it did its job of protecting the agent budget, and a red run in
 * the maintainers' list for every outsider's comment would be noise.
 */
async function refuse(
  settings: AgentSettings,
  octokit: Octokit | undefined,
  reason: string
): Promise<void> {
  core.warning(`Not starting the agent: ${reason}.`)
  setOutputs(jobOutputs(undefined, []))
  const commenter = openCommenter(settings, octokit)
  await commenter?.post(REFUSED_COMMENT)
  await writeSummary(`## Agent not started

${escapeMarkdown(reason)}.
`)
}

async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  await wait(ms, undefined, { signal })
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ')
  return line.length <= 60 ? line : `${line.slice(0, 59)}…`
}

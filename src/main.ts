import * as core from '@actions/core'
import { trapCancellation } from './cancel.js'
import {
  createCommenter,
  createOctokit,
  statusOf,
  type CommentTarget,
  type IssueCommenter,
  type Octokit
} from './github/comments.js'
import { findJobComment, react, type JobComment, type Reaction } from './github/conversation.js'
import { followThrough, parsePullRequest } from './github/pull-request.js'
import { resolveConversation, type Conversation } from './job/conversation.js'
import { checkPermission, REFUSED_COMMENT } from './github/permissions.js'
import { runJob, type Outcome } from './job/run-job.js'
import { escapeMarkdown } from './report/markdown.js'
import { jobOutputs } from './report/outputs.js'
import { createProgress, type Progress } from './report/progress.js'
import { maskSecrets, setOutputs, writeSummary } from './report/publish.js'
import { renderComment, renderSummary, type ReportState } from './report/report.js'
import { createAgentApi, type AgentApi } from './service/agent.js'
import { formatMs, serviceClientFor, sleep } from './service/client.js'
import { redact, ServiceError } from './service/errors.js'
import { InputError, readAgentSettings, type AgentSettings } from './settings.js'

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
      redact(
        error instanceof InputError || error instanceof ServiceError
          ? message
          : `Unexpected error: ${message}`,
        secrets
      )
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
  if (settings.skip !== undefined) {
    core.info(`Nothing to do: ${settings.skip}.`)
    return
  }
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
  const target = issueTarget(settings)
  const trigger = settings.instruction
  const acknowledge = async (reaction: Reaction): Promise<void> => {
    if (trigger !== undefined && octokit !== undefined && target !== undefined) {
      await react(octokit, target, trigger.commentId, reaction, core)
    }
  }
  await acknowledge('eyes')

  const client = serviceClientFor(settings, core, signal)
  const api = createAgentApi(client)
  let outcome: Outcome
  let progress: Progress
  try {
    const conversation = await converse(settings, octokit, target, api)
    const plan =
      conversation.kind === 'continue' ? { ...settings, jobId: conversation.jobId } : settings
    if (conversation.kind === 'continue')
      core.info(`Continuing job ${conversation.jobId} of this issue.`)
    const commenter = openCommenter(
      settings,
      octokit,
      conversation.kind === 'continue' ? conversation.commentId : undefined
    )
    progress = createProgress(plan, commenter, secrets, startedAt, {
      note: conversation.kind === 'new' ? conversation.note : undefined
    })
    if (settings.promptCut)
      core.warning('The issue text was longer than 100,000 characters and was cut.')
    core.startGroup(plan.jobId === undefined ? 'Agent job' : `Agent job ${plan.jobId}`)
    try {
      outcome = await runJob(plan, {
        api,
        observer: progress.observer,
        now: Date.now,
        sleep,
        random: Math.random,
        signal
      })
    } finally {
      core.endGroup()
    }
  } finally {
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
  await progress.post(renderComment(report))
  const prLink = typeof outcome.job?.prLink === 'string' ? outcome.job.prLink : undefined
  if (!verdict.ok) await acknowledge('confused')
  else if (prLink !== undefined) await acknowledge('rocket')
  if (prLink !== undefined && octokit !== undefined)
    await followPullRequest(settings, octokit, prLink)
}

/** On a comment instruction: continue the issue's job when it has a live one. */
async function converse(
  settings: AgentSettings,
  octokit: Octokit | undefined,
  target: CommentTarget | undefined,
  api: AgentApi
): Promise<Conversation> {
  if (
    settings.instruction === undefined ||
    settings.jobId !== undefined ||
    octokit === undefined ||
    target === undefined
  ) {
    return { kind: 'new', note: undefined }
  }
  let found: JobComment | undefined
  try {
    found = await findJobComment(octokit, target)
  } catch (error) {
    core.warning(
      `Could not look for an earlier job on the issue (${statusOf(error) ?? String(error)}); starting a new job.`
    )
  }
  return resolveConversation(found, api, settings.projectId)
}

async function followPullRequest(
  settings: AgentSettings,
  octokit: Octokit,
  prLink: string
): Promise<void> {
  const { github } = settings
  const issue =
    github.issueNumber === undefined || github.repository === undefined
      ? undefined
      : { repository: github.repository, number: github.issueNumber }
  const wantsFollowThrough =
    settings.prLabels.length > 0 ||
    settings.prReviewers.length > 0 ||
    (issue !== undefined && settings.linkIssue !== false)
  if (!wantsFollowThrough) return
  const pr = parsePullRequest(prLink, github.serverUrl)
  if (pr === undefined) {
    core.warning(
      `The pull request ${prLink} is not on ${github.serverUrl}; labels, reviewers and the issue link were not applied.`
    )
    return
  }
  const sameRepo =
    issue !== undefined && issue.repository.owner === pr.owner && issue.repository.repo === pr.repo
  const link = settings.linkIssue === true || (settings.linkIssue === 'auto' && sameRepo)
  await followThrough(
    octokit,
    pr,
    { labels: settings.prLabels, reviewers: settings.prReviewers, issue: link ? issue : undefined },
    core
  )
}

function issueTarget(settings: AgentSettings): CommentTarget | undefined {
  const { github } = settings
  return github.issueNumber === undefined || github.repository === undefined
    ? undefined
    : { repository: github.repository, issueNumber: github.issueNumber }
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
  octokit: Octokit | undefined,
  existingId?: number
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
    core,
    {
      ...(existingId === undefined ? {} : { existingId })
    }
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

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ')
  return line.length <= 60 ? line : `${line.slice(0, 59)}…`
}

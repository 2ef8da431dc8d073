import type { DeployEnd } from '../deployments/verdict.js'
import type { ActionIO } from '../action/io.js'
import type { Timing } from '../timing.js'
import { sameRepository } from '../github/event.js'
import type { IssueCommenter } from '../github/comments.js'
import { findComment } from '../github/own-comments.js'
import { describeFailure } from '../github/octokit.js'
import { REFUSED_COMMENT, REFUSED_MARKER } from '../github/permissions.js'
import { followThrough } from '../github/follow-through.js'
import { isOnServer, type PullRequest } from '../github/pull-request.js'
import { codeSpan, escapeMarkdown, linkOrText } from '../text/markdown.js'
import type { ChecksEnd } from '../checks/end.js'
import { describeEnd } from '../checks/end.js'
import type { IssueContext } from './issue.js'
import { jobOutputs } from './outputs.js'
import type { PullRequestPlan, ReportPlan } from './plan.js'
import { viewOf, type Seen } from './progress.js'
import { renderComment, renderSummary } from './job-view.js'
import type { Outcome } from '../jobs/run-job.js'
import type { OpenTask } from './task.js'
import type { Verdict } from './verdict.js'

/**
 * Turns an outcome and its verdict into what people see: outputs, the log line of the verdict,
 * the job summary, the comment, the reaction to the instruction, and the pull request's
 * follow-through. Failing the step is `runAction`'s; everything here is best-effort.
 */

interface ToPublish {
  readonly report: ReportPlan
  /** What is done on the job's pull request (the plan's `pullRequest`). */
  readonly pullRequest: PullRequestPlan
  readonly outcome: Outcome
  readonly verdict: Verdict
  /** What progress saw while the job ran. */
  readonly seen: readonly Seen[]
  readonly commenter: IssueCommenter | undefined
  readonly github: IssueContext
  readonly io: ActionIO
  readonly time: Timing
  /** When the run started, per `time.now`. */
  readonly startedAt: number
  /** How the pull request's checks ended, when they were followed. */
  readonly checks?: ChecksEnd | undefined
  /** The preview this run triggered (`preview: true`), and how it ended. */
  readonly preview?: DeployEnd | undefined
}

/**
 * What publishing left undone that the run must fail for: a recurring task's job whose comment,
 * and with it the task's marker, is not on its pull request, so the next run cannot find it.
 */
type PublishEnd =
  { readonly kind: 'done' } | { readonly kind: 'task-unmarked'; readonly message: string }

export async function publish(p: ToPublish): Promise<PublishEnd> {
  const { outcome, verdict, github, io } = p
  const view = viewOf(p.report, p.seen, {
    state: verdict.state,
    job: outcome.job,
    now: p.time.now(),
    startedAt: p.startedAt,
    explanation: verdict.ok && !verdict.warning ? undefined : verdict.message,
    undelivered: outcome.followUps.undelivered,
    followUpsSent: outcome.followUps.sent.length,
    checks: p.checks && {
      summary: describeEnd(p.checks),
      preview: p.checks.kind === 'judged' ? p.checks.preview : undefined
    },
    preview: p.preview && { url: p.preview.url, status: p.preview.status?.status ?? p.preview.kind }
  })
  io.setOutputs(jobOutputs(outcome.job, outcome.automationRun, p.checks))
  if (verdict.warning) io.warning(verdict.message)
  else if (verdict.ok) io.info(verdict.message)
  await io.writeSummary(renderSummary(view))
  const marker = outcome.job === undefined ? undefined : p.report.marker(outcome.job.id)
  await p.commenter?.postFinal(renderComment(view, marker), marker)
  if (!verdict.ok) await github.acknowledge('confused')
  else if (verdict.pullRequest !== undefined) await github.acknowledge('rocket')
  if (verdict.pullRequest === undefined || outcome.job === undefined) return { kind: 'done' }
  const pullRequest = { ...verdict.pullRequest, jobId: outcome.job.id }
  const marked = await followPullRequest(p.pullRequest, github, pullRequest, io)
  const { task } = p.pullRequest
  return task === undefined || marked !== false
    ? { kind: 'done' }
    : {
        kind: 'task-unmarked',
        message: `Job ${pullRequest.jobId} is reported, but its comment could not be left on its pull request ${pullRequest.url}, so the next run of task ${task} will not find it and will start another job. Give the workflow "pull-requests: write" (permissions:), or a github-token that has it.`
      }
}

/**
 * Labels, reviewers, the issue link and the job's comment, when asked for and the pull request is
 * on this server. The run's own comment is the job's comment when the run is on that pull request
 * (an instruction given there), which then has nothing to link either. Says whether the job's
 * comment is on the pull request: undefined when none was asked for, or the run's own is it.
 */
async function followPullRequest(
  plan: PullRequestPlan,
  github: IssueContext,
  pullRequest: PullRequest & { readonly jobId: string },
  io: ActionIO
): Promise<boolean | undefined> {
  const { issue } = github
  const ref = pullRequest.ref
  const onIt =
    ref !== undefined &&
    issue !== undefined &&
    sameRepository(issue.repository, ref) &&
    issue.number === ref.number
  const linked = onIt ? undefined : issue
  const link =
    linked !== undefined &&
    (plan.linkIssue === true ||
      (plan.linkIssue === 'auto' && ref !== undefined && sameRepository(linked.repository, ref)))
  const comment = onIt
    ? undefined
    : {
        // A recurring task's job is found again by this comment's marker: it is always left.
        marker: plan.marker(pullRequest.jobId, ref?.number),
        text: howToAsk(plan.trigger),
        always: plan.alwaysComment
      }
  const wanted =
    plan.labels.length > 0 || plan.reviewers.length > 0 || link || comment?.always === true
  if (!wanted) return undefined
  const unmarked = comment?.always === true ? false : undefined
  const octokit = await github.octokit()
  if (octokit === undefined) return unmarked
  if (ref === undefined || !isOnServer(ref, plan.serverUrl)) {
    io.warning(
      `The pull request ${pullRequest.url} is not on ${plan.serverUrl}; labels, reviewers, the issue link and the job's comment were not applied.`
    )
    return unmarked
  }
  const { labels, reviewers } = plan
  return followThrough(
    octokit,
    ref,
    { labels, reviewers, comment, issue: link ? linked : undefined },
    io
  )
}

/** How to give the job an instruction on its pull request, as its comment there says. */
function howToAsk(trigger: string): string {
  return `To ask it for changes, start a comment here, a comment on a line of the diff, or a review with ${codeSpan(trigger)}: it goes to the same job.`
}

/**
 * A recurring task whose job's pull request is still open, with `on-open: skip`: no job, and the
 * outputs name the open pull request and its job; the step passes.
 */
export async function publishSkip(
  skip: { readonly task: string; readonly found: OpenTask },
  io: ActionIO
): Promise<void> {
  const { found } = skip
  const why = `Task ${skip.task} already has pull request #${found.pull.number} open (job ${found.jobId}), and on-open is skip, so no job was started`
  io.info(`${why}: ${found.pull.url}`)
  io.setOutputs({
    ...jobOutputs(undefined),
    status: 'skipped',
    jobId: found.jobId,
    prLink: found.pull.url,
    'pr-number': String(found.pull.number)
  })
  await io.writeSummary(
    `## ⏭️ Skipped: task ${escapeMarkdown(skip.task)} has an open pull request

${escapeMarkdown(why)}: ${linkOrText(found.pull.url) ?? ''}
`
  )
}

/**
 * Someone without write access triggered the run: no job, a clear log line, and a short comment
 * the first time only, so an outsider cannot make the bot speak as often as they like. The step
 * passes (with a warning): it did its job of protecting the agent budget, and a red run in the
 * maintainers' list for every outsider's comment would be noise.
 */
export async function publishRefusal(
  github: IssueContext,
  reason: string,
  io: ActionIO
): Promise<void> {
  io.warning(`Not starting the agent: ${reason}.`)
  io.setOutputs(jobOutputs(undefined))
  const commenter = await github.openCommenter()
  if (commenter !== undefined && !(await alreadyRefused(github, io))) {
    await commenter.post(`${REFUSED_MARKER}\n${REFUSED_COMMENT}`)
  }
  await io.writeSummary(`## Agent not started\n\n${escapeMarkdown(reason)}.\n`)
}

/** Whether the issue already has the refusal comment (or it cannot be told: then no new one). */
async function alreadyRefused(github: IssueContext, io: ActionIO): Promise<boolean> {
  const octokit = await github.octokit()
  if (octokit === undefined || github.issue === undefined) return false
  try {
    const found = await findComment(octokit, github.issue, REFUSED_MARKER)
    if (found !== undefined) io.info('The refusal is already commented on this issue; not again.')
    return found !== undefined
  } catch (error) {
    io.warning(`Could not look for an earlier refusal (${describeFailure(error)}); not commenting.`)
    return true
  }
}

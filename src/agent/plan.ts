import type { ChecksRun } from '../checks/loop.js'
import type { DeployRequest } from '../deployments/request.js'
import type { IssueTarget } from '../github/event.js'
import { jobMarker } from '../github/job-marker.js'
import type { Conversation } from '../jobs/conversation.js'
import type { JobPlan } from '../jobs/run-job.js'
import type { AgentSettings } from './settings.js'
import type { ComposedPrompt, Instruction } from './trigger.js'

/**
 * What a run does, decided in one place from the settings, the prompt and the conversation, and
 * narrowed to what each step needs: the job runner gets `job` (no token, no GitHub), progress and
 * the report get `report`, the checks step `checks`, publishing on the pull request `pullRequest`.
 * Nothing after this point reads the settings to decide what to send.
 */
export interface AgentPlan {
  readonly job: JobPlan
  /** Run this automation instead of creating a job from the prompt. */
  readonly automation: string | undefined
  readonly report: ReportPlan
  /** The pull request's checks to follow; undefined with `checks: off`. */
  readonly checks: ChecksPlan | undefined
  /** What is done on the job's pull request once it exists. */
  readonly pullRequest: PullRequestPlan
  /** The preview of the job's branch (`preview: true`); undefined without it. */
  readonly preview: PreviewPlan | undefined
  /** The log group the job's events go in. */
  readonly title: string
}

/** How the job's pull request's checks are followed: the loop's run, less what the job decides. */
type ChecksPlan = Pick<ChecksRun, 'settings' | 'ownRunUrl' | 'pollIntervalMs'> & {
  /** GITHUB_SERVER_URL: only pull requests there are followed. */
  readonly serverUrl: string
}

/** What a preview of the job's branch is asked with, less the branch and the time left. */
export type PreviewPlan = Omit<DeployRequest, 'mode' | 'branch' | 'timeoutMs'>

/** Labels, reviewers, the issue link and the job's comment on its pull request. */
export interface PullRequestPlan {
  /** GITHUB_SERVER_URL: only pull requests there are followed through. */
  readonly serverUrl: string
  readonly labels: readonly string[]
  readonly reviewers: readonly string[]
  readonly linkIssue: boolean | 'auto'
  /** The job's marker in its comment on pull request `on`, sealed, with the task if any. */
  marker(jobId: string, on: number | undefined): string
  /** The trigger to give the job an instruction on its pull request with. */
  readonly trigger: string
  /** Whether the job's comment is left even with `comment: false` (a task's job is found by it). */
  readonly alwaysComment: boolean
  /** The recurring task this job belongs to, if any. */
  readonly task: string | undefined
}

/** What the comment and the summary show besides the job itself. */
export interface ReportPlan {
  /** The job's marker in the comment on the issue this run reports on, sealed for it. */
  marker(jobId: string): string
  /** The follow-ups this run sends: `messages`, and the prompt itself when it continues a job. */
  readonly followUpsTotal: number
  readonly runUrl: string | undefined
  /** GITHUB_SERVER_URL: only pull requests there are linked. */
  readonly serverUrl: string
  /**
   * A sentence shown under the table (a new job started because the old one had failed), as
   * Markdown: its writer escaped what it took from outside.
   */
  readonly note: string | undefined
  readonly instruction: Instruction | undefined
  readonly automation: string | undefined
}

/**
 * The pull request a new job is about: an instruction given on a pull request that no live job of
 * this action opened starts a job that works from the repository, so its prompt names it.
 */
export function aboutOf(
  settings: Pick<AgentSettings, 'github' | 'jobId' | 'ask'>,
  conversation: Conversation
): IssueTarget | undefined {
  const { issue, onPullRequest } = settings.github
  const asked = settings.ask?.comment !== undefined && settings.jobId === undefined
  return conversation.kind === 'new' && onPullRequest && asked ? issue : undefined
}

export function planRun(
  settings: AgentSettings,
  asked: ComposedPrompt,
  conversation: Conversation
): AgentPlan {
  const jobId = conversation.kind === 'continue' ? conversation.jobId : settings.jobId
  const aboutPullRequest = aboutOf(settings, conversation) !== undefined
  const note =
    conversation.kind === 'continue'
      ? conversation.note
      : aboutPullRequest
        ? `${conversation.note ?? 'No live job of this action opened this pull request.'} This is a new job about the pull request; it works on a branch of its own.`
        : conversation.note
  const { automation } = settings
  return {
    job: {
      projectId: settings.projectId,
      prompt: asked.prompt,
      messages: settings.messages,
      jobId,
      wait: settings.wait,
      timeoutMs: settings.timeoutMs,
      pollIntervalMs: settings.pollIntervalMs
    },
    automation,
    report: {
      marker: jobId => jobMarker(settings.seal, jobId, { on: settings.github.issue?.number }),
      followUpsTotal: settings.messages.length + (jobId === undefined ? 0 : 1),
      runUrl: settings.github.runUrl,
      serverUrl: settings.github.serverUrl,
      note,
      instruction: asked.instruction,
      automation
    },
    checks: checksPlan(settings),
    pullRequest: pullRequestPlan(settings),
    preview: settings.preview
      ? {
          projectId: settings.projectId,
          baseUrl: settings.baseUrl,
          pollIntervalMs: settings.pollIntervalMs
        }
      : undefined,
    title:
      automation !== undefined
        ? `Automation ${automation}`
        : jobId === undefined
          ? 'Agent job'
          : `Agent job ${jobId}`
  }
}

function checksPlan(settings: AgentSettings): ChecksPlan | undefined {
  if (settings.checks.mode === 'off') return undefined
  const { github } = settings
  return {
    settings: settings.checks,
    serverUrl: github.serverUrl,
    ownRunUrl: github.runUrl,
    pollIntervalMs: settings.pollIntervalMs
  }
}

function pullRequestPlan(settings: AgentSettings): PullRequestPlan {
  const task = settings.task?.name
  return {
    serverUrl: settings.github.serverUrl,
    labels: settings.prLabels,
    reviewers: settings.prReviewers,
    linkIssue: settings.linkIssue,
    marker: (jobId, on) => jobMarker(settings.seal, jobId, { on, task }),
    trigger: settings.trigger,
    alwaysComment: settings.comment || task !== undefined,
    task
  }
}

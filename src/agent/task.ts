import { escapeMarkdown } from '../text/markdown.js'
import type { Logger } from '../action/io.js'
import { findOwn } from '../github/own-comments.js'
import type { Repository } from '../github/event.js'
import type { MarkerSeal } from '../github/hidden-marker.js'
import { describeFailure, type Octokit } from '../github/octokit.js'
import { listOpenPulls } from '../github/pull-request.js'
import type { AgentApi, Job } from '../service/agent.js'
import { answered } from '../service/errors.js'
/**
 * What a run of a recurring `task` decides (task-settings.ts reads the inputs): whether its job is
 * still open on a pull request, and whether this run follows up on it, skips, or starts anew.
 */
import { decideConversation, type Conversation } from '../jobs/conversation.js'
import type { IssueContext } from './issue.js'
import { readMarker } from '../github/job-marker.js'
import type { AgentSettings } from './settings.js'

/** The task's job whose pull request is still open, as the newest such pull request names it. */
export interface OpenTask {
  readonly jobId: string
  readonly pull: { readonly number: number; readonly url: string }
}

/** Open pull requests looked at: the newest, one page. */
const OPEN_PULLS_READ = 100

/**
 * The newest open pull request opened by a bot (the agent's app) whose comments hold this task's
 * marker, as the action writes it: the whole first line of a comment by the token's own account,
 * sealed for that pull request. One request for the open pull requests, then one per bot-opened
 * pull request until the task is found.
 */
export async function findOpenTask(
  octokit: Octokit,
  repository: Repository,
  task: string,
  seal: MarkerSeal
): Promise<OpenTask | undefined> {
  for (const pull of await listOpenPulls(octokit, repository, OPEN_PULLS_READ)) {
    if (pull.user?.type !== 'Bot') continue
    const on = { repository, number: pull.number }
    const found = await findOwn(octokit, on, line => {
      const marked = readMarker(line, seal, pull.number)
      return marked?.task === task ? marked.jobId : undefined
    })
    if (found !== undefined)
      return { jobId: found.value, pull: { number: pull.number, url: pull.html_url } }
  }
  return undefined
}

/** What a run of a recurring task does: what the conversation said, or skip for an open task. */
type TaskDecision =
  Conversation | { readonly kind: 'skip'; readonly task: string; readonly found: OpenTask }

/**
 * With `task`, and nothing else continuing a job: the task's job while its pull request is open
 * gets this run's prompt as a follow-up (`on-open: follow-up`), or the run skips (`skip`). A job
 * that failed, was archived or is gone, no open pull request, or a lookup that failed (a warning)
 * starts a new job; `on-open: new` does not look.
 */
export async function decideTask(
  settings: Pick<AgentSettings, 'task' | 'projectId' | 'github' | 'seal'>,
  github: IssueContext,
  api: AgentApi,
  log: Logger,
  conversation: Conversation
): Promise<TaskDecision> {
  const { task } = settings
  if (task === undefined || task.onOpen === 'new' || conversation.kind === 'continue')
    return conversation
  const octokit = await github.octokit()
  const repository = settings.github.repository
  if (octokit === undefined || repository === undefined) {
    log.warning(
      `No github-token or repository: task ${task.name}'s open pull request was not looked for; starting a new job.`
    )
    return conversation
  }
  let found: OpenTask | undefined
  try {
    found = await findOpenTask(octokit, repository, task.name, settings.seal)
  } catch (error) {
    log.warning(
      `Could not look for task ${task.name}'s open pull request (${describeFailure(error)}); starting a new job.`
    )
    return conversation
  }
  if (found === undefined) {
    log.info(`Task ${task.name} has no open pull request: starting a new job.`)
    return conversation
  }
  if (task.onOpen === 'skip') return { kind: 'skip', task: task.name, found }
  let job: Job | undefined
  try {
    job = await api.getJob(settings.projectId, found.jobId)
  } catch (error) {
    if (!answered(error, 404)) throw error
  }
  const decided = decideConversation({ jobId: found.jobId, commentId: 0 }, job)
  if (decided.kind === 'new') return decided
  log.info(
    `Task ${task.name}: pull request #${found.pull.number} is still open; sending this run's prompt to its job ${found.jobId}.`
  )
  return {
    kind: 'continue',
    jobId: found.jobId,
    commentId: undefined,
    note: `Pull request #${found.pull.number} of task ${escapeMarkdown(task.name)} was still open, so this run's prompt went to its job as a follow-up.`
  }
}

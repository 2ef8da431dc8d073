import type { MarkerSeal } from '../github/hidden-marker.js'
import { InputError } from '../action/errors.js'
import {
  parseBoolean,
  parseChoice,
  type DeclaredInputs,
  type InputReader
} from '../action/inputs.js'
import { listComments, markerLine } from '../github/comments.js'
import type { Repository } from '../github/event.js'
import type { Octokit } from '../github/octokit.js'
import type { Logger } from '../action/io.js'
import { describeFailure } from '../github/octokit.js'
import type { AgentApi, Job } from '../service/agent.js'
import { answered } from '../service/errors.js'
import { decideConversation, type Conversation } from './conversation.js'
import type { IssueContext } from './issue.js'
import { readMarker } from './marker.js'
import type { AgentSettings } from './settings.js'

/**
 * Recurring work that does not pile up: `task` names it (`weekly-links`), and its job's comment
 * on its pull request records the name in the job's marker. A later run of the same task finds
 * that job while its pull request is open, and `on-open` says what to do: send this run's prompt
 * to it as a follow-up, skip, or start a new job anyway. A merged or closed pull request ends the
 * task's job.
 */
export interface TaskSettings {
  readonly name: string
  readonly onOpen: 'follow-up' | 'skip' | 'new'
}

const TASK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_TASK_CHARS = 40

/** The task inputs as action.yml declares them, with their defaults. */
export const TASK_INPUTS = { task: '', 'on-open': 'follow-up' } as const satisfies DeclaredInputs

export function readTaskSettings(input: InputReader): TaskSettings | undefined {
  const name = input('task')
  const onOpen = parseChoice('on-open', input('on-open'), ['follow-up', 'skip', 'new'])
  if (name === '') {
    // Only a value the workflow chose on purpose: the default reads the same as no input.
    if (onOpen !== TASK_INPUTS['on-open'])
      throw new InputError(
        'on-open',
        `Input "on-open" is ${onOpen}, which needs "task": name the recurring task it is about.`
      )
    return undefined
  }
  if (!TASK_NAME.test(name) || name.length > MAX_TASK_CHARS) {
    throw new InputError(
      'task',
      `Input "task" must be a short name of lowercase letters, digits and single hyphens (such as "weekly-links"), at most ${MAX_TASK_CHARS} characters, not "${name.slice(0, 60)}".`
    )
  }
  for (const other of ['jobId', 'automation'] as const) {
    if (input(other) !== '')
      throw new InputError(
        'task',
        `Input "task" finds the task's job itself, so it takes no "${other}": remove one of them.`
      )
  }
  if (!parseBoolean('wait', input('wait')))
    throw new InputError(
      'task',
      'Input "task" needs wait: true: the task is recorded on the pull request once it appears.'
    )
  return { name, onOpen }
}

/** The task's job whose pull request is still open, as the newest such pull request names it. */
export interface OpenTask {
  readonly jobId: string
  readonly pull: { readonly number: number; readonly url: string }
}

/** Open pull requests looked at: the newest, one page. */
const OPEN_PULLS_READ = 100

/**
 * The newest open pull request opened by a bot (the agent's app) whose comments hold this task's
 * marker, as the action writes it: the whole first line of a bot's comment. One request for the
 * open pull requests, then one per bot-opened pull request until the task is found.
 */
export async function findOpenTask(
  octokit: Octokit,
  repository: Repository,
  task: string,
  seal: MarkerSeal
): Promise<OpenTask | undefined> {
  const { data: pulls } = await octokit.request('GET /repos/{owner}/{repo}/pulls', {
    ...repository,
    state: 'open',
    sort: 'created',
    direction: 'desc',
    per_page: OPEN_PULLS_READ
  })
  for (const pull of pulls) {
    if (pull.user?.type !== 'Bot') continue
    const comments = await listComments(octokit, { repository, number: pull.number })
    for (const comment of [...comments].reverse()) {
      const line = markerLine(comment)
      const marked = line === undefined ? undefined : readMarker(line, seal, pull.number)
      if (marked?.task === task)
        return { jobId: marked.jobId, pull: { number: pull.number, url: pull.html_url } }
    }
  }
  return undefined
}

/** What a run of a recurring task does: what the conversation said, or skip for an open task. */
export type TaskDecision =
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
    note: `Pull request #${found.pull.number} of task ${task.name} was still open, so this run's prompt went to its job as a follow-up.`
  }
}

import type { Logger } from '../action/io.js'
import { PASSED, failed, runAction, type Action, type RunContext } from '../action/run-action.js'
import { checkPermission } from '../github/permissions.js'
import { createAgentApi, type AgentApi } from '../service/agent.js'
import { connectService } from '../service/connect.js'
import { NEW_CONVERSATION, converse, type Conversation } from './conversation.js'
import { connectIssue, type IssueContext } from './issue.js'
import { createProgress, type Progress } from './progress.js'
import { publish, publishRefusal } from './publish.js'
import { runJob, type Outcome } from './run-job.js'
import { readAgentSettings, type AgentSettings } from './settings.js'
import { composePrompt, type Asked } from './trigger.js'
import { decideVerdict } from './verdict.js'

/**
 * The agent-job action, top to bottom: read -> gate -> converse -> run the job -> verdict ->
 * publish. Each step is a function of what the previous ones decided; nothing here fails the
 * step itself (`runAction` does, from the returned result).
 */
export const agentAction: Action<AgentSettings> = {
  secretInputs: ['secret-key', 'github-token'],
  readSettings: io => readAgentSettings(name => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context
    if (settings.skip !== undefined || settings.ask === undefined) {
      io.info(`Nothing to do: ${settings.skip ?? 'no instruction'}.`)
      return PASSED
    }
    const github = connectIssue(settings, context)
    const permission = await checkPermission(settings.github.event, settings.allowedBots, github)
    if (permission.kind === 'refused') {
      await publishRefusal(github, permission.reason, io)
      return PASSED
    }
    io.debug(`Allowed: ${permission.reason}.`)
    // People's text is read only now, past the gate.
    const request = { ...settings, ...(await composePrompt(settings.ask)) }
    await github.acknowledge('eyes')
    const { outcome, progress } = await followJob(request, github, context)
    const verdict = decideVerdict(outcome, settings)
    await publish({ settings, outcome, verdict, progress, github, io })
    return verdict.ok ? PASSED : failed(verdict.message)
  }
}

/** `@github/local-action` and the bundle's entry point both start the action through `run()`. */
export function run(): Promise<unknown> {
  return runAction(agentAction)
}

/** Continues the issue's job or starts one, and follows it to its end (or the deadline). */
async function followJob(
  settings: AgentSettings & Asked,
  github: IssueContext,
  context: RunContext
): Promise<{ outcome: Outcome; progress: Progress }> {
  const { io } = context
  const api = connectService(settings, context, createAgentApi)
  const conversation = await conversationOf(settings, github, api, io)
  const continued = conversation.kind === 'continue'
  if (continued) io.info(`Continuing job ${conversation.jobId} of this issue.`)
  const plan = continued ? { ...settings, jobId: conversation.jobId } : settings
  const progress = createProgress(plan, {
    io,
    now: context.now,
    startedAt: context.startedAt,
    commenter: await github.openCommenter(continued ? conversation.commentId : undefined),
    note: continued ? undefined : conversation.note
  })
  if (settings.promptCut)
    io.warning('The issue text was longer than 100,000 characters and was cut.')
  const title = plan.jobId === undefined ? 'Agent job' : `Agent job ${plan.jobId}`
  const outcome = await io.group(title, () =>
    runJob(plan, { ...context, api, observer: progress.observer })
  )
  return { outcome, progress }
}

/** A comment instruction continues the issue's job when there is one. */
async function conversationOf(
  settings: AgentSettings & Asked,
  github: IssueContext,
  api: AgentApi,
  log: Logger
): Promise<Conversation> {
  if (settings.instruction === undefined || settings.jobId !== undefined) return NEW_CONVERSATION
  const octokit = await github.octokit()
  if (octokit === undefined || github.issue === undefined) return NEW_CONVERSATION
  return converse(octokit, github.issue, api, settings.projectId, log)
}

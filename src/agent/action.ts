import type { Logger } from '../action/io.js'
import { PASSED, failed, runAction, type Action, type RunContext } from '../action/run-action.js'
import { checkPermission } from '../github/permissions.js'
import { createAgentApi, type AgentApi } from '../service/agent.js'
import { connectService } from '../service/connect.js'
import { rehearse } from '../service/rehearsal.js'
import { NEW_CONVERSATION, aboutPullRequest, converse, type Conversation } from './conversation.js'
import { connectIssue, type IssueContext } from './issue.js'
import { createProgress, type Progress } from './progress.js'
import { publish, publishRefusal } from './publish.js'
import { jobOutputs } from './outputs.js'
import { planAgentRun } from './rehearsal.js'
import { runAutomation } from './run-automation.js'
import { runJob, type Outcome } from './run-job.js'
import { readAgentSettings, type AgentSettings } from './settings.js'
import { composePrompt, type Ask, type Asked } from './trigger.js'
import { decideVerdict } from './verdict.js'

/**
 * The agent-job action, top to bottom: read -> gate -> converse -> run the job -> verdict ->
 * publish (in a dry run: read -> gate -> print the plan and check the key). Each step is a
 * function of what the previous ones decided; nothing here fails the step itself (`runAction`
 * does, from the returned result).
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
    const request = { ...settings, ...(await askedOf(settings, settings.ask, io)) }
    if (settings.dryRun) {
      io.setOutputs({ ...jobOutputs(undefined), status: 'dry-run' })
      const rehearsed = await rehearse(planAgentRun(request), settings, context)
      return rehearsed.kind === 'passed' ? PASSED : failed(rehearsed.message)
    }
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

/**
 * The prompt, composed from the inputs and the event; an automation takes none, so text after the
 * trigger of a comment that runs one is not read, and the log says it was not sent.
 */
async function askedOf(settings: AgentSettings, ask: Ask, log: Logger): Promise<Asked> {
  if (settings.automation === undefined) return composePrompt(ask)
  if (ask.said !== undefined && ask.said !== '') {
    log.warning(
      `The text after the trigger was not sent: automation ${settings.automation} runs as it is configured and takes no instruction.`
    )
  }
  return { prompt: '', promptSource: 'input', promptCut: false, instruction: undefined }
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
  const place = settings.github.onPullRequest ? 'pull request' : 'issue'
  const continued = conversation.kind === 'continue'
  if (continued) io.info(`Continuing job ${conversation.jobId} of this ${place}.`)
  const plan = planOf(settings, conversation)
  const progress = createProgress(plan, {
    io,
    now: context.now,
    startedAt: context.startedAt,
    commenter: await github.openCommenter(continued ? conversation.commentId : undefined),
    note: plan.note
  })
  if (settings.promptCut)
    io.warning('The issue text was longer than 100,000 characters and was cut.')
  const deps = { ...context, api, observer: progress.observer }
  const outcome = await io.group(groupTitle(plan), () =>
    plan.automation === undefined ? runJob(plan, deps) : runAutomation(plan, plan.automation, deps)
  )
  return { outcome, progress }
}

/**
 * What this run does with its conversation: continue the job, or start one; a new job from an
 * instruction on a pull request is about that pull request.
 */
function planOf(
  settings: AgentSettings & Asked,
  conversation: Conversation
): AgentSettings & Asked & { readonly note: string | undefined } {
  if (conversation.kind === 'continue')
    return { ...settings, jobId: conversation.jobId, note: undefined }
  const { issue, onPullRequest, serverUrl } = settings.github
  const asked = settings.instruction !== undefined && settings.jobId === undefined
  if (!onPullRequest || issue === undefined || !asked)
    return { ...settings, note: conversation.note }
  return { ...settings, ...aboutPullRequest(issue, serverUrl, settings.prompt, conversation.note) }
}

/** The log group the job's events go in. */
function groupTitle(plan: Pick<AgentSettings, 'automation' | 'jobId'>): string {
  if (plan.automation !== undefined) return `Automation ${plan.automation}`
  return plan.jobId === undefined ? 'Agent job' : `Agent job ${plan.jobId}`
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

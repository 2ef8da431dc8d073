import { dryRun } from '../service/dry-run.js'
import {
  PASSED,
  failed,
  type Action,
  type RunContext,
  type RunResult
} from '../action/run-action.js'
import { checkPermission } from '../github/permissions.js'
import { createAgentApi, type AgentApi } from '../service/agent.js'
import { connectService } from '../service/connect.js'
import { createDeployApi } from '../service/deploy.js'
import { NEW_CONVERSATION, converse, type Conversation } from '../jobs/conversation.js'
import { connectIssue, type IssueContext } from './issue.js'
import { jobOutputs } from './outputs.js'
import { aboutOf, planRun, type AgentPlan } from './plan.js'
import { createProgress } from './progress.js'
import { publish, publishRefusal, publishSkip } from './publish.js'
import { planAgentRun } from './dry-run.js'
import { runAutomation } from '../jobs/run-automation.js'
import { runJob } from '../jobs/run-job.js'
import { followPullRequestChecks } from './checks-step.js'
import { previewJobBranch } from './preview-step.js'
import {
  AGENT_DEPRECATED,
  AGENT_INPUTS,
  readAgentSettings,
  type AgentSettings
} from './settings.js'
import { composePrompt, type Ask, type ComposedPrompt } from './trigger.js'
import { decideTask } from './task.js'
import { decideVerdict } from './verdict.js'

/**
 * The agent-job action, top to bottom: read -> gate -> converse -> plan -> run the job ->
 * verdict -> publish (in a dry run: read -> gate -> print the plan and check the key). Each step
 * is a function of what the previous ones decided; nothing here fails the step itself
 * (`runAction` does, from the returned result).
 */
export const agentAction: Action<AgentSettings> = {
  secretInputs: ['secret-key', 'github-token'],
  inputs: AGENT_INPUTS,
  deprecated: AGENT_DEPRECATED,
  readSettings: io => readAgentSettings(name => io.input(name), io.env),
  async run(settings, context) {
    const { io } = context
    const ask = settings.ask
    if (settings.skip !== undefined || ask === undefined) {
      io.info(`Nothing to do: ${settings.skip ?? 'no instruction'}.`)
      return PASSED
    }
    const github = connectIssue(settings, context)
    const permission = await checkPermission(settings.github.event, settings.allowedBots, github)
    // A cancel wins over whatever the cut-off check seemed to say: nothing is commented.
    if (context.time.signal.aborted) return failed(CANCELLED_AT_GATE)
    switch (permission.kind) {
      case 'unusable':
        return failed(permission.reason)
      case 'refused':
        await publishRefusal(github, permission.reason, io)
        return PASSED
      case 'allowed':
        io.debug(`Allowed: ${permission.reason}.`)
    }
    // People's text is read only now, past the gate.
    if (settings.dryRun) {
      io.setOutputs({ ...jobOutputs(undefined), status: 'dry-run' })
      const asked = await askedOf(settings, ask, context, NEW_CONVERSATION)
      const checked = await dryRun(planAgentRun(settings, asked), settings, context)
      return checked.kind === 'passed' ? PASSED : failed(checked.message)
    }
    return work(settings, ask, github, context)
  }
}

const CANCELLED_AT_GATE =
  'The run was cancelled while the permission of whoever set it off was being checked: no job was started and nothing was commented. Run the workflow again to start it.'

/** Past the gate: converse -> plan -> run the job -> its checks -> verdict -> publish. */
async function work(
  settings: AgentSettings,
  ask: Ask,
  github: IssueContext,
  context: RunContext
): Promise<RunResult> {
  const { io } = context
  // One client of the service for the run: the job's API, and the preview's.
  const { api, deploys } = connectService(settings, context, client => ({
    api: createAgentApi(client),
    deploys: createDeployApi(client)
  }))
  const said = await conversationOf(settings, github, api, context)
  const conversation = await decideTask(settings, github, api, io, said)
  if (conversation.kind === 'skip') {
    await publishSkip(conversation, io)
    return PASSED
  }
  const asked = await askedOf(settings, ask, context, conversation)
  const plan = planRun(settings, asked, conversation)
  await github.acknowledge('eyes')
  const commenter = await github.openCommenter(
    conversation.kind === 'continue' ? conversation.commentId : undefined
  )
  const progress = createProgress(plan.report, { ...context, commenter })
  const deadline = context.time.now() + plan.job.timeoutMs
  const followed = await followJob(plan, api, progress.observer, context)
  const preview = await previewJobBranch(followed, plan.preview, {
    api: deploys,
    context,
    deadline
  })
  const step = { plan, api, github, progress, context, deadline }
  const checked = await followPullRequestChecks(followed, step)
  const outcome = checked?.outcome ?? followed
  const verdict = decideVerdict(outcome, settings, checked?.end)
  const seen = progress.seen()
  const { report, pullRequest } = plan
  const checks = checked?.end
  const end = await publish({
    ...context,
    report,
    pullRequest,
    outcome,
    verdict,
    seen,
    commenter,
    github,
    checks,
    preview
  })
  if (!verdict.ok) return failed(verdict.message)
  return end.kind === 'task-unmarked' ? failed(end.message) : PASSED
}

/**
 * The prompt, composed from the inputs and the event; an automation takes none, so text after the
 * trigger of a comment that runs one is not read, and the log says it was not sent.
 */
async function askedOf(
  settings: AgentSettings,
  ask: Ask,
  { io }: RunContext,
  conversation: Conversation
): Promise<ComposedPrompt> {
  if (settings.automation === undefined) {
    const pullRequest = aboutOf(settings, conversation)
    const about = pullRequest && { pullRequest, serverUrl: settings.github.serverUrl }
    const asked = await composePrompt(ask, about)
    if (asked.promptCut)
      io.warning('The issue text was longer than 100,000 characters and was cut.')
    return asked
  }
  if (ask.said !== undefined && ask.said !== '') {
    io.warning(
      `The text after the trigger was not sent: automation ${settings.automation} runs as it is configured and takes no instruction.`
    )
  }
  return { prompt: '', promptSource: 'input', promptCut: false, instruction: undefined }
}

/** Runs the plan's job (or automation) to its end or the deadline, in the job's log group. */
function followJob(
  plan: AgentPlan,
  api: AgentApi,
  observer: ReturnType<typeof createProgress>['observer'],
  context: RunContext
) {
  const deps = {
    api,
    observer,
    time: context.time
  }
  return context.io.group(plan.title, () =>
    plan.automation === undefined
      ? runJob(plan.job, deps)
      : runAutomation(plan.job, plan.automation, deps)
  )
}

/** A comment instruction continues the issue's job when there is one. */
async function conversationOf(
  settings: AgentSettings,
  github: IssueContext,
  api: AgentApi,
  { io }: RunContext
): Promise<Conversation> {
  if (settings.ask?.comment === undefined || settings.jobId !== undefined) return NEW_CONVERSATION
  const octokit = await github.octokit()
  if (octokit === undefined || github.issue === undefined) return NEW_CONVERSATION
  const conversation = await converse(
    octokit,
    github.issue,
    api,
    settings.projectId,
    io,
    settings.seal
  )
  if (conversation.kind === 'continue') {
    const place = settings.github.onPullRequest ? 'pull request' : 'issue'
    io.info(`Continuing job ${conversation.jobId} of this ${place}.`)
  }
  return conversation
}

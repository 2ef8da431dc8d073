import { isOnAgentPull } from './events.js'
import { snapshotGitHub, type GitHubSnapshot } from './github-view.js'
import { chosenEvent, openAgentPull, playStep, type EventChoice, type Stage } from './play.js'
import {
  actionSteps,
  documentedContext,
  documentedSecrets,
  evaluate,
  firstEvent,
  holds,
  jobOutputs,
  readWorkflow,
  workflowEvent
} from './workflow.js'

/**
 * Plays a documented workflow on the stand-in (`npm run local-action -- examples/<file>.yml`):
 * its first trigger's sample event unless `event` names another, each job in the order written
 * when its `if:` holds, and in each the steps that use this repository's actions, with their own
 * `with:` and the stand-in's address as `base-url`. Resolves to whether every step passed, and
 * what the stand-in's GitHub held once the event was sent (what the workflow changes is after it).
 */
export async function playWorkflow(
  path: string,
  event: Partial<EventChoice>,
  stage: Stage
): Promise<{ passed: boolean; before: GitHubSnapshot | undefined }> {
  const workflow = readWorkflow(path)
  const choice: EventChoice = { sample: event.sample ?? firstEvent(workflow), file: event.file }
  stage.print(
    `Playing ${workflow.name ?? path} on ${choice.file ?? `the sample ${choice.sample}`}\n`
  )
  if (choice.file === undefined && isOnAgentPull(choice.sample)) await openAgentPull(stage)
  const sent =
    choice.file === undefined
      ? workflowEvent(workflow, choice.sample, stage.owned)
      : chosenEvent(choice, stage)
  const before = stage.owned === undefined ? undefined : snapshotGitHub(stage.owned)
  const context = documentedContext(stage, sent)
  for (const secret of documentedSecrets(context)) stage.masker.add(secret)
  let passed = true
  let n = 0
  for (const job of Object.keys(workflow.jobs)) {
    const condition = workflow.jobs[job]?.if
    if (!holds(condition, context)) {
      stage.print(`\n══ ${job}: skipped (if: ${condition ?? ''} does not hold)\n`)
      continue
    }
    for (const step of actionSteps(workflow, job)) {
      const given = Object.fromEntries(
        Object.entries(step.with).map(([name, value]) => [name, evaluate(value, context)])
      )
      const run = await playStep(
        {
          title: `${job} / ${step.label}`,
          action: step.action,
          inputs: { 'base-url': stage.url, ...given },
          event: sent
        },
        ++n,
        stage
      )
      passed &&= run.code === 0
      for (const [key, value] of Object.entries(run.outputs))
        context[`steps.${step.id ?? ''}.outputs.${key}`] = value
    }
    Object.assign(context, jobOutputs(workflow, job, context))
  }
  return { passed, before }
}

import {
  PASSED,
  failed,
  type Action,
  type RunContext,
  type RunResult
} from '../action/run-action.js'
import { ActionError } from '../action/errors.js'
import { gitHubErrorOf } from '../github/failure.js'
import { lazyOctokit, type Octokit } from '../github/octokit.js'
import { createAgentApi } from '../service/agent.js'
import { connectService } from '../service/connect.js'
import { dryRun } from '../service/dry-run.js'
import { ServiceError } from '../service/errors.js'
import { readChange, type Change } from '../changes/read.js'
import { changePrompt } from '../changes/prompt.js'
import { planFollowCode } from './dry-run.js'
import { handOver } from './hand-over-step.js'
import { resolveTrigger } from './range.js'
import { FOLLOW_CODE_INPUTS, readFollowCodeSettings, type FollowCodeSettings } from './settings.js'
import { findHandOverOn, findLastHandOver, type Handed } from './state.js'
import { outputsOf, renderSummary, type Told } from './summary.js'
import type { Covered } from './docs.js'
import type { CodeTrigger } from './trigger.js'

/**
 * The follow-code action, top to bottom: what was set off -> where it starts (the last hand-over,
 * a release, a schedule) -> the change, read and bounded -> what is new of it -> the job (or the
 * open docs pull request's job) -> the docs pull request's follow-through -> the links on the code
 * side -> outputs and summary. Nothing is written anywhere before the service took the job.
 */
export const followCodeAction: Action<FollowCodeSettings> = {
  secretInputs: ['secret-key', 'github-token', 'docs-token'],
  inputs: FOLLOW_CODE_INPUTS,
  readSettings: io => readFollowCodeSettings(name => io.input(name), io.env),
  async run(settings, context) {
    try {
      return await follow(settings, context)
    } catch (error) {
      if (error instanceof ServiceError) return failed(error.message)
      throw error
    }
  }
}

/**
 * A read of the code repository, its failure said for what was being read and the permission it
 * needs: nothing was written or started when one fails.
 */
async function reading<T>(what: string, needs: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    const github = gitHubErrorOf(error)
    if (github === undefined) throw error
    const missing =
      github.meaning === 'not-found'
        ? ' (GitHub answers 404 for what does not exist and for what the token may not see)'
        : ''
    throw new ActionError(
      `Could not ${what} (${github.describe()})${missing}: the github-token needs ${needs} on the code repository. Nothing was started.`
    )
  }
}

async function follow(settings: FollowCodeSettings, context: RunContext): Promise<RunResult> {
  const { io } = context
  const { trigger, github } = settings
  if (trigger.kind === 'skip') return tell(context, nothing(trigger.reason, 'the event'))
  const code = await lazyOctokit(github, context)()
  if (code === undefined)
    return failed(
      'No github-token: the change is read from the code repository with it. Give github-token (the default, ${{ github.token }}, will do).'
    )
  const read = await readSetOff(settings, context, code, trigger)
  if (read.kind === 'skip') return tell(context, read.told)
  const { last, what, change, fresh, covered } = read
  const prompt = changePrompt(fresh.change, {
    standing: settings.standing,
    maxChars: settings.maxChangeChars,
    repository: `${github.repository.owner}/${github.repository.repo}`
  })
  const notes = [...change.notes, ...prompt.cut]
  if (settings.dryRun) {
    const told: Told = { ...nothing('', what, notes), covered, skipped: undefined }
    io.setOutputs(outputsOf(told, true))
    const checked = await dryRun(planFollowCode(settings, prompt.text), settings, context)
    return checked.kind === 'passed' ? PASSED : failed(checked.message)
  }
  const api = connectService(settings, context, createAgentApi)
  const ended = await handOver(
    { settings, context, api, code, last, covered, prompt: prompt.text, head: change.head },
    fresh.on
  )
  const told: Told = { ...ended.told, what, covered, notes }
  return tell(context, told, ended.result)
}

/**
 * What was set off, read from the code repository: the last hand-over, the range, the change and
 * what of it is new; or why nothing is handed over.
 */
async function readSetOff(
  settings: FollowCodeSettings,
  context: RunContext,
  code: Octokit,
  trigger: Exclude<CodeTrigger, { kind: 'skip' }>
) {
  const { repository } = settings.github
  const last = await reading(
    "find the last hand-over in the repository's comments",
    '"pull-requests: read"',
    () => findLastHandOver(code, repository, settings.seal)
  )
  const resolved = await reading('find the previous release', '"contents: read"', () =>
    resolveTrigger(trigger, code, repository, { last, now: context.time.now() })
  )
  if (resolved.kind === 'skip')
    return { kind: 'skip' as const, told: nothing(resolved.reason, 'the event') }
  const { what } = resolved
  context.io.info(`Reading ${what}.`)
  const change = await reading(`read ${what}`, '"contents: read" and "pull-requests: read"', () =>
    readChange(code, repository, resolved.ask, settings.rules)
  )
  const fresh = await reading(
    'read the comments of the code pull requests',
    '"pull-requests: read"',
    () => newOf(change, code, settings, last)
  )
  const covered = coveredOf(fresh.change, settings)
  if (covered.length > 0) return { kind: 'read' as const, last, what, change, fresh, covered }
  const reason =
    change.head === undefined
      ? 'no commit was made in it'
      : change.pulls.length + change.commits.length === 0
        ? settings.rules.everything
          ? 'none of its commits changed a file'
          : 'nothing of the change matches the paths rules'
        : `it was handed over already (job ${fresh.handedTo ?? 'of an earlier run'})`
  return { kind: 'skip' as const, told: nothing(reason, what, change.notes) }
}

/** What of the change was not handed over yet, and the comment of each code pull request. */
async function newOf(
  change: Change,
  code: Octokit,
  settings: FollowCodeSettings,
  last: Handed | undefined
) {
  const pulls = []
  const on: { number: number; commentId: number | undefined }[] = []
  let handedTo: string | undefined
  for (const pull of change.pulls) {
    const target = { repository: settings.github.repository, number: pull.number }
    const found = await findHandOverOn(code, target, settings.seal)
    if (found === undefined) {
      pulls.push(pull)
      on.push({ number: pull.number, commentId: undefined })
    } else handedTo = found.jobId
  }
  // Commits without a pull request leave no comment: the last hand-over's newest commit says
  // whether this range was handed over already.
  const again = last?.through !== undefined && last.through === change.head
  if (again) handedTo ??= last.jobId
  const commits = again ? [] : change.commits
  return { change: { ...change, pulls, commits }, on, handedTo }
}

function coveredOf(change: Change, settings: FollowCodeSettings): Covered[] {
  const { owner, repo } = settings.github.repository
  return [
    ...change.pulls.map(p => ({
      label: `${owner}/${repo}#${p.number}`,
      url: p.url,
      title: p.title,
      key: p.number
    })),
    ...change.commits.map(c => ({
      label: c.sha.slice(0, 7),
      url: c.url,
      title: c.message.split('\n')[0] ?? '',
      key: c.sha
    }))
  ]
}

function nothing(reason: string, what: string, notes: readonly string[] = []): Told {
  return {
    what,
    covered: [],
    skipped: reason,
    outcome: undefined,
    docs: undefined,
    state: undefined,
    note: undefined,
    notes
  }
}

/** Outputs and the summary, then the result. */
async function tell(
  context: RunContext,
  told: Told,
  result: RunResult = PASSED
): Promise<RunResult> {
  const { io } = context
  if (told.skipped !== undefined) io.info(`Nothing handed over: ${told.skipped}.`)
  io.setOutputs(outputsOf(told))
  await io.writeSummary(renderSummary(told))
  return result
}

import {
  PASSED,
  failed,
  type Action,
  type RunContext,
  type RunResult
} from '../action/run-action.js'
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
      const github = gitHubErrorOf(error)
      if (github !== undefined)
        return failed(
          `Could not read the change from GitHub (${github.describe()}): the github-token needs "contents: read" and "pull-requests: read" on the code repository. Nothing was started.`
        )
      throw error
    }
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
  const last = await findLastHandOver(code, github.repository, settings.seal)
  const resolved = await resolveTrigger(trigger, code, github.repository, {
    last,
    now: context.time.now()
  })
  if (resolved.kind === 'skip') return tell(context, nothing(resolved.reason, 'the event'))
  io.info(`Reading ${resolved.what}.`)
  const change = await readChange(code, github.repository, resolved.ask, settings.rules)
  const fresh = await newOf(change, code, settings, last)
  const covered = coveredOf(fresh.change, settings)
  if (covered.length === 0) {
    const reason =
      change.pulls.length + change.commits.length === 0
        ? settings.rules.everything
          ? 'the change holds no commits'
          : 'nothing of the change matches the paths rules'
        : `it was handed over already (job ${fresh.handedTo ?? 'of an earlier run'})`
    return tell(context, nothing(reason, resolved.what, change.notes))
  }
  const repository = `${github.repository.owner}/${github.repository.repo}`
  const prompt = changePrompt(fresh.change, {
    standing: settings.standing,
    maxChars: settings.maxChangeChars,
    repository
  })
  const notes = [...change.notes, ...prompt.cut]
  if (settings.dryRun) {
    const told: Told = {
      what: resolved.what,
      covered,
      skipped: undefined,
      outcome: undefined,
      docs: undefined,
      state: undefined,
      note: undefined,
      notes
    }
    io.setOutputs(outputsOf(told, true))
    const checked = await dryRun(planFollowCode(settings, prompt.text), settings, context)
    return checked.kind === 'passed' ? PASSED : failed(checked.message)
  }
  const api = connectService(settings, context, createAgentApi)
  const ended = await handOver(
    { settings, context, api, code, last, covered, prompt: prompt.text, head: change.head },
    fresh.on
  )
  const told: Told = { ...ended.told, what: resolved.what, covered, notes }
  return tell(context, told, ended.result)
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

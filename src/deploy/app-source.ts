import { failed, PASSED, type RunContext, type RunResult } from '../action/run-action.js'
import { pollDelayMs, pollUntil } from '../action/poll.js'
import {
  DEPLOYMENT_ENDS,
  DEPLOYMENT_STATES,
  MAX_DEPLOYMENTS_READ,
  readAppDeployment,
  type AppDeployment
} from '../github/deployments.js'
import { describeFailure, lazyOctokit } from '../github/octokit.js'
import { formatDuration, formatElapsed, printable } from '../text/format.js'
import { codeSpan, escapeMarkdown, factsTable, linkOrText } from '../text/markdown.js'
import type { GitHubDeploySettings } from './settings.js'
import { documentedWord } from '../deployments/verdict.js'

/**
 * `source: github`: no Mintlify key, only GitHub. Waits for the deployment Mintlify's GitHub app
 * makes of a commit (created by `mintlify[bot]`, of the `environment` given, if any) and reads the
 * app's statuses of it until success or failure, within `timeout`. A deployment or status anyone
 * else made is not read at all.
 */
export async function waitForApp(
  settings: GitHubDeploySettings,
  context: RunContext
): Promise<RunResult> {
  const { io } = context
  const { github, sha } = settings
  const which =
    settings.environment === undefined
      ? 'a deployment'
      : `a deployment to "${settings.environment}"`
  io.info(
    `Waiting for ${which} of commit ${sha} by Mintlify's GitHub app (mintlify[bot]), up to ${formatDuration(settings.timeoutMs)}.`
  )
  if (settings.dryRun) {
    io.info(
      "Dry run (dry-run: true): nothing was read; the run would read the commit's deployments and their statuses until one of the app's ends."
    )
    return PASSED
  }
  const repo = github.repository
  const octokit = await lazyOctokit(github, context)()
  if (repo === undefined || octokit === undefined) {
    return failed(
      'source: github reads the commit\'s deployments on GitHub, which needs github-token (the default, `${{ github.token }}`, with "permissions: deployments: read") and GITHUB_REPOSITORY.'
    )
  }
  const started = context.time.now()
  const { result, last, error, hinted } = await pollApp(settings, context, async () =>
    readAppDeployment(octokit, repo, sha, settings.environment)
  )
  const elapsed = formatElapsed(context.time.now() - started)
  const found = last.kind === 'found' ? last : undefined
  io.setOutputs({
    // GitHub's words only: another is `other` (the log and the summary name it).
    status: documentedWord(found?.state, DEPLOYMENT_STATES),
    url: found?.url ?? '',
    'deployment-id': found === undefined ? '' : String(found.id)
  })
  const message = verdictOf(result.kind === 'done' ? result.value : result.kind, last, {
    settings,
    elapsed,
    error,
    hinted
  })
  await io.writeSummary(renderAppSummary(message, found, sha, elapsed))
  // Once the wait is done, `found` is the deployment that ended it.
  if (result.kind === 'done' && found?.state === 'success') {
    io.info(message)
    return PASSED
  }
  return failed(message)
}

type Found = Extract<AppDeployment, { kind: 'found' }>

/**
 * How long the wait sees none of the app's deployments before it says what that usually means.
 * Mintlify's app makes its deployment of a pushed commit within moments (a build takes minutes
 * after it), so 3 minutes of nothing is a sign: the app is not installed on the repository, or
 * `environment` names another one. Well before the 20-minute default `timeout`; half of a shorter
 * one. Said once in the log, and again in the verdict if the wait ends with nothing seen.
 */
const NO_APP_HINT_AFTER_MS = 3 * 60_000

/** When the hint is due, `started` plus 3 minutes or half the timeout, whichever comes first. */
function hintDue(settings: GitHubDeploySettings, started: number): number {
  return started + Math.min(NO_APP_HINT_AFTER_MS, Math.floor(settings.timeoutMs / 2))
}

/** What a wait that sees nothing of the app should check, after "No deployment … appeared …". */
function noAppHint(settings: GitHubDeploySettings): string {
  const environment =
    settings.environment === undefined
      ? ''
      : `, that environment names one of the app's environments (the deployments page of the repository lists them)`
  return `The app makes one within moments of a push it deploys, on a repository it is installed on: check that the Mintlify GitHub app is installed on this repository, that sha is a commit it deploys (one of the deployment branch, say)${environment}, or deploy with source: api (a Mintlify admin key) instead.`
}

/** Which deployments the wait looks for, after "No deployment": "of commit … by …". */
function soughtOf(settings: GitHubDeploySettings): string {
  const where = settings.environment === undefined ? '' : ` to "${settings.environment}"`
  return `of commit ${settings.sha} by Mintlify's GitHub app (mintlify[bot])${where}`
}

/** Reads the app's deployment until it ends, the time is up, the run is cancelled or a read fails. */
async function pollApp(
  settings: GitHubDeploySettings,
  context: RunContext,
  read: () => Promise<AppDeployment>
) {
  const { io } = context
  let last = { kind: 'none' } as AppDeployment
  let error: unknown
  const warned = new Set<string>()
  const started = context.time.now()
  const due = hintDue(settings, started)
  let hinted = false
  const result = await pollUntil<Found | 'error'>({
    check: async () => {
      try {
        const seen = await read()
        if (seen.kind === 'found' && (last.kind !== 'found' || last.state !== seen.state))
          io.info(
            `Deployment ${seen.id} to "${printable(seen.environment, 80)}": ${printable(seen.state, 40)}.`
          )
        if (seen.kind === 'too-many' && !warned.has(seen.list)) {
          warned.add(seen.list)
          io.warning(
            `${tooMany(seen, settings)} Waiting on it: the next looks read the newest again.`
          )
        }
        if (seen.kind === 'none' && !hinted && context.time.now() >= due) {
          hinted = true
          const waited = formatElapsed(context.time.now() - started)
          io.warning(
            `No deployment ${soughtOf(settings)} has appeared after ${waited} of waiting. ${noAppHint(settings)} Waiting on until ${formatDuration(settings.timeoutMs)} (timeout).`
          )
        }
        last = seen
        return seen.kind === 'found' && DEPLOYMENT_ENDS.includes(seen.state) ? seen : undefined
      } catch (thrown) {
        // A read the run's cancel cut short is the cancel, which the loop says.
        if (context.time.signal.aborted) return undefined
        error = thrown
        return 'error'
      }
    },
    delayMs: elapsed => pollDelayMs(elapsed, settings.pollIntervalMs, context.time.random),
    deadline: started + settings.timeoutMs,
    time: context.time
  })
  return { result, last, error, hinted }
}

function verdictOf(
  end: Found | 'error' | 'timed-out' | 'cancelled',
  last: AppDeployment,
  run: {
    readonly settings: GitHubDeploySettings
    readonly elapsed: string
    readonly error: unknown
    /** Whether the log said no deployment of the app had appeared (NO_APP_HINT_AFTER_MS). */
    readonly hinted: boolean
  }
): string {
  const { settings } = run
  const found = last.kind === 'found' ? last : undefined
  const deployment =
    found === undefined
      ? "The app's deployment"
      : `Deployment ${found.id} to "${printable(found.environment, 80)}"`
  if (end === 'error')
    return `Could not read the deployments of commit ${settings.sha} (${describeFailure(run.error)}): give the workflow "permissions: deployments: read".`
  if (end === 'cancelled') {
    // Only its first letter in lower case: the environment's name is as the app wrote it.
    const cancelled = `The run was cancelled while waiting for ${deployment.charAt(0).toLowerCase()}${deployment.slice(1)} of commit ${settings.sha}.`
    return run.hinted && last.kind === 'none'
      ? `${cancelled} None had appeared after ${run.elapsed}. ${noAppHint(settings)}`
      : cancelled
  }
  const timeout = `${formatDuration(settings.timeoutMs)} (timeout)`
  if (end === 'timed-out') {
    if (last.kind === 'too-many') return `${tooMany(last, settings)} That was so until ${timeout}.`
    return found === undefined
      ? `No deployment ${soughtOf(settings)} appeared within ${timeout}. ${noAppHint(settings)}`
      : `${deployment} was still "${printable(found.state, 40)}" after ${timeout}.`
  }
  const said = end.description === undefined ? '' : `: ${printable(end.description, 300)}`
  return end.state === 'success'
    ? `${deployment} succeeded after ${run.elapsed} of waiting${end.url === undefined ? '' : `: ${end.url}`}.`
    : `${deployment} ended "${end.state}"${said}.`
}

/** Why a look gave no verdict: the app's deployment or status is not among the newest read. */
function tooMany(
  seen: Extract<AppDeployment, { kind: 'too-many' }>,
  settings: GitHubDeploySettings
): string {
  const most = MAX_DEPLOYMENTS_READ.toLocaleString('en-US')
  if (seen.list === 'statuses')
    return `Deployment ${seen.id} to "${printable(seen.environment, 80)}" by Mintlify's GitHub app has more than ${most} statuses, none of the newest ${most} by the app, and no more are read (a cap): its state is not known.`
  const where = settings.environment === undefined ? '' : ` to "${settings.environment}"`
  const narrow =
    settings.environment === undefined
      ? " Name the app's environment with environment, so that only deployments to it are listed."
      : ''
  return `Commit ${settings.sha} has more than ${most} deployments${where}, none of the newest ${most} by Mintlify's GitHub app, and no more are read (a cap): the app's deployment is not known.${narrow}`
}

function renderAppSummary(
  message: string,
  found: Extract<AppDeployment, { kind: 'found' }> | undefined,
  sha: string,
  elapsed: string
): string {
  const ok = found?.state === 'success'
  const rows: [string, string][] = [['Commit', codeSpan(sha)]]
  if (found !== undefined) {
    rows.push(
      ['Environment', escapeMarkdown(found.environment)],
      ['State', escapeMarkdown(found.state)]
    )
    if (found.url !== undefined) rows.push(['Site', linkOrText(found.url) ?? ''])
  }
  rows.push(['Waited', elapsed])
  return `## ${ok ? '✅ Deployed' : '❌ Not deployed'} (Mintlify's GitHub app)\n\n${escapeMarkdown(message)}\n\n${factsTable(rows)}\n`
}

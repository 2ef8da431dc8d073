/**
 * `npm run local-action -- agent|visitors|analytics|deploy [name=value …]` runs one action's
 * bundle as the Actions runner runs it, with a workflow step's `with:` given as `name=value` pairs;
 * `npm run local-action -- examples/<file>.yml` plays a workflow: each job in order, each step
 * that uses one of this repository's actions with its own `with:` (expressions given the values
 * of a repository set up as the README says), a job's `if:` on earlier outputs evaluated. Either
 * runs against the local stand-in and prints what a person sees: the log as the runner shows it
 * (no `::add-mask::` line, each masked value and every secret as `***`), each step's outputs, job
 * summary and exit code, then what GitHub would show (the comments, issues, labels and reviewers
 * the run wrote or edited, as Markdown), the files in the workspace, and the requests the
 * stand-in received. The workspace is kept, and its path printed last.
 *
 * Options: `--event NAME` sends a sample event (emulator/events.ts: issues, issue_comment,
 * issue_comment:pull, pull_request_review_comment, pull_request_review, pull_request,
 * pull_request_target, schedule, workflow_dispatch, release, push; a workflow's first trigger by
 * default, else workflow_dispatch); `--event-file PATH` sends one's own payload (JSON) as that
 * event. `--scenario NAME` has the stand-in it starts act one out (emulator/scenarios.ts);
 * `--stand-in URL` uses the one `npm run stand-in` printed instead (what GitHub shows is then
 * not read). `--inspect` or `--inspect-brk` is passed to node for a debugger; the bundle is not
 * minified, so it reads as src/ does.
 *
 * Every step goes through the one runner emulation (emulator/runner.ts): every input the action
 * declares is passed, its default filled in where the step does not give it, `github-token` as
 * the job's token; nobody writes `INPUT_*` by hand. For one action, the set-up inputs (projectId,
 * secret-key, base-url pointed at the stand-in; a prompt for the agent on an event that carries
 * no instruction) are given unless a pair says otherwise; a workflow's steps get only `base-url`.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { TEST_SEARCH_KEY } from '../emulator/discovery.js'
import { isOnAgentPull } from '../emulator/events.js'
import { snapshotGitHub, whatGitHubShows, type GitHubSnapshot } from '../emulator/github-view.js'
import { Masker } from '../emulator/masks.js'
import {
  chosenEvent,
  openAgentPull,
  playStep,
  printWorkspace,
  workspaceOf,
  type Stage
} from '../emulator/play.js'
import { playWorkflow } from '../emulator/play-workflow.js'
import { ACTIONS, type ActionName } from '../emulator/runner-step.js'
import { scenarioNamed, scriptedStandIn, type Scenario } from '../emulator/scenarios.js'
import { TEST_API_KEY, TEST_GITHUB_TOKEN } from '../emulator/server.js'
import { documentedRepository } from '../emulator/workflow.js'

const USAGE =
  'Usage: npm run local-action -- agent|visitors|analytics|deploy|follow-code [name=value …] | examples/<file>.yml, then [--event NAME] [--event-file PATH] [--stand-in URL | --scenario NAME] [--inspect]'

interface Request {
  /** One of this repository's actions, or the path of a workflow to play. */
  readonly target: { readonly action: ActionName } | { readonly workflow: string }
  readonly with: Record<string, string>
  readonly event: string | undefined
  readonly eventFile: string | undefined
  readonly standIn: string | undefined
  readonly scenario: Scenario | undefined
  readonly nodeArgs: string[]
}

function readArguments(args: readonly string[]): Request {
  const [which = 'agent', ...rest] = args
  const isWorkflow = /\.ya?ml$/.test(which)
  if (!isWorkflow && !(which in ACTIONS)) throw new Error(`${USAGE} (not "${which}")`)
  const request: Request = {
    target: isWorkflow ? { workflow: resolve(which) } : { action: which as ActionName },
    with: {},
    event: undefined,
    eventFile: undefined,
    standIn: undefined,
    scenario: undefined,
    nodeArgs: []
  }
  const options: Record<string, string | undefined> = {}
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? ''
    if (['--event', '--event-file', '--stand-in', '--scenario'].includes(arg)) {
      const value = rest[++i]
      if (value === undefined || value.startsWith('--'))
        throw new Error(`${arg} needs a value. ${USAGE}`)
      options[arg] = value
    } else if (arg.startsWith('--inspect')) request.nodeArgs.push(arg)
    else if (/^[^=\s-][^=]*=/.test(arg) && !isWorkflow) {
      const at = arg.indexOf('=')
      request.with[arg.slice(0, at)] = arg.slice(at + 1)
    } else if (isWorkflow && arg.includes('='))
      throw new Error(`"${arg}": a workflow's steps take their own with:, not name=value pairs`)
    else throw new Error(`${USAGE} (not "${arg}")`)
  }
  const standIn = options['--stand-in']
  const named = options['--scenario']
  if (standIn !== undefined && named !== undefined)
    throw new Error(
      `${USAGE} (--scenario is for the stand-in it starts: give it to npm run stand-in)`
    )
  return {
    ...request,
    event: options['--event'],
    eventFile: options['--event-file'],
    standIn,
    scenario: named === undefined ? undefined : scenarioNamed(named)
  }
}

/** Events that carry an instruction of their own: the agent needs no prompt on them. */
const INSTRUCTING = /^(issues|issue_comment|pull_request_review)/

/** One action's step: the set-up inputs, the pairs, the event; as playWorkflow, what it resolves to. */
async function playAction(
  action: ActionName,
  request: Request,
  stage: Stage
): Promise<{ passed: boolean; before: GitHubSnapshot | undefined }> {
  const sample = request.event ?? 'workflow_dispatch'
  const setUp: Record<string, string> = {
    projectId: 'docs',
    'secret-key': stage.apiKey,
    'base-url': stage.url,
    ...(action === 'agent' && !INSTRUCTING.test(sample)
      ? { prompt: 'Document the export API in a new page under guides/.' }
      : {})
  }
  const inputs = { ...setUp, ...request.with }
  stage.masker.add(inputs['secret-key'] ?? '')
  if (request.eventFile === undefined && isOnAgentPull(sample)) await openAgentPull(stage)
  const event = chosenEvent({ sample, file: request.eventFile }, stage, action)
  const before = stage.owned === undefined ? undefined : snapshotGitHub(stage.owned)
  const run = await playStep({ title: action, action, inputs, event }, 1, stage)
  return { passed: run.code === 0, before }
}

export interface Io {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
}

const STANDARD_IO: Io = {
  out: text => process.stdout.write(text),
  err: text => process.stderr.write(text)
}

/** The command: plays what `args` names and prints it; resolves to the exit code. */
export async function localAction(args: readonly string[], io: Io = STANDARD_IO): Promise<number> {
  let request: Request
  try {
    request = readArguments(args)
  } catch (error) {
    io.err(`${(error as Error).message}\n`)
    return 2
  }
  const owned =
    request.standIn === undefined ? await scriptedStandIn(request.scenario).start() : undefined
  if (owned !== undefined && 'workflow' in request.target) documentedRepository(owned)
  const githubToken = owned?.githubToken ?? TEST_GITHUB_TOKEN
  const stage: Stage = {
    url: owned?.url ?? request.standIn ?? '',
    owned,
    apiKey: owned?.apiKey ?? TEST_API_KEY,
    searchKey: owned?.searchKey ?? TEST_SEARCH_KEY,
    root: mkdtempSync(join(tmpdir(), 'local-action-')),
    // The runner masks the job's token, a secret of every run.
    masker: new Masker([githubToken]),
    print: io.out,
    githubToken,
    nodeArgs: request.nodeArgs
  }
  try {
    const { passed, before } =
      'workflow' in request.target
        ? await playWorkflow(
            request.target.workflow,
            { sample: request.event, file: request.eventFile },
            stage
          )
        : await playAction(request.target.action, request, stage)
    printAfter(stage, before)
    const clean = owned === undefined || owned.violations.length === 0
    return passed && clean ? 0 : 1
  } catch (error) {
    io.err(`${stage.masker.mask((error as Error).message)}\n`)
    return 2
  } finally {
    await owned?.close()
  }
}

/** What GitHub shows, the workspace's files, the stand-in's requests, where the workspace is. */
function printAfter(stage: Stage, before: GitHubSnapshot | undefined): void {
  const { print, masker, owned } = stage
  print('\n══ what GitHub shows\n')
  if (owned === undefined || before === undefined)
    print('(read from a stand-in this command starts; without --stand-in it shows here)\n')
  else print(masker.mask(whatGitHubShows(owned, before) || '(nothing changed on GitHub)\n'))
  printWorkspace(stage)
  if (owned !== undefined) {
    print(`\n── the stand-in received ${owned.requests.length} request(s)\n`)
    for (const r of owned.requests)
      print(masker.mask(`  ${r.method.padEnd(5)} ${r.path} -> ${r.status ?? ''}\n`))
    for (const v of owned.violations) print(`contract violation: ${v.where}: ${v.errors}\n`)
  }
  print(`\nThe workspace is kept: ${workspaceOf(stage)}\n`)
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename)
  process.exitCode = await localAction(process.argv.slice(2))

/**
 * `npm run local-action -- agent|visitors|analytics|deploy [name=value …] [--event NAME]
 * [--stand-in URL | --scenario NAME] [--inspect…]`: run one action's bundle as the Actions runner runs it, with a workflow step's
 * `with:` given as `name=value` pairs, against the local stand-in, and print what a person sees:
 * the log as it comes, the outputs, the job summary, and each request the stand-in received.
 *
 * The step goes through the one runner emulation (emulator/runner.ts): every input the action
 * declares is passed, its default filled in where no pair gives it, `github-token` as the job's
 * token; nobody writes `INPUT_*` by hand. Without `--stand-in` a stand-in is started for the run
 * (on a free port), the one `npm run stand-in` serves (emulator/scenarios.ts), acting out
 * `--scenario` when given; with it, the one `npm run stand-in` printed is used. The set-up inputs
 * (projectId, secret-key, base-url pointed at the stand-in; a prompt for the agent) are given
 * unless a pair says otherwise. `--inspect` or `--inspect-brk` is passed to node for a debugger;
 * the bundle is not minified, so it reads as src/ does.
 */
import { ACTIONS, type ActionName } from '../emulator/runner-step.js'
import { runAction } from '../emulator/runner.js'
import { scenarioNamed, scriptedStandIn, type Scenario } from '../emulator/scenarios.js'
import { TEST_API_KEY, TEST_GITHUB_TOKEN } from '../emulator/server.js'

const USAGE =
  'Usage: npm run local-action -- agent|visitors|analytics|deploy [name=value …] [--event NAME] [--stand-in URL | --scenario NAME] [--inspect]'

interface Request {
  readonly action: ActionName
  readonly with: Record<string, string>
  readonly event: string
  readonly standIn: string | undefined
  readonly scenario: Scenario | undefined
  readonly nodeArgs: string[]
}

function readArguments(args: readonly string[]): Request {
  const [which = 'agent', ...rest] = args
  if (!(which in ACTIONS)) throw new Error(`${USAGE} (not "${which}")`)
  const request: Request = {
    action: which as ActionName,
    with: {},
    event: 'workflow_dispatch',
    standIn: undefined,
    scenario: undefined,
    nodeArgs: []
  }
  let event = request.event
  let standIn: string | undefined
  let scenario: Scenario | undefined
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? ''
    if (arg === '--event') event = rest[++i] ?? ''
    else if (arg === '--stand-in') standIn = rest[++i] ?? ''
    else if (arg === '--scenario') scenario = scenarioNamed(rest[++i] ?? '')
    else if (arg.startsWith('--inspect')) request.nodeArgs.push(arg)
    else if (/^[^=\s-][^=]*=/.test(arg)) {
      const at = arg.indexOf('=')
      request.with[arg.slice(0, at)] = arg.slice(at + 1)
    } else throw new Error(`${USAGE} (not "${arg}")`)
  }
  if (standIn !== undefined && scenario !== undefined)
    throw new Error(
      `${USAGE} (--scenario is for the stand-in it starts: give it to npm run stand-in)`
    )
  return { ...request, event, standIn, scenario }
}

let request: Request
try {
  request = readArguments(process.argv.slice(2))
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}
const owned =
  request.standIn === undefined ? await scriptedStandIn(request.scenario).start() : undefined
const url = owned?.url ?? request.standIn ?? ''
const setUp: Record<string, string> = {
  projectId: 'docs',
  'secret-key': owned?.apiKey ?? TEST_API_KEY,
  'base-url': url,
  ...(request.action === 'agent'
    ? { prompt: 'Document the export API in a new page under guides/.' }
    : {})
}
try {
  const run = await runAction({
    action: request.action,
    inputs: { ...setUp, ...request.with },
    githubToken: owned?.githubToken ?? TEST_GITHUB_TOKEN,
    event: { name: request.event, payload: {} },
    env: { GITHUB_API_URL: `${url}/github` },
    echo: process.stdout,
    nodeArgs: request.nodeArgs
  })
  if (run.stderr !== '') process.stderr.write(run.stderr)
  for (const warning of run.runnerWarnings) console.log(`runner warning: ${warning}`)
  console.log('\n── outputs')
  for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}=${value}`)
  console.log('\n── the job summary')
  console.log(run.summary.trim())
  if (owned !== undefined) {
    console.log(`\n── the stand-in received ${owned.requests.length} request(s)`)
    for (const r of owned.requests)
      console.log(`  ${r.method.padEnd(5)} ${r.path} -> ${r.status ?? ''}`)
    for (const v of owned.violations) console.error(`contract violation: ${v.where}: ${v.errors}`)
  }
  const clean = owned === undefined || owned.violations.length === 0
  console.log(`\nexit code ${run.code ?? run.signal ?? ''}`)
  process.exitCode = run.code === 0 && clean ? 0 : 1
} finally {
  await owned?.close()
}

/**
 * `npm run stand-in [-- --port N] [--scenario NAME] [--pr-link URL]`: the local stand-in of the
 * service and of GitHub's REST API, alone, for trying a workflow's inputs without a Mintlify
 * account. It serves one project, `docs` (another project id gets the service's 404, as a wrong
 * `projectId` would), with its analytics over the 28 days up to today (so `days: 7` finds rows),
 * the service's 100 analytics requests an hour, deployments and previews, a key and a token it
 * prints, and logs every request it answers until Ctrl-C. `--scenario` makes it act out a failure,
 * a limit or failing checks (emulator/scenarios.ts lists them). `--pr-link` is the pull request
 * every agent job reports (default https://github.com/acme/docs/pull/42); the self-test workflow
 * points it off github.com, so the action follows no pull request on the real GitHub.
 */
import { SCENARIOS, scenarioNamed, scriptedStandIn, type Scenario } from '../emulator/scenarios.js'
import { daysUpTo } from '../emulator/visitors-data.js'

/** The value after a flag, or undefined when the flag is not given. */
const flag = (name: string): string | undefined => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : (process.argv[at + 1] ?? '')
}
const USAGE = 'Usage: npm run stand-in [-- --port N] [--scenario NAME] [--pr-link URL]'
const given = flag('--port')
const port = given === undefined ? 8787 : Number(given)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`${USAGE} (N from 0 to 65535, not "${given}")`)
  process.exit(2)
}
const prLink = flag('--pr-link')
if (prLink !== undefined && !URL.canParse(prLink)) {
  console.error(`${USAGE} (an absolute URL, not "${prLink}")`)
  process.exit(2)
}
const named = flag('--scenario')
let scenario: Scenario | undefined
try {
  scenario = named === undefined ? undefined : scenarioNamed(named)
} catch (error) {
  console.error(`${USAGE}\n${(error as Error).message}`)
  process.exit(2)
}

const today = new Date()
const emulator = scriptedStandIn(
  scenario,
  prLink === undefined ? {} : { turns: [{ prLink }] },
  today
)
try {
  await emulator.start(port)
} catch (error) {
  console.error(`Could not start the stand-in on 127.0.0.1:${port}: ${String(error)}`)
  process.exit(1)
}
emulator.onRequest = request =>
  console.log(`${new Date().toISOString()}  ${request.method.padEnd(5)} ${request.path}`)

const days = daysUpTo(today)
const acting =
  scenario === undefined
    ? `Everything works. To try a failure, a limit or failing checks, start it with --scenario NAME:
${Object.entries(SCENARIOS)
  .map(([name, s]) => `  ${name.padEnd(16)} ${s.about}`)
  .join('\n')}`
    : `Scenario "${named ?? ''}": ${scenario.about}. Try: npm run local-action -- ${scenario.try.replace(/^(\S+)/, `$1 --stand-in ${emulator.url}`)}`

console.log(`The stand-in is listening on ${emulator.url}.

It holds one project, "docs" (any other projectId answers 404): 300 pages of visitors and every
analytics dataset (views, feedback, searches, assistant conversations), dated over the 28 days
from ${days(0)} to ${days(27)} (today, UTC), so days: 7 finds rows; the service's 100 analytics
requests an hour; agent jobs that end with a pull request; deployments and previews that succeed.
${acting}

Point an action at it with these inputs:

  projectId: docs
  secret-key: ${emulator.apiKey}
  base-url: ${emulator.url}

GitHub's side answers at GITHUB_API_URL=${emulator.githubUrl} with the token
${emulator.githubToken} ("maintainer" has write access). To run an action's bundle against it as
the Actions runner would, with a workflow step's \`with:\` as name=value pairs (every other input
gets its default, as on GitHub), from this clone:

  npm run local-action -- agent --stand-in ${emulator.url} prompt="Fix the typos."
  npm run local-action -- analytics --stand-in ${emulator.url} days=7 format=json
  npm run local-action -- deploy --stand-in ${emulator.url}
  npm run local-action -- deploy --stand-in ${emulator.url} mode=preview branch=docs/new-page

Ctrl-C stops it.`)

const stop = () => void emulator.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

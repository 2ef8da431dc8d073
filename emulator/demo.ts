/**
 * `npm run demo`: try the five actions without an account. Starts the local stand-in of the service
 * and of GitHub, runs the bundled actions exactly as the Actions runner would, and prints what a
 * person sees: the log, the outputs, the comment on the issue, the job summaries, and the first
 * lines of the exported file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import {
  workflowAgentInputs,
  analyticsInputs,
  githubEnv,
  issuesLabeled,
  runAction,
  type ActionRun
} from './runner.js'
import { Emulator } from './server.js'
import { generatedDataset } from './visitors-data.js'
import { DEMO_SIZES, generatedTables } from './analytics-data.js'
import { addedFile } from './code-repo.js'
import { codePushed } from './code-events.js'
import { TEST_APP_TOKEN } from './github-identity.js'

const emulator = await new Emulator({
  turns: [{ activePolls: 3, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }],
  visitors: generatedDataset(600),
  analytics: generatedTables(DEMO_SIZES)
}).start()
emulator.permissions = { maintainer: 'write' }
const workspace = mkdtempSync(join(tmpdir(), 'demo-'))

const rule = (title: string) =>
  console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`)

/**
 * The log as it goes, the way the runner shows it: the `::add-mask::` commands the action prints
 * first are the runner's to read, never shown; one line here says what they did.
 */
function logEcho(): Writable {
  let masks = 0
  let said = false
  let rest = ''
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        if (line.startsWith('::add-mask::')) masks++
        else {
          if (masks > 0 && !said) {
            said = true
            console.log(
              `(${masks} ::add-mask:: commands, not shown: the runner hides the key and the token, and their encoded forms, from everything after them)`
            )
          }
          console.log(line)
        }
      }
      done()
    }
  })
}

function show(run: ActionRun): void {
  if (run.stderr !== '') process.stderr.write(run.stderr)
  rule('outputs')
  for (const [name, value] of Object.entries(run.outputs)) {
    console.log(`${name.padEnd(12)} ${value.length > 120 ? `${value.slice(0, 120)}…` : value}`)
  }
  rule('the job summary (GITHUB_STEP_SUMMARY)')
  console.log(run.summary.trim())
}

try {
  rule(`the agent action's log (node dist/index.js, stand-in at ${emulator.url})`)
  const agent = await runAction({
    inputs: workflowAgentInputs(emulator, { timeout: '2m' }),
    event: issuesLabeled(7),
    env: githubEnv(emulator),
    echo: logEcho()
  })
  show(agent)
  rule('the prompt the issue became (what the job was sent)')
  for (const job of emulator.jobs.values()) console.log(job.prompts[0])
  rule('the comment on issue #7 (acme/docs)')
  for (const comment of emulator.commentsOn(7)) console.log(comment.body)
  rule("the comment on the agent's pull request #42")
  for (const comment of emulator.commentsOn(42)) console.log(comment.body)
  const description = emulator.pullRequest(42)?.body ?? ''
  console.log(`(its description now ends: ${JSON.stringify(description.split('\n').at(-1))})`)
  rule('requests the stand-in received')
  for (const r of emulator.requests)
    console.log(`${r.method.padEnd(5)} ${r.path} -> ${r.status ?? ''}`)

  rule(`the visitors action's log (node dist/visitors/index.js)`)
  const visitors = await runAction({
    action: 'visitors',
    inputs: {
      projectId: 'docs',
      'secret-key': emulator.apiKey,
      'base-url': emulator.url,
      path: 'visitors.csv',
      'summary-rows': '5'
    },
    env: { GITHUB_WORKSPACE: workspace },
    echo: logEcho()
  })
  show(visitors)
  rule('the first lines of visitors.csv')
  console.log(
    readFileSync(join(workspace, 'visitors.csv'), 'utf8').split('\r\n').slice(0, 6).join('\n')
  )

  rule(`the analytics action's log (node dist/analytics/index.js)`)
  const analytics = await runAction({
    action: 'analytics',
    inputs: analyticsInputs(emulator),
    env: { GITHUB_WORKSPACE: workspace },
    echo: logEcho()
  })
  show(analytics)
  rule('the first lines of mintlify-analytics/searches.csv')
  console.log(
    readFileSync(join(workspace, 'mintlify-analytics', 'searches.csv'), 'utf8')
      .split('\r\n')
      .slice(0, 4)
      .join('\n')
  )

  rule(`the deploy action's log, an update (node dist/deploy/index.js)`)
  const deployInputs = {
    projectId: 'docs',
    'secret-key': emulator.apiKey,
    'base-url': emulator.url,
    'log-lines': '3'
  }
  const deploy = await runAction({ action: 'deploy', inputs: deployInputs, echo: logEcho() })
  show(deploy)
  rule(`the deploy action's log, a preview of pull request #12's branch`)
  const preview = await runAction({
    action: 'deploy',
    inputs: { ...deployInputs, mode: 'preview' },
    githubToken: emulator.githubToken,
    env: githubEnv(emulator),
    event: {
      name: 'pull_request',
      payload: {
        number: 12,
        pull_request: {
          number: 12,
          head: { ref: 'docs/new-page', sha: 'f'.repeat(40), repo: { full_name: 'acme/docs' } },
          base: { ref: 'main', sha: '0'.repeat(40), repo: { full_name: 'acme/docs' } }
        }
      }
    },
    echo: logEcho()
  })
  show(preview)
  rule('the preview comment on pull request #12')
  for (const comment of emulator.commentsOn(12)) console.log(comment.body)

  rule(`the follow-code action's log, a merge pushed to acme/api (node dist/follow-code/index.js)`)
  const landed = emulator.code.merge({
    title: 'Add the invoices endpoint',
    body: 'Lists invoices.\n\n::warning::a workflow command in a description stays data',
    files: [addedFile('src/api/invoices.ts', 6), addedFile('src/api/invoices.test.ts', 4)]
  })
  const followCode = await runAction({
    action: 'follow-code',
    inputs: {
      projectId: 'docs',
      'secret-key': emulator.apiKey,
      'base-url': emulator.url,
      paths: 'src/api/**\n!**/*.test.ts',
      'docs-token': TEST_APP_TOKEN,
      timeout: '2m'
    },
    githubToken: emulator.githubToken,
    env: githubEnv(emulator),
    event: codePushed(landed),
    echo: logEcho()
  })
  show(followCode)
  const merged = landed.pull?.number ?? 0
  rule(`the comment on acme/api's pull request #${merged}, linking the docs pull request`)
  for (const comment of emulator.commentsOn(merged)) console.log(comment.body)

  const runs = { agent, visitors, analytics, deploy, preview, followCode }
  const codes = Object.entries(runs)
    .map(([name, run]) => `${name} ${run.code ?? run.signal ?? ''}`)
    .join(', ')
  rule(`exit codes: ${codes}`)
  const ok = Object.values(runs).every(run => run.code === 0) && emulator.violations.length === 0
  process.exitCode = ok ? 0 : 1
  for (const v of emulator.violations) console.error(`contract violation: ${v.where}: ${v.errors}`)
} finally {
  await emulator.close()
  rmSync(workspace, { recursive: true, force: true })
}

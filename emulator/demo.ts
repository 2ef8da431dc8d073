/**
 * `npm run demo`: try the action without an account. Starts the local stand-in of the service
 * and of GitHub, runs the bundled dist/index.js on a sample `issues: labeled` event exactly as
 * the Actions runner would, and prints the log, the outputs and the final comment.
 */
import { Emulator } from './server.js'
import { agentInputs, githubEnv, issuesLabeled, runAction } from './runner.js'

const emulator = await new Emulator({
  turns: [{ activePolls: 3, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }]
}).start()
emulator.permissions = { maintainer: 'write' }

const rule = (title: string) =>
  console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 70 - title.length))}`)

try {
  rule(`the action's log (node dist/index.js, stand-in at ${emulator.url})`)
  const run = await runAction({
    inputs: agentInputs(emulator, { 'poll-interval': '2s', timeout: '2m' }),
    event: issuesLabeled(7),
    env: githubEnv(emulator),
    echo: process.stdout
  })
  if (run.stderr !== '') process.stderr.write(run.stderr)

  rule('outputs')
  for (const [name, value] of Object.entries(run.outputs)) {
    console.log(`${name.padEnd(10)} ${name === 'job' ? value.slice(0, 120) + '…' : value}`)
  }

  rule('the comment on issue #7 (acme/docs)')
  for (const comment of emulator.commentsOn(7)) console.log(comment.body)

  rule('requests the stand-in received')
  for (const r of emulator.requests)
    console.log(`${r.method.padEnd(5)} ${r.path} -> ${r.status ?? ''}`)

  rule(`exit code ${run.code ?? run.signal ?? ''}`)
  process.exitCode = run.code === 0 && emulator.violations.length === 0 ? 0 : 1
  for (const v of emulator.violations) console.error(`contract violation: ${v.where}: ${v.errors}`)
} finally {
  await emulator.close()
}

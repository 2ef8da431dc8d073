import { test } from '@jest/globals'
import { agentInputs, githubEnv, issuesLabeled, runAction } from '../../emulator/runner.js'
import { startStandIn, stopStandIn } from './stand-in.js'
test('dbg', async () => {
  const emulator = await startStandIn()
  emulator.turns = [{ activePolls: 3, end: 'completed' }]
  emulator.inject('comment-create', { hang: true })
  const run = await runAction({ inputs: agentInputs(emulator, { 'poll-interval': '1s' }), event: issuesLabeled(7), env: { ...githubEnv(emulator), ACTIONS_STEP_DEBUG: 'true' } })
  console.log(run.durationMs, run.stdout.split('\n').filter(l => !l.startsWith('::add-mask')).join('\n'))
  emulator.violations.length = 0
  await stopStandIn(emulator)
}, 60000)

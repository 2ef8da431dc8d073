import { runMain } from './action/run-action.js'
import { agentAction } from './agent/action.js'

await runMain(agentAction)

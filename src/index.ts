import { runAction } from './action/run-action.js'
import { agentAction } from './agent/action.js'

await runAction(agentAction)

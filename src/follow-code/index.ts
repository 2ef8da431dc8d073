import { runAction } from '../action/run-action.js'
import { followCodeAction } from './action.js'

await runAction(followCodeAction)

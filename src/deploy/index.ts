import { runAction } from '../action/run-action.js'
import { deployAction } from './action.js'

await runAction(deployAction)

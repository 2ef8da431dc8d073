import { runAction } from '../action/run-action.js'
import { visitorsAction } from './action.js'

await runAction(visitorsAction)

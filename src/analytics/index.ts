import { runAction } from '../action/run-action.js'
import { analyticsAction } from './action.js'

await runAction(analyticsAction)

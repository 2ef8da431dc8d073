import { runMain } from '../action/run-action.js'
import { analyticsAction } from './action.js'

await runMain(analyticsAction)

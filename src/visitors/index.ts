import { runMain } from '../action/run-action.js'
import { visitorsAction } from './action.js'

await runMain(visitorsAction)

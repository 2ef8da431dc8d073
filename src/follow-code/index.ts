import { runMain } from '../action/run-action.js'
import { followCodeAction } from './action.js'

await runMain(followCodeAction)

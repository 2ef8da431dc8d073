import { runMain } from '../action/run-action.js'
import { deployAction } from './action.js'

await runMain(deployAction)

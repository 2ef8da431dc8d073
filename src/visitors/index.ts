import { runVisitors } from '../main-visitors.js'

await runVisitors()

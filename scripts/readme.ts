/**
 * `npm run readme`: regenerates what the README shows that is not written by hand, the input and
 * output tables (from action.yml) and the examples of comments and summaries (from real runs of
 * the bundled actions against the stand-in: run `npm run bundle` first).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderExamples, runExamples } from './readme-examples.js'
import { ROOT, renderReadme } from './readme-tables.js'

const path = join(ROOT, 'README.md')
const tables = renderReadme(readFileSync(path, 'utf8'))
writeFileSync(path, renderExamples(tables, await runExamples()))
console.log('README.md tables regenerated from action.yml files, examples from a stand-in run')

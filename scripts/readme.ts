/**
 * `npm run readme`: regenerates what the README and the pages of docs/ show that is not written
 * by hand, the input and output tables (from action.yml) and the examples of comments and
 * summaries (from real runs of the bundled actions against the stand-in: run `npm run bundle`
 * first). Each sits between its markers, in whichever of the files holds it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderExamples, runExamples } from './readme-examples.js'
import { DOCUMENTS, ROOT, renderReadme } from './readme-tables.js'

const examples = await runExamples()
for (const file of DOCUMENTS) {
  const path = join(ROOT, file)
  writeFileSync(path, renderExamples(renderReadme(readFileSync(path, 'utf8')), examples))
}
console.log(
  `${DOCUMENTS.join(', ')}: tables regenerated from action.yml files, examples from a stand-in run`
)

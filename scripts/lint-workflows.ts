/**
 * `npm run lint:workflows`: every workflow in .github/workflows/ and examples/ is parsed and
 * checked against GitHub's own workflow schema with `@actions/workflow-parser` (the parser GitHub
 * publishes for its editor tooling), including expressions, and converted the way the runner
 * converts it. Exits 1 and names the file, line and column of each problem found. Files given as
 * arguments are checked instead of those folders.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow
} from '@actions/workflow-parser'

const ROOT = resolve(import.meta.dirname, '..')
const FOLDERS = ['.github/workflows', 'examples']

async function lintWorkflow(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  if (parsed.value !== undefined) await convertWorkflowTemplate(parsed.context, parsed.value)
  return parsed.context.errors.getErrors().map(error => error.message)
}

const given = process.argv.slice(2)
const files =
  given.length > 0
    ? given.map(f => resolve(f))
    : FOLDERS.flatMap(folder =>
        readdirSync(join(ROOT, folder))
          .filter(f => /\.ya?ml$/.test(f))
          .map(f => join(ROOT, folder, f))
      )
let problems = 0
for (const file of files) {
  const name = file.startsWith(`${ROOT}/`) ? file.slice(ROOT.length + 1) : file
  const errors = await lintWorkflow(name, readFileSync(file, 'utf8'))
  problems += errors.length
  for (const error of errors) console.error(error)
}
console.log(`${files.length} workflow file(s) checked, ${problems} problem(s).`)
process.exit(problems === 0 ? 0 : 1)

/**
 * `npm run lint:workflows`: every workflow in .github/workflows/ and examples/ is parsed and
 * checked against GitHub's own workflow schema with `@actions/workflow-parser` (the parser GitHub
 * publishes for its editor tooling), including expressions, and converted the way the runner
 * converts it. Each action's metadata (action.yml and the three beside it) is checked against the
 * same package's action schema (Feather icon and colour names included), and against what GitHub
 * Marketplace asks of a listing: `branding` with an icon and a colour, and a description of at
 * most 125 characters. Exits 1 and names the file, line and column of each problem found. Files
 * given as arguments are checked instead (a file named action.yml or action.yaml as an action).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow
} from '@actions/workflow-parser'
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index'

const ROOT = resolve(import.meta.dirname, '..')
const FOLDERS = ['.github/workflows', 'examples']
const ACTIONS = ['action.yml', 'analytics/action.yml', 'visitors/action.yml', 'deploy/action.yml']
/** The longest description GitHub Marketplace shows whole. */
const MARKETPLACE_DESCRIPTION = 125

async function lintWorkflow(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  if (parsed.value !== undefined) await convertWorkflowTemplate(parsed.context, parsed.value)
  return parsed.context.errors.getErrors().map(error => error.message)
}

function lintAction(name: string, content: string): string[] {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map(error => error.message)
  if (parsed.value === undefined || errors.length > 0) return errors
  const action = convertActionTemplate(parsed.context, parsed.value)
  const problems = parsed.context.errors.getErrors().map(error => error.message)
  if (action.branding?.icon === undefined || action.branding.color === undefined)
    problems.push(`${name}: no branding (icon and color), which GitHub Marketplace lists`)
  const length = [...action.description].length
  if (length > MARKETPLACE_DESCRIPTION)
    problems.push(
      `${name}: the description is ${length} characters; GitHub Marketplace shows ${MARKETPLACE_DESCRIPTION}`
    )
  return problems
}

const isAction = (file: string) => /^action\.ya?ml$/.test(basename(file))
const given = process.argv.slice(2)
const files =
  given.length > 0
    ? given.map(f => resolve(f))
    : [
        ...FOLDERS.flatMap(folder =>
          readdirSync(join(ROOT, folder))
            .filter(f => /\.ya?ml$/.test(f))
            .map(f => join(ROOT, folder, f))
        ),
        ...ACTIONS.map(f => join(ROOT, f))
      ]
let problems = 0
for (const file of files) {
  const name = file.startsWith(`${ROOT}/`) ? file.slice(ROOT.length + 1) : file
  const content = readFileSync(file, 'utf8')
  const errors = isAction(file) ? lintAction(name, content) : await lintWorkflow(name, content)
  problems += errors.length
  for (const error of errors) console.error(error)
}
console.log(`${files.length} workflow and action file(s) checked, ${problems} problem(s).`)
process.exit(problems === 0 ? 0 : 1)

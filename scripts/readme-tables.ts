/**
 * The documentation's inputs and outputs tables are generated from the action.yml files,
 * so there is one copy of each description. `npm run readme` (scripts/readme.ts) rewrites them; the test
 * __tests__/readme.test.ts fails when the README is out of date.
 *
 * A table sits between `<!-- table: inputs action.yml -->` and `<!-- end table -->`. An inputs
 * table is three: the inputs most workflows set (`EVERYDAY_INPUTS`), then the rest, then the
 * deprecated ones (those with a `deprecationMessage`), so each reference opens with what a new
 * user needs.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'

export const ROOT = resolve(import.meta.dirname, '..')

export interface ActionInput {
  description?: string
  required?: boolean
  default?: string
  /** Set on an input kept for `v1` though something else now says what it said. */
  deprecationMessage?: string
}

interface ActionYaml {
  inputs?: Record<string, ActionInput>
  outputs?: Record<string, { description?: string }>
}

export function readAction(file: string): ActionYaml {
  return parse(readFileSync(join(ROOT, file), 'utf8')) as ActionYaml
}

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')
}

/**
 * The inputs most workflows set, per action, in the order each reference lists them first
 * ("Everyday"); every other input follows ("Advanced"), and a deprecated one comes last
 * ("Deprecated"). The set is what the workflows people copy set: the README's for the agent (the
 * key, the project, a prompt, its `timeout`, `checks` and `task`), and for the others what their
 * page's workflows and examples/ set, with the one input a headline use needs (`report` for the
 * weekly docs-health issue). __tests__/readme.test.ts holds each name to its action.yml.
 */
export const EVERYDAY_INPUTS: Readonly<Record<string, readonly string[]>> = {
  'action.yml': ['projectId', 'secret-key', 'prompt', 'timeout', 'checks', 'task'],
  'analytics/action.yml': ['projectId', 'secret-key', 'days', 'format', 'compare', 'report'],
  'visitors/action.yml': ['projectId', 'secret-key', 'days', 'format', 'path'],
  'deploy/action.yml': ['projectId', 'secret-key', 'mode', 'source', 'timeout'],
  'follow-code/action.yml': ['projectId', 'secret-key', 'paths', 'prompt', 'docs-token', 'timeout']
}

/** An action's inputs as its reference groups them: everyday, advanced, deprecated. */
export interface InputGroups {
  readonly everyday: readonly [string, ActionInput][]
  readonly advanced: readonly [string, ActionInput][]
  readonly deprecated: readonly [string, ActionInput][]
}

export function groupInputs(file: string): InputGroups {
  const everyday = EVERYDAY_INPUTS[file]
  if (everyday === undefined)
    throw new Error(
      `${file}: no everyday inputs named in EVERYDAY_INPUTS (scripts/readme-tables.ts)`
    )
  const inputs = readAction(file).inputs ?? {}
  const named = everyday.map((name): [string, ActionInput] => {
    const input = inputs[name]
    if (input === undefined || input.deprecationMessage !== undefined)
      throw new Error(`${file}: the everyday input "${name}" is not a live input of the action`)
    return [name, input]
  })
  const rest = Object.entries(inputs).filter(([name]) => !everyday.includes(name))
  return {
    everyday: named,
    advanced: rest.filter(([, input]) => input.deprecationMessage === undefined),
    deprecated: rest.filter(([, input]) => input.deprecationMessage !== undefined)
  }
}

export function renderTable(kind: 'inputs' | 'outputs', file: string): string {
  if (kind === 'inputs') return renderInputs(groupInputs(file))
  const rows = Object.entries(readAction(file).outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description ?? '')} |`
  )
  return ['| output | meaning |', '| --- | --- |', ...rows].join('\n')
}

/** The three groups, each under a line that says what it holds; an empty group is left out. */
function renderInputs(groups: InputGroups): string {
  const table = (rows: readonly [string, ActionInput][]) =>
    [
      '| input | default | meaning |',
      '| --- | --- | --- |',
      ...rows.map(
        ([name, input]) =>
          `| \`${name}\` | ${defaultOf(input)} | ${cell(input.description ?? '')} |`
      )
    ].join('\n')
  const parts = [
    `**Everyday**: what most workflows set.\n\n${table(groups.everyday)}`,
    `**Advanced**: the rest, each with a default that fits most runs.\n\n${table(groups.advanced)}`
  ]
  if (groups.deprecated.length > 0) {
    const rows = groups.deprecated.map(
      ([name, input]) =>
        `| \`${name}\` | ${cell(input.deprecationMessage ?? '')} | ${cell(input.description ?? '')} |`
    )
    parts.push(
      `**Deprecated**: still read by \`v1\`, and GitHub's runner warns when a step gives one.\n\n${[
        '| input | instead | what a value given still does |',
        '| --- | --- | --- |',
        ...rows
      ].join('\n')}`
    )
  }
  return parts.join('\n\n')
}

function defaultOf(input: ActionInput): string {
  if (input.required === true) return '**required**'
  return input.default === undefined || input.default === '' ? '' : `\`${input.default}\``
}

// Lines between the markers are replaced; an empty block (markers on consecutive lines) works too.
const MARKED =
  /^(<!-- table: (inputs|outputs) (\S+) -->)\n(?:<!-- prettier-ignore-start -->\n)?(?:(?!<!-- ).*\n)*?(?:<!-- prettier-ignore-end -->\n)?(<!-- end table -->)$/gm

/** Generated text, kept exactly as generated by Prettier (which checks every Markdown file). */
export const IGNORED = (text: string) =>
  `<!-- prettier-ignore-start -->\n${text}\n<!-- prettier-ignore-end -->`

/** The README and the pages of docs/ it links to: where the documentation lives. */
export const DOCUMENTS: readonly string[] = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter(name => name.endsWith('.md'))
    .sort()
    .map(name => `docs/${name}`)
]

export function renderReadme(readme: string): string {
  return readme.replace(
    MARKED,
    (_m, open: string, kind: 'inputs' | 'outputs', file: string, close: string) =>
      `${open}\n${IGNORED(renderTable(kind, file))}\n${close}`
  )
}

/**
 * The documentation's inputs and outputs tables are generated from the action.yml files,
 * so there is one copy of each description. `npm run readme` (scripts/readme.ts) rewrites them; the test
 * __tests__/readme.test.ts fails when the README is out of date.
 *
 * A table sits between `<!-- table: inputs action.yml -->` and `<!-- end table -->`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'

export const ROOT = resolve(import.meta.dirname, '..')

interface ActionYaml {
  inputs?: Record<string, { description?: string; required?: boolean; default?: string }>
  outputs?: Record<string, { description?: string }>
}

export function readAction(file: string): ActionYaml {
  return parse(readFileSync(join(ROOT, file), 'utf8')) as ActionYaml
}

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')
}

export function renderTable(kind: 'inputs' | 'outputs', file: string): string {
  const action = readAction(file)
  if (kind === 'inputs') {
    const rows = Object.entries(action.inputs ?? {}).map(([name, input]) => {
      const def =
        input.required === true
          ? '**required**'
          : input.default === undefined || input.default === ''
            ? ''
            : `\`${input.default}\``
      return `| \`${name}\` | ${def} | ${cell(input.description ?? '')} |`
    })
    return ['| input | default | meaning |', '| --- | --- | --- |', ...rows].join('\n')
  }
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description ?? '')} |`
  )
  return ['| output | meaning |', '| --- | --- |', ...rows].join('\n')
}

// Lines between the markers are replaced; an empty block (markers on consecutive lines) works too.
const MARKED =
  /^(<!-- table: (inputs|outputs) (\S+) -->)\n(?:(?!<!-- ).*\n)*?(<!-- end table -->)$/gm

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
      `${open}\n${renderTable(kind, file)}\n${close}`
  )
}

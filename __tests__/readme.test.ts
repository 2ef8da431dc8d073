import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { ROOT, readAction, renderReadme } from '../scripts/readme-tables.js'

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')

test('the README tables are generated from action.yml (run `npm run readme`)', () => {
  expect(renderReadme(readme)).toBe(readme)
})

test('every input and output of action.yml is in the README', () => {
  const action = readAction('action.yml')
  for (const name of [...Object.keys(action.inputs ?? {}), ...Object.keys(action.outputs ?? {})]) {
    expect(readme).toContain(`| \`${name}\` |`)
  }
})

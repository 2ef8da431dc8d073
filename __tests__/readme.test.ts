import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { renderExamples, runExamples, withoutTimes } from '../scripts/readme-examples.js'
import { ROOT, readAction, renderReadme } from '../scripts/readme-tables.js'

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')

test('the README tables are generated from action.yml (run `npm run readme`)', () => {
  expect(renderReadme(readme)).toBe(readme)
})

test.each(['action.yml', 'visitors/action.yml'])(
  'every input and output of %s has a README table',
  file => {
    const action = readAction(file)
    for (const kind of ['inputs', 'outputs'] as const) {
      expect(readme).toContain(`<!-- table: ${kind} ${file} -->`)
      for (const name of Object.keys(action[kind] ?? {}))
        expect(readme).toContain(`| \`${name}\` |`)
    }
  }
)

test("the README's comment and summaries are what the bundled actions write (run `npm run readme`)", async () => {
  const fresh = renderExamples(readme, await runExamples())
  expect(withoutTimes(fresh)).toBe(withoutTimes(readme))
  // Every example is there, and filled.
  for (const name of ['agent-comment', 'agent-summary', 'visitors-summary'])
    expect(readme).toMatch(new RegExp(`<!-- example: ${name} -->\\n> \\S`))
}, 30_000)

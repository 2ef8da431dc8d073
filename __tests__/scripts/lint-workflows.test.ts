import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { parse } from 'yaml'

/**
 * The workflow and action linter, run for real: GitHub's own parser and schemas decide. It checks
 * the files it is given one by one and names each in every problem, so one run checks every file
 * with a mistake (each test reads the lines that name its own) and one every file without.
 */

const ROOT = resolve(import.meta.dirname, '../..')
const TSX = join(ROOT, 'node_modules/.bin/tsx')
function lint(...files: string[]) {
  const run = spawnSync(TSX, [join(ROOT, 'scripts/lint-workflows.ts'), ...files], {
    cwd: ROOT,
    encoding: 'utf8'
  })
  return { code: run.status, out: `${run.stdout}${run.stderr}` }
}
function scratch(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'))
  writeFileSync(join(dir, name), text)
  return join(dir, name)
}
const RUNS = 'runs:\n  using: node24\n  main: dist/index.js\n'

/** `make()` once, when a test first asks. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
/** What the linter said of `file` alone, in a run over several. */
const linesOf = (out: string, file: string) =>
  out.split('\n').filter(line => line.startsWith(`${file}:`) || line.startsWith(`${file} (`))

test("every workflow, example and action.yml of the repository passes, the release's included", () => {
  const run = lint()
  expect(run.out).toContain('25 workflow and action file(s) checked, 0 problem(s).')
  expect(run.code).toBe(0)
})

test('the Release workflow signs the provenance of dist/ with the permissions that needs', () => {
  const text = readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')
  const workflow = parse(text) as {
    on: { push: { tags: string[] } }
    jobs: Record<string, { permissions: Record<string, string>; steps: { uses?: string }[] }>
  }
  const [job] = Object.values(workflow.jobs)
  expect(workflow.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+'])
  expect(job?.permissions).toMatchObject({ 'id-token': 'write', attestations: 'write' })
  const step = job?.steps.find(s => s.uses?.startsWith('actions/attest-build-provenance@'))
  expect(step).toMatchObject({ with: { 'subject-path': 'dist/**/*.js' } })
  expect(passing().code).toBe(0)
  expect(linesOf(passing().out, '.github/workflows/release.yml')).toEqual([])
})

const BAD_ACTIONS = [
  [
    'a description over 125 characters',
    `name: x\ndescription: ${'d'.repeat(126)}\nbranding:\n  icon: upload-cloud\n  color: green\n${RUNS}`,
    'the description is 126 characters; GitHub Marketplace shows 125'
  ],
  ['no branding', `name: x\ndescription: y\n${RUNS}`, 'no branding (icon and color)'],
  [
    'an icon that is not one of Feather v4.28.0',
    `name: x\ndescription: y\nbranding:\n  icon: rocket\n  color: green\n${RUNS}`,
    "(Line: 4, Col: 9): Unexpected value 'rocket'"
  ],
  [
    'a colour GitHub does not offer',
    `name: x\ndescription: y\nbranding:\n  icon: upload-cloud\n  color: pink\n${RUNS}`,
    "(Line: 5, Col: 10): Unexpected value 'pink'"
  ]
] as const
const BROKEN =
  'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.sha\n'
const GOOD_ACTION = `name: x\ndescription: ${'d'.repeat(125)}\nbranding:\n  icon: upload-cloud\n  color: green\n${RUNS}`

/** One run over every file with a mistake: each bad action.yml, and a broken workflow. */
const failing = once(() => {
  const files = [
    ...BAD_ACTIONS.map(([name, text]) => [name, scratch('action.yml', text)] as const),
    ['broken', scratch('broken.yml', BROKEN)] as const
  ]
  return { ...lint(...files.map(([, path]) => path)), files: Object.fromEntries(files) }
})
/** One run over files without one: the Release workflow, and an action.yml at the limits. */
const passing = once(() => {
  const good = scratch('action.yml', GOOD_ACTION)
  return { ...lint(join(ROOT, '.github/workflows/release.yml'), good), good }
})

test('files with mistakes fail the run, each problem counted', () => {
  expect(failing().out).toContain('5 workflow and action file(s) checked, 5 problem(s).')
  expect(failing().code).toBe(1)
})

describe('an action.yml GitHub Marketplace would not list', () => {
  test.each(BAD_ACTIONS)('%s', (name, _text, problem) => {
    const said = linesOf(failing().out, failing().files[name] ?? '')
    expect(said).toHaveLength(1)
    expect(said[0]).toContain(problem)
  })

  test('a 125-character description with branding passes', () => {
    expect(linesOf(passing().out, passing().good)).toEqual([])
    expect(passing().out).toContain('2 workflow and action file(s) checked, 0 problem(s).')
    expect(passing().code).toBe(0)
  })
})

test('a workflow with a mistake is named with its line', () => {
  const said = linesOf(failing().out, failing().files.broken ?? '')
  expect(said).toHaveLength(1)
  expect(said[0]).toMatch(/broken\.yml \(Line: 6/)
})

import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'

/** The release script, run for real in a scratch repository with git, npm and a stand-in bundler. */

const ROOT = resolve(import.meta.dirname, '../..')
// The script imports Node's modules alone, so Node runs it itself (it strips the types, as tsx
// would for `npm run release`), without tsx's start-up.
const NODE = process.execPath
// The stand-in bundler: dist/index.js is a copy of src/version.ts, so a stale dist/ shows.
const BUNDLE = `node -e "require('fs').copyFileSync('src/version.ts','dist/index.js')"`
const CHANGELOG =
  '# Changelog\n\n## [Unreleased]\n\n### Added\n\n- A thing.\n\n## [1.0.0] - 2026-11-21\n\n- First.\n'

let dir: string
const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim()
const file = (path: string) => readFileSync(join(dir, path), 'utf8')
// The stand-in defaults test: fails while `defaultsFail` says so.
let defaultsFail = false
const defaultsTest = () => `node -e "process.exit(${defaultsFail ? 1 : 0})"`
function release(...args: string[]) {
  const run = spawnSync(NODE, [join(ROOT, 'scripts/release.ts'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, RELEASE_BUNDLE: BUNDLE, RELEASE_DEFAULTS_TEST: defaultsTest() }
  })
  return { code: run.status, out: `${run.stdout}${run.stderr}` }
}

// The scratch repository, made once and copied for each test: a copy of a repository is the
// same repository, without git's five runs to make it.
let template: string
beforeAll(() => {
  template = mkdtempSync(join(tmpdir(), 'release-template-'))
  dir = template
  mkdirSync(join(dir, 'src'))
  mkdirSync(join(dir, 'dist'))
  writeFileSync(join(dir, 'package.json'), '{\n  "name": "scratch",\n  "version": "1.0.0"\n}\n')
  writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG)
  writeFileSync(join(dir, 'src/version.ts'), "export const ACTION_VERSION = '1.0.0'\n")
  writeFileSync(join(dir, 'dist/index.js'), "export const ACTION_VERSION = '1.0.0'\n")
  git('init', '-q', '-b', 'main')
  git('config', 'user.email', 'dev@example.com')
  git('config', 'user.name', 'Dev')
  git('add', '-A')
  git('commit', '-q', '-m', 'start')
})
afterAll(() => rmSync(template, { recursive: true, force: true }))
beforeEach(() => {
  defaultsFail = false
  dir = mkdtempSync(join(tmpdir(), 'release-'))
  cpSync(template, dir, { recursive: true })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run release -- X.Y.Z', () => {
  test('bumps, moves the changelog, rebuilds dist/, commits, tags vX.Y.Z and moves vX', () => {
    const run = release('1.1.0')
    expect(run.code).toBe(0)
    expect(run.out).toContain('  git push origin HEAD v1.1.0\n')
    expect(JSON.parse(file('package.json'))).toMatchObject({ version: '1.1.0' })
    expect(file('src/version.ts')).toContain("ACTION_VERSION = '1.1.0'")
    expect(file('dist/index.js')).toContain("ACTION_VERSION = '1.1.0'")
    const today = new Date().toISOString().slice(0, 10)
    expect(file('CHANGELOG.md')).toBe(
      CHANGELOG.replace('## [Unreleased]\n', `## [Unreleased]\n\n## [1.1.0] - ${today}\n`)
    )
    expect(git('log', '-1', '--format=%s')).toBe('Release v1.1.0')
    expect(git('status', '--porcelain')).toBe('')
    expect(git('rev-parse', 'v1.1.0^{commit}')).toBe(git('rev-parse', 'HEAD'))
    expect(git('rev-parse', 'v1^{commit}')).toBe(git('rev-parse', 'HEAD'))

    // The next release moves v1 along; v1.1.0 stays where it was.
    writeFileSync(
      join(dir, 'CHANGELOG.md'),
      file('CHANGELOG.md').replace('## [Unreleased]\n', '## [Unreleased]\n\n- More.\n')
    )
    git('commit', '-q', '-am', 'more')
    expect(release('1.2.0').code).toBe(0)
    expect(git('rev-parse', 'v1^{commit}')).toBe(git('rev-parse', 'HEAD'))
    expect(git('rev-parse', 'v1.1.0^{commit}')).toBe(git('rev-parse', 'HEAD~2'))
  })

  test.each<[string, () => string[], string]>([
    [
      'a dirty tree',
      () => (writeFileSync(join(dir, 'x'), ''), ['1.1.0']),
      'the work tree has changes'
    ],
    [
      'a stale dist/',
      () => (
        writeFileSync(join(dir, 'dist/index.js'), 'old'),
        git('commit', '-qam', 'stale'),
        ['1.1.0']
      ),
      'dist/ is not the bundle of src/'
    ],
    [
      'an action that refuses its own defaults',
      () => ((defaultsFail = true), ['1.1.0']),
      'The defaults test failed (__tests__/e2e/defaults.test.ts): an action refuses its own defaults'
    ],
    ['a version that is not newer', () => ['1.0.0'], '1.0.0 is not newer than the current 1.0.0'],
    ['not a version', () => ['v1.1'], '"v1.1" is not a version like 1.1.0'],
    [
      'an empty Unreleased section',
      () => (
        writeFileSync(join(dir, 'CHANGELOG.md'), '# Changelog\n\n## [Unreleased]\n\n## [1.0.0]\n'),
        git('commit', '-qam', 'empty'),
        ['1.1.0']
      ),
      'The Unreleased section of CHANGELOG.md is empty'
    ]
  ])('refuses %s, and changes nothing', (_what, setUp, message) => {
    const args = setUp()
    const head = git('rev-parse', 'HEAD')
    const run = release(...args)
    expect(run.code).toBe(1)
    expect(run.out).toContain(message)
    expect(git('rev-parse', 'HEAD')).toBe(head)
    expect(git('tag', '--list')).toBe('')
  })
})

describe('npm run release -- --publish vX.Y.Z (the Release workflow)', () => {
  test('moves the major tag to a published tag that holds its version and changelog entry', () => {
    expect(release('1.1.0').code).toBe(0)
    const v110 = git('rev-parse', 'HEAD')
    git('tag', '-f', 'v1', 'HEAD~1')
    const run = release('--publish', 'v1.1.0')
    expect(run.code).toBe(0)
    expect(git('rev-parse', 'v1^{commit}')).toBe(v110)
  })

  test('refuses to move the major tag while the defaults test fails', () => {
    expect(release('1.1.0').code).toBe(0)
    git('tag', '-f', 'v1', 'HEAD~1')
    const before = git('rev-parse', 'v1^{commit}')
    defaultsFail = true
    const run = release('--publish', 'v1.1.0')
    expect(run.code).toBe(1)
    expect(run.out).toContain('an action refuses its own defaults')
    expect(git('rev-parse', 'v1^{commit}')).toBe(before)
  })

  test('refuses a tag whose package.json says another version', () => {
    git('tag', 'v1.0.1')
    const run = release('--publish', 'v1.0.1')
    expect(run.code).toBe(1)
    expect(run.out).toContain('v1.0.1 holds package.json version 1.0.0, not 1.0.1.')
    expect(git('tag', '--list', 'v1')).toBe('')
  })
})

describe('npm run release -- --notes vX.Y.Z (the release notes)', () => {
  test("prints the version's changelog entry alone, whatever comes before or after it", () => {
    expect(release('1.1.0').code).toBe(0)
    const run = release('--notes', 'v1.1.0')
    expect(run.code).toBe(0)
    expect(run.out.trim()).toBe('### Added\n\n- A thing.')
    expect(release('--notes', 'v1.0.0').out.trim()).toBe('- First.')
  })

  test('refuses a version the changelog has no entry for, or that is not a version', () => {
    expect(release('--notes', 'v1.2.0').out).toContain('CHANGELOG.md has no "## [1.2.0]" entry.')
    expect(release('--notes', 'v1.0').code).toBe(1)
  })
})

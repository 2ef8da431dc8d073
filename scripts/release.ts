/**
 * Releases, in the shape of GitHub's action template (script/release):
 *
 *   npm run release -- 1.1.0            on a clean main: check that dist/ is the bundle of src/,
 *                                       bump package.json and src/version.ts, move the changelog's
 *                                       Unreleased section under "## [1.1.0] - <date>", rebuild
 *                                       dist/, commit, tag v1.1.0 and move the major tag v1 to it.
 *                                       Nothing is pushed: the last line says what to push.
 *   npm run release -- --publish v1.1.0 what the Release workflow runs when the tag is pushed:
 *                                       check that the checked-out tag is that version, has its
 *                                       changelog entry and a current dist/, then move v1 (not
 *                                       pushed: the workflow attests dist/ and publishes first).
 *   npm run release -- --notes v1.1.0   print the tag's changelog entry, the release's notes.
 *
 * Both refuse while an action refuses its own defaults: the defaults test runs the freshly built
 * bundle of each action as the runner passes its inputs (every declared one, defaults filled in).
 *
 * RELEASE_BUNDLE is the command that rebuilds dist/ (default `npm run -s bundle`) and
 * RELEASE_DEFAULTS_TEST the one that runs the defaults test; tests set them.
 */
import { execFileSync, execSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = process.cwd()
const BUNDLE = process.env.RELEASE_BUNDLE ?? 'npm run -s bundle'
const DEFAULTS_TEST =
  process.env.RELEASE_DEFAULTS_TEST ?? 'npm test -- --silent __tests__/e2e/defaults.test.ts'
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/

class ReleaseError extends Error {}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()
}

function read(path: string): string {
  return readFileSync(resolve(ROOT, path), 'utf8')
}

function write(path: string, text: string): void {
  writeFileSync(resolve(ROOT, path), text)
}

function requireClean(what: string): void {
  const dirty = git('status', '--porcelain')
  if (dirty !== '') throw new ReleaseError(`${what}: the work tree has changes:\n${dirty}`)
}

/** dist/ must be exactly what the bundler makes of src/ now. */
function requireCurrentDist(): void {
  execSync(BUNDLE, { cwd: ROOT, stdio: 'inherit' })
  const changed = git('status', '--porcelain', '--', 'dist')
  if (changed !== '') {
    git('checkout', '--', 'dist')
    throw new ReleaseError(
      `dist/ is not the bundle of src/: run "npm run bundle" and commit dist/ first.\n${changed}`
    )
  }
}

/** Each action runs on its defaults, as the runner passes them; nothing is tagged otherwise. */
function requireDefaultsAccepted(): void {
  try {
    execSync(DEFAULTS_TEST, { cwd: ROOT, stdio: 'inherit' })
  } catch {
    throw new ReleaseError(
      'The defaults test failed (__tests__/e2e/defaults.test.ts): an action refuses its own defaults, as the runner passes them. Fix it before releasing.'
    )
  }
}

function compare(a: string, b: string): number {
  const [x, y] = [VERSION.exec(a), VERSION.exec(b)]
  for (let i = 1; i <= 3; i++) {
    const d = Number(x?.[i]) - Number(y?.[i])
    if (d !== 0) return d
  }
  return 0
}

/** The changelog with Unreleased moved under the new version; refuses an empty Unreleased. */
export function moveUnreleased(changelog: string, version: string, date: string): string {
  const heading = /^## \[Unreleased\][^\n]*\n/m.exec(changelog)
  if (heading === null) throw new ReleaseError('CHANGELOG.md has no "## [Unreleased]" section.')
  const start = heading.index + heading[0].length
  const next = changelog.slice(start).search(/^## \[/m)
  const end = next === -1 ? changelog.length : start + next
  if (changelog.slice(start, end).trim() === '') {
    throw new ReleaseError('The Unreleased section of CHANGELOG.md is empty: say what changed.')
  }
  return `${changelog.slice(0, start)}\n## [${version}] - ${date}\n${changelog.slice(start)}`
}

function prepare(version: string): void {
  if (!VERSION.test(version)) throw new ReleaseError(`"${version}" is not a version like 1.1.0.`)
  requireClean('Cannot release')
  const pkg = JSON.parse(read('package.json')) as { version: string }
  if (compare(version, pkg.version) <= 0) {
    throw new ReleaseError(`${version} is not newer than the current ${pkg.version}.`)
  }
  requireCurrentDist()
  requireDefaultsAccepted()
  const date = new Date().toISOString().slice(0, 10)
  write('CHANGELOG.md', moveUnreleased(read('CHANGELOG.md'), version, date))
  write(
    'src/version.ts',
    read('src/version.ts').replace(/ACTION_VERSION = '[^']+'/, `ACTION_VERSION = '${version}'`)
  )
  // package.json and its lock file; the User-Agent in dist/ changes with src/version.ts.
  execFileSync('npm', ['version', '--no-git-tag-version', version], { cwd: ROOT, stdio: 'ignore' })
  execSync(BUNDLE, { cwd: ROOT, stdio: 'inherit' })
  git('add', '-A')
  git('commit', '-q', '-m', `Release v${version}`)
  tag(version)
  const major = `v${version.split('.')[0]}`
  console.log(`Tagged v${version} (and ${major} here). Push them; the Release workflow checks the`)
  console.log(`tag, signs dist/'s provenance, publishes the release and moves ${major} on GitHub:`)
  console.log(`  git push origin HEAD v${version}`)
}

function tag(version: string): void {
  const major = `v${version.split('.')[0]}`
  if (git('tag', '--list', `v${version}`) === '')
    git('tag', '-a', `v${version}`, '-m', `v${version}`)
  git('tag', '-f', '-a', major, '-m', `${major} -> v${version}`, `v${version}^{commit}`)
}

function publish(tagName: string): void {
  const version = tagName.replace(/^v/, '')
  if (!VERSION.test(version)) throw new ReleaseError(`"${tagName}" is not a tag like v1.1.0.`)
  requireClean('Cannot publish')
  const at = git('rev-parse', 'HEAD')
  const tagged = git('rev-parse', `${tagName}^{commit}`)
  if (at !== tagged) throw new ReleaseError(`HEAD is not at ${tagName}: check out the tag first.`)
  const pkg = JSON.parse(read('package.json')) as { version: string }
  if (pkg.version !== version) {
    throw new ReleaseError(`${tagName} holds package.json version ${pkg.version}, not ${version}.`)
  }
  if (!read('CHANGELOG.md').includes(`## [${version}]`)) {
    throw new ReleaseError(`CHANGELOG.md at ${tagName} has no "## [${version}]" entry.`)
  }
  requireCurrentDist()
  requireDefaultsAccepted()
  tag(version)
  console.log(`Moved v${version.split('.')[0]} to ${tagName}.`)
}

/** The changelog entry of a version: what follows its heading, up to the next version's. */
export function notesOf(changelog: string, version: string): string {
  if (!VERSION.test(version)) throw new ReleaseError(`"${version}" is not a version like 1.1.0.`)
  const lines = changelog.split('\n')
  const start = lines.findIndex(line => line.startsWith(`## [${version}]`))
  if (start === -1) throw new ReleaseError(`CHANGELOG.md has no "## [${version}]" entry.`)
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## ['))
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim()
}

try {
  const [first, second] = process.argv.slice(2)
  if (first === '--publish' && second !== undefined) publish(second)
  else if (first === '--notes' && second !== undefined)
    console.log(notesOf(read('CHANGELOG.md'), second.replace(/^v/, '')))
  else if (first !== undefined && second === undefined) prepare(first)
  else throw new ReleaseError('Usage: npm run release -- 1.1.0 | --publish v1.1.0 | --notes v1.1.0')
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error
  console.error(error.message)
  process.exitCode = 1
}

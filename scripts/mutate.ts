/**
 * `npm run mutate [-- FILE …]`: one StrykerJS run per mutated file (stryker.config.mjs), each
 * against the file's own unit tests, then a table of the scores. It exits 1 when a file scores
 * under 90%. With FILEs, only those (each must be one of the config's MUTATED).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
// @ts-expect-error: the Stryker configuration is plain JavaScript, typed by its JSDoc
import { MUTATED } from '../stryker.config.mjs'

const TARGET = 90
const ROOT = join(import.meta.dirname, '..')
const mutated = MUTATED as readonly string[]

const asked = process.argv.slice(2)
const unknown = asked.filter(file => !mutated.includes(file))
if (unknown.length > 0) {
  console.error(`Not mutated by stryker.config.mjs: ${unknown.join(', ')}`)
  process.exit(2)
}

const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage'])

interface Mutant {
  readonly status: string
}
type Score = { readonly file: string; readonly score: number; readonly survivors: number }

function run(file: string): Score {
  const stryker = spawnSync('npx', ['stryker', 'run'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      MUTATE_FILE: file,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim()
    }
  })
  if (stryker.status !== 0) throw new Error(`Stryker failed on ${file} (exit ${stryker.status})`)
  const report = JSON.parse(
    readFileSync(join(ROOT, 'reports/mutation', `${file.replace(/[/.]/g, '_')}.json`), 'utf8')
  ) as { files: Record<string, { mutants: readonly Mutant[] }> }
  const mutants = Object.values(report.files).flatMap(f => f.mutants)
  const detected = mutants.filter(m => m.status === 'Killed' || m.status === 'Timeout').length
  // Mutants that do not compile or that a `Stryker disable` comment names (with its reason) are
  // not counted, as Stryker's own score does not count them.
  const valid = mutants.filter(m => COUNTED.has(m.status))
  const survivors = valid.length - detected
  return { file, score: valid.length === 0 ? 100 : (100 * detected) / valid.length, survivors }
}

const scores = (asked.length > 0 ? asked : mutated).map(run)
console.log('\nMutation score per file (target: at least 90%)')
for (const { file, score, survivors } of scores)
  console.log(
    `${score >= TARGET ? ' ' : '✗'} ${score.toFixed(1).padStart(5)}%  ${file}` +
      (survivors > 0 ? `  (${survivors} undetected)` : '')
  )
process.exit(scores.every(s => s.score >= TARGET) ? 0 : 1)

/**
 * `npm run contracts:check DIR`: compares the project's copy of the service's OpenAPI documents
 * (emulator/contracts/) with another copy in DIR, and says what changed: operations added or
 * removed, then every other JSON pointer that differs. Exits 1 when they differ, 0 when they are
 * the same, 2 when no DIR is given. Nothing outside the repository is read unless DIR names it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const OURS = resolve(import.meta.dirname, '../emulator/contracts')
const given = process.argv[2]
if (given === undefined) {
  console.error('Give the folder of the other copy: npm run contracts:check -- DIR')
  process.exit(2)
}
const theirs = resolve(given)
const MAX_LINES = 40

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

function differences(a: Json | undefined, b: Json | undefined, at: string, out: string[]): void {
  if (out.length > MAX_LINES) return
  if (JSON.stringify(a) === JSON.stringify(b)) return
  const objects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
  if (!objects || Array.isArray(a) !== Array.isArray(b)) {
    out.push(
      a === undefined ? `added   ${at}` : b === undefined ? `removed ${at}` : `changed ${at}`
    )
    return
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) {
    const pick = (o: Json) => (o as Record<string, Json>)[key]
    differences(pick(a), pick(b), `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out)
  }
}

function operations(doc: Json): Set<string> {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> }).paths ?? {}
  return new Set(
    Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map(method => `${method.toUpperCase()} ${path}`)
    )
  )
}

if (!existsSync(theirs)) {
  console.log(`No other copy at ${theirs}: nothing to compare emulator/contracts/ with.`)
  process.exit(0)
}
let differ = false
for (const file of readdirSync(OURS).filter(f => f.endsWith('.json'))) {
  const other = join(theirs, file)
  if (!existsSync(other)) {
    console.log(`${file}: not in ${theirs}`)
    continue
  }
  const ours = JSON.parse(readFileSync(join(OURS, file), 'utf8')) as Json
  const upstream = JSON.parse(readFileSync(other, 'utf8')) as Json
  const lines: string[] = []
  differences(ours, upstream, '#', lines)
  if (lines.length === 0) {
    console.log(`${file}: the same as ${other}`)
    continue
  }
  differ = true
  const [mine, their] = [operations(ours), operations(upstream)]
  console.log(`${file}: differs from ${other} (read "added" as: only in ${theirs})`)
  for (const op of their) if (!mine.has(op)) console.log(`  new operation      ${op}`)
  for (const op of mine) if (!their.has(op)) console.log(`  operation gone     ${op}`)
  for (const line of lines.slice(0, MAX_LINES)) console.log(`  ${line}`)
  if (lines.length > MAX_LINES) console.log('  …')
}
process.exit(differ ? 1 : 0)

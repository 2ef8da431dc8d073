import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import ts from 'typescript'

/**
 * The house as docs/develop.md draws it, held against the code: every import of src/, as the
 * TypeScript compiler reads it (`preProcessFile`, type imports and `import()` included).
 */

const SRC = resolve('src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : []
  )
}

const FILES = sourceFiles(SRC).map(file => relative(SRC, file))

/** Each file of src/ and the files of src/ it imports. */
const IMPORTS = new Map(
  FILES.map(file => {
    const text = readFileSync(join(SRC, file), 'utf8')
    const named = ts
      .preProcessFile(text, true, true)
      .importedFiles.map(i => i.fileName)
      .filter(name => name.startsWith('.'))
      .map(name => relative(SRC, resolve(SRC, dirname(file), name)).replace(/\.js$/, '.ts'))
    return [file, named] as const
  })
)

/** The room of a file: its folder under src/, or the file itself at the top. */
const roomOf = (file: string) =>
  file.includes('/') ? file.split('/')[0]! : file === 'index.ts' ? 'agent' : file

/** The circles of a graph (Tarjan's strongly connected components of more than one node). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let top: string
    do {
      top = stack.pop()!
      component.push(top)
    } while (top !== node)
    if (component.length > 1) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/** The ground floors, each with the only rooms it may import (the rest of the house stands on them). */
const GROUND: Readonly<Record<string, readonly string[]>> = {
  'timing.ts': [],
  'version.ts': [],
  text: ['text'],
  http: ['http', 'text', 'timing.ts'],
  action: ['action', 'http', 'text', 'timing.ts']
}

/** The actions, one room each with its action.yml: on the top floor, none importing another. */
const ACTIONS: readonly string[] = ['agent', 'analytics', 'visitors', 'deploy', 'follow-code']

/** The engines: capabilities two actions may share, taking narrow requests, never an action's settings. */
const ENGINES: readonly string[] = [
  'jobs',
  'checks',
  'deployments',
  'export',
  'docs-health',
  'changes'
]

/** The clients of the two services the house talks to. */
const BELOW: readonly string[] = ['service', 'github']

describe('the house', () => {
  test('every import names a file of src/', () => {
    const missing = [...IMPORTS].flatMap(([file, named]) =>
      named.filter(n => !IMPORTS.has(n)).map(n => `${file} -> ${n}`)
    )
    expect(missing).toEqual([])
  })

  test('no file imports itself through others: no circle of files', () => {
    expect(circles(IMPORTS)).toEqual([])
  })

  test('no circle of rooms', () => {
    const rooms = new Map<string, Set<string>>()
    for (const [file, named] of IMPORTS) {
      const from = roomOf(file)
      const to = rooms.get(from) ?? new Set<string>()
      for (const n of named) if (roomOf(n) !== from) to.add(roomOf(n))
      rooms.set(from, to)
    }
    expect(circles(new Map([...rooms].map(([room, to]) => [room, [...to]])))).toEqual([])
  })

  test('no arrow up from the ground floors (action/, http/, text/, the run time)', () => {
    const up = [...IMPORTS].flatMap(([file, named]) => {
      const allowed = GROUND[roomOf(file)]
      if (allowed === undefined) return []
      return named.filter(n => !allowed.includes(roomOf(n))).map(n => `${file} -> ${n}`)
    })
    expect(up).toEqual([])
  })

  test('GitHub is called and its failures are read in github/ only', () => {
    const outside = FILES.filter(file => roomOf(file) !== 'github').flatMap(file => {
      const text = readFileSync(join(SRC, file), 'utf8')
      return [/\bstatusOf\(/, /\boctokit\.(request|paginate|rest)\b/, /from '@octokit\//]
        .filter(rule => rule.test(text))
        .map(rule => `${file}: ${rule.source}`)
    })
    expect(outside).toEqual([])
  })

  test("a task's name is defined once", () => {
    const written = FILES.filter(file =>
      readFileSync(join(SRC, file), 'utf8').includes('[a-z0-9]+(?:-[a-z0-9]+)*')
    )
    expect(written).toEqual(['github/job-marker.ts'])
  })

  test('no action imports another: what two actions need is an engine below them', () => {
    const across = [...IMPORTS].flatMap(([file, named]) => {
      const from = roomOf(file)
      if (!ACTIONS.includes(from)) return []
      return named
        .filter(n => ACTIONS.includes(roomOf(n)) && roomOf(n) !== from)
        .map(n => `${file} -> ${n}`)
    })
    expect(across).toEqual([])
  })

  test('no engine, nor anything under it, imports an action (its settings included)', () => {
    const up = [...IMPORTS].flatMap(([file, named]) =>
      ACTIONS.includes(roomOf(file))
        ? []
        : named.filter(n => ACTIONS.includes(roomOf(n))).map(n => `${file} -> ${n}`)
    )
    expect(up).toEqual([])
  })

  test('every room is an action, an engine or the ground, as develop.md draws them', () => {
    const rooms = new Set(FILES.map(roomOf))
    const known = new Set([...ACTIONS, ...ENGINES, ...BELOW, ...Object.keys(GROUND)])
    expect([...rooms].filter(room => !known.has(room)).sort()).toEqual([])
  })

  test('no two exported types share a name', () => {
    const declared = new Map<string, string[]>()
    for (const file of FILES) {
      const text = readFileSync(join(SRC, file), 'utf8')
      for (const [, name = ''] of text.matchAll(/^export (?:type|interface|class|enum) (\w+)/gm))
        declared.set(name, [...(declared.get(name) ?? []), file])
    }
    expect([...declared].filter(([, files]) => files.length > 1)).toEqual([])
  })

  test('a type is exported only when another file names it: the vocabulary is what is shared', () => {
    const others = ['src', '__tests__', 'emulator', 'scripts', 'bench'].flatMap(dir =>
      sourceFiles(resolve(dir)).map(file => [relative(SRC, file), readFileSync(file, 'utf8')])
    )
    const unshared = FILES.flatMap(file => {
      const text = readFileSync(join(SRC, file), 'utf8')
      return [...text.matchAll(/^export (?:type|interface|class|enum) (\w+)/gm)]
        .map(([, name = '']) => name)
        .filter(name => {
          const named = new RegExp(`\\b${name}\\b`)
          return !others.some(([other, body = '']) => other !== file && named.test(body))
        })
        .map(name => `${file}: ${name}`)
    })
    expect(unshared).toEqual([])
  })
})

/** The test files under a folder of __tests__/, as paths relative to __tests__/. */
const TESTS = sourceFiles(resolve('__tests__'))
  .map(file => relative(resolve('__tests__'), file))
  .filter(file => file.endsWith('.test.ts'))

/** Tests of the project as a whole, at the top of __tests__/: the house, the docs, the examples. */
const WHOLE = ['house.test.ts', 'readme.test.ts', 'examples.test.ts']

describe('__tests__/ mirrors the code it tests', () => {
  // A unit test is named after the one file it tests, as `<file>.test.ts` or `<file>.<aspect>.test.ts`
  // (`action.flow`, `client.faults`): src/'s under its path, emulator/'s and scripts/' under theirs.
  // e2e/ runs the bundles, so it mirrors no one file.
  const tested = (test: string) => {
    const [stem = ''] = test
      .replace(/\.test\.ts$/, '')
      .split('/')
      .pop()!
      .split('.')
    const at = join(dirname(test), `${stem}.ts`)
    return /^(emulator|scripts)\//.test(test) ? at : join('src', at)
  }

  test('every unit test names a file that exists, under the same path', () => {
    const units = TESTS.filter(test => !test.startsWith('e2e/') && !WHOLE.includes(test))
    expect(units.filter(test => !existsSync(tested(test)))).toEqual([])
  })

  test('every room of src/ with code has its tests under the same name', () => {
    const rooms = new Set(FILES.filter(file => file.includes('/')).map(roomOf))
    const testRooms = new Set(TESTS.map(test => test.split('/')[0]))
    expect([...rooms].filter(room => !testRooms.has(room)).sort()).toEqual([])
  })
})

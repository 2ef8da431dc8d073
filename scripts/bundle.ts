// `npm run bundle`: builds dist/ with esbuild, as the runner runs it.
//
// - dist/index.js (the agent action), dist/visitors/index.js, dist/analytics/index.js,
//   dist/deploy/index.js and dist/follow-code/index.js are ES modules, each built on its own: an
//   action's bundle holds in one file all it loads before it runs, as Node resolves, reads and
//   links each file of a module graph apart (built together, their shared code was split into
//   nine files the agent loaded at start, some 6 ms of it: `npm run bench -- startup`). What only
//   some runs need (the HTML tokenizer, conversations, Octokit) is split into
//   dist/chunks/ and loaded on first use, so a run reads only what it executes; a chunk two
//   actions need alike is the same file.
// - Not minified: a stack trace in a runner's log reads as the source does, without a map.
// - dist/licenses.txt lists every bundled package with its license text.
//
// esbuild was chosen by measurement (`npm run bench`): with ncc (webpack) the bundle was one
// 2.7 MB file that evaluated three copies of undici before the first request.
import { build, type Metafile, type Plugin } from 'esbuild'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const DIST = join(ROOT, 'dist')

/**
 * `@actions/core` imports its OIDC client, and with it `@actions/http-client`, its own undici and
 * tunnel, at the top of the module, though only `getIDToken()` uses them (this action never
 * does), and its job summary writer, which the actions do not use (action/io.ts). These modules
 * set no module-level state anyone reads, so they are marked free of side effects: esbuild then
 * drops them when nothing bundled calls into them.
 */
const UNUSED_WHEN_UNCALLED = /^(@actions\/(http-client|exec|io)|tunnel)(\/|$)|^\.\/summary\.js$/

const sideEffectFree: Plugin = {
  name: 'side-effect-free',
  setup(b) {
    b.onResolve({ filter: UNUSED_WHEN_UNCALLED }, async args => {
      const { kind, importer, resolveDir } = args
      if (args.pluginData === 'resolving') return undefined
      // Of the modules named by a relative path, only @actions/core's own.
      if (args.path.startsWith('.') && !importer.includes('/node_modules/@actions/core/'))
        return undefined
      const found = await b.resolve(args.path, {
        kind,
        importer,
        resolveDir,
        pluginData: 'resolving'
      })
      return { ...found, sideEffects: false }
    })
  }
}

const ACTIONS = {
  index: 'src/index.ts',
  'visitors/index': 'src/visitors/index.ts',
  'analytics/index': 'src/analytics/index.ts',
  'deploy/index': 'src/deploy/index.ts',
  'follow-code/index': 'src/follow-code/index.ts'
}

const metafiles: Metafile[] = []
for (const [name, entry] of Object.entries(ACTIONS)) {
  const { metafile } = await build({
    entryPoints: { [name]: entry },
    absWorkingDir: ROOT,
    outdir: DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    chunkNames: 'chunks/[name]-[hash]',
    // CommonJS dependencies (`ignore`, in follow-code) may call require() for Node's modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);"
    },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [sideEffectFree]
  })
  metafiles.push(metafile)
}

writeFileSync(join(DIST, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`)
writeFileSync(join(DIST, 'licenses.txt'), licenses(metafiles))

/** The bundled packages' names, versions and license texts, in name order. */
function licenses(metafiles: readonly Metafile[]): string {
  const packages = new Set<string>()
  for (const input of metafiles.flatMap(m => Object.keys(m.inputs))) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)
    if (match?.[1] !== undefined) packages.add(match[1])
  }
  const entries = [...packages].map(dir => {
    const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as {
      name: string
      version: string
      license?: string
    }
    const file = readdirSync(join(ROOT, dir)).find(f => /^licen[cs]e/i.test(f))
    const text = file === undefined ? '' : readFileSync(join(ROOT, dir, file), 'utf8').trim()
    return `${pkg.name}@${pkg.version}\n${pkg.license ?? 'UNKNOWN'}\n${text}`
  })
  return `${[...new Set(entries)].sort().join('\n\n')}\n`
}

if (!existsSync(join(DIST, 'index.js'))) throw new Error('the bundle has no dist/index.js')

import { addedFile, type CodeRepo, type Landed } from '../emulator/code-repo.js'
import { Emulator } from '../emulator/server.js'
import { readChange, type ChangeAsk } from '../src/changes/read.js'
import { pathRules } from '../src/changes/rules.js'
import { createOctokit } from '../src/github/octokit.js'
import { DIRECT } from '../src/http/stack.js'

/**
 * The GitHub requests one read of a change makes (src/changes/read.ts, over real HTTP to the
 * stand-in's code repository), against the fewest GitHub's endpoints allow for it: a page of the
 * comparison per 100 commits, one "pull requests of a commit" per pull request (or commit without
 * one) to find it, a page of files per 100 of each pull request (300 of a commit).
 */

export interface ChangeRead {
  readonly name: string
  readonly files: number
  readonly requests: number
  readonly fewest: number
  readonly ms: number
}

interface Shape {
  readonly name: string
  /** Makes the change in the repository, and says how to ask for it and the fewest requests. */
  readonly make: (code: CodeRepo, files: number) => { ask: ChangeAsk; fewest: number }
}

const pages = (n: number, per = 100) => Math.max(1, Math.ceil(n / per))
const filesOf = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => addedFile(`src/api/f${from + i}.ts`, 5))
const range = (landed: Pick<Landed, 'before'>, code: CodeRepo): ChangeAsk => ({
  kind: 'range',
  base: landed.before,
  head: code.main
})

const SHAPES: readonly Shape[] = [
  {
    name: 'a push of one merged pull request (2 branch commits)',
    make: (code, n) => {
      const landed = code.merge({ files: filesOf(n), branchCommits: 2 })
      return { ask: range(landed, code), fewest: 1 + 1 + pages(n) }
    }
  },
  {
    name: 'the merged pull request itself (pull_request_target)',
    make: (code, n) => {
      const landed = code.merge({ files: filesOf(n) })
      return { ask: { kind: 'pull', number: landed.pull?.number ?? 0 }, fewest: 1 + pages(n) }
    }
  },
  {
    name: 'a day of 10 squashed pull requests (fewer when fewer files)',
    make: (code, n) => {
      const count = Math.min(10, n)
      const sizes = Array.from(
        { length: count },
        (_, i) => Math.floor(n / count) + (i < n % count ? 1 : 0)
      )
      const first = { before: code.main }
      sizes.forEach((size, i) => code.merge({ style: 'squash', files: filesOf(size, i * n) }))
      return {
        ask: range(first, code),
        fewest: 1 + count + sizes.reduce((a, s) => a + pages(s), 0)
      }
    }
  },
  {
    name: 'a push the path rules do not match',
    make: (code, n) => {
      const landed = code.merge({
        files: Array.from({ length: n }, (_, i) => addedFile(`tests/t${i}.ts`, 5))
      })
      // Under the comparison's 300 files, its own list says nothing counts.
      return { ask: range(landed, code), fewest: n < 300 ? 1 : 1 + 1 + pages(n) }
    }
  }
]

export async function changeReads(): Promise<ChangeRead[]> {
  const rows: ChangeRead[] = []
  for (const shape of SHAPES)
    for (const files of [1, 50, 500]) rows.push(await readOne(shape, files))
  return rows
}

async function readOne(shape: Shape, files: number): Promise<ChangeRead> {
  const emulator = await new Emulator({ validate: false }).start()
  try {
    const octokit = await createOctokit(emulator.githubToken, emulator.githubUrl, {
      fetch: DIRECT.fetch,
      log: { debug: () => undefined, info: () => undefined, warning: () => undefined },
      redact: text => text,
      time: {
        now: Date.now,
        sleep: () => Promise.resolve(),
        random: () => 0,
        signal: new AbortController().signal,
        retryBaseDelayMs: 1
      }
    })
    const { ask, fewest } = shape.make(emulator.code, files)
    const rules = pathRules('src/**')
    const started = performance.now()
    const change = await readChange(octokit, { owner: 'acme', repo: 'api' }, ask, rules)
    const ms = performance.now() - started
    if (change.requests !== emulator.requests.length)
      throw new Error(
        `the read counted ${change.requests} requests, the stand-in saw ${emulator.requests.length}`
      )
    return { name: shape.name, files, requests: change.requests, fewest, ms }
  } finally {
    await emulator.close()
  }
}

import { afterEach, beforeEach } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import type { Logger } from '../../src/action/io.js'
import { createOctokit, type Octokit } from '../../src/github/octokit.js'
import { DIRECT } from '../../src/http/stack.js'

/** A stand-in, an Octokit pointed at its GitHub side, and a logger that keeps its lines. */
export async function gitHubStandIn(): Promise<{
  emulator: Emulator
  octokit: Octokit
  log: Logger & { lines: string[] }
}> {
  const emulator = await new Emulator().start()
  const lines: string[] = []
  const log = {
    lines,
    debug: (m: string) => void lines.push(`debug: ${m}`),
    info: (m: string) => void lines.push(`info: ${m}`),
    warning: (m: string) => void lines.push(`warning: ${m}`)
  }
  return {
    emulator,
    octokit: await createOctokit(
      emulator.githubToken,
      emulator.githubUrl,
      DIRECT.fetch,
      new AbortController().signal
    ),
    log
  }
}

export const ISSUE_7 = { repository: { owner: 'acme', repo: 'docs' }, number: 7 } as const

/** Starts a fresh stand-in before each test of the file and closes it after; read it in tests. */
export function useGitHubStandIn(): Awaited<ReturnType<typeof gitHubStandIn>> {
  const current = {} as Awaited<ReturnType<typeof gitHubStandIn>>
  beforeEach(async () => {
    Object.assign(current, await gitHubStandIn())
  })
  afterEach(async () => {
    await current.emulator.close()
  })
  return current
}

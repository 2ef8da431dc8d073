import type { ActionRun, RunOptions } from '../../emulator/runner.js'
import type { Emulator } from '../../emulator/server.js'
import { secretVariants } from '../../src/text/secrets.js'
import { renderGitHub, rendered } from './github-markdown.js'
import type { StepRunner } from './run-step.js'

/**
 * What the deploy action's tests share, in process or through the bundle: the step,
 * a pull request's event, and the other side's reading of what the run wrote (GitHub's tables,
 * the elements it would render, what is left of a secret).
 */

export const IMG = '<img src=x onerror=alert(1)>'
export const HEAD_SHA = 'feedfacefeedfacefeedfacefeedfacefeedface'

/**
 * The deploy action's step on `emulator`, run by `run`, with short waits: shared by the flows
 * in process (deploy/action.flow.test.ts) and through the bundle (e2e/deploy.test.ts) and by
 * the edges' tests.
 */
export function deployStep(run: StepRunner, emulator: Emulator) {
  return (
    inputs: Record<string, string> = {},
    options: Partial<RunOptions> = {}
  ): Promise<ActionRun> =>
    run({
      action: 'deploy',
      inputs: {
        projectId: 'docs',
        'secret-key': emulator.apiKey,
        'base-url': emulator.url,
        'poll-interval': '200ms',
        timeout: '20s',
        ...inputs
      },
      githubToken: emulator.githubToken,
      ...options,
      env: {
        GITHUB_API_URL: emulator.githubUrl,
        MINTLIFY_ACTION_RETRY_DELAY: '10ms',
        ...options.env
      }
    })
}

/** pull_request 12 from `head`, as GitHub sends it. */
export function pullEvent(head: string): RunOptions['event'] {
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: 12,
      pull_request: {
        number: 12,
        head: { ref: head, sha: HEAD_SHA, repo: { full_name: 'acme/docs' } },
        base: { ref: 'main', sha: '0'.repeat(40), repo: { full_name: 'acme/docs' } }
      },
      repository: { full_name: 'acme/docs' },
      sender: { login: 'contributor', type: 'User' }
    }
  }
}

/** Each table GitHub renders from `markdown`: its rows, each the HTML of its cells. */
export function tablesOf(markdown: string): string[][][] {
  return [...renderGitHub(markdown).matchAll(/<table>([\s\S]*?)<\/table>/g)].map(t =>
    [...(t[1] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(row =>
      [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(c => c[1] ?? '')
    )
  )
}

/** The elements GitHub would render from the service's text: none but the action's own. */
export function liveElements(run: ActionRun | string): string[] {
  const markdown = typeof run === 'string' ? run : run.summary
  return [...rendered(markdown).tags].filter(tag => ['img', 'script', 'b', 'i'].includes(tag))
}

/**
 * Whether `text` holds any piece of `secret` 8 characters long, in any form the redactor knows
 * (as written, percent-encoded, \\u-escaped, base64 and base64url at every alignment): what is
 * left of a secret cut short too.
 */
export function holdsPiece(text: string, secret: string): string | undefined {
  for (const form of secretVariants(secret))
    for (let at = 0; at + 8 <= form.length; at++) {
      const piece = form.slice(at, at + 8)
      if (text.includes(piece)) return piece
    }
  return undefined
}

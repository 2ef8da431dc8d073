/**
 * The README's examples of what people see (the comment on the issue, the agent's job summary,
 * the visitors and analytics summaries) are the output of real runs: the bundled actions, run as the runner runs
 * them, against the local stand-in. `npm run readme` rewrites them; __tests__/readme.test.ts runs
 * them again and fails when the README no longer matches (times and durations aside, which change
 * with every run).
 *
 * An example sits between `<!-- example: NAME -->` and `<!-- end example -->`, quoted so GitHub
 * renders it as the reader would see it.
 */
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  agentInputs,
  analyticsInputs,
  githubEnv,
  issuesLabeled,
  runAction
} from '../emulator/runner.js'
import { Emulator } from '../emulator/server.js'
import { generatedDataset } from '../emulator/visitors-data.js'
import { DEMO_SIZES, generatedTables } from '../emulator/analytics-data.js'
import { IGNORED } from './readme-tables.js'

export type Examples = Readonly<
  Record<'agent-comment' | 'agent-summary' | 'visitors-summary' | 'analytics-summary', string>
>

/** Where a runner's workspace is; the temporary one of the run is shown as this. */
const RUNNER_WORKSPACE = '/home/runner/work/docs/docs'

/** Runs the agent, visitors and analytics actions once; returns what a person reads of each. */
export async function runExamples(): Promise<Examples> {
  const PR = 'https://github.com/acme/docs/pull/42'
  const emulator = await new Emulator({
    turns: [
      { activePolls: 2, end: 'completed', prLink: PR },
      { activePolls: 2, end: 'completed', prLink: PR }
    ],
    visitors: generatedDataset(600),
    analytics: generatedTables(DEMO_SIZES)
  }).start()
  emulator.permissions = { maintainer: 'write' }
  const workspace = mkdtempSync(join(tmpdir(), 'readme-'))
  mkdirSync(join(workspace, 'reports'))
  try {
    const agent = await runAction({
      inputs: agentInputs(emulator, {
        messages: 'Also list the export formats in a table.',
        'poll-interval': '200ms'
      }),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })
    const visitors = await runAction({
      action: 'visitors',
      inputs: {
        projectId: 'docs',
        'secret-key': emulator.apiKey,
        'base-url': emulator.url,
        dateFrom: '2026-02-01',
        dateTo: '2026-02-08',
        path: 'reports/visitors-first-week.csv',
        'summary-rows': '5'
      },
      env: { GITHUB_WORKSPACE: workspace }
    })
    const analytics = await runAction({
      action: 'analytics',
      inputs: analyticsInputs(emulator),
      env: { GITHUB_WORKSPACE: workspace }
    })
    const runs = [agent, visitors, analytics]
    if (runs.some(run => run.code !== 0) || emulator.violations.length > 0)
      throw new Error(`The example runs failed:\n${runs.map(run => run.stdout).join('\n')}`)
    return {
      'agent-comment': emulator.commentsOn(7).find(c => c.user.type === 'Bot')?.body ?? '',
      'agent-summary': agent.summary,
      'visitors-summary': visitors.summary.split(workspace).join(RUNNER_WORKSPACE),
      'analytics-summary': analytics.summary.split(workspace).join(RUNNER_WORKSPACE)
    }
  } finally {
    await emulator.close()
    rmSync(workspace, { recursive: true, force: true })
  }
}

// Quoted lines start with `>`, so the block's own end marker is the first line starting `<!-- `.
const MARKED =
  /^(<!-- example: (\S+) -->)\n(?:<!-- prettier-ignore-start -->\n)?(?:(?!<!-- ).*\n)*?(?:<!-- prettier-ignore-end -->\n)?(<!-- end example -->)$/gm

/** The README with each marked example replaced by this run's, quoted. */
export function renderExamples(readme: string, examples: Examples): string {
  return readme.replace(MARKED, (_m, open: string, name: string, close: string) => {
    const text = examples[name as keyof Examples]
    if (text === undefined) throw new Error(`No example named ${name}`)
    return `${open}\n${IGNORED(quote(text))}\n${close}`
  })
}

function quote(text: string): string {
  return text
    .trim()
    .split('\n')
    .map(line => (line === '' ? '>' : `> ${line}`))
    .join('\n')
}

/** The README as it reads apart from what changes with every run: clock times and durations. */
export function withoutTimes(text: string): string {
  return text
    .replace(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/g, 'DATE TIME UTC')
    .replace(/\d{2}:\d{2}:\d{2} UTC/g, 'TIME UTC')
    .replace(/\b\d+(?:\.\d+)?s\b/g, 'Ns')
}

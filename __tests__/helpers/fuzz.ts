import { expect } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'
import { agentInputs, githubEnv } from '../../emulator/runner.js'
import { rendered } from './github-markdown.js'
import { DOTNET_WHITESPACE_CODE_POINTS } from './runner-commands.js'
import type { StepRunner } from './run-step.js'
import { injectedCommands, ranOutput, startStandIn, stopStandIn } from '../e2e/stand-in.js'

/** How escapeMarkdown writes a dollar sign; the one HTML it writes. */
const DOLLAR = '<span>&#36;</span>'
/** Elements only an extension of GitHub's Markdown makes: math, footnotes, task lists, alerts. */
const EXTENSION_TAGS = [
  'math',
  'section',
  'sup',
  'input',
  'del',
  'pre',
  'code',
  'blockquote',
  'img'
]

/**
 * Random hostile strings from the service (job id, model, prLink) and from people (the comment
 * instruction, the issue) go through the agent action; whatever they hold, the rules of the
 * Security section hold in the log, the outputs, the summary and the comment. The seed is fixed,
 * so a failure replays; FUZZ_SEED=<n> tries others. `expectFuzzRunSafe` runs one case through
 * `run`: the bundle in a process (e2e/fuzz.test.ts) or the source in this one
 * (agent/action.fuzz.test.ts).
 */

export const SEED = Number(process.env.FUZZ_SEED ?? 20261122)

/** mulberry32: a small seeded generator, so every run of the suite sees the same strings. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pieces(key: string): string[] {
  return [
    '\n',
    '\r\n',
    '\r',
    '::error::pwned',
    '::stop-commands::pwned',
    '::add-mask::pwned',
    '%0A::warning::pwned',
    '\u2028',
    '<!-- hidden -->',
    '<img src=x onerror=alert(1)>',
    '<div hidden><div hidden>deep</div></div>',
    '<div hidden>'.repeat(300),
    '@admins',
    '#12',
    'https://evil.example/x',
    'www.evil.example',
    '[click](https://evil.example)',
    '![alt](https://evil.example/i.png "t")',
    '\u202e\u2066',
    String.fromCodePoint(0xe0041, 0xe0042),
    '\ufe0f',
    '`code`',
    '| cell |',
    key,
    `\\u${key.charCodeAt(0).toString(16).padStart(4, '0')}${key.slice(1)}`,
    Buffer.from(`Bearer ${key}`).toString('base64'),
    encodeURIComponent(key),
    'A'.repeat(20_000),
    'ok',
    // Every character the runner's TrimStart() removes, each before a command.
    ...DOTNET_WHITESPACE_CODE_POINTS.map(cp => `\n${String.fromCodePoint(cp)}::error::pwned`),
    '\n\ufeff::stop-commands::pwned',
    'see ##[error]pwned',
    // Every GitHub Markdown extension.
    '$x^2$',
    '$$\\sum$$',
    '$`a`$',
    '\n> [!WARNING]\n',
    '[^1]',
    '\n```mermaid\ngraph TD; A-->B\n```\n',
    '\n~~~geojson\n{}\n~~~\n',
    ':rocket:',
    'GH-12',
    'acme/docs#12',
    'user@1234567',
    '- [ ] task',
    '~~strike~~'
  ]
}

function hostile(next: () => number, key: string, count: number): string {
  const all = pieces(key)
  return Array.from({ length: count }, () => all[Math.floor(next() * all.length)] ?? '').join('')
}

/** Case `i` of the fuzz through `run`, every rule checked; the run, for what a process shows. */
export async function expectFuzzRunSafe(i: number, run: StepRunner): Promise<ActionRun> {
  const next = random(SEED + i)
  const emulator = await startStandIn({
    jobIdPrefix: hostile(next, 'mint_test_key_0123456789', 2).slice(0, 100),
    model: hostile(next, 'mint_test_key_0123456789', 4)
  })
  const key = emulator.apiKey
  emulator.turns = [{ activePolls: 1, end: 'completed', prLink: hostile(next, key, 3) }]
  const instruction = hostile(next, key, 5)
  const written = emulator.addComment(7, `/agent ${instruction}`, {
    login: 'maintainer',
    type: 'User'
  })
  try {
    const ran = await run({
      inputs: agentInputs(emulator),
      event: {
        name: 'issue_comment',
        payload: {
          action: 'created',
          issue: { number: 7, title: hostile(next, key, 3), body: hostile(next, key, 6) },
          comment: {
            id: written.id,
            body: written.body,
            user: { login: 'maintainer', type: 'User' }
          },
          sender: { login: 'maintainer', type: 'User' }
        }
      },
      env: { ...githubEnv(emulator), ACTIONS_STEP_DEBUG: 'true' }
    })
    emulator.violations.length = 0 // hostile prLinks break the contract on purpose

    // Nothing reached the log as a workflow command.
    expect(injectedCommands(ran.stdout + ran.stderr)).toEqual([])
    // The key left in no form, anywhere.
    const comment = emulator
      .commentsOn(7)
      .filter(c => c.user.type === 'Bot')
      .map(c => c.body)
      .join('\n')
    const everything = [...ranOutput(ran), comment].join('\n')
    expect(everything).not.toContain(key)
    expect(everything.replace(/\\/g, '')).not.toContain(key) // nor escaped for Markdown
    expect(everything).not.toContain(Buffer.from(key).toString('base64').slice(2, 20))
    // Markdown made from that text links and mentions nothing, and runs no HTML.
    const visible = (markdown: string) =>
      markdown.replace(/^<!-- mintlify-agent-job: \S+ seal: \S+ -->/, '').replaceAll(DOLLAR, '')
    for (const markdown of [visible(comment), visible(ran.summary)]) {
      expect(markdown).not.toMatch(/<[a-z!/]/i)
      const shown = rendered(markdown)
      expect(shown.filtered).toEqual([])
      expect([...shown.tags].filter(tag => EXTENSION_TAGS.includes(tag))).toEqual([])
      expect(markdown).not.toMatch(/@\w/)
      expect(markdown).not.toMatch(/(?<!\]\(https?):\/\//)
      expect(markdown).not.toMatch(/www\.evil/)
    }
    expect(ran.stderr).not.toMatch(/\n\s+at /)
    return ran
  } finally {
    await stopStandIn(emulator)
  }
}

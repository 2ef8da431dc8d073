import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { ROOT } from '../../emulator/runner.js'
import { TEST_API_KEY } from '../../emulator/server.js'
import { TEST_SEARCH_KEY } from '../../emulator/discovery.js'
import { localAction } from '../../scripts/local-action.js'

/**
 * `npm run local-action`, in this process (the bundles are spawned by the runner emulation, as
 * always): every example of examples/ played on its own first event with its own `with:`, against
 * the stand-in the command starts (each example its own, as a person's command starts one: a
 * shared stand-in would carry one example's job on issue 7 into the next as a follow-up), and
 * what it prints checked as a person reads it.
 */

interface Printed {
  readonly code: number
  readonly out: string
  readonly err: string
}

async function play(...args: string[]): Promise<Printed> {
  let out = ''
  let err = ''
  const code = await localAction(args, { out: t => (out += t), err: t => (err += t) })
  return { code, out, err }
}

/** What each example must show, beyond passing: lines of the comment, issue, summary or files. */
const SHOWN: Record<string, readonly string[]> = {
  'checks-fix.yml': [
    '── new comment on issue #7 by github-actions[bot]\n### ✅ Agent job completed',
    '| Pull request | [https&#58;//github.com/acme/docs/pull/42](https://github.com/acme/docs/pull/42) |'
  ],
  'comment-follow-ups.yml': [
    '── new comment on issue #7 by github-actions[bot]\n### ✅ Agent job completed',
    "── reactions on maintainer's comment on issue #7: eyes, rocket",
    '── labels on pull request #42: documentation, agent',
    '── review requested on pull request #42 from docs-team'
  ],
  'deploy-on-release.yml': ['## ✅ Deployed\n', 'url=https://'],
  'docs-health.yml': [
    '── new issue #200 by github-actions[bot]\ntitle: Docs health: ',
    'labels: docs-health',
    '### Searches with no result opened',
    // The fix job ran on the gaps: its comment on the report issue, which next week's follows.
    '── new comment on issue #200 by github-actions[bot]\n### ✅ Agent job completed'
  ],
  'follow-code-daily.yml': [
    'Read what merged on main in the last day (a first run).',
    '── new comment on pull request acme/api#1 by github-actions[bot]\n📝 **Docs follow this change**'
  ],
  'follow-code-push.yml': [
    '(the follow-code action, on push)',
    '── new comment on pull request acme/api#1 by github-actions[bot]\n📝 **Docs follow this change**',
    '**Code changes this pull request documents:**\n\n- [acme/api#1](https://github.com/acme/api/pull/1): Add the orders endpoint',
    'Checks of the docs pull request: passed.'
  ],
  'follow-code-release.yml': [
    'No job was started: release v2.4.0 has no earlier published release to compare with'
  ],
  'issue-label.yml': [
    '── new comment on issue #7 by github-actions[bot]\n### ✅ Agent job completed',
    '| Pull request | [https&#58;//github.com/acme/docs/pull/42](https://github.com/acme/docs/pull/42) |',
    '── labels on pull request #42: documentation',
    '── description of pull request #42\nOpened by the agent.\n\nCloses #7'
  ],
  'manual-dispatch.yml': [
    '(the agent action, on workflow_dispatch)',
    '── new comment on issue #7 by github-actions[bot]\n### ✅ Agent job completed'
  ],
  'nightly-analytics.yml': ['## ✅ Mintlify analytics, ', 'mintlify-analytics/views.ndjson  '],
  'preview-pull-request.yml': [
    '── new comment on pull request #12 by github-actions[bot]\n### ✅ Docs preview: ready'
  ],
  'pull-request-review.yml': [
    '══ before: the agent, on issue #7 labelled agent, opens pull request #42',
    '── edited comment on pull request #42 by github-actions[bot]\n### ✅ Agent job completed',
    '| Last instruction | Fix the typos. (@&#8203;maintainer) |',
    "── reactions on maintainer's comment on pull request #42: eyes, rocket"
  ],
  'run-automation.yml': ['## ✅ Agent job completed', '── new comment on pull request #42'],
  'scheduled-maintenance.yml': ['## ✅ Agent job completed', '── new comment on pull request #42'],
  'wait-for-deployment.yml': [
    "## ✅ Deployed (Mintlify's GitHub app)",
    'url=https://acme.mintlify.app'
  ],
  'weekly-analytics.yml': [
    '## ✅ Mintlify analytics, ',
    '### Page views',
    'mintlify-analytics/views.csv  '
  ],
  'weekly-visitors.yml': ['## ✅ Unique visitors, ', 'reports/visitors.csv  ']
}

const examples = readdirSync(join(ROOT, 'examples')).filter(f => f.endsWith('.yml'))

describe('each example plays through npm run local-action -- examples/<file>.yml', () => {
  test('every example has what it shows written down here', () => {
    expect(Object.keys(SHOWN).sort()).toEqual(examples.sort())
  })

  // Concurrently: each run mostly waits on its stand-in's scripted job (a second or two).
  test.concurrent.each(examples)('examples/%s passes, and shows what GitHub would', async file => {
    const { code, out, err } = await play(join('examples', file))
    expect([file, code, err]).toEqual([file, 0, ''])
    // Every step passed, with no error, and the log shows masks as the runner does.
    expect(out.match(/^exit code .*$/gm)?.filter(l => l !== 'exit code 0')).toEqual([])
    expect(out).not.toMatch(/::error::|::add-mask::/)
    // An ordinary week on the stand-in is ordinary: nothing to warn about (the data does not move).
    expect([file, out.match(/^::warning::.*$/gm) ?? []]).toEqual([file, []])
    for (const secret of [TEST_API_KEY, TEST_SEARCH_KEY]) expect(out).not.toContain(secret)
    expect(out).not.toMatch(/with secret-key: (?!\*\*\*$)/m)
    for (const line of SHOWN[file] ?? [])
      expect([file, out]).toEqual([file, expect.stringContaining(line)])
    // The workspace is kept, and said where.
    const kept = /^The workspace is kept: (.+)$/m.exec(out)?.[1] ?? ''
    expect(existsSync(kept)).toBe(true)
  })
})

describe('one action, on an event', () => {
  test('--event issues: the labelled issue starts the agent, whose comment is shown', async () => {
    const { code, out } = await play('agent', '--event', 'issues')
    expect(code).toBe(0)
    expect(out).toContain('── new comment on issue #7 by github-actions[bot]')
  })

  test('--event pull_request_review_comment: a follow-up from the line, reacted to', async () => {
    const { code, out } = await play('agent', '--event', 'pull_request_review_comment')
    expect(code).toBe(0)
    expect(out).toContain('Last instruction | In \\`guides/export.mdx\\` line 12:')
    expect(out).toContain(
      "── reactions on maintainer's review comment on pull request #42 (guides/export.mdx): eyes, rocket"
    )
  })

  test('a relative path= is written in the kept workspace, and its first lines shown', async () => {
    const { code, out } = await play('visitors', 'days=7', 'path=out/visitors.csv')
    expect(code).toBe(0)
    expect(out).toMatch(/^out\/visitors\.csv {2}\d+ bytes\n {4}\S/m)
    const kept = /^The workspace is kept: (.+)$/m.exec(out)?.[1] ?? ''
    expect(existsSync(join(kept, 'out/visitors.csv'))).toBe(true)
  })

  test('--event-file sends one own payload; a missing or non-JSON one is refused, naming the flag', async () => {
    const file = join(tmpdir(), `event-${process.pid}.json`)
    const issue = { number: 7, title: 'Exports', body: 'Add a page.' }
    writeFileSync(file, JSON.stringify({ action: 'labeled', label: { name: 'agent' }, issue }))
    const own = await play('agent', '--event', 'issues', '--event-file', file)
    // No issue and no sender in it: the agent says so, as on GitHub.
    expect(own.out).toContain('names nobody who set it off')
    const missing = await play('agent', '--event-file', join(tmpdir(), 'no-such-event.json'))
    expect([missing.code, missing.err]).toEqual([
      2,
      expect.stringMatching(/^--event-file .*no-such-event\.json: cannot read it/)
    ])
    writeFileSync(file, '{ not json')
    const broken = await play('agent', '--event-file', file)
    expect(broken.err).toMatch(/^--event-file .*: it is not JSON/)
  })

  test('an unknown sample is refused with the list', async () => {
    const { code, err } = await play('agent', '--event', 'nope')
    expect(code).toBe(2)
    expect(err).toContain(
      '--event: there is no sample "nope"; the samples are issues, issue_comment, issue_comment:pull,'
    )
  })
})

import { describe, expect, test } from '@jest/globals'
import {
  renderDeploySummary,
  renderPreviewComment,
  type CommentState
} from '../../src/deploy/summary.js'
import type { DeployEnd } from '../../src/deployments/verdict.js'
import type { DeployStatus } from '../../src/service/deploy.js'

const status: DeployStatus = {
  statusId: 'st_1',
  status: 'failure',
  createdAt: 0,
  endedAt: 60_000,
  summary: 'Build failed',
  logs: ['one', 'two', 'three'],
  subdomain: 'acme',
  commit: {
    sha: 'abc123',
    ref: 'main',
    message: 'Fix *it*',
    added: ['a.mdx'],
    modified: Array.from({ length: 52 }, (_, i) => `m${i}.mdx`),
    removed: []
  }
}
const end: DeployEnd = {
  kind: 'failure',
  mode: 'update',
  branch: undefined,
  statusId: 'st_1',
  status,
  url: 'https://acme.mintlify.app',
  elapsedMs: 60_000,
  message: 'The deployment failed.'
}
const bare: DeployEnd = {
  ...end,
  status: undefined,
  statusId: undefined,
  url: undefined,
  elapsedMs: undefined,
  message: 'm'
}
const modified = Array.from({ length: 50 }, (_, i) => `\`m${i}.mdx\``).join(', ')

describe('renderDeploySummary', () => {
  test('in full: the facts, what the service said, the files (50 of each, the rest counted), the last log lines', () => {
    expect(renderDeploySummary(end, 2)).toBe(
      [
        '## ❌ Deployment failed',
        '',
        'The deployment failed.',
        '',
        '| Deployment | failure |',
        '| --- | --- |',
        '| Status id | `st_1` |',
        '| Site | [https&#58;//acme.mintlify.app/](https://acme.mintlify.app/) |',
        '| Took | 1m |',
        '| Commit | `abc123` |',
        '| Ref | `main` |',
        '| Message | Fix \\*it\\* |',
        '',
        '### What the service said',
        '',
        '```text',
        'Build failed',
        '```',
        '',
        '### Files changed',
        '',
        '- Added (1): `a.mdx`',
        `- Modified (52): ${modified}, and 2 more`,
        '',
        '### The last 2 of 3 log lines',
        '',
        '```text',
        'two',
        'three',
        '```',
        ''
      ].join('\n')
    )
  })

  test('every log line when log-lines reaches them all; none with 0 or without logs', () => {
    expect(renderDeploySummary(end, 3)).toContain(
      '### The last 3 log lines\n\n```text\none\ntwo\nthree\n```\n'
    )
    expect(renderDeploySummary(end, 0)).not.toContain('log lines')
    expect(renderDeploySummary({ ...end, status: { ...status, logs: [] } }, 5)).not.toContain(
      'log lines'
    )
  })

  test('a commit with no files, or no commit: no files section; exactly 50 files: none counted', () => {
    const noFiles = { ...status, commit: { ...status.commit!, added: [], modified: [] } }
    expect(renderDeploySummary({ ...end, status: noFiles }, 0)).toMatch(/```\n$/)
    const fifty = {
      ...status,
      commit: {
        ...status.commit!,
        added: [],
        modified: [],
        removed: Array.from({ length: 50 }, (_, i) => `m${i}.mdx`)
      }
    }
    expect(renderDeploySummary({ ...end, status: fifty }, 0)).toContain(
      `### Files changed\n\n- Removed (50): ${modified}\n`
    )
    const none = { ...status, commit: undefined, summary: undefined }
    expect(renderDeploySummary({ ...end, status: none }, 0)).toBe(
      [
        '## ❌ Deployment failed',
        '',
        'The deployment failed.',
        '',
        '| Deployment | failure |',
        '| --- | --- |',
        '| Status id | `st_1` |',
        '| Site | [https&#58;//acme.mintlify.app/](https://acme.mintlify.app/) |',
        '| Took | 1m |',
        ''
      ].join('\n')
    )
  })

  test('a commit that says only part of itself shows that part', () => {
    const part = { ...status, commit: { ...status.commit!, sha: undefined, ref: undefined } }
    const summary = renderDeploySummary({ ...end, status: part }, 0)
    expect(summary).toContain('| Message |')
    expect(summary).not.toContain('| Commit |')
    expect(summary).not.toContain('| Ref |')
  })

  test.each([
    ['success', 'update', '## ✅ Deployed'],
    ['success', 'preview', '## ✅ Preview ready'],
    ['failure', 'update', '## ❌ Deployment failed'],
    ['failure', 'preview', '## ❌ Preview failed'],
    ['other', 'update', '## ⚠️ Deployment ended'],
    ['timed-out', 'update', '## ⏱️ Still deploying when the wait ended'],
    ['cancelled', 'update', '## 🛑 Cancelled while waiting'],
    ['error', 'update', '## ❌ Could not follow the deployment'],
    ['skipped', 'preview', '## ⏭️ Nothing was deployed'],
    ['not-triggered', 'update', '## ❌ Nothing was triggered']
  ] as const)('%s of an %s: %s', (kind, mode, headline) => {
    const triggered = { ...bare, statusId: 'st_1' }
    expect(renderDeploySummary({ ...triggered, kind, mode }, 20).split('\n')[0]).toBe(headline)
  })

  test.each([
    ['cancelled', '## 🛑 Cancelled before the trigger was answered'],
    ['error', '## ❌ The trigger was not answered'],
    ['not-triggered', '## ❌ Nothing was triggered']
  ] as const)('no status id, %s: %s', (kind, headline) => {
    expect(renderDeploySummary({ ...bare, kind }, 20).split('\n')[0]).toBe(headline)
  })

  test('nothing known: the headline, the message and what it is', () => {
    expect(
      renderDeploySummary({ ...bare, kind: 'success', mode: 'preview', branch: 'fix' }, 20)
    ).toBe('## ✅ Preview ready\n\nm\n\n| Preview of `fix` | success |\n| --- | --- |\n')
    expect(renderDeploySummary({ ...bare, kind: 'skipped', mode: 'preview' }, 20)).toContain(
      '| Preview of `` | skipped |'
    )
  })

  test("a preview's address is its Preview row", () => {
    const preview = {
      ...end,
      mode: 'preview' as const,
      branch: 'fix',
      url: 'https://acme-fix.mintlify.site'
    }
    expect(renderDeploySummary(preview, 0)).toContain(
      '| Preview | [https&#58;//acme-fix.mintlify.site/](https://acme-fix.mintlify.site/) |'
    )
  })
})

describe('renderPreviewComment', () => {
  const at = Date.parse('2026-11-25T10:03:00Z')
  const state: CommentState = {
    kind: 'failure',
    branch: 'fix',
    url: 'https://acme-fix.mintlify.site',
    status: 'failure',
    at,
    sha: 'feedfacefeedfacefeed',
    runUrl: 'https://github.com/acme/docs/actions/runs/9',
    message: 'It failed.'
  }

  test('in full: under its marker, the facts, the message and the run', () => {
    expect(renderPreviewComment('<!-- m -->', state)).toBe(
      [
        '<!-- m -->',
        '### ❌ Docs preview: the build failed',
        '',
        '| Branch | `fix` |',
        '| --- | --- |',
        '| Preview | [https&#58;//acme-fix.mintlify.site/](https://acme-fix.mintlify.site/) |',
        '| Status | failure |',
        '| Last built | 2026-11-25 10:03 UTC |',
        '| Commit | `feedfacefeed` |',
        '',
        'It failed.',
        '',
        '[The workflow run](https://github.com/acme/docs/actions/runs/9)'
      ].join('\n')
    )
  })

  test('building: no link yet, when it started, and no message', () => {
    const building = {
      ...state,
      kind: 'building' as const,
      url: undefined,
      status: undefined,
      sha: undefined,
      runUrl: undefined
    }
    expect(renderPreviewComment('<!-- m -->', building)).toBe(
      [
        '<!-- m -->',
        '### 🔄 Docs preview: building',
        '',
        '| Branch | `fix` |',
        '| --- | --- |',
        '| Preview | not yet known |',
        '| Status | building |',
        '| Started | 2026-11-25 10:03 UTC |'
      ].join('\n')
    )
  })

  test('a success shows no message; another end shows it', () => {
    expect(renderPreviewComment('<!-- m -->', { ...state, kind: 'success' })).not.toContain(
      'It failed.'
    )
    expect(
      renderPreviewComment('<!-- m -->', { ...state, kind: 'other', message: undefined })
    ).not.toContain('undefined')
  })

  test.each([
    ['success', '### ✅ Docs preview: ready'],
    ['failure', '### ❌ Docs preview: the build failed'],
    ['other', '### ⚠️ Docs preview: the build ended'],
    ['timed-out', '### ⏱️ Docs preview: still building when the workflow stopped waiting'],
    ['cancelled', '### 🛑 Docs preview: the workflow was cancelled while it was building'],
    ['error', '### ❌ Docs preview: could not be followed'],
    ['skipped', '### ⏭️ Docs preview: not built']
  ] as const)('%s: %s', (kind, headline) => {
    expect(renderPreviewComment('<!-- m -->', { ...state, kind }).split('\n')[1]).toBe(headline)
  })
})

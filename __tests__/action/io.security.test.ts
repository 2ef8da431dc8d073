import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import { agentInputs, githubEnv, issuesLabeled } from '../../emulator/runner.js'
import { escapeMarkdown } from '../../src/text/markdown.js'
import { ranOutput, restartStandIn, useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { runExport } from '../helpers/export-step.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * Secrets at the trust edges, in process (helpers/run-step.ts): a base URL that would send the key
 * in clear, a redirect to another host, and a key or token in any answer, in any form, reaching no
 * edge (the log, the outputs, the summary, GitHub, files). Moved from e2e/security.test.ts, which
 * keeps what only a process shows.
 */

const emulator = useStandIn()
const runAgent = agentStep(runStep, emulator)

describe('secrets', () => {
  test('an http:// base URL that is not loopback is refused before anything is sent', async () => {
    const run = await runAgent({ prompt: 'x', 'base-url': 'http://api.example.com' })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      'Input "base-url" must use https:// so the API key is never sent in clear'
    )
    expect(emulator.requests).toHaveLength(0)
  })

  test('a redirect to another host is not followed with the key', async () => {
    const other = await new Emulator().start()
    try {
      emulator.inject('create', {
        status: 307,
        body: {},
        headers: { location: `${other.url}/v2/agent/docs/job` }
      })
      const run = await runAgent({ prompt: 'x' })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(
        'redirects are not followed so the API key never goes to another host'
      )
      expect(other.requests).toHaveLength(0)
      expect(emulator.count('create')).toBe(1)
    } finally {
      await other.close()
    }
  })
})

describe('redaction at the edges: a secret in any answer reaches no edge', () => {
  /** The secret in every form an answer could carry it, each between words. */
  const forms = (secret: string) =>
    [
      secret,
      escapeMarkdown(secret),
      encodeURIComponent(secret).replace('_', '%5F'),
      [...secret].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
      Buffer.from(`Bearer ${secret}`).toString('base64'),
      `${secret.slice(0, 12)}…`
    ].join(' and ')

  /** Every place a run's text leaves it: the log, the outputs, the summary, GitHub, files. */
  const leaks = (texts: readonly string[], secrets: readonly string[]) =>
    secrets
      .flatMap(secret => [
        secret,
        secret.slice(0, 12),
        Buffer.from(secret).toString('base64').slice(2, 20)
      ])
      .filter(piece =>
        texts.some(text => text.includes(piece) || text.replace(/\\/g, '').includes(piece))
      )

  test("the service's job and GitHub's pull request, both holding the key and the token", async () => {
    const secrets = [emulator.apiKey, emulator.githubToken]
    const planted = secrets.map(forms).join(' | ')
    await restartStandIn(emulator, { model: `model ${planted}` })
    emulator.turns = [
      { activePolls: 1, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
    ]
    emulator.pulls.set(42, {
      number: 42,
      title: `t ${planted}`,
      body: `desc ${planted}`,
      headRef: 'h'
    })
    const run = await runStep({
      inputs: agentInputs(emulator),
      event: issuesLabeled(7),
      env: { ...githubEnv(emulator), ACTIONS_STEP_DEBUG: 'true' }
    })
    expect(run.code).toBe(0)
    // The planted text did reach every edge: the model in the log, outputs, summary and comment.
    expect(run.outputs.model).toContain('model ')
    expect(run.summary).toContain('model ')
    const comments = [7, 42].flatMap(n => emulator.commentsOn(n).map(c => c.body))
    expect(comments.join('\n')).toContain('model ')
    const description = emulator.pullRequest(42)?.body ?? ''
    expect(description).toContain('Closes #7')
    const texts = [...ranOutput(run), ...comments, description]
    expect(leaks(texts, secrets)).toEqual([])
  })

  test('a visitors page holding the key: not in the file, the log, the outputs or the summary', async () => {
    const planted = forms(emulator.apiKey)
    emulator.inject('visitors', {
      status: 200,
      body: {
        totals: { human: 1, ai: 0, total: 1 },
        visitors: [{ path: `/docs/${planted}`, human: 1, ai: 0, total: 1 }],
        hasMore: false
      }
    })
    const workspace = mkdtempSync(join(tmpdir(), 'edges-'))
    try {
      const run = await runExport(
        runStep,
        'visitors',
        emulator,
        { format: 'json' },
        { GITHUB_WORKSPACE: workspace }
      )
      expect(run.code).toBe(0)
      const file = readFileSync(join(workspace, 'visitors.json'), 'utf8')
      expect(file).toContain('/docs/')
      expect(run.summary).toContain('/docs/')
      const texts = [...ranOutput(run), file]
      expect(leaks(texts, [emulator.apiKey])).toEqual([])
    } finally {
      rmSync(workspace, { recursive: true, force: true })
    }
  })
})

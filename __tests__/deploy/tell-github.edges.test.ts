import { describe, expect, test } from '@jest/globals'
import { issuesLabeled, withoutMaskCommands } from '../../emulator/runner.js'
import {
  deployStep,
  holdsPiece,
  IMG,
  liveElements,
  pullEvent,
  tablesOf
} from '../helpers/deploy-edges.js'
import { renderGitHub } from '../helpers/github-markdown.js'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * Hostile input at the edges where outside text leaves the run: tables, cuts, GitHub's fields,
 * the export's pages and the agent's prompt, each judged by the other side's rules.
 */

const emulator = useStandIn()
const runAgent = agentStep(runStep, emulator)

const deploy = deployStep(runStep, emulator)

describe("no table cell ends early: a '|' in a code span or a link is the cell's own", () => {
  const branch = `docs|${IMG.replace(/ /g, '/')}`
  const sha = `c0ffee|${IMG}|<a href="https://evil.example">x</a>`
  const script = {
    steps: ['failure'],
    statusId: `st|${IMG}`,
    sha,
    ref: `refs/heads/x\\|${IMG}\\\\|<b>bold</b>`,
    summary: `Build failed | ${IMG}`,
    commitMessage: `fix | ${IMG}`
  }

  test('a failed preview: every row of the summary and the comment has its two cells, whole', async () => {
    emulator.deployScript = script
    const run = await deploy({ mode: 'preview' }, { event: pullEvent(branch) })
    expect(run.code).toBe(1)
    const comment = emulator.commentsOn(12)[0]?.body ?? ''
    for (const markdown of [run.summary, comment]) {
      expect(liveElements(markdown)).toEqual([])
      const [facts] = tablesOf(markdown)
      expect(facts?.length).toBeGreaterThan(3)
      for (const row of facts ?? []) expect(row).toHaveLength(2)
    }
    const [summaryFacts] = tablesOf(run.summary)
    const cell = (name: string) => summaryFacts?.find(row => row[0] === name)?.[1]
    const html = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
    expect(summaryFacts?.[0]?.[0]).toBe(`Preview of <code>${html(branch)}</code>`)
    expect(cell('Status id')).toBe(`<code>${html(script.statusId)}</code>`)
    expect(cell('Commit')).toBe(`<code>${html(sha)}</code>`)
    // A code span cannot show one backslash right before '|': GitHub takes `\|` for '|' there.
    expect(cell('Ref')).toBe(`<code>${html(`refs/heads/x|${IMG}\\\\|<b>bold</b>`)}</code>`)
    const [commentFacts] = tablesOf(comment)
    expect(commentFacts?.find(row => row[0] === 'Branch')?.[1]).toBe(`<code>${html(branch)}</code>`)
  })

  test("the agent's Preview row: a preview link holding '|' is one link to its whole address", async () => {
    const previewUrl = 'https://acme-x.mintlify.site/a|b?c=|<img>'
    emulator.deployScript = { steps: ['failure'], previewUrl, summary: `| ${IMG}` }
    const run = await runAgent({ preview: 'true' }, issuesLabeled(7), {
      githubToken: emulator.githubToken
    })
    expect(run.code).toBe(0)
    const href = new URL(previewUrl).href.replace(/[<>]/g, c => (c === '<' ? '%3C' : '%3E'))
    for (const markdown of [run.summary, emulator.commentsOn(7).at(-1)?.body ?? '']) {
      expect(liveElements(markdown)).toEqual([])
      const preview = tablesOf(markdown)[0]?.find(row => row[0] === 'Preview')
      expect(preview).toHaveLength(2)
      expect(preview?.[1]).toBe(`<a href="${href.replace(/\|/g, '%7C')}">${href}</a> (failure)`)
    }
  })
})

describe('a summary cut to fit leaves nothing open', () => {
  test('a failed preview whose service summary would fill the summary: kept to its first 64 KiB, the file names after it inert', async () => {
    // The service's summary alone would take nearly all of GitHub's 1 MiB; the status read keeps
    // its first 64 KiB (service/deploy.ts), so the list of files after it, where each name is a
    // code span holding an image, is whole and inert, and nothing needs cutting.
    const files = Array.from({ length: 50 }, (_, i) => `f${i}${IMG}${'x'.repeat(80)}.mdx`)
    emulator.deployScript = {
      steps: ['failure'],
      summary: 'y'.repeat(1_020_000),
      logs: ['Build failed'],
      files: { added: files }
    }
    const run = await deploy({ mode: 'preview', branch: 'docs/big' })
    expect(run.code).toBe(1)
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(1000 * 1024)
    expect(run.summary).not.toContain('cut to fit the job summary limit of 1 MiB')
    expect(liveElements(run)).toEqual([])
    // The service's words end in "…" where they were cut, in a code block that stays whole.
    expect(renderGitHub(run.summary)).toMatch(/y{1000}…\n<\/code><\/pre>/)
    expect(run.summary).toContain(`\`f49${IMG}${'x'.repeat(80)}.mdx\``)
  })
})

describe('no secret reaches GitHub by a field it shows', () => {
  test('a preview echoing the key in its address and its summary: the GitHub deployment holds none of it', async () => {
    const key = emulator.apiKey
    const base64 = Buffer.from(`Bearer ${key}`).toString('base64')
    emulator.deployScript = {
      steps: ['in_progress', 'failure'],
      previewUrl: `https://acme-docs-new-page.mintlify.site/?token=${key}`,
      summary: `${key} ${base64} ${encodeURIComponent(`${key}/`)}`
    }
    const run = await deploy(
      { mode: 'preview', 'github-deployment': 'true' },
      { event: pullEvent('docs/new-page') }
    )
    expect(run.code).toBe(1)
    const github = emulator.requests.filter(r => r.path.startsWith('/github/'))
    const written = github.filter(r => r.method !== 'GET')
    expect(written.map(r => r.route)).toEqual(
      expect.arrayContaining(['deployment-create', 'deployment-status-create', 'comment-create'])
    )
    for (const request of github) {
      const sent = JSON.stringify([request.path, [...request.query], request.body])
      expect(holdsPiece(sent, key)).toBeUndefined()
    }
    // Each status says what happened, without the address its secret made useless.
    const [created] = emulator.createdDeployments
    expect(created?.statuses.map(s => s.state)).toEqual(['in_progress', 'failure'])
    for (const status of created?.statuses ?? []) expect(status.environment_url).toBeUndefined()
    expect(created?.statuses[1]?.description).toMatch(
      /^The preview of branch "docs\/new-page" failed .*: \*\*\*/
    )
    expect(run.stdout).toContain(
      '::warning::environment_url held a secret, so it was left out of POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses'
    )
    expect(holdsPiece(withoutMaskCommands(run.stdout) + run.summary, key)).toBeUndefined()
  })

  test("the key cut short where GitHub's 140 characters of a status description end: what is left is removed too", async () => {
    const key = emulator.apiKey
    // The description is the verdict's sentence cut at 140 characters, the service's summary at
    // its end; 56 characters into the summary, the key straddles the cut whatever the time took.
    emulator.deployScript = { steps: ['failure'], summary: `${'y'.repeat(56)}${key} ${key}` }
    const run = await deploy(
      { mode: 'preview', 'github-deployment': 'true' },
      { event: pullEvent('docs/new-page') }
    )
    expect(run.code).toBe(1)
    const description = emulator.createdDeployments[0]?.statuses[1]?.description ?? ''
    expect(description).toMatch(/y{56}\*\*\*$/)
    for (const request of emulator.requests.filter(r => r.path.startsWith('/github/')))
      expect(holdsPiece(JSON.stringify(request.body ?? null), key)).toBeUndefined()
  })
})

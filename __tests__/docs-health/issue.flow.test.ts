import { describe, expect, test } from '@jest/globals'
import { CUT_NOTE } from '../../src/docs-health/body.js'
import { codeBlock } from '../../src/text/markdown.js'
import { tables } from '../helpers/docs-health-data.js'
import { renderGitHub, rendered } from '../helpers/github-markdown.js'
import { injectedCommands, ranOutput } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { reportScope } from '../helpers/markers.js'
import { reportMarker } from '../../src/docs-health/marker.js'
import { markerSeal } from '../../src/github/hidden-marker.js'
import { useReportStep } from '../helpers/report-step.js'

/**
 * The docs-health report, in process (helpers/run-step.ts: the analytics action's step as the
 * runner prepares it), against the stand-in's analytics and its GitHub issues, one issue per
 * period, found again by its marker. The first run through dist/ in a process stays in
 * e2e/docs-health.test.ts.
 */

const docsHealth = useReportStep(runStep, 'docs-health-flow-')
const { report, onlyIssue } = docsHealth

describe('the docs-health report', () => {
  test('a list cut to summary-rows says how many more there are and which file holds them', async () => {
    docsHealth.emulator.resetAnalytics(tables(docsHealth.emulator.apiKey, { pages: 4 }))
    const run = await report({ 'summary-rows': '1' })
    expect(run.code).toBe(0)
    const body = onlyIssue().body ?? ''
    // /quickstart and the 4 generated pages are rated down more than up; /api/auth (4, 5) is not.
    expect(body).toContain(
      "And 4 more pages rated down more than up: every row is in `feedback-by-page.csv`, one of the run's files."
    )
    expect(body).toContain(
      "And 1 more searches with no result opened: every row is in `searches.csv`, one of the run's files."
    )
    expect(body).not.toContain('/api/auth |')
  })

  test('a second run for the same period updates the same issue in place', async () => {
    const first = await report()
    const number = onlyIssue().number
    docsHealth.emulator.resetAnalytics(
      tables(docsHealth.emulator.apiKey, { comment: 'Still unclear' })
    )
    docsHealth.emulator.labels.set(number, [])
    const second = await report()
    expect(second.code).toBe(0)
    expect(onlyIssue().number).toBe(number)
    expect(docsHealth.emulator.count('issue-create')).toBe(1)
    expect(second.outputs['report-issue']).toBe(first.outputs['report-issue'])
    expect(second.summary).toContain(`Updated the report #${number} (`)
    // The labels a person removed come back.
    expect(docsHealth.emulator.labels.get(number)).toEqual(['docs-health'])
    expect(onlyIssue().body).toContain(codeBlock(second.outputs.gaps ?? ''))
  })

  test('the next period opens a new issue that names the one before, and leaves it open', async () => {
    await report()
    const run = await report({ dateFrom: '2026-02-22', dateTo: '2026-03-01' })
    expect(run.code).toBe(0)
    const [old, next] = [...docsHealth.emulator.issues.values()]
    expect(next?.title).toBe('Docs health: 2026-02-22 to 2026-02-28')
    expect(next?.body).toContain(`The report of the period before: #${old?.number}.`)
    expect(old?.state).toBe('open')
  })

  test('close-previous closes the earlier period’s open report once the new one is written', async () => {
    await report()
    const run = await report({
      dateFrom: '2026-02-22',
      dateTo: '2026-03-01',
      'close-previous': 'true'
    })
    expect(run.code).toBe(0)
    const [old, next] = [...docsHealth.emulator.issues.values()]
    expect(old).toMatchObject({ state: 'closed', stateReason: 'completed' })
    expect(next?.state).toBe('open')
    expect(run.summary).toContain(`Closed the earlier report(s) #${old?.number}.`)
  })

  test.each([
    [
      'unsealed, as a bot would write it',
      (period: string) => `<!-- mintlify-docs-health: docs ${period} -->`
    ],
    [
      'sealed with another key',
      (period: string) => {
        const [from = '', to = ''] = period.split(' ').map(decodeURIComponent)
        return reportMarker(
          reportScope({ projectId: 'docs', dateFrom: from, dateTo: to }),
          markerSeal('mint_other_key_0123', 'acme/docs'),
          200
        )
      }
    ]
  ])(
    "another bot's tickets that begin with a report marker (%s) are neither overwritten nor closed",
    async (_how, markerOf) => {
      const mine = '2026%2D02%2D15 2026%2D02%2D22'
      const older = '2026%2D02%2D08 2026%2D02%2D15'
      const sync = { login: 'support-sync[bot]', type: 'Bot' } as const
      const ticket = docsHealth.emulator.addIssue({
        title: 'Customer ticket',
        body: `${markerOf(mine)}\nA customer's words.`,
        user: sync
      })
      const oldTicket = docsHealth.emulator.addIssue({
        title: 'Older ticket',
        body: `${markerOf(older)}\nStill open.`,
        user: sync
      })
      const run = await report({ 'close-previous': 'true' })
      expect(run.code).toBe(0)
      expect(docsHealth.emulator.issues.get(ticket.number)).toMatchObject({
        body: `${markerOf(mine)}\nA customer's words.`,
        state: 'open'
      })
      expect(docsHealth.emulator.issues.get(oldTicket.number)?.state).toBe('open')
      // The report is an issue of its own.
      expect(docsHealth.emulator.issues.size).toBe(3)
      expect(run.outputs['report-issue']).not.toBe(String(ticket.number))
    }
  )

  test('an issue a person wrote with the marker is not the report: a new one is opened', async () => {
    await report()
    const bots = onlyIssue()
    const marker = (bots.body ?? '').split('\n')[0] ?? ''
    docsHealth.emulator.issues.clear()
    docsHealth.emulator.addIssue({
      title: 'Docs health: 2026-02-15 to 2026-02-21',
      body: `${marker}\nI wrote this.`,
      user: { login: 'mallory', type: 'User' }
    })
    docsHealth.emulator.labels.set(200 + 1, ['docs-health'])
    const run = await report()
    expect(run.code).toBe(0)
    const issues = [...docsHealth.emulator.issues.values()]
    expect(issues).toHaveLength(2)
    expect(issues[0]?.body).toBe(`${marker}\nI wrote this.`)
  })

  test('hostile reader text stays inert in the issue and in the prompt', async () => {
    const run = await report()
    expect(run.code).toBe(0)
    const key = docsHealth.emulator.apiKey
    const body = onlyIssue().body ?? ''
    const gaps = run.outputs.gaps ?? ''
    for (const text of [body, gaps, ...ranOutput(run)]) expect(text).not.toContain(key)
    expect(injectedCommands(run.stdout)).toEqual([])
    // Outside the hand-over's code block, nothing renders: no image, no math, no mention, no alert.
    const html = renderGitHub(body).replace(/<pre><code[\s\S]*?<\/code><\/pre>/g, '')
    expect(html).not.toMatch(/<img|math-|<!-- hidden/)
    const outside = rendered(body.replace(/^`{3,}text\n[\s\S]*?\n`{3,}$/m, ''))
    expect(outside.filtered).toEqual([])
    expect(outside.tags.has('img')).toBe(false)
    expect(outside.text).toContain('pwned @\u200boctocat <img src=x onerror=alert(1)>')
    // In the prompt each reader's text is one quoted line, never the start of a line of its own.
    for (const line of gaps.split('\n')) expect(line).not.toMatch(/^\s*(::|##\[|<|@|\$\$)/)
    expect(gaps).toContain(
      // As the reader wrote it, less the key, in inline code: pasted, it renders nothing.
      '`::error::pwned @octocat <img src=x onerror=alert(1)> $$\\int_0^1 x$$ [!CAUTION] *** <!-- hidden --> ::add-mask::pwned ##[error]pwned`'
    )
  })

  test('a report over GitHub’s limit is cut whole rows at a time, with a visible note, the hand-over kept', async () => {
    docsHealth.emulator.resetAnalytics(
      tables(docsHealth.emulator.apiKey, {
        pages: 120,
        comment: `${'A long complaint & <b>more</b> '.repeat(40)}`
      })
    )
    const run = await report({ 'summary-rows': '100' })
    expect(run.code).toBe(0)
    const body = onlyIssue().body ?? ''
    expect(body.length).toBeLessThanOrEqual(65_536)
    expect(body).toContain(CUT_NOTE)
    expect(body).toContain(codeBlock(run.outputs.gaps ?? ''))
    // The cut falls between rows: every table row before it is whole.
    const before = body.slice(0, body.indexOf(CUT_NOTE))
    for (const line of before.split('\n').filter(l => l.startsWith('|')))
      expect(line.endsWith('|')).toBe(true)
  })

  test('without issues: write the step fails naming the permission; the files and the gaps are kept', async () => {
    docsHealth.emulator.inject('issue-create', {
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const run = await report()
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      '::error::The docs-health report could not be written to GitHub (403). The workflow needs "permissions: issues: write" for its token (github-token).'
    )
    expect(docsHealth.emulator.issues.size).toBe(0)
    expect(run.outputs['report-issue']).toBe('')
    expect(run.outputs.gaps).toContain('`webhook retries`')
    expect(run.outputs.gaps).not.toContain('docs-health report:')
    expect(JSON.parse(run.outputs.rows ?? '{}')).toMatchObject({ searches: 3 })
  })

  test('a failed export does not replace the report', async () => {
    await report()
    const before = onlyIssue().body
    docsHealth.emulator.inject('searches', { status: 400, body: { error: 'Invalid request' } })
    const run = await report()
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('The docs-health report was not written, so that a failed export')
    expect(onlyIssue().body).toBe(before)
    expect(docsHealth.emulator.count('issue-update')).toBe(1)
  })

  test('an export stopped at max-requests writes the report with a visible warning', async () => {
    const run = await report({ 'max-requests': '4' })
    expect(run.code).toBe(0)
    expect(onlyIssue().body).toMatch(/> \[!WARNING\]\n> Not every dataset was read to its end \(/)
  })

  test('a dry run writes nothing to GitHub and says what it would write', async () => {
    const run = await report({ 'dry-run': 'true', 'close-previous': 'true' })
    expect(run.code).toBe(0)
    expect(docsHealth.emulator.requests.filter(r => r.path.startsWith('/github/'))).toEqual([])
    expect(run.summary).toContain(
      'The docs-health report would be written to the issue &quot;Docs health: 2026-02-15 to 2026-02-21&quot; in acme/docs'
    )
    expect(run.summary).toContain('The open reports of earlier periods would be closed')
  })
})

import { describe, expect, test } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { codeBlock } from '../../src/text/markdown.js'
import { reportLine } from '../helpers/markers.js'
import { useReportStep } from '../helpers/report-step.js'

/**
 * The docs-health report end to end: dist/analytics/index.js as the runner runs it, against the
 * stand-in's analytics and its GitHub issues, its first run (the default data holds hostile
 * reader text: nothing reaches stderr). Every other case runs in process:
 * docs-health/issue.flow.test.ts.
 */

const docsHealth = useReportStep(runAction, 'docs-health-e2e-')
const { report, onlyIssue } = docsHealth

describe('the docs-health report', () => {
  test('the first run opens the period’s issue with every part of the report, and gaps hold the hand-over it shows', async () => {
    const run = await report()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const issue = onlyIssue()
    expect(issue.title).toBe('Docs health: 2026-02-15 to 2026-02-21')
    const body = issue.body ?? ''
    expect(body.split('\n')[0]).toBe(
      reportLine({ projectId: 'docs', dateFrom: '2026-02-15', dateTo: '2026-02-22' }, issue.number)
    )
    expect(docsHealth.emulator.labels.get(issue.number)).toEqual(['docs-health'])
    expect(run.outputs).toMatchObject({
      'report-issue': String(issue.number),
      'report-url': `https://github.com/acme/docs/issues/${issue.number}`
    })
    // Traffic by people and by AI against the period before.
    expect(body).toMatch(/\| Page views by people \| [\d,]+ \| [\d,]+ \| [-+]?\d+%|new \|/)
    expect(body).toContain('| Visitors by AI |')
    // The pages rated down most, with counts and what readers wrote (this period's only).
    expect(body).toContain('| /quickstart | 9 | 2 |')
    expect(body).toContain('> Step 3 fails with a 401.')
    expect(body).not.toContain('/last-week')
    expect(body).not.toContain('/loved |')
    expect(body).not.toContain('Great page')
    // Searches with hits and no click, and the same question asked three ways, counted once.
    expect(body).toContain('| webhook retries | 40 |')
    expect(body).not.toContain('| install |')
    expect(body).toMatch(/\| How do I rotate my API key\? \| 3 \|/)
    expect(body).toContain('(https://github.com/acme/docs/actions/runs/1234)')
    // The hand-over: the prompt, ending with the report's own address, shown exactly.
    const gaps = run.outputs.gaps ?? ''
    expect(gaps.split('\n').at(-1)).toBe(
      `The docs-health report: https://github.com/acme/docs/issues/${issue.number}`
    )
    expect(gaps).toContain('`How do I rotate my API key?`')
    expect(gaps).toContain('`webhook retries`')
    expect(gaps).toContain('Readers rated page `/quickstart` down 9 times (2 up).')
    expect(gaps).toContain('anonymous reader')
    expect(body).toContain(codeBlock(gaps))
    expect(run.summary).toContain(
      `Opened the report #${issue.number} ([https&#58;//github.com/acme/docs/issues/${issue.number}]`
    )
  })
})

import { describe, expect, test } from '@jest/globals'
import type { ActionRun } from '../../emulator/runner.js'
import { ledgerLine } from '../../src/docs-health/ledger.js'
import { SEAL } from '../helpers/markers.js'
import { tableOf } from '../../emulator/analytics-data.js'
import { tables } from '../helpers/docs-health-data.js'
import { runStep } from '../helpers/run-step.js'
import { useWeeks, WEEKS } from '../helpers/weeks.js'

/**
 * Round 5: a marker counts only where, and as whom, it was written. A seal proves the key's holder
 * made a text; a copy of it (a ticket-sync bot's issue, a bot re-posting a comment, a report's
 * history pasted into another) is as well sealed, and counts for nothing: each marker is bound to
 * the issue it was written in and read only in what the run's own token wrote, whichever kind of
 * token that is. In process (helpers/run-step.ts: the step as the runner prepares it, waits instant
 * on the injected clock); the agent job marker and the deploy action's preview comment are in
 * github/own-comments.binding.test.ts.
 */

const weeks = useWeeks(runStep)
const { report, fix, weekData, gapsOf, body } = weeks
const SYNC = { login: 'support-sync[bot]', type: 'Bot' } as const
const ACTIONS = { login: 'github-actions[bot]', type: 'Bot' } as const
const warnings = (run: ActionRun) => run.stdout.split('\n').filter(l => l.startsWith('::warning'))

describe("the docs-health report's marker and history", () => {
  test.each([
    ['another app (a ticket-sync bot)', SYNC],
    ['the same account (another workflow with the workflow token)', ACTIONS]
  ] as const)(
    'a customer issue filed by %s with a copy of the report and its history is never the report',
    async (_who, user) => {
      weekData(0)
      const first = await report(0)
      await fix(first)
      // The copy is the genuine report text, marker and history line and all, in a newer issue.
      const copy = `${body(200).split('\n').slice(0, 2).join('\n')}\nMy invoice is wrong.`
      const ticket = weeks.emulator.addIssue({ title: 'Ticket #991', body: copy, user })
      // A re-run for the same period updates the report, not the ticket.
      const rerun = await report(0)
      expect(rerun.outputs['report-issue']).toBe('200')
      expect(weeks.emulator.issues.get(ticket.number)?.body).toBe(copy)
      // Next week: close-previous closes the report, not the ticket; the history is the report's.
      weekData(1)
      const second = await report(1, { 'close-previous': 'true' })
      expect(second.code).toBe(0)
      expect(weeks.emulator.issues.get(ticket.number)).toMatchObject({ body: copy, state: 'open' })
      expect(weeks.emulator.issues.get(200)?.state).toBe('closed')
      expect(body(202)).toContain(
        '- search webhook retries: ⏳ handed over in #200, pull request #42 not merged yet'
      )
      expect(gapsOf(second)).not.toContain('`webhook retries`')
      expect(warnings(second)).toEqual([])
    }
  )

  test('a report edited in the browser (CRLF line endings, a trailing newline, a line added under the marker) keeps its history', async () => {
    weekData(0)
    await fix(await report(0))
    const issue = weeks.emulator.issues.get(200)
    if (issue === null || issue === undefined) throw new Error('no report')
    const [marker = '', ...rest] = (issue.body ?? '').split('\n')
    issue.body = `${[marker, 'Triaged by @docs-team.', ...rest].join('\r\n')}\r\n`
    weekData(1)
    const second = await report(1)
    expect(second.code).toBe(0)
    expect(warnings(second)).toEqual([])
    // The fix still open is not handed over again.
    expect(gapsOf(second)).not.toContain('`webhook retries`')
    expect(body(201)).toContain(
      '- search webhook retries: ⏳ handed over in #200, pull request #42 not merged yet'
    )
  })

  test('a history line removed: a warning, and the history of the report before it', async () => {
    weekData(0)
    await fix(await report(0))
    weekData(1)
    await report(1)
    const issue = weeks.emulator.issues.get(201)
    if (issue === undefined) throw new Error('no report')
    issue.body = (issue.body ?? '')
      .split('\n')
      .filter(l => !l.includes('docs-health-gaps'))
      .join('\n')
    weekData(2)
    const third = await report(2)
    expect(third.code).toBe(0)
    expect(warnings(third)).toEqual([
      '::warning::Report #201 has no gap history (its hidden line was removed): the history is taken from the report before it.'
    ])
    expect(body(202)).toContain(
      '- search webhook retries: ⏳ handed over in #200, pull request #42 not merged yet'
    )
  })

  test("another project's genuine history pasted into this project's report is not read", async () => {
    weekData(0)
    await fix(await report(0))
    const issue = weeks.emulator.issues.get(200)
    if (issue === undefined) throw new Error('no report')
    const lines = (issue.body ?? '').split('\n')
    // Sealed with this workflow's key for this very issue, by a run of project "api-docs".
    lines[1] = ledgerLine(
      [
        {
          id: 'AAAAAAAAAAAAAAAA',
          kind: 'search',
          text: 'planted',
          state: 'verified',
          since: '2026-02-08',
          page: '/x'
        }
      ],
      SEAL,
      { projectId: 'api-docs', issue: 200 }
    )
    issue.body = lines.join('\n')
    weekData(1)
    const second = await report(1)
    expect(warnings(second)).toEqual([
      '::warning::Report #200 holds a gap history not sealed for it (changed by hand, pasted from another report or project, or written with another key): the history is taken from the report before it, and there is none: gaps start afresh.'
    ])
    expect(body(201)).not.toContain('planted')
    // Started afresh: what #200 handed over goes over again.
    expect(gapsOf(second)).toContain('`webhook retries`')
  })
})

describe('every state of the loop has a way out', () => {
  test.each([
    ['fails on the service', { activePolls: 1, end: 'failed', prLink: null }, 1, 'failed'],
    [
      'changes nothing',
      { activePolls: 1, end: 'completed', prLink: null },
      0,
      'completed without a pull request'
    ]
  ] as const)(
    'a gap whose agent job %s is handed over again the next week, saying why',
    async (_what, turn, code, status) => {
      weeks.emulator.turns = [turn]
      weekData(0)
      await fix(await report(0), code)
      weekData(1)
      const second = await report(1)
      expect(second.code).toBe(0)
      expect(gapsOf(second)).toContain('`webhook retries`')
      expect(body(201)).toContain(
        `- search webhook retries: ↩️ handed over before, but its agent job ${status}; ⏳ handed over in this report`
      )
    }
  )

  test('a gap handed over that readers stopped hitting is gone', async () => {
    weekData(0)
    await fix(await report(0))
    const data = tables(weeks.emulator.apiKey, { week: WEEKS[1].day })
    weeks.emulator.resetAnalytics({ ...data, searches: tableOf([]) })
    const second = await report(1)
    expect(second.code).toBe(0)
    expect(body(201)).toContain('- search webhook retries: ⚪ gone: readers stopped hitting it')
  })
})

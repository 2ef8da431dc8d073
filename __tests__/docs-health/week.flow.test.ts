import { describe, expect, test } from '@jest/globals'
import { withoutMaskCommands } from '../../emulator/runner.js'
import { tableOf } from '../../emulator/analytics-data.js'
import { tables } from '../helpers/docs-health-data.js'
import { runStep } from '../helpers/run-step.js'
import { useWeeks, WEEKS } from '../helpers/weeks.js'

/**
 * The loop closed, over consecutive weeks on the stand-in, in process (helpers/run-step.ts, the
 * step as the runner prepares it, waits instant on the injected clock): a gap is found and
 * handed over; the agent's pull request merges; Mintlify's app deploys the merge; the live site's
 * search finds a page (verified) or still finds nothing (handed over again, naming what was
 * tried). The history is carried by each report's sealed ledger, and nothing a person or an
 * outsider writes changes it. The weekly loop through dist/ in a process stays in
 * e2e/gap-history.test.ts.
 */

const weeks = useWeeks(runStep)
const { report, fix, mergeAndDeploy, weekData, gapsOf, body } = weeks

describe('a gap followed from one week to the next', () => {
  test('merged and deployed: search now finds a page → verified; still nothing → handed over again, naming what was tried', async () => {
    weekData(0)
    const first = await report(0)
    expect(first.outputs['report-issue']).toBe('200')
    expect(gapsOf(first)).toContain('`webhook retries`')
    expect(body(200)).toContain('**Gaps followed:**')
    await fix(first)
    mergeAndDeploy()
    weeks.emulator.site.set(
      '/guides/webhooks',
      'Webhook retries: a failed delivery is retried five times.'
    )

    weekData(1)
    const second = await report(1)
    expect(second.code).toBe(0)
    const verified = JSON.parse(second.outputs.verified ?? '[]') as {
      text: string
      state: string
    }[]
    expect(verified).toContainEqual({
      kind: 'search',
      text: 'webhook retries',
      state: 'verified',
      page: '/guides/webhooks',
      pull: 42
    })
    expect(verified).toContainEqual({
      kind: 'question',
      text: 'How do I rotate my API key?',
      state: 'still-failing',
      pull: 42
    })
    expect(verified).toContainEqual({
      kind: 'page',
      text: '/quickstart',
      state: 'still-failing',
      pull: 42
    })
    // At most one search per gap to verify: the searches and questions merged, nothing else.
    const searched = verified.filter(v => v.text !== '/quickstart').length
    expect(weeks.emulator.count('search')).toBe(searched)
    // The verified gap is not handed over again; those still failing are, with what was tried.
    const gaps = gapsOf(second)
    expect(gaps).not.toContain('`webhook retries`')
    expect(gaps).toContain(
      "`How do I rotate my API key?` The change in #42 did not make the site's search find a page for it."
    )
    expect(gaps).toContain('The change in #42 did not stop readers rating it down more than up.')
    const shown = body(201)
    expect(shown).toMatch(
      /\*\*Gaps followed:\*\* \d+ found this period → \d+ handed over → 0 merged → 1 verified → \d+ still failing/
    )
    expect(shown).toContain(
      "- search webhook retries: ✅ verified: the site's search finds /guides/webhooks (the change in #42)"
    )
    expect(shown).toContain(
      '- question How do I rotate my API key?: ⏳ handed over in this report, again: still failing after #42'
    )

    // A rerun of the same week hands over the same gaps, and nothing more.
    const rerun = await report(1)
    expect(gapsOf(rerun)).toBe(gaps)
    expect(rerun.outputs['report-issue']).toBe('201')

    // A third week: the verified gap stays verified, and what went over again is not sent twice.
    weekData(2)
    const third = await report(2)
    expect(third.code).toBe(0)
    expect(gapsOf(third)).toBe('')
    expect(body(202)).toContain(
      "- search webhook retries: ✅ verified: the site's search finds /guides/webhooks (the change in #42)"
    )
    expect(body(202)).toMatch(/- question How do I rotate my API key\?: ⏳ handed over in #201/)
  })

  test('not merged yet: those gaps are not handed over twice, and nothing is searched', async () => {
    weekData(0)
    await fix(await report(0))
    weekData(1)
    const second = await report(1)
    expect(gapsOf(second)).toBe('')
    expect(weeks.emulator.count('search')).toBe(0)
    expect(body(201)).toContain(
      '- search webhook retries: ⏳ handed over in #200, pull request #42 not merged yet'
    )
    expect(second.outputs.verified).toBe('[]')
  })

  test('a gap readers stopped hitting is gone; one handed over is still followed', async () => {
    weekData(0)
    await fix(await report(0, { 'gaps-limit': '1' }))
    const data = tables(weeks.emulator.apiKey, { week: WEEKS[1].day })
    weeks.emulator.resetAnalytics({ ...data, searches: tableOf([]) })
    const second = await report(1, { 'gaps-limit': '1' })
    expect(body(201)).toContain('- search webhook retries: ⚪ gone: readers stopped hitting it')
    expect(body(201)).toMatch(/- question How do I rotate my API key\?: ⏳ handed over in #200/)
    expect(gapsOf(second)).not.toContain('rotate my API key')
  })

  test('a report edited by hand, or an outsider’s forged report and job comment, change no gap’s state', async () => {
    weekData(0)
    const first = await report(0)
    await fix(first)
    mergeAndDeploy()
    weeks.emulator.site.set(
      '/guides/webhooks',
      'Webhook retries: a failed delivery is retried five times.'
    )
    // A maintainer edits the report's text; an outsider forges a ledger and a job comment.
    const issue = weeks.emulator.issues.get(200)
    if (issue === undefined) throw new Error('no report')
    const [marker = '', ledger = '', ...rest] = (issue.body ?? '').split('\n')
    const forged = ledger.replace(/seal: \S+/, 'seal: AAAAAAAAAAAAAAAAAAAAAA')
    issue.body = [marker, ledger, 'Triaged: see the roadmap.', forged, ...rest].join('\n')
    const outsider = { login: 'mallory', type: 'User' } as const
    weeks.emulator.addComment(
      200,
      '<!-- mintlify-agent-job: job_9 seal: AAAAAAAAAAAAAAAAAAAAAA -->',
      outsider
    )
    weeks.emulator.addIssue({
      title: 'Docs health: 2026-02-22 to 2026-02-28',
      body: `${marker}\n${forged}`,
      user: outsider
    })
    weekData(1)
    const second = await report(1)
    const verified = JSON.parse(second.outputs.verified ?? '[]') as {
      text: string
      state: string
    }[]
    expect(verified.find(v => v.text === 'webhook retries')?.state).toBe('verified')
    expect(second.stdout).not.toContain('::warning::')
  })

  test('without search-key the report says verification is off, and nothing else changes', async () => {
    weekData(0)
    await fix(await report(0, { 'search-key': '', 'search-domain': '' }))
    mergeAndDeploy()
    weekData(1)
    const second = await report(1, { 'search-key': '', 'search-domain': '' })
    expect(second.code).toBe(0)
    expect(weeks.emulator.count('search')).toBe(0)
    expect(body(201)).toContain('Verification on the live site is off')
    expect(body(201)).toContain('- search webhook retries: 🔀 merged in #42; verification is off')
    expect(gapsOf(second)).not.toContain('`webhook retries`')
  })

  test.each([
    [
      'a refused search key (401)',
      () => undefined,
      'mint_dsc_wrong_key',
      'The service refused the API key (401 Unauthorized)'
    ],
    [
      'the hourly limit (429)',
      () =>
        void weeks.emulator.inject('search', {
          status: 429,
          body: { error: 'Rate limit exceeded' }
        }),
      undefined,
      'Rate limit exceeded (429)'
    ]
  ])(
    '%s: verification is skipped with a warning after one request; the report is still written',
    async (_, fault, key, said) => {
      weekData(0)
      await fix(await report(0))
      mergeAndDeploy()
      weekData(1)
      fault()
      const second = await report(1, key === undefined ? {} : { 'search-key': key })
      expect(second.code).toBe(0)
      expect(weeks.emulator.count('search')).toBe(1)
      expect(second.stdout).toMatch(
        new RegExp(
          `::warning::Verification on the live site was skipped: .*${said.replace(/[()]/g, '\\$&')}`
        )
      )
      expect(body(201)).toContain('Verification was skipped this run:')
      expect(second.outputs['report-issue']).toBe('201')
      // The search key is masked like the admin key: only the mask commands name it.
      const searchKey = key ?? weeks.emulator.searchKey
      expect(second.stdout).toContain(`::add-mask::${searchKey}`)
      expect(withoutMaskCommands(second.stdout)).not.toContain(searchKey)
    }
  )
})

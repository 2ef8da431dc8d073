import { describe, expect, test } from '@jest/globals'
import { APP_BOT, TEST_APP_TOKEN } from '../../emulator/github-identity.js'
import {
  agentInputs,
  githubEnv,
  runAction,
  withoutMaskCommands,
  type ActionRun
} from '../../emulator/runner.js'
import {
  deployStep,
  holdsPiece,
  IMG,
  liveElements,
  pullEvent,
  tablesOf
} from '../helpers/deploy-edges.js'
import { useWeeks } from '../helpers/weeks.js'
import { commentOnIssue } from '../helpers/issue-comment.js'

/**
 * Each rule of the trust edge once through dist/, as the runner runs it (the variants of each are
 * in process, in the mirror of the file that keeps the rule): a marker counts only where, and as
 * whom, it was written; the report's state survives a person's edit; nothing the service wrote
 * goes live through a table; no secret reaches GitHub by a field that is not redacted.
 */

const weeks = useWeeks(runAction)
const SYNC = { login: 'support-sync[bot]', type: 'Bot' } as const
const warnings = (run: ActionRun) => run.stdout.split('\n').filter(l => l.startsWith('::warning'))

describe('a marker counts only where, and as whom, it was written', () => {
  test("a ticket-sync bot's copy of the report is never the report; a report edited in the browser keeps its history", async () => {
    weeks.weekData(0)
    await weeks.fix(await weeks.report(0))
    const copy = `${weeks.body(200).split('\n').slice(0, 2).join('\n')}\nMy invoice is wrong.`
    const ticket = weeks.emulator.addIssue({ title: 'Ticket #991', body: copy, user: SYNC })
    // GitHub stores a browser edit with CRLF line endings; a person added a line under the marker.
    const report = weeks.emulator.issues.get(200)
    if (report === undefined) throw new Error('no report')
    const [marker = '', ...rest] = (report.body ?? '').split('\n')
    report.body = `${[marker, 'Triaged by @docs-team.', ...rest].join('\r\n')}\r\n`
    weeks.weekData(1)
    const second = await weeks.report(1, { 'close-previous': 'true' })
    expect(second.code).toBe(0)
    expect(warnings(second)).toEqual([])
    expect(weeks.emulator.issues.get(ticket.number)).toMatchObject({ body: copy, state: 'open' })
    expect(weeks.emulator.issues.get(200)?.state).toBe('closed')
    expect(weeks.gapsOf(second)).not.toContain('`webhook retries`')
    expect(weeks.body(202)).toContain(
      '- search webhook retries: ⏳ handed over in #200, pull request #42 not merged yet'
    )
  })

  test("with an App's token, a follow-up goes to the newest job it reported, not to another app's copy", async () => {
    const stand = weeks.emulator
    stand.permissions.maintainer = 'write'
    const ask = (instruction: string) => {
      return runAction({
        inputs: agentInputs(stand, { 'github-token': TEST_APP_TOKEN }),
        event: commentOnIssue(stand, instruction),
        env: githubEnv(stand)
      })
    }
    stand.turns = [{ activePolls: 1, end: 'failed', prLink: null }]
    expect((await ask('/agent first')).code).toBe(1)
    const first = stand.commentsOn(7).find(c => c.body.startsWith('<!-- mintlify-agent-job'))
    if (first === undefined) throw new Error('no job comment')
    stand.turns = [
      { activePolls: 1, end: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }
    ]
    expect((await ask('/agent second')).code).toBe(0)
    stand.addComment(7, first.body, first.user.login === APP_BOT.login ? SYNC : APP_BOT)
    expect((await ask('/agent third')).code).toBe(0)
    expect(stand.count('create')).toBe(2)
    expect(stand.jobs.get('job_2')?.prompts).toEqual(['second', 'third'])
  })
})

describe('what the service wrote reaches GitHub inert, and without the key', () => {
  test("a failed preview with '|' and HTML in every field, echoing the key: whole cells, nothing live, no piece of the key in any write", async () => {
    const stand = weeks.emulator
    const key = stand.apiKey
    stand.deployScript = {
      steps: ['in_progress', 'failure'],
      statusId: `st|${IMG}`,
      sha: `c0ffee|${IMG}|<a href="https://evil.example">x</a>`,
      summary: `Build failed | ${IMG} ${key} ${Buffer.from(`Bearer ${key}`).toString('base64')}`,
      previewUrl: `https://acme-docs-new-page.mintlify.site/?token=${key}`
    }
    const run = await deployStep(runAction, stand)(
      { mode: 'preview', 'github-deployment': 'true', 'github-token': stand.githubToken },
      { event: pullEvent(`docs|${IMG.replace(/ /g, '/')}`), env: githubEnv(stand) }
    )
    expect(run.code).toBe(1)
    const comment = stand.commentsOn(12)[0]?.body ?? ''
    for (const markdown of [run.summary, comment]) {
      expect(liveElements(markdown)).toEqual([])
      for (const row of tablesOf(markdown)[0] ?? []) expect(row).toHaveLength(2)
    }
    for (const request of stand.requests.filter(r => r.path.startsWith('/github/')))
      expect(
        holdsPiece(JSON.stringify([request.path, [...request.query], request.body]), key)
      ).toBeUndefined()
    const statuses = stand.createdDeployments[0]?.statuses ?? []
    expect(statuses.map(s => s.state)).toEqual(['in_progress', 'failure'])
    for (const status of statuses) expect(status.environment_url).toBeUndefined()
    expect(holdsPiece(withoutMaskCommands(run.stdout) + run.summary, key)).toBeUndefined()
  })
})

import { describe, expect, test } from '@jest/globals'
import { type Fault } from '../../emulator/server.js'
import { agentInputs, githubEnv } from '../../emulator/runner.js'
import { jobLine } from '../helpers/markers.js'
import { runStep } from '../helpers/run-step.js'
import { PR, useIssueComment } from '../helpers/issue-comment.js'

/**
 * The pull request's follow-through, in process (helpers/run-step.ts): labels, reviewers,
 * "Closes #7" written once, the job's comment on the pull request, each failure only a warning.
 * Moved from e2e/conversation.test.ts.
 */

const { emulator, comment } = useIssueComment(runStep)

describe('pull-request follow-through', () => {
  const inputs = { 'pr-labels': 'docs, agent', 'pr-reviewers': 'alice, acme/docs-team' }

  test('labels, reviewers, and "Closes #7" in the pull request\'s description', async () => {
    const run = await comment('/agent Write it', { inputs })
    expect(run.code).toBe(0)
    expect(emulator.labels.get(42)).toEqual(['docs', 'agent'])
    expect(emulator.reviewers.get(42)).toEqual({
      reviewers: ['alice'],
      team_reviewers: ['docs-team']
    })
    expect(emulator.pulls.get(42)?.body).toBe('Opened by the agent.\n\nCloses #7')
    expect(emulator.commentsOn(42).map(c => c.body)).toEqual([
      expect.stringMatching(
        new RegExp(`^${jobLine('job_1', 42)}\nOpened by the Mintlify agent\\. To`)
      )
    ])
    expect(run.stdout).toContain('Pull request acme/docs#42: labels docs, agent added.')
    expect(run.stdout).toContain('Pull request acme/docs#42: "Closes #7" added to its description.')
  })

  test('"Closes #7" is written once, however many runs follow the pull request', async () => {
    emulator.turns = [
      { activePolls: 1, end: 'completed', prLink: PR },
      { activePolls: 1, end: 'completed', prLink: PR }
    ]
    await comment('/agent Write it')
    const second = await comment('/agent More')
    expect(emulator.pulls.get(42)?.body?.match(/Closes #7/g)).toHaveLength(1)
    expect(emulator.count('pull-update')).toBe(1)
    expect(second.stdout).toContain('its description already closes #7')
  })

  test('a description that already says it fixes the issue is left as the agent wrote it', async () => {
    emulator.pulls.set(42, {
      number: 42,
      title: 't',
      body: 'Adds exports.\n\nFixes: #7',
      headRef: 'b'
    })
    await comment('/agent Write it')
    expect(emulator.pulls.get(42)?.body).toBe('Adds exports.\n\nFixes: #7')
    expect(emulator.count('pull-update')).toBe(0)
  })

  test('a description that cannot be edited: a warning that says why, and a link comment instead', async () => {
    emulator.inject('pull-update', {
      status: 403,
      body: { message: 'Resource not accessible by integration' }
    })
    const run = await comment('/agent Write it')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      '::warning::Could not add "Closes #7" to the description of pull request acme/docs#42 (403'
    )
    expect(run.stdout).toContain('the token may lack "pull-requests: write"')
    expect(emulator.commentsOn(42).map(c => c.body)).toEqual([
      expect.stringContaining('Opened by the Mintlify agent for #7.')
    ])
  })

  test('link-issue: false links nothing; no pull request means no follow-through', async () => {
    await comment('/agent Write it', { inputs: { 'link-issue': 'false', comment: 'false' } })
    expect(emulator.commentsOn(42)).toHaveLength(0)
    expect(emulator.count('pull-get') + emulator.count('pull-update')).toBe(0)
    emulator.turns = [{ activePolls: 1, end: 'completed', prLink: null }]
    await runStep({
      inputs: agentInputs(emulator, { prompt: 'x', ...inputs }),
      env: githubEnv(emulator)
    })
    expect(emulator.count('labels')).toBe(0)
  })

  test.each<[string, 'labels' | 'reviewers' | 'pull-get', Fault[], string]>([
    [
      'labels',
      'labels',
      [{ status: 403, body: { message: 'no' } }],
      'Could not add labels docs, agent on pull request acme/docs#42 (403)'
    ],
    [
      'reviewers',
      'reviewers',
      [{ status: 422, body: { message: 'Reviews may only be requested from collaborators.' } }],
      'Could not request reviews from alice, acme/docs-team on pull request acme/docs#42 (422)'
    ],
    [
      'reading the description',
      'pull-get',
      // Each read is tried three times (a 5xx on a read may pass): every one of them fails.
      Array.from({ length: 6 }, () => ({ status: 500, body: { message: 'boom' } })),
      'Could not add "Closes #7" to the description of pull request acme/docs#42 (500'
    ]
  ])('%s failing is only a warning', async (_name, route, faults, warning) => {
    emulator.inject(route, ...faults)
    const run = await comment('/agent Write it', { inputs })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`::warning::${warning}`)
    expect(run.outputs).toMatchObject({ jobId: 'job_1', status: 'completed', prLink: PR })
  })

  test('a pull request on another server is not followed through', async () => {
    emulator.turns = [
      { activePolls: 1, end: 'completed', prLink: 'https://gitlab.example.com/acme/docs/pull/3' }
    ]
    const run = await comment('/agent Write it', { inputs })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      "is not on https://github.com; labels, reviewers, the issue link and the job's comment were not applied"
    )
    expect(emulator.count('labels')).toBe(0)
  })
})

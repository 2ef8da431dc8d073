import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import type { Conversation } from '../../src/jobs/conversation.js'
import { aboutOf, planRun } from '../../src/agent/plan.js'
import { readAgentSettings } from '../../src/agent/settings.js'
import type { ComposedPrompt } from '../../src/agent/trigger.js'

const dir = mkdtempSync(join(tmpdir(), 'plan-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Settings of a run on pull request 42, from a `/agent` comment there, with a token. */
function onPullRequest(inputs: Record<string, string> = {}) {
  const path = join(dir, 'event.json')
  writeFileSync(
    path,
    JSON.stringify({
      action: 'created',
      issue: { number: 42, title: 'PR', body: '', pull_request: { url: 'x' } },
      comment: { id: 3, body: '/agent fix it', user: { login: 'ann', type: 'User' } },
      sender: { login: 'ann', type: 'User' }
    })
  )
  return readAgentSettings(
    name =>
      ({ projectId: 'docs', 'secret-key': 'mint_k', 'github-token': 'ghs_secret', ...inputs })[
        name
      ] ?? '',
    {
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: path,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_RUN_ID: '9'
    }
  )
}

const asked: ComposedPrompt = {
  prompt: 'fix it',
  promptSource: 'issue',
  promptCut: false,
  instruction: { commentId: 3, author: 'ann', text: 'fix it' }
}
const fresh: Conversation = { kind: 'new', note: undefined }

describe('planRun', () => {
  test('the job runner gets only what it sends and how long it waits: no token, no GitHub', () => {
    const plan = planRun(onPullRequest({ messages: 'a\n---\nb' }), asked, fresh)
    expect(plan.job).toEqual({
      projectId: 'docs',
      prompt: 'fix it',
      messages: ['a', 'b'],
      jobId: undefined,
      wait: true,
      timeoutMs: 30 * 60_000,
      pollIntervalMs: 120_000
    })
    expect(JSON.stringify(plan)).not.toContain('ghs_secret')
    expect(plan.title).toBe('Agent job')
    expect(plan.report).toMatchObject({
      followUpsTotal: 2,
      runUrl: 'https://github.com/acme/docs/actions/runs/9',
      instruction: asked.instruction,
      automation: undefined
    })
  })

  test('a conversation that continues a job sends to that job; the prompt is a follow-up', () => {
    const plan = planRun(onPullRequest(), asked, { kind: 'continue', jobId: 'job_9', commentId: 5 })
    expect(plan.job.jobId).toBe('job_9')
    expect(plan.title).toBe('Agent job job_9')
    expect(plan.report).toMatchObject({ followUpsTotal: 1, note: undefined })
  })

  test('a new job from a pull request says why it is new, and is about that pull request', () => {
    const settings = onPullRequest()
    expect(planRun(settings, asked, fresh).report.note).toBe(
      'No live job of this action opened this pull request. This is a new job about the pull request; it works on a branch of its own.'
    )
    const failed = { kind: 'new', note: 'Job job_1 had failed, so a new job was started.' } as const
    expect(planRun(settings, asked, failed).report.note).toBe(
      'Job job_1 had failed, so a new job was started. This is a new job about the pull request; it works on a branch of its own.'
    )
    expect(aboutOf(settings, fresh)).toEqual({
      repository: { owner: 'acme', repo: 'docs' },
      number: 42
    })
    expect(aboutOf(settings, { kind: 'continue', jobId: 'j', commentId: 1 })).toBeUndefined()
    expect(aboutOf(onPullRequest({ jobId: 'job_2' }), fresh)).toBeUndefined()
  })

  test('an automation run is titled after it, and the report names it', () => {
    const plan = planRun(onPullRequest({ automation: 'a1' }), { ...asked, prompt: '' }, fresh)
    expect(plan.automation).toBe('a1')
    expect(plan.title).toBe('Automation a1')
    expect(plan.report.automation).toBe('a1')
  })

  test('the checks step and the pull request get what they need, decided here', () => {
    const off = planRun(onPullRequest({ checks: 'off' }), asked, fresh)
    expect(off.checks).toBeUndefined()
    const plan = planRun(
      onPullRequest({ checks: 'fix', 'pr-labels': 'docs', 'poll-interval': '30s' }),
      asked,
      fresh
    )
    expect(plan.checks).toMatchObject({
      settings: { mode: 'fix' },
      serverUrl: 'https://github.com',
      ownRunUrl: 'https://github.com/acme/docs/actions/runs/9',
      pollIntervalMs: 30_000
    })
    expect(plan.pullRequest).toMatchObject({
      labels: ['docs'],
      reviewers: [],
      trigger: '/agent',
      alwaysComment: true,
      task: undefined
    })
    expect(plan.pullRequest.marker('job_1', 42)).toMatch(/^<!-- mintlify-agent-job: job_1 seal: /)
    const quiet = planRun(onPullRequest({ comment: 'false' }), asked, fresh)
    expect(quiet.pullRequest.alwaysComment).toBe(false)
  })
})

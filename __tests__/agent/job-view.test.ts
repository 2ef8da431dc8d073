import { describe, expect, test } from '@jest/globals'
import { jobLine } from '../helpers/markers.js'
import { renderComment, renderSummary, type ReportView } from '../../src/agent/job-view.js'

const view: ReportView = {
  state: 'completed',
  job: {
    id: 'job_1',
    status: 'completed',
    prLink: 'https://github.com/acme/docs/pull/42',
    model: 'sonnet'
  },
  explanation: undefined,
  elapsedMs: 125_000,
  followUpsSent: 1,
  followUpsTotal: 2,
  undelivered: [],
  runUrl: 'https://github.com/acme/docs/actions/runs/1',
  serverUrl: 'https://github.com'
}

describe('renderComment', () => {
  test('shows status, link, model, elapsed time, follow-ups and the run', () => {
    const body = renderComment(view, jobLine('job_1', 7))
    expect(body.startsWith(`${jobLine('job_1', 7)}\n###`)).toBe(true)
    expect(body).toContain('### ✅ Agent job completed')
    expect(body).toContain(
      '| Pull request | [https&#58;//github.com/acme/docs/pull/42](https://github.com/acme/docs/pull/42) |'
    )
    expect(body).toContain('| Model | sonnet |')
    expect(body).toContain('| Elapsed | 2m 5s |')
    expect(body).toContain('| Follow-ups sent | 1 of 2 |')
    expect(body).toContain('| Run | [workflow run](https://github.com/acme/docs/actions/runs/1) |')
  })

  test('a missing pull request is "none" in the table; the explanation says why, once', () => {
    const explanation = 'Job j ended completed without a pull request: the agent changed no files.'
    const body = renderComment({
      ...view,
      job: { id: 'j', status: 'completed', prLink: null },
      explanation
    })
    expect(body).toContain('| Pull request | _none_ |')
    expect(body.match(/changed no files/g)).toHaveLength(1)
  })

  test('a job that keeps running (cancelled, timed out) has no pull request "yet"', () => {
    for (const state of ['cancelled', 'timed-out'] as const) {
      const body = renderComment({ ...view, state, job: { id: 'j', status: 'active' } })
      expect(body).toContain('| Pull request | _not yet_ |')
    }
  })

  test('an error before there was a job says it could not be started; after, followed', () => {
    const error = { ...view, state: 'error' as const }
    expect(renderComment({ ...error, job: undefined })).toContain(
      '### ❌ Agent job could not be started'
    )
    expect(renderSummary({ ...error, job: undefined })).toContain(
      '## ❌ Agent job could not be started'
    )
    const automation = { id: 'wf_1', run: undefined }
    expect(renderComment({ ...error, job: undefined, automation })).toContain(
      '### ❌ Automation run could not be started'
    )
    const queued = {
      id: 'wf_1',
      run: { automationId: 'wf_1', instanceId: 'run_1', jobId: 'job_1' }
    }
    expect(renderComment({ ...error, job: undefined, automation: queued })).toContain(
      '### ❌ Agent job could not be followed'
    )
    expect(renderComment(error)).toContain('### ❌ Agent job could not be followed')
  })

  test('no empty header row stands above the table', () => {
    expect(renderComment(view)).not.toContain('| | |')
  })

  test('service text cannot add Markdown, HTML or mentions', () => {
    const body = renderComment({
      ...view,
      job: {
        id: 'j',
        status: 'completed',
        model: '<img src=x onerror=alert(1)> @org/team **bold** [x](http://evil)',
        prLink: 'javascript:alert(1)'
      },
      explanation: '# heading\n| cell | @someone'
    })
    expect(body).not.toContain('<img')
    expect(body).not.toMatch(/(^|[^&#;\w])@org/)
    expect(body).toContain('@&#8203;org')
    expect(body).not.toContain('**bold**')
    expect(body).not.toContain('](http://evil)')
    expect(body).not.toContain('](javascript')
    expect(body).toContain('\\# heading')
  })

  test('a cancelled run says the job keeps running once, in its explanation', () => {
    const body = renderComment({
      ...view,
      state: 'cancelled',
      explanation: 'The run was cancelled; job j keeps running on the service.'
    })
    expect(body.match(/keeps running/g)).toHaveLength(1)
  })

  test('undelivered follow-ups are listed', () => {
    const body = renderComment({
      ...view,
      state: 'not-delivered',
      undelivered: ['Add @alice as author']
    })
    expect(body).toContain('- Add @&#8203;alice as author')
  })
})

describe('links and references', () => {
  test('a pull request is linked only on this GitHub server, with its URL as the text', () => {
    const other = {
      ...view,
      job: { id: 'j', status: 'completed', prLink: 'https://evil.example/a/b/pull/1' }
    }
    const body = renderComment(other)
    expect(body).toContain('| Pull request | https&#58;//evil.example/a/b/pull/1 |')
    expect(body).not.toContain('](https://evil.example')
    const ghes = renderComment({ ...other, serverUrl: 'https://evil.example' })
    expect(ghes).toContain('[https&#58;//evil.example/a/b/pull/1](https://evil.example/a/b/pull/1)')
  })

  test('bare URLs, www. text, mentions and #-references in service text make no link', () => {
    const model = 'see www.evil.example, https://x.example, @admins and #12 or GH-1'
    const body = renderComment({ ...view, job: { id: 'j', status: 'completed', model } })
    expect(body).toContain(
      'see www&#46;evil.example, https&#58;//x.example, @&#8203;admins and #&#8203;12 or GH&#8203;-1'
    )
  })
})

describe('renderSummary', () => {
  test('has the same facts as a table', () => {
    const md = renderSummary(view)
    expect(md).toContain('## ✅ Agent job completed')
    expect(md).toContain('| Job | job\\_1 |')
    expect(md).toContain('| Follow-ups sent | 1 of 2 |')
  })
})

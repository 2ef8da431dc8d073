import { describe, expect, test } from '@jest/globals'
import { jobMarker } from '../../src/agent/marker.js'
import { renderComment, renderSummary, type ReportView } from '../../src/agent/report.js'

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
  runUrl: 'https://github.com/acme/docs/actions/runs/1'
}

describe('renderComment', () => {
  test('shows status, link, model, elapsed time, follow-ups and the run', () => {
    const body = renderComment(view)
    expect(body.startsWith(jobMarker('job_1'))).toBe(true)
    expect(body).toContain('### ✅ Agent job completed')
    expect(body).toContain(
      '| Pull request | [acme/docs\\#42](https://github.com/acme/docs/pull/42) |'
    )
    expect(body).toContain('| Model | sonnet |')
    expect(body).toContain('| Elapsed | 2m 5s |')
    expect(body).toContain('| Follow-ups sent | 1 of 2 |')
    expect(body).toContain('| Run | [workflow run](https://github.com/acme/docs/actions/runs/1) |')
  })

  test('explains a missing pull request', () => {
    const body = renderComment({ ...view, job: { id: 'j', status: 'completed', prLink: null } })
    expect(body).toContain('_none_: the agent changed no files')
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

  test('a cancelled run says the job keeps running', () => {
    expect(renderComment({ ...view, state: 'cancelled' })).toContain(
      'The job keeps running on the service'
    )
  })

  test('undelivered follow-ups are listed', () => {
    const body = renderComment({
      ...view,
      state: 'not-delivered',
      undelivered: ['Add @alice as author']
    })
    expect(body).toContain('- Add @&#8203;alice as author')
  })

  test("the comment stays under GitHub's limit", () => {
    const body = renderComment({
      ...view,
      state: 'not-delivered',
      undelivered: Array.from({ length: 400 }, () => 'x'.repeat(400))
    })
    expect(body.length).toBeLessThanOrEqual(65_000)
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

import { describe, expect, test } from '@jest/globals'
import { jobMarker, readJobMarker, readMarker } from '../../src/agent/marker.js'

describe('the job marker', () => {
  test.each(['job_1', 'a--b', 'x -->y', 'job/ä #?&1', '--', '%2D', ' spaced '])(
    'round-trips %j exactly and stays one HTML comment',
    id => {
      const marker = jobMarker(id)
      expect(readJobMarker(marker)).toBe(id)
      expect(marker.slice(4, -3)).not.toContain('--')
    }
  )
  test.each([
    'text <!-- mintlify-agent-job: job_1 -->',
    '<!-- mintlify-agent-job: job_1 --> text',
    ' <!-- mintlify-agent-job: job_1 -->',
    '<!-- mintlify-agent-job: job_1 -->\n',
    '<!-- mintlify-agent-job: job 1 -->',
    '<!-- mintlify-agent-job: job-1 -->',
    '<!-- mintlify-agent-job: job_1 --><!-- mintlify-agent-job: job_2 -->',
    '<!--  mintlify-agent-job: job_1 -->'
  ])('%j is not a marker line as the action writes it', line => {
    expect(readJobMarker(line)).toBeUndefined()
  })

  test('a body without a marker, or with a broken one, has no job', () => {
    expect(readJobMarker('no marker')).toBeUndefined()
    expect(readJobMarker('<!-- mintlify-agent-job: %E0%A4%A -->')).toBeUndefined()
    // An id the jobId input would refuse is no marker: the same check, before any request.
    for (const id of ['..', '.', 'j'.repeat(257)])
      expect(readMarker(jobMarker(id, 'weekly-links'))).toBeUndefined()
    expect(readJobMarker(jobMarker('j'.repeat(256)))).toBe('j'.repeat(256))
  })
})

describe('the marker of a recurring task', () => {
  test('carries the task, and the job id as before', () => {
    const marker = jobMarker('job-7', 'weekly-links')
    expect(marker).toBe('<!-- mintlify-agent-job: job%2D7 task: weekly-links -->')
    expect(readMarker(marker)).toEqual({ jobId: 'job-7', task: 'weekly-links' })
    expect(readJobMarker(marker)).toBe('job-7')
    expect(readMarker(jobMarker('job_1'))).toEqual({ jobId: 'job_1', task: undefined })
  })

  test.each([
    '<!-- mintlify-agent-job: job_1 task: Weekly -->',
    '<!-- mintlify-agent-job: job_1 task: a--b -->',
    '<!-- mintlify-agent-job: job_1 task: a- -->',
    '<!-- mintlify-agent-job: job_1 task:  a -->',
    '<!-- mintlify-agent-job: job_1 task: a b -->',
    '<!-- mintlify-agent-job: job_1 task: -->'
  ])('%j is not a marker', line => {
    expect(readMarker(line)).toBeUndefined()
  })
})

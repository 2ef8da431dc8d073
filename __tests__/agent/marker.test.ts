import { describe, expect, test } from '@jest/globals'
import { jobMarker, readJobMarker } from '../../src/agent/marker.js'

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
  })
})

import { describe, expect, test } from '@jest/globals'
import { jobMarker, readJobMarker } from '../../src/agent/marker.js'

describe('the job marker', () => {
  test.each(['job_1', 'a--b', 'x -->y', 'job/ä #?&1', '--', '%2D', ' spaced '])(
    'round-trips %j exactly and stays one HTML comment',
    id => {
      const marker = jobMarker(id)
      expect(readJobMarker(`text\n${marker}\nmore`)).toBe(id)
      expect(marker.slice(4, -3)).not.toContain('--')
    }
  )
  test('a body without a marker, or with a broken one, has no job', () => {
    expect(readJobMarker('no marker')).toBeUndefined()
    expect(readJobMarker('<!-- mintlify-agent-job: %E0%A4%A -->')).toBeUndefined()
  })
})

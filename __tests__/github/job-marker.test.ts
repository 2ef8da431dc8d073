import { describe, expect, test } from '@jest/globals'
import { jobMarker, readJobMarker, readMarker } from '../../src/github/job-marker.js'
import { markerSeal } from '../../src/github/hidden-marker.js'

const SEAL = markerSeal('mint_key_of_this_workflow', 'acme/docs')
const line = jobMarker(SEAL, 'job_1', { on: 7 })

describe('the job marker', () => {
  test.each(['job_1', 'a--b', 'x -->y', 'job/ä #?&1', '--', '%2D', ' spaced '])(
    'round-trips %j exactly and stays one HTML comment',
    id => {
      const marker = jobMarker(SEAL, id, { on: 7 })
      expect(readJobMarker(marker, SEAL, 7)).toBe(id)
      expect(marker.slice(4, -3)).not.toContain('--')
    }
  )

  test.each([
    `text ${line}`,
    `${line} text`,
    ` ${line}`,
    `${line}\n`,
    line.replace('job_1', 'job 1'),
    `${line}${jobMarker(SEAL, 'job_2', { on: 7 })}`,
    line.replace('<!-- ', '<!--  ')
  ])('%j is not a marker line as the action writes it', text => {
    expect(readJobMarker(text, SEAL, 7)).toBeUndefined()
  })

  test('a body without a marker, or with a broken one, has no job', () => {
    expect(readJobMarker('no marker', SEAL, 7)).toBeUndefined()
    expect(readJobMarker(line.replace('job_1', '%E0%A4%A'), SEAL, 7)).toBeUndefined()
    // An id the jobId input would refuse is no marker, sealed or not: the same check, first.
    for (const id of ['..', '.', 'j'.repeat(257)])
      expect(
        readMarker(jobMarker(SEAL, id, { on: 7, task: 'weekly-links' }), SEAL, 7)
      ).toBeUndefined()
    expect(readJobMarker(jobMarker(SEAL, 'j'.repeat(256), { on: 7 }), SEAL, 7)).toBe(
      'j'.repeat(256)
    )
  })
})

describe('the seal: a marker counts only when this action wrote it', () => {
  // Known answers: a change to how a seal is made would orphan every marker already written.
  test.each([
    [{ on: 7 }, '<!-- mintlify-agent-job: job_1 seal: NOjMGK3fvExG3AUdm3WzKQ -->'],
    [
      { on: 42, task: 'weekly-links' },
      '<!-- mintlify-agent-job: job_1 task: weekly-links seal: YtX_pA2uYt4bCM_Rm24tlg -->'
    ],
    [{ on: undefined }, '<!-- mintlify-agent-job: job_1 seal: CNR-FaXSS8gvCtOJriM88Q -->']
  ])('job_1 on %j is written exactly so', (place, written) => {
    expect(jobMarker(SEAL, 'job_1', place)).toBe(written)
  })

  test('it is the HMAC of the kind, repository and values, 22 characters of base64url', () => {
    expect(line).toMatch(/^<!-- mintlify-agent-job: job_1 seal: [A-Za-z0-9_-]{22} -->$/)
    expect(jobMarker(SEAL, 'job_1', { on: 7 })).toBe(line)
  })

  test.each([
    ['no seal, as 1.0 wrote it', '<!-- mintlify-agent-job: job_1 -->'],
    ['another job under this seal', line.replace('job_1', 'job_2')],
    [
      'a task added under the seal of a marker without one',
      line.replace(' seal:', ' task: weekly seal:')
    ],
    [
      "another key's seal (a key rotated since)",
      jobMarker(markerSeal('mint_rotated', 'acme/docs'), 'job_1', { on: 7 })
    ],
    [
      "another repository's seal",
      jobMarker(markerSeal('mint_key_of_this_workflow', 'acme/other'), 'job_1', { on: 7 })
    ],
    [
      'a seal one character off',
      line.replace(/seal: (.)/, (_m, c: string) => `seal: ${c === 'A' ? 'B' : 'A'}`)
    ],
    ['the marker of this job on another issue (a copy)', jobMarker(SEAL, 'job_1', { on: 8 })],
    ['a seal cut short', line.replace(/.( -->)$/, '$1')],
    ['a forged seal of the right shape', line.replace(/seal: \S+/, `seal: ${'A'.repeat(22)}`)]
  ])('%s: no marker', (_what, text) => {
    expect(readMarker(text, SEAL, 7)).toBeUndefined()
  })
})

describe('the marker of a recurring task', () => {
  test('carries the task, and the job id as before', () => {
    const marker = jobMarker(SEAL, 'job-7', { on: 7, task: 'weekly-links' })
    expect(marker).toMatch(/^<!-- mintlify-agent-job: job%2D7 task: weekly-links seal: \S{22} -->$/)
    expect(readMarker(marker, SEAL, 7)).toEqual({ jobId: 'job-7', task: 'weekly-links' })
    expect(readJobMarker(marker, SEAL, 7)).toBe('job-7')
    expect(readMarker(line, SEAL, 7)).toEqual({ jobId: 'job_1', task: undefined })
    // The task is under the seal: another task's name in its place is no marker.
    expect(readMarker(marker.replace('weekly-links', 'other-task'), SEAL, 7)).toBeUndefined()
  })

  test.each(['Weekly', 'a--b', 'a-', ' a', 'a b', ''])('task %j is not a marker', task => {
    const text = jobMarker(SEAL, 'job_1', { on: 7, task: 'x' }).replace(
      ' task: x ',
      ` task: ${task} `
    )
    expect(readMarker(text, SEAL, 7)).toBeUndefined()
  })
})

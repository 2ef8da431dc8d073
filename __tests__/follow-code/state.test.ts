import { describe, expect, test } from '@jest/globals'
import { markerSeal } from '../../src/github/hidden-marker.js'
import { handOverMarker, readHandOver } from '../../src/follow-code/state.js'

const seal = markerSeal('mint_key', 'acme/api')
const through = 'c'.repeat(40)

describe('the hand-over marker', () => {
  test('reads back what it wrote, on the pull request it was written for', () => {
    const line = handOverMarker(seal, { on: 3, jobId: 'job-1', through })
    expect(readHandOver(line, seal, 3)).toEqual({ jobId: 'job-1', through })
  })

  test('is no marker on another pull request, in another repository, or under another key', () => {
    const line = handOverMarker(seal, { on: 3, jobId: 'job-1', through })
    expect(readHandOver(line, seal, 4)).toBeUndefined()
    expect(readHandOver(line, markerSeal('mint_key', 'acme/docs'), 3)).toBeUndefined()
    expect(readHandOver(line, markerSeal('mint_other', 'acme/api'), 3)).toBeUndefined()
  })

  test('a changed job or commit breaks the seal', () => {
    const line = handOverMarker(seal, { on: 3, jobId: 'job-1', through })
    expect(readHandOver(line.replace('job%2D1', 'job%2D2'), seal, 3)).toBeUndefined()
    expect(readHandOver(line.replace(through, 'd'.repeat(40)), seal, 3)).toBeUndefined()
  })

  test('without a commit, and a job id that would close the comment early', () => {
    const line = handOverMarker(seal, { on: 1, jobId: 'a-->b', through: undefined })
    expect(line).not.toContain('a-->')
    expect(readHandOver(line, seal, 1)).toEqual({ jobId: 'a-->b', through: undefined })
  })
})

describe('the hand-over marker, as written', () => {
  // Known answers: a change to how a seal is made would orphan every hand-over already written.
  test.each([
    [
      through,
      `<!-- mintlify-follow-code: job%2D1 through: ${through} seal: 6G-PyB3D5ZUcH9uf0B5ZZw -->`
    ],
    [undefined, '<!-- mintlify-follow-code: job%2D1 seal: phAsDGhVVrEJtWJiq8S51w -->']
  ])('job-1 on #3 through %s is written exactly so', (commit, written) => {
    expect(handOverMarker(seal, { on: 3, jobId: 'job-1', through: commit })).toBe(written)
  })

  test.each(['c'.repeat(7), 'c'.repeat(64), '0123456789abcdef'])('commit %s is kept', commit => {
    const line = handOverMarker(seal, { on: 3, jobId: 'job-1', through: commit })
    expect(line).toContain(` through: ${commit} seal: `)
    expect(readHandOver(line, seal, 3)).toEqual({ jobId: 'job-1', through: commit })
  })

  test.each([
    'c'.repeat(6),
    'c'.repeat(65),
    'C'.repeat(40),
    `g${through}`,
    `${through}g`,
    'main',
    ''
  ])('%j is no commit: the marker is written without one', commit => {
    expect(handOverMarker(seal, { on: 3, jobId: 'job-1', through: commit })).toBe(
      handOverMarker(seal, { on: 3, jobId: 'job-1', through: undefined })
    )
  })

  test.each(['job_1', 'a--b', 'x -->y', 'job/ä #?&1', '%2D', ' spaced ', 'j'.repeat(256)])(
    'job %j round-trips, through a commit and without',
    jobId => {
      for (const commit of [through, undefined]) {
        const line = handOverMarker(seal, { on: 12, jobId, through: commit })
        expect(line.slice(4, -3)).not.toContain('--')
        expect(readHandOver(line, seal, 12)).toEqual({ jobId, through: commit })
      }
    }
  )
})

describe('what is no hand-over', () => {
  const line = handOverMarker(seal, { on: 3, jobId: 'job-1', through })
  const bare = handOverMarker(seal, { on: 3, jobId: 'job-1', through: undefined })

  test.each([
    ['no marker', 'Docs follow in acme/docs#42'],
    ['a marker after text', `text ${line}`],
    ['text after the marker', `${line} text`],
    ['a marker indented', ` ${line}`],
    ['the agent job marker', '<!-- mintlify-agent-job: job_1 seal: NOjMGK3fvExG3AUdm3WzKQ -->'],
    ['no seal', `<!-- mintlify-follow-code: job%2D1 through: ${through} -->`],
    ['the commit taken out from under the seal', line.replace(` through: ${through}`, '')],
    ['a commit added under the seal of none', bare.replace(' seal:', ` through: ${through} seal:`)],
    [
      'a seal one character off',
      line.replace(/seal: (.)/, (_m, c: string) => `seal: ${c === 'A' ? 'B' : 'A'}`)
    ],
    ['a forged seal of the right shape', line.replace(/seal: \S+/, `seal: ${'A'.repeat(22)}`)],
    ['a seal cut short', line.replace(/.( -->)$/, '$1')],
    [
      "another account's key",
      handOverMarker(markerSeal('mint_x', 'acme/api'), { on: 3, jobId: 'job-1', through })
    ],
    ['a job id that is not one as written', line.replace('job%2D1', '%E0%A4%A')]
  ])('%s', (_what, text) => {
    expect(readHandOver(text, seal, 3)).toBeUndefined()
  })

  test.each(['..', '.', 'j'.repeat(257)])(
    'a sealed job id the jobId input would refuse (%j)',
    jobId => {
      const marker = handOverMarker(seal, { on: 3, jobId, through })
      expect(readHandOver(marker, seal, 3)).toBeUndefined()
    }
  )
})

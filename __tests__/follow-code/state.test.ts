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

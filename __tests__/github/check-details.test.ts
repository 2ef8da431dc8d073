import { describe, expect, test } from '@jest/globals'
import { failedStepTail, needsLog } from '../../src/github/check-details.js'
import type { Check } from '../../src/github/checks.js'

const T = '2026-11-23T10:00:00.1234567Z '

describe('failedStepTail', () => {
  test('the failed step only, from its Run line to the exit code, without timestamps or colours', () => {
    const log = [
      `${T}##[group]Run actions/checkout@v4`,
      `${T}Fetching`,
      `${T}##[endgroup]`,
      `${T}##[group]Run npx mint broken-links`,
      `${T}npx mint broken-links`,
      `${T}##[endgroup]`,
      `${T}\u001b[31mfound 1 broken link\u001b[0m`,
      `${T}##[error]Process completed with exit code 1.`,
      `${T}Post job cleanup.`
    ].join('\r\n')
    expect(failedStepTail(log)).toBe(
      [
        'Run npx mint broken-links',
        'npx mint broken-links',
        'found 1 broken link',
        '##[error]Process completed with exit code 1.'
      ].join('\n')
    )
  })

  test('a long step keeps its last 60 lines', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `${T}line ${i}`)
    const log = [
      `${T}##[group]Run test`,
      ...lines,
      `${T}##[error]Process completed with exit code 2.`
    ]
    const tail = failedStepTail(log.join('\n')).split('\n')
    expect(tail).toHaveLength(60)
    expect(tail[0]).toBe('line 441')
    expect(tail.at(-1)).toBe('##[error]Process completed with exit code 2.')
  })

  test('a log without the markers: its last lines', () => {
    const log = Array.from({ length: 100 }, (_, i) => `row ${i}`).join('\n')
    const tail = failedStepTail(log).split('\n')
    expect(tail).toHaveLength(60)
    expect(tail.at(-1)).toBe('row 99')
  })

  test('the first failure ends the step, not a later one', () => {
    const log = [
      '##[group]Run a',
      'a failed',
      '##[error]Process completed with exit code 1.',
      '##[group]Run b',
      'b failed',
      '##[error]Process completed with exit code 3.'
    ].join('\n')
    expect(failedStepTail(log)).toBe(
      'Run a\na failed\n##[error]Process completed with exit code 1.'
    )
  })
})

describe('needsLog', () => {
  const job: Check = {
    name: 'links',
    source: 'check-run',
    state: 'failed',
    conclusion: 'failure',
    url: undefined,
    app: 'github-actions',
    id: 7
  }
  const exit = { path: '.github', line: 1, message: 'Process completed with exit code 1.' }

  test('a GitHub Actions job with no annotation, or only its exit code', () => {
    expect(needsLog(job, [])).toBe(true)
    expect(needsLog(job, [exit])).toBe(true)
  })

  test('not when an annotation says why, nor for another app, nor without an id', () => {
    expect(needsLog(job, [exit, { path: 'a.mdx', line: 3, message: 'Broken link' }])).toBe(false)
    expect(needsLog({ ...job, app: 'vercel' }, [])).toBe(false)
    expect(needsLog({ ...job, app: undefined }, [])).toBe(false)
    expect(needsLog({ ...job, id: undefined }, [])).toBe(false)
  })
})

import { describe, expect, test } from '@jest/globals'
import { change, readerText, READER_CHARS } from '../../src/export/sections.js'

describe('change', () => {
  test.each([
    [110, 100, '+10%'],
    [90, 100, '-10%'],
    [100, 100, '0%'],
    [5, 0, 'new'],
    [0, 0, '0%'],
    [5, undefined, '']
  ])('%d against %p is %p', (now, before, said) => {
    expect(change(now, before)).toBe(said)
  })
})

describe('readerText', () => {
  test('one inert line, cut visibly', () => {
    const text = readerText(`@octocat <b>x</b> $$a$$\n::error::pwned ${'y'.repeat(1000)}`)
    expect(text).not.toMatch(/@octocat|<b>|\$\$|\n/)
    expect(text.endsWith('…')).toBe(true)
    expect(readerText('y'.repeat(READER_CHARS))).toBe('y'.repeat(READER_CHARS))
    expect(readerText(null)).toBe('')
  })
})

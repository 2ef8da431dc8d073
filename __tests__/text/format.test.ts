import { describe, expect, test } from '@jest/globals'
import {
  asLogLine,
  cutWithNote,
  errorMessage,
  formatDuration,
  formatElapsed,
  oneLine,
  truncate
} from '../../src/text/format.js'
import { redact } from '../../src/text/secrets.js'

describe('formatDuration', () => {
  test.each([
    [0, '0s'],
    [250, '250ms'],
    [1_500, '1.5s'],
    [45_000, '45s'],
    [60_000, '1m'],
    [125_000, '2m 5s'],
    [1_800_000, '30m'],
    [5_400_000, '1h 30m'],
    [86_400_000, '24h'],
    [3_661_000, '1h 1m 1s']
  ])('%d ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
  test('elapsed time is shown to the second', () => {
    expect(formatElapsed(450)).toBe('0s')
    expect(formatElapsed(125_400)).toBe('2m 5s')
  })
})

describe('text helpers', () => {
  test('errorMessage reads any thrown value', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom')
    expect(errorMessage('plain')).toBe('plain')
    expect(errorMessage(undefined)).toBe('undefined')
  })
  test('truncate and oneLine', () => {
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('abc', 4)).toBe('abc')
    expect(oneLine(' a\n\tb  c ')).toBe('a b c')
  })
  test('cutWithNote fits the note within the limit', () => {
    expect(cutWithNote('x'.repeat(20), 10, '[cut]')).toEqual({ text: 'xxxxx[cut]', cut: true })
    expect(cutWithNote('short', 10, '[cut]')).toEqual({ text: 'short', cut: false })
  })
  test('redact removes every occurrence of secrets of 4 characters or more', () => {
    expect(redact('k=mint_abc, again mint_abc', ['mint_abc'])).toBe('k=***, again ***')
    expect(redact('a b c', ['a', ''])).toBe('a b c')
  })
})

describe('asLogLine', () => {
  test.each([
    ['job\n::error::pwned', 'job\\n::error::pwned'],
    ['a\r\n::stop-commands::t\rb', 'a\\n::stop-commands::t\\nb'],
    ['::add-mask::x', '» ::add-mask::x'],
    ['  ::warning::x', '»   ::warning::x'],
    ['x ##[error]pwned', 'x ##\\[error]pwned'],
    ['###[stop-commands]t ##[add-mask]m', '###\\[stop-commands]t ##\\[add-mask]m'],
    ['#\n#[error]x', '#\\n#[error]x'],
    ['plain', 'plain']
  ])('%j is one safe line', (text, line) => {
    expect(asLogLine(text)).toBe(line)
    expect(asLogLine(text)).not.toMatch(/[\r\n]|^\s*::|##\[/)
  })
})

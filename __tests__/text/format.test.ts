import { describe, expect, test } from '@jest/globals'
import {
  longestRun,
  asLogLine,
  cutWithNote,
  errorCode,
  errorMessage,
  formatDuration,
  formatElapsed,
  oneLine,
  printable,
  truncate
} from '../../src/text/format.js'
import { DOTNET_WHITESPACE_CODE_POINTS, runnerCommands } from '../helpers/runner-commands.js'
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

describe("asLogLine by the runner's parser", () => {
  test.each(DOTNET_WHITESPACE_CODE_POINTS)(
    'U+%s, or any run of it, before :: cannot start a command',
    cp => {
      const ws = String.fromCodePoint(cp)
      for (const text of [`${ws}::error::pwned`, `${ws}${ws}\u0085 ::set-output name=a::b`]) {
        const line = asLogLine(text)
        expect(runnerCommands(line)).toEqual([])
        // A line break is written as the two characters \n, so nothing follows it on a new line.
        expect(line.startsWith('» ') || line.startsWith('\\n')).toBe(true)
      }
    }
  )

  test.each([
    '\ufeff::error::x',
    '\u00ad::error::x',
    '\u200b::error::x',
    '\u0000::error::x',
    ':\u00ad:error::x'
  ])('invisible characters before or between the colons get the mark too (%j)', text => {
    expect(asLogLine(text).startsWith('» ')).toBe(true)
  })

  test.each(['a::error::x', '» ::error::x', 'x: ::y', ': :error::x', '\u00a0:x'])(
    'a line that does not start with :: is left as it is (%j)',
    text => {
      expect(asLogLine(text)).toBe(text)
    }
  )

  test('only \\r, \\n and \\r\\n end a line for the runner; other separators stay, harmless', () => {
    expect(asLogLine('a\u2028::error::x\u0085::error::y')).toBe('a\u2028::error::x\u0085::error::y')
    expect(runnerCommands(asLogLine('a\u2028::error::x\u0085::error::y'))).toEqual([])
    expect(asLogLine('a\r\r\nb\n\nc')).toBe('a\\n\\nb\\n\\nc')
  })
})

describe('the rest of format.ts, exactly', () => {
  test('errorCode finds a code up to three causes down, and only a string code', () => {
    const wrap = (cause: unknown, code?: unknown) => Object.assign(new Error('x'), { cause, code })
    expect(errorCode(wrap(undefined, 'ECONNREFUSED'))).toBe('ECONNREFUSED')
    expect(errorCode(wrap(wrap(wrap(wrap(undefined, 'DEEP')))))).toBe('DEEP')
    expect(errorCode(wrap(wrap(wrap(wrap(wrap(undefined, 'TOO_DEEP'))))))).toBeUndefined()
    expect(errorCode(wrap(undefined, 42))).toBeUndefined()
    expect(errorCode(wrap(wrap(undefined, 'INNER'), 7))).toBe('INNER')
    expect(errorCode('ECONNREFUSED')).toBeUndefined()
    expect(errorCode(null)).toBeUndefined()
  })

  test('truncate keeps exactly max characters, the last an ellipsis', () => {
    expect(truncate('abcd', 4)).toBe('abcd')
    expect(truncate('abcde', 4)).toBe('abc…')
    expect(truncate('abcde', 1)).toBe('…')
    expect(truncate('abcde', 0)).toBe('…')
  })

  test('oneLine turns every whitespace run into one space', () => {
    expect(oneLine('a\r\n\r\nb\u2028c')).toBe('a b c')
    expect(oneLine('  ')).toBe('')
  })

  test.each([
    [999, '999ms'],
    [1_000, '1s'],
    [1_049, '1s'],
    [1_050, '1.1s'],
    [59_949, '59.9s'],
    [59_999, '1m'],
    [60_499, '1m'],
    [3_600_000, '1h'],
    [-5, '0s'],
    [0.4, '0s'],
    [0.6, '1ms']
  ])('formatDuration(%d) is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })

  test('cutWithNote at the limit exactly, and with a note longer than the room', () => {
    expect(cutWithNote('x'.repeat(10), 10, '[cut]')).toEqual({ text: 'x'.repeat(10), cut: false })
    expect(cutWithNote('x'.repeat(11), 10, '[cut]')).toEqual({ text: 'xxxxx[cut]', cut: true })
    expect(cutWithNote('xxxx', 2, '[cut]')).toEqual({ text: '[cut]', cut: true })
  })

  test('printable replaces control, format and line-separator characters, then cuts', () => {
    expect(printable('a\u0000b\u200bc\u2028d\u2029e\u0085f\n', 20)).toBe('a?b?c?d?e?f?')
    expect(printable('abcdef', 4)).toBe('abc…')
    expect(printable('ok 😀', 10)).toBe('ok 😀')
  })
})

describe('longestRun', () => {
  test.each([
    ['', 0],
    ['abc', 0],
    ['~', 1],
    ['~~a~~~', 3],
    ['~~~a~', 3],
    ['a~b~c', 1],
    ['~~~~', 4]
  ])('%j holds a longest run of %i', (text, longest) => {
    expect(longestRun(text, '~')).toBe(longest)
  })

  test('a run of a million, and a million runs of one, in one pass', () => {
    expect(longestRun('`'.repeat(1_000_000), '`')).toBe(1_000_000)
    expect(longestRun('`a'.repeat(500_000) + '``', '`')).toBe(2)
  })
})

import { describe, expect, test } from '@jest/globals'
import { parseOutputs } from '../../emulator/runner.js'

/** The runner emulation reads GITHUB_OUTPUT as actions/runner does (EnvFileKeyValuePairs). */
describe('parseOutputs', () => {
  test('a value ends only at a line that is its delimiter exactly, not one that ends with it', () => {
    const text = 'a<<EOF\nnot EOF\nEOF \nEOF\n'
    expect(parseOutputs(text)).toEqual({ a: 'not EOF\nEOF ' })
  })

  test('NAME=VALUE when = comes first, empty lines skipped, CR kept, the last value wins', () => {
    const text = '\nplain=x<<y\n\nh<<D\r\n\rone\r\nD\r\nh<<D\nlast\nD\n'
    // On Linux a line ends at \n only: "D\r" is not the delimiter "D"; h's second value wins.
    expect(parseOutputs(text)).toEqual({ plain: 'x<<y', h: 'last' })
  })

  test('an empty value, and a value of empty lines', () => {
    expect(parseOutputs('e<<D\nD\nf<<D\n\n\nD\n')).toEqual({ e: '', f: '\n' })
  })

  test("a delimiter never found, or a line that is neither form, is the runner's error", () => {
    expect(() => parseOutputs('a<<EOF\nvalue\n')).toThrow("Matching delimiter not found 'EOF'")
    expect(() => parseOutputs('no separator\n')).toThrow("Invalid format 'no separator'")
    expect(() => parseOutputs('<<EOF\nEOF\n')).toThrow('Invalid format')
  })
})

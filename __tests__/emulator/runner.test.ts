import { describe, expect, test } from '@jest/globals'
import { parseOutputs } from '../../emulator/runner.js'

/** The runner emulation reads GITHUB_OUTPUT as actions/runner does (EnvFileKeyValuePairs). */
describe('parseOutputs', () => {
  test('a value ends only at a line that is its delimiter exactly, not one that ends with it', () => {
    const text = 'a<<EOF\nnot EOF\nEOF \nEOF\n'
    expect(parseOutputs(text)).toEqual({ a: 'not EOF\nEOF ' })
  })

  test('NAME=VALUE when = comes first, empty lines skipped, the last value wins', () => {
    const text = '\nplain=x<<y\n\nh<<D\nfirst\nD\nh<<D\nlast\nD\n'
    expect(parseOutputs(text)).toEqual({ plain: 'x<<y', h: 'last' })
  })

  test('on Linux a line ends at \\n only: a CR stays in the value, and "D\\r" is not the delimiter "D"', () => {
    expect(parseOutputs('h<<D\none\r\nD\r\nD\n')).toEqual({ h: 'one\r\nD\r' })
  })

  test('__proto__ is an output name like any other', () => {
    const outputs = parseOutputs('__proto__<<D\nx\nD\n')
    expect(Object.keys(outputs)).toEqual(['__proto__'])
    expect(Object.getOwnPropertyDescriptor(outputs, '__proto__')?.value).toBe('x')
  })

  test('an empty value, and a value of empty lines', () => {
    expect(parseOutputs('e<<D\nD\nf<<D\n\n\nD\n')).toEqual({ e: '', f: '\n' })
  })

  test("a delimiter never found, or a line that is neither form, is the runner's error", () => {
    expect(() => parseOutputs('a<<EOF\nvalue\n')).toThrow("Matching delimiter not found 'EOF'")
    expect(() => parseOutputs('a<<EOF\nvalue')).toThrow('EOF marker missing new line')
    expect(() => parseOutputs('a<<EOF')).toThrow("Matching delimiter not found 'EOF'")
    expect(parseOutputs('a<<EOF\nvalue\nEOF')).toEqual({ a: 'value' })
    expect(() => parseOutputs('no separator\n')).toThrow("Invalid format 'no separator'")
    expect(() => parseOutputs('<<EOF\nEOF\n')).toThrow('Invalid format')
  })
})

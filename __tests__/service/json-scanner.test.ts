import { describe, expect, test } from '@jest/globals'
import {
  JsonScanner,
  JsonSyntaxError,
  MAX_DEPTH,
  MAX_NUMBER_CHARS,
  type JsonEvents
} from '../../src/service/json-scanner.js'

/** Every event, as the whole value it builds (what JSON.parse would give), and the cuts told. */
class Whole implements JsonEvents {
  result: unknown
  cuts: string[] = []
  private readonly stack: { container: Record<string, unknown> | unknown[]; key?: string }[] = []
  open(kind: 'object' | 'array') {
    const container = kind === 'object' ? {} : []
    this.put(container)
    this.stack.push({ container })
  }
  close() {
    this.stack.pop()
  }
  key(name: string, cut: boolean) {
    if (cut) this.cuts.push(`key ${name}`)
    const top = this.stack.at(-1)
    if (top !== undefined) top.key = name
  }
  value(value: string | number | boolean | null, cut: boolean) {
    if (cut) this.cuts.push(String(value))
    this.put(value)
  }
  private put(value: unknown) {
    const top = this.stack.at(-1)
    if (top === undefined) this.result = value
    else if (Array.isArray(top.container)) top.container.push(value)
    else
      Object.defineProperty(top.container, top.key ?? '', {
        value,
        enumerable: true,
        writable: true,
        configurable: true
      })
  }
}

/** Scans `text` in pieces of `size` characters (the whole, by default). */
function scan(text: string, size = text.length || 1, maxChars = 1e9) {
  const events = new Whole()
  const scanner = new JsonScanner(events, maxChars)
  for (let i = 0; i < text.length; i += size) scanner.write(text.slice(i, i + size))
  scanner.end()
  return events
}

const VALID = [
  '{}',
  '[]',
  ' { "a" : [ 1 , -2.5e+3 , true , false , null , "x" ] } ',
  '"\\u00e9\\ud83d\\ude00\\n\\t\\"\\\\\\/\\b\\f\\r"',
  '"\\uD83D"',
  '0',
  '-0',
  '1E9',
  '0.5e-7',
  '[[[]],{}]',
  '{"a":1,"a":2}',
  '{"__proto__":{"x":1},"constructor":2}',
  '"é 😀 \u007f"',
  '{"":""}',
  '\n\r\t[1]\n'
]

const INVALID = [
  '',
  ' ',
  '{',
  '}',
  '[1,]',
  '{"a":1,}',
  '{,}',
  '[,1]',
  '{"a" 1}',
  '{"a":}',
  '{1:2}',
  "{'a':1}",
  '[1 2]',
  '01',
  '-',
  '1.',
  '.5',
  '1.e5',
  '1e',
  '+1',
  '0x10',
  'NaN',
  'Infinity',
  'tru',
  'truex',
  'nul',
  'True',
  '"a',
  '"\\x"',
  '"\\u12"',
  '"\\u12G4"',
  '"a\nb"',
  '"a\u0000"',
  '[1]]',
  '[1}',
  '{"a":1]',
  '{} {}',
  '1 2',
  '\ufeff{}',
  '\u00a0{}',
  '[1]x'
]

/** A value, or that the text is no JSON (JSON.parse's SyntaxError, the scanner's own). */
function outcome(read: () => unknown): { value: unknown } | { refused: string } {
  try {
    return { value: read() }
  } catch (error) {
    const syntax = error instanceof SyntaxError || error instanceof JsonSyntaxError
    return { refused: syntax ? 'not JSON' : String(error) }
  }
}

describe('JsonScanner reads as JSON.parse reads', () => {
  test.each(VALID)('%j: the same value, in pieces of every size', text => {
    const expected: unknown = JSON.parse(text)
    for (const size of [1, 2, 3, 7, text.length]) expect(scan(text, size).result).toEqual(expected)
  })

  test.each(INVALID)('%j is refused, in pieces of every size', text => {
    expect(() => {
      JSON.parse(text)
    }).toThrow(SyntaxError)
    for (const size of [1, 2, 5, text.length || 1])
      expect(() => scan(text, size)).toThrow(JsonSyntaxError)
  })

  test('random values and their one-character damage: valid exactly when JSON.parse says so', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
    const make = (depth: number): unknown => {
      const kind = depth > 3 ? pick(['s', 'n', 'l']) : pick(['s', 'n', 'l', 'a', 'o'])
      if (kind === 's') return pick(['', 'a', 'é"\\\n', '😀', 'x'.repeat(20)])
      if (kind === 'n') return pick([0, -1, 1.5, 1e21, -2e-7, 123456789])
      if (kind === 'l') return pick([true, false, null])
      const n = Math.floor(random() * 4)
      if (kind === 'a') return Array.from({ length: n }, () => make(depth + 1))
      return Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, make(depth + 1)]))
    }
    const damage = '{}[]:,"\\ 0-eE.tfn'
    for (let round = 0; round < 400; round++) {
      const text = JSON.stringify(make(0), null, round % 2 === 0 ? undefined : 1)
      expect(scan(text, 1 + (round % 5)).result).toEqual(JSON.parse(text))
      const at = Math.floor(random() * (text.length + 1))
      const damaged =
        round % 3 === 0
          ? text.slice(0, at) + text.slice(at + 1)
          : text.slice(0, at) + pick([...damage]) + text.slice(at)
      expect(outcome(() => scan(damaged, 3).result)).toEqual(
        outcome(() => JSON.parse(damaged) as unknown)
      )
    }
  })
})

describe('bounds', () => {
  test('a string is told up to maxChars characters, and flagged cut beyond', () => {
    const events = scan(JSON.stringify({ abcdef: ['abc', 'abcd', 'ab\\"cdef'] }), 2, 4)
    expect(events.result).toEqual({ abcd: ['abc', 'abcd', 'ab\\"'] })
    expect(events.cuts).toEqual(['key abcd', 'ab\\"'])
  })

  test('a number of more than MAX_NUMBER_CHARS characters is refused as it comes', () => {
    expect(scan('1'.repeat(MAX_NUMBER_CHARS)).result).toBe(Number('1'.repeat(MAX_NUMBER_CHARS)))
    expect(() => scan(`[${'1'.repeat(MAX_NUMBER_CHARS + 1)}]`, 10)).toThrow(
      `it has a number of more than ${MAX_NUMBER_CHARS} characters at character`
    )
  })

  test('nesting deeper than MAX_DEPTH is refused', () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n)
    expect(scan(deep(MAX_DEPTH)).result).toBeDefined()
    expect(() => scan(deep(MAX_DEPTH + 1))).toThrow(`it nests deeper than ${MAX_DEPTH}`)
  })

  test('errors say what and where', () => {
    expect(() => scan('{"a":1,}')).toThrow('unexpected "}" at character 7')
    expect(() => scan('["a\u0001"]', 2)).toThrow('unexpected U+0001 at character 3')
    expect(() => scan('[1.]')).toThrow('"1." at character 1 is no number')
    expect(() => scan('[1')).toThrow('it ends at character 2, before its value does')
    expect(() => scan('')).toThrow('it is empty')
    expect(() => scan('-')).toThrow('"-" at character 0 is no number')
  })
})

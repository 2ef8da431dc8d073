import { describe, expect, test } from '@jest/globals'
import { redact, redactDeep, redactor, secretVariants } from '../../src/text/secrets.js'

const KEY = 'mint_live_9f8e7d6c5b4a'
const b64 = (text: string) => Buffer.from(text).toString('base64')

describe('redact', () => {
  test.each([
    ['as written', `key=${KEY}`],
    ['percent-encoded', `key=${encodeURIComponent(`${KEY}/x`)}`],
    [
      '\\u-escaped',
      [...KEY].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
    ],
    ['in a Bearer header, base64', `Authorization: ${b64(`Bearer ${KEY}`)}`],
    ['in a Basic header', `Basic ${b64(`api:${KEY}`)}`],
    ['base64 at offset 0', b64(KEY)],
    ['base64 at offset 2', b64(`ab${KEY}cd`)],
    ['base64url', Buffer.from(`x${KEY}`).toString('base64url')]
  ])('removes the key %s', (_how, text) => {
    const out = redact(text, [KEY])
    expect(out).toContain('***')
    for (const variant of secretVariants(KEY)) expect(out).not.toContain(variant)
    expect(out).not.toContain(KEY)
  })

  test.each([
    ['half \\u-escaped', `x \\u006d${KEY.slice(1)} y`],
    ['half percent-encoded', `x ${KEY.slice(0, 4)}%5F${KEY.slice(5)} y`]
  ])('finds the key %s by decoding first', (_how, text) => {
    expect(redact(text, [KEY])).toBe('x *** y')
  })

  test('leaves ordinary text alone, and ignores secrets too short to tell apart', () => {
    expect(redact('nothing to see', [KEY])).toBe('nothing to see')
    expect(redact('a b c', ['a', ''])).toBe('a b c')
    expect(redactor([])('same')).toBe('same')
  })

  test('redactDeep cleans every string of a parsed answer, keys included', () => {
    expect(redactDeep({ [KEY]: [KEY, { n: 1, s: `x${KEY}` }], ok: true }, redactor([KEY]))).toEqual(
      {
        '***': ['***', { n: 1, s: 'x***' }],
        ok: true
      }
    )
  })
})

describe('every form, exactly', () => {
  const at = (offset: number, url = false) => {
    const text = Buffer.from(`${'x'.repeat(offset)}${KEY}!`).toString(url ? 'base64url' : 'base64')
    return text
  }

  test.each([0, 1, 2, 3, 4, 5])('base64 and base64url holding the key at offset %d', offset => {
    for (const url of [false, true]) {
      const out = redact(`<${at(offset, url)}>`, [KEY])
      expect(out).toContain('***')
      // What is left around *** only encodes the bytes beside the key (and the 4 at its edges).
      const beside = 4 * Math.ceil((offset + 1) / 3) + 4
      expect(out.replace(/<|>|\*\*\*/g, '').length).toBeLessThanOrEqual(beside)
    }
  })

  test('the base64 variants are the parts that depend on the key alone, at each alignment', () => {
    const variants = secretVariants('abcdefgh')
    for (const [offset, core] of [
      [0, 'YWJjZGVmZ2'],
      [1, 'FiY2RlZmdo'],
      [2, 'hYmNkZWZna']
    ] as const) {
      expect(variants).toContain(core)
      expect(Buffer.from(`${'\0'.repeat(offset)}abcdefgh`).toString('base64')).toContain(core)
    }
  })

  test('\\u escapes in either case of hex, and percent-encoding', () => {
    const lower = [...'ab_cd'].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    const key = 'ab_cd'
    expect(redact(lower.join(''), [key])).toBe('***')
    expect(redact(lower.join('').toUpperCase().replace(/\\U/g, '\\u'), [key])).toBe('***')
    expect(redact('ab%5Fcd', [key])).toBe('***')
    expect(redact('ab%5fcd', [key])).toBe('***')
  })

  test('the longest secret wins where two overlap', () => {
    expect(redact('x AAAAbbbb y', ['AAAA', 'AAAAbbbb'])).toBe('x *** y')
    expect(redact('x AAAAbbbb y', ['AAAAbbbb', 'AAAA'])).toBe('x *** y')
    expect(redact('AAAA and AAAAbbbb', ['AAAA', 'AAAAbbbb'])).toBe('*** and ***')
  })

  test('a secret of 4 characters is redacted, one of 3 is not; short encoded forms are not kept', () => {
    expect(redact('x abcd y', ['abcd'])).toBe('x *** y')
    expect(redact('x abc y', ['abc'])).toBe('x abc y')
    expect(secretVariants('abc')).toEqual([])
    expect(secretVariants('abcd').every(v => v === 'abcd' || v.length >= 8)).toBe(true)
    expect(secretVariants('abcd')).toContain('abcd')
    const variants = secretVariants(KEY)
    expect([...variants].sort((a, b) => b.length - a.length)).toEqual(variants)
    expect(new Set(variants).size).toBe(variants.length)
  })

  test('text that decodes but holds no secret is given back as it was', () => {
    expect(redact('100%25 \\u0041 %E0%A4%A', [KEY])).toBe('100%25 \\u0041 %E0%A4%A')
    expect(redact(`%E0%A4%A ${KEY.slice(0, 4)}%5F${KEY.slice(5)}`, [KEY])).toBe('%E0%A4%A ***')
  })

  test('redactDeep leaves numbers, booleans and null as they are', () => {
    expect(redactDeep([1, true, null, undefined], redactor([KEY]))).toEqual([
      1,
      true,
      null,
      undefined
    ])
  })
})

test('secretVariants lists each form exactly, longest first', () => {
  expect(secretVariants('ab_cdé')).toEqual([
    '\\u0061\\u0062\\u005f\\u0063\\u0064\\u00e9',
    '\\u0061\\u0062\\u005F\\u0063\\u0064\\u00E9',
    'ab_cd%C3%A9',
    'YWJfY2TDq',
    'hYl9jZMOp',
    'FiX2Nkw6',
    'ab_cdé'
  ])
  // A form of exactly 8 characters is kept; base64url differs where base64 has + or /.
  expect(secretVariants('abcdef')).toContain('YWJjZGVm')
  expect(secretVariants('\u00ff\u00ff\u00ff\u00ff\u00ff\u00ff')).toEqual(
    expect.arrayContaining(['w7_Dv8O_w7_Dv8O_', 'w7/Dv8O/w7/Dv8O/'])
  )
})

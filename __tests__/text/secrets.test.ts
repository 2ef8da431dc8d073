import { describe, expect, test } from '@jest/globals'
import { escapeMarkdown } from '../../src/text/markdown.js'
import { truncate } from '../../src/text/format.js'
import { redact, redactor, secretVariants } from '../../src/text/secrets.js'

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
})

describe('as the edges write it: rendered for GitHub, cut short', () => {
  // A secret with every character Markdown escaping changes: `\_`, `<span>&#36;</span>`, `&amp;`,
  // `@&#8203;`, `#&#8203;`, `:&#8203;`, `GH&#8203;-`, `&#58;//`, `www&#46;`.
  const NASTY = 'se_cr$et&x@y#1:ok_GH-12://www.z'
  test.each([KEY, NASTY])('%s, escaped for Markdown, in the middle of a table cell', secret => {
    const cell = `| Model | before ${escapeMarkdown(secret)} after |`
    expect(escapeMarkdown(secret)).not.toBe(secret)
    expect(redact(cell, [secret])).toBe('| Model | before *** after |')
  })

  test.each([
    ['an HTML character reference', 'mint&#95;live&#x5F;9f8e7d6c5b4a'],
    ['escaped for Markdown, then again for JSON', 'mint\\\\_live\\\\_9f8e7d6c5b4a'],
    ['escaped for Markdown twice', 'mint\\\\\\_live\\_9f8e7d6c5b4a'],
    ['a zero-width space between two characters', 'mint_li\u200Bve_9f8e7d6c5b4a'],
    ['a zero-width space reference', 'mint_li&#8203;ve_9f8e7d6c5b4a'],
    ['a mix of every form', '\\u006dint%5flive\\_9f8&#101;7d6c5b4a']
  ])('%s', (_how, text) => {
    expect(redact(`<${text.replace('\\u200B', '\u200B')}>`, [KEY])).toBe('<***>')
  })

  test('a secret cut short by `truncate` loses what is left of it, from 8 characters', () => {
    expect(redact(truncate(`key ${KEY}`, 16), [KEY])).toBe('key ***…')
    expect(redact(escapeMarkdown(truncate(`key ${KEY}`, 20)), [KEY])).toBe('key ***…')
    // Seven characters of it, or the whole of it, are left as they are and redacted whole.
    expect(redact(truncate(`key ${KEY}`, 12), [KEY])).toBe('key mint_li…')
    expect(redact(`key ${KEY}…`, [KEY])).toBe('key ***…')
    // Cut at its start, as a chart label is cut: what is left after the ellipsis goes.
    expect(redact(`…${KEY.slice(3)} x`, [KEY])).toBe('…*** x')
    expect(redact(`…${KEY.slice(-8)}`, [KEY])).toBe('…***')
    expect(redact(`…${KEY.slice(-7)}`, [KEY])).toBe(`…${KEY.slice(-7)}`)
    expect(redact(`…&#8203;${escapeMarkdown(KEY.slice(2))}`, [KEY])).toBe('…&#8203;***')
    // A cut without the ellipsis, within the text, is not a cut.
    expect(redact(`key ${KEY.slice(0, 12)} more`, [KEY])).toBe(`key ${KEY.slice(0, 12)} more`)
  })

  test('a secret cut off where the text ends or starts, with no mark, loses what is left, from 8 characters', () => {
    // As GitHub's 140 characters of a deployment status's description cut it.
    expect(redact(`failed: ${KEY}`.slice(0, 20), [KEY])).toBe('failed: ***')
    expect(redact(`failed: ${KEY.slice(0, 8)}`, [KEY])).toBe('failed: ***')
    expect(redact(`failed: ${KEY.slice(0, 7)}`, [KEY])).toBe(`failed: ${KEY.slice(0, 7)}`)
    expect(redact(`${KEY.slice(-8)} was the key`, [KEY])).toBe('*** was the key')
    expect(redact(`${KEY.slice(-7)} was the key`, [KEY])).toBe(`${KEY.slice(-7)} was the key`)
    expect(redact(KEY.slice(2, -2), [KEY])).toBe(KEY.slice(2, -2))
    expect(redact(KEY.slice(0, -1), [KEY])).toBe('***')
    // In any form: escaped for Markdown, or its base64 cut off.
    expect(redact(`x ${escapeMarkdown(KEY.slice(0, 12))}`, [KEY])).toBe('x ***')
    const bearer = b64(`Bearer ${KEY}`)
    expect(redact(bearer.slice(0, 24), [KEY])).toBe(`${bearer.slice(0, 10)}***`)
    expect(redact(`…${KEY.slice(-9)} and ${KEY.slice(0, 9)}`, [KEY])).toBe('…*** and ***')
    // After a whole one, with nothing else written otherwise than as itself.
    expect(redact(`${KEY} then ${KEY.slice(0, 9)}`, [KEY])).toBe('*** then ***')
    expect(redact(`${KEY.slice(-9)} then ${KEY}`, [KEY])).toBe('*** then ***')
    // Exactly 8 characters, the text no longer than the piece.
    expect(redact(KEY.slice(0, 8), [KEY])).toBe('***')
  })

  test('a secret of kilobytes (a key file): cut off at either end, still found', () => {
    // Its pieces are too many for one pattern: the ends are looked up instead.
    const long = Array.from({ length: 300 }, (_, i) => `k${(i * 7919).toString(36)}`).join('')
    expect(long.length).toBeGreaterThan(1000)
    const redactLong = redactor([long])
    expect(redactLong(long.slice(0, 20))).toBe('***')
    expect(redactLong(`head ${long.slice(0, 12)}`)).toBe('head ***')
    expect(redactLong(`${long.slice(-12)} was its end`)).toBe('*** was its end')
    expect(redactLong(`${long.slice(-9)} and ${long.slice(0, 9)}`)).toBe('*** and ***')
    expect(redactLong(`x ${long} y`)).toBe('x *** y')
    expect(redactLong('short')).toBe('short')
    expect(redactLong('a text that holds none of it')).toBe('a text that holds none of it')
  })

  test('a secret shorter than a piece is found whole, and a text holding none is given back', () => {
    const redactShort = redactor(['abcd'])
    expect(redactShort('x abcd y')).toBe('x *** y')
    expect(redactShort('abc')).toBe('abc')
    expect(redactShort('a longer text, no secret in it')).toBe('a longer text, no secret in it')
  })

  test('every HTML reference a character can be written as, named or numbered', () => {
    const secret = `a<b>c"d'e&f_1234`
    const named = 'a&lt;b&gt;c&quot;d&apos;e&amp;f_1234'
    const numbered = 'a&#60;b&#x3E;c&#34;d&#39;e&#38;f&#95;1234'
    expect(redact(`[${named}] [${numbered}]`, [secret])).toBe('[***] [***]')
    // References to no character at all are left as they are, and break nothing.
    expect(redact('&#1114112; &#x110000; &bogus; &#1114111;', [secret])).toBe(
      '&#1114112; &#x110000; &bogus; &#1114111;'
    )
  })

  test('a \\u escape whose backslash was escaped again (JSON inside JSON)', () => {
    const twice = [...KEY].map(c => `\\\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    // Both backslashes go with the secret.
    expect(redact(`"${twice.join('')}"`, [KEY])).toBe('"***"')
  })

  test('base64url, and the last code point written as a reference', () => {
    // Its base64 holds + and /, which base64url writes - and _.
    const secret = '??>>??>>??>>'
    expect(Buffer.from(secret).toString('base64')).toBe('Pz8+Pj8/Pj4/Pz4+')
    expect(redact(`token=${Buffer.from(secret).toString('base64url')}`, [secret])).toBe('token=***')
    expect(redact('ab&#x10FFFF;cdefgh', ['ab\u{10FFFF}cdefgh'])).toBe('***')
  })

  test('a secret cut short in the middle of a text, with no mark, stays (with escapes around too)', () => {
    expect(redact(`50% of ${KEY.slice(0, 12)} more`, [KEY])).toBe(`50% of ${KEY.slice(0, 12)} more`)
  })

  test('cut short: the longest part is taken, whichever comes first in the text', () => {
    // Ten of its first characters are all the same: the part left is all ten, not eight.
    expect(redact('x aaaaaaaaaa… y', ['aaaaaaaaaaaab'])).toBe('x ***… y')
    // The part cut short stands before a whole one: both go.
    expect(redact(`${KEY.slice(0, 10)}… then ${escapeMarkdown(KEY)}`, [KEY])).toBe('***… then ***')
    // A part that is the start of the secret written out just before: one *** for both.
    const echo = 'abcdefghij_abcdefghij'
    expect(redact(`x ${escapeMarkdown(echo)}… y`, [echo])).toBe('x ***… y')
    // As long as the text before the ellipsis, and no longer.
    expect(redact(`${KEY.slice(0, 11)}…`, [KEY])).toBe('***…')
  })

  test('a megabyte of Markdown is redacted in well under a second', () => {
    const big = `${'x &amp; \\_ %20 '.repeat(70_000)}${escapeMarkdown(KEY)}`
    const started = performance.now()
    expect(redact(big, [KEY, 'ghs_0123456789abcdef'])).toMatch(/\*\*\*$/)
    expect(performance.now() - started).toBeLessThan(5_000)
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

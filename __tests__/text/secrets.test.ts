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

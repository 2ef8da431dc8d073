import { describe, expect, test } from '@jest/globals'
import { sealMatches, sealOf } from '../../src/text/seal.js'

describe('sealOf', () => {
  // Known answers: a change to how a seal is made would orphan every marker and resume written.
  test('is the HMAC-SHA256 of the text under the key, base64url, whole or cut', () => {
    expect(sealOf('mint_key_0123', 'text')).toBe('1fuiLk79uRBSq5ICB0IFEpu_XHdGro3i0-XN_Up6mdo')
    expect(sealOf('mint_key_0123', 'text', 16)).toBe('1fuiLk79uRBSq5ICB0IFEg')
  })

  test('another key or another text is another seal', () => {
    expect(sealOf('mint_key_0124', 'text')).not.toBe(sealOf('mint_key_0123', 'text'))
    expect(sealOf('mint_key_0123', 'text.')).not.toBe(sealOf('mint_key_0123', 'text'))
  })
})

describe('sealMatches', () => {
  const seal = sealOf('mint_key_0123', 'text')

  test('the same seal matches', () => {
    expect(sealMatches(seal, seal)).toBe(true)
  })

  test.each([
    ['empty', ''],
    ['cut short', seal.slice(1)],
    ['one longer', `${seal}A`],
    ['one character off', seal.replace(/^./, c => (c === 'A' ? 'B' : 'A'))],
    ['the same length, another seal', sealOf('mint_key_0124', 'text')]
  ])('a seal %s does not', (_what, given) => {
    expect(sealMatches(given, seal)).toBe(false)
  })
})

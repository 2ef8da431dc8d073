import { describe, expect, test } from '@jest/globals'
import { markerSeal, markerValue, readMarkerValue, SEAL } from '../../src/github/hidden-marker.js'

describe('markerValue', () => {
  test.each(['job_1', 'a-b', 'a--b-->', ' spaced ', '%zz', 'ünïcödé ✓', "<!-- x -->'()*"])(
    '%p round-trips and holds no hyphen',
    value => {
      const written = markerValue(value)
      expect(written).not.toMatch(/[-\s<>]/)
      expect(readMarkerValue(written)).toBe(value)
    }
  )

  test.each(['a-b', '%E0%A4%A', 'a b', ''])('%p is not a value it wrote', text => {
    expect(readMarkerValue(text)).toBeUndefined()
  })
})

describe('markerSeal', () => {
  const seal = markerSeal('mint_key_0123', 'acme/docs')
  const of = seal.of('job', ['7', 'job_1'])

  test('a known answer: HMAC-SHA256 of the JSON array of a label, kind, repository and values', () => {
    // createHmac('sha256', 'mint_key_0123')
    //   .update('["mintlify-agent-action marker","job","acme/docs","7","job_1"]'), first 16 bytes
    expect(of).toBe('pd2JqVlZ1cRjR0gW_7kcow')
  })

  test('22 characters of base64url, the same for the same kind, repository and values', () => {
    expect(of).toMatch(new RegExp(`^${SEAL}$`))
    expect(markerSeal('mint_key_0123', 'acme/docs').of('job', ['7', 'job_1'])).toBe(of)
    expect(seal.holds('job', ['7', 'job_1'], of)).toBe(true)
  })

  test.each([
    ['another kind', () => seal.of('docs-health', ['7', 'job_1'])],
    ['other values', () => seal.of('job', ['8', 'job_1'])],
    ['values joined otherwise', () => seal.of('job', ['7job_1'])],
    ['a value holding a line break', () => seal.of('job', ['7\njob_1'])],
    ['the line break moved into another value', () => seal.of('job', ['7', 'job', '1'])],
    [
      'another repository',
      () => markerSeal('mint_key_0123', 'acme/other').of('job', ['7', 'job_1'])
    ],
    ['another key', () => markerSeal('mint_key_0124', 'acme/docs').of('job', ['7', 'job_1'])]
  ])('%s: another seal, which does not hold', (_what, other) => {
    expect(other()).not.toBe(of)
    expect(seal.holds('job', ['7', 'job_1'], other())).toBe(false)
  })

  test.each(['', of.slice(1), `${of}A`, of.replace(/^./, c => (c === 'A' ? 'B' : 'A'))])(
    'a seal off by anything does not hold: %p',
    given => {
      expect(seal.holds('job', ['7', 'job_1'], given)).toBe(false)
    }
  )
})

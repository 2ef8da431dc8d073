import { describe, expect, test } from '@jest/globals'
import { markerValue, readMarkerValue } from '../../src/github/hidden-marker.js'

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

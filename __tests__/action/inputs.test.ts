import { describe, expect, test } from '@jest/globals'
import {
  InputError,
  isLoopback,
  parseBaseUrl,
  parseBoolean,
  parseDate,
  parseDuration,
  parseInteger,
  parseList
} from '../../src/action/inputs.js'

describe('parseDuration', () => {
  test('durations take ms, s, m and h', () => {
    const b = { minMs: 1, maxMs: 10 * 3_600_000 }
    expect(parseDuration('t', '250ms', '1s', b)).toBe(250)
    expect(parseDuration('t', '90s', '1s', b)).toBe(90_000)
    expect(parseDuration('t', '30m', '1s', b)).toBe(1_800_000)
    expect(parseDuration('t', '1.5h', '1s', b)).toBe(5_400_000)
    expect(parseDuration('t', '', '2m', b)).toBe(120_000)
  })

  test('a bare number is refused with the fix, and bounds are named in the unit people write', () => {
    const b = { minMs: 1000, maxMs: 90 * 60_000 }
    expect(() => parseDuration('t', '30', '1s', b)).toThrow(
      'add one of ms, s, m, h (for example "30s"'
    )
    expect(() => parseDuration('t', '2h', '1s', b)).toThrow('between 1s and 1h 30m')
  })
})

describe('parseBoolean, parseInteger, parseList', () => {
  test('booleans are YAML 1.2 core-schema words only', () => {
    expect(parseBoolean('b', 'True', false)).toBe(true)
    expect(parseBoolean('b', 'FALSE', true)).toBe(false)
    expect(parseBoolean('b', '', true)).toBe(true)
    expect(() => parseBoolean('b', 'yes', true)).toThrow(InputError)
  })
  test('integers are whole, safe and within bounds', () => {
    expect(parseInteger('n', '42', { min: 1, what: 'x' })).toBe(42)
    for (const bad of ['4.0', '1e3', '', ' 7', '9007199254740993', '0'])
      expect(() => parseInteger('n', bad, { min: 1, what: 'x' })).toThrow('Input "n" must be')
  })
  test('lists split on commas and lines, trimmed, blanks dropped', () => {
    expect(parseList(' a, b\n\n c ,')).toEqual(['a', 'b', 'c'])
  })
})

describe('base-url', () => {
  test.each([
    'http://localhost:8080',
    'http://127.0.0.1:1',
    'http://127.9.9.9',
    'http://[::1]:3000'
  ])('%s is loopback and allowed over http', url => {
    expect(parseBaseUrl(url).href.startsWith('http://')).toBe(true)
  })
  test.each(['localhost.evil.com', '128.0.0.1', '::2', '10.0.0.1'])('%s is not loopback', host => {
    expect(isLoopback(host)).toBe(false)
  })
  test('a path prefix is kept', () => {
    expect(parseBaseUrl('https://proxy.example.com/mintlify/').pathname).toBe('/mintlify/')
  })
})

describe('parseDate', () => {
  test.each([
    '2026-02-28',
    '2024-02-29',
    '2026-02-01T00:00:00Z',
    '2026-02-01T12:30Z',
    '2026-02-01T12:30:15.123+05:30',
    '2026-02-01T12:30:15'
  ])('%s is a real date', value => {
    expect(parseDate('d', value).text).toBe(value)
  })
  test.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-2-1',
    '20260201',
    '2026-02-01T25:00Z',
    'yesterday',
    '2026-02-01 10:00'
  ])('%s is rejected', value => {
    expect(() => parseDate('d', value)).toThrow('Input "d" must be a real date')
  })
})

import { expect, jest, test } from '@jest/globals'

// Imported once the test watches `Intl.NumberFormat`: making one at load time costs every run of
// the exports 25 ms before its first request.
const made = jest.spyOn(Intl, 'NumberFormat')
const { chartLabel, count } = await import('../../src/export/counts.js')

test('a whole count makes no number format; the first other one makes the only one', () => {
  made.mockClear()
  expect(count(48_210)).toBe('48,210')
  expect(made).not.toHaveBeenCalled()
  count(0.5)
  count(2.5)
  expect(made).toHaveBeenCalledTimes(1)
})

test('a count is written as Intl writes it in en-US, whatever the number', () => {
  const intl = new Intl.NumberFormat('en-US')
  const values = [0, 1, 12, 123, 999, 1000, 1234, 12_345, 123_456, 1_000_000, 48_210]
  const edges = [-1, -999, -1000, -1_234_567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]
  const others = [2 ** 53, 1e21, 1.5, 1234.5678, -0.25, -0, NaN, Infinity, -Infinity]
  for (const n of [...values, ...edges, ...others])
    expect([n, count(n)]).toEqual([n, intl.format(n)])
})

test('a chart label keeps a path, its end when long, and nothing that could close the label', () => {
  expect(chartLabel('/docs/quickstart')).toBe('/docs/quickstart')
  expect(chartLabel('/a"b]`c')).toBe('/a_b__c')
  expect(chartLabel('/guides/very/long/path/to/the/page')).toBe('…/very/long/path/to/the/page')
  expect(chartLabel('/api-reference/authentication')).toBe('/api-reference/authentication')
})

import { expect, jest, test } from '@jest/globals'

// Imported once the test watches `Intl.NumberFormat`: making one at load time costs every run of
// the exports 25 ms before its first request.
const made = jest.spyOn(Intl, 'NumberFormat')
const { chartLabel, count, heading, MAX_LABEL_CHARS } = await import('../../src/export/counts.js')

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

test('a label of 32 characters is kept whole; a longer one keeps its end, at most 32', () => {
  const exact = `/${'a'.repeat(31)}`
  expect(chartLabel(exact)).toBe(exact)
  expect(chartLabel(`/${exact}`)).toBe(`…${'a'.repeat(31)}`)
  // No `/` in the end kept: the last 31 characters, not one more.
  expect(chartLabel('x'.repeat(40))).toBe(`…${'x'.repeat(31)}`)
  for (const path of [`/${'b'.repeat(100)}`, `/a/${'c/'.repeat(40)}`, '/é'.repeat(50)])
    expect(chartLabel(path).length).toBeLessThanOrEqual(MAX_LABEL_CHARS)
})

test('a long label is cut at a `/` in the first half of its end, and only there', () => {
  // The end kept is the last 31 characters: `/` at 16 of them is cut at, at 17 is not.
  const at16 = `${'p'.repeat(10)}${'q'.repeat(16)}/${'r'.repeat(14)}`
  expect(chartLabel(at16)).toBe(`…/${'r'.repeat(14)}`)
  const at17 = `${'p'.repeat(10)}${'q'.repeat(17)}/${'r'.repeat(13)}`
  expect(chartLabel(at17)).toBe(`…${'q'.repeat(17)}/${'r'.repeat(13)}`)
  // The end begins with its `/`: kept as it is.
  expect(chartLabel(`${'p'.repeat(10)}/${'r'.repeat(30)}`)).toBe(`…/${'r'.repeat(30)}`)
})

test('a long label never begins with half of a letter beyond the BMP', () => {
  // 𠀋 is a CJK letter of two UTF-16 units: the last 31 units begin in the middle of one.
  const label = chartLabel(`/${'𠀋'.repeat(20)}`)
  expect(label).toBe(`…${'𠀋'.repeat(15)}`)
  expect(label).not.toMatch(/\p{Cs}/u)
  // Cut between two of them, all 31 are kept.
  expect(chartLabel(`/${'𠀋'.repeat(20)}a`)).toBe(`…${'𠀋'.repeat(15)}a`)
})

test('every character that is not a letter, a digit or of a URL path becomes `_`', () => {
  expect(chartLabel('/a.b_c~d#e+f:g@h%i…j-k/٣')).toBe('/a.b_c~d#e+f:g@h%i…j-k/٣')
  expect(chartLabel('/a b\'c"d`e]f[g(h)i<j>k\\l|m\nn😀')).toBe('/a_b_c_d_e_f_g_h_i_j_k_l_m_n_')
})

test('an export summary heading says whether the export is whole', () => {
  expect(heading('Visitors', undefined)).toBe('## ✅ Visitors')
  expect(heading('Visitors', 'rate limit reached')).toBe(
    '## ⚠️ Visitors — incomplete: rate limit reached'
  )
})

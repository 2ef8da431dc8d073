import { expect, test } from '@jest/globals'
import { mergedByKey } from '../../emulator/merged-rows.js'

test("a period's rows of one key are one row: counts added, rates weighted, the latest text kept", () => {
  const rows = [
    {
      searchQuery: 'api key',
      hits: 30,
      ctr: 0.5,
      topClickedPage: null,
      lastSearchedAt: '2026-11-02T12:00:00.000Z'
    },
    {
      searchQuery: 'webhooks',
      hits: 5,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: '2026-11-03T12:00:00.000Z'
    },
    {
      searchQuery: 'api key',
      hits: 10,
      ctr: 0.1,
      topClickedPage: '/keys',
      lastSearchedAt: '2026-11-09T12:00:00.000Z'
    }
  ]
  expect(mergedByKey(rows, 'searchQuery')).toEqual([
    {
      searchQuery: 'api key',
      hits: 40,
      ctr: 0.4,
      topClickedPage: '/keys',
      lastSearchedAt: '2026-11-09T12:00:00.000Z'
    },
    rows[1]
  ])
})

test('rows with no hits keep their rate; paths are merged with their counts, the given rows untouched', () => {
  const rows = [
    { path: '/quickstart', human: 3, ai: 1, total: 4, date: '2026-11-02' },
    { path: '/quickstart', human: 2, ai: 0, total: 2, date: '2026-11-09' }
  ]
  expect(mergedByKey(rows, 'path')).toEqual([
    { path: '/quickstart', human: 5, ai: 1, total: 6, date: '2026-11-09' }
  ])
  expect(rows[0]?.human).toBe(3)
  const none = [
    { q: 'a', hits: 0, ctr: 0.3 },
    { q: 'a', hits: 0, ctr: 0.9 }
  ]
  expect(mergedByKey(none, 'q')).toEqual([{ q: 'a', hits: 0, ctr: 0.3 }])
})

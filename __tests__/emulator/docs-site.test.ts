import { describe, expect, test } from '@jest/globals'
import { DEMO_SIZES, generatedTables, hostileTables } from '../../emulator/analytics-data.js'
import { filterDataset, generatedDataset, hostileDataset } from '../../emulator/visitors-data.js'

describe('the ordinary docs site the demo and the stand-in serve', () => {
  test('a week and the week before hold the same pages, each once, with figures that moved', () => {
    const week = filterDataset(generatedDataset(600), '2026-02-15', '2026-02-22')
    const before = filterDataset(generatedDataset(600), '2026-02-08', '2026-02-15')
    const rows = (d: typeof week) => Array.from({ length: d.size }, (_, i) => d.rowAt(i))
    const now = rows(week)
    const was = new Map(rows(before).map(row => [row.path, row.total]))
    expect(new Set(now.map(row => row.path)).size).toBe(now.length)
    expect(now.every(row => was.has(row.path))).toBe(true)
    const moved = now.filter(row => row.total !== was.get(row.path))
    expect(moved.length).toBeGreaterThan(now.length * 0.8)
    expect(now[0]?.path).toBe('/quickstart')
  })

  test('no test string in the ordinary data; the hostile sets keep theirs for the tests', () => {
    const tables = generatedTables(DEMO_SIZES)
    const texts = [
      ...Array.from({ length: 600 }, (_, i) => generatedDataset(600).rowAt(i).path),
      ...Array.from({ length: 90 }, (_, i) => String(tables.searches.rowAt(i).searchQuery)),
      ...Array.from({ length: 120 }, (_, i) => String(tables.feedback.rowAt(i).comment)),
      ...Array.from({ length: 400 }, (_, i) => String(tables.assistant.rowAt(i).query))
    ].join('\n')
    expect(texts).not.toMatch(/HYPERLINK|@octocat|::warning::|["\n]{2}|page-\d/)
    expect(String(hostileTables({ searches: 6 }).searches.rowAt(3).searchQuery)).toContain(
      '=HYPERLINK('
    )
    expect(hostileDataset(10).rowAt(8).path).toBe('/multi\nline/8')
  })
})

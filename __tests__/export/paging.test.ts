import { describe, expect, test } from '@jest/globals'
import {
  Best,
  describeCounts,
  nextOffset,
  PageWatch,
  type SeenPage
} from '../../src/export/paging.js'

/** A logger that keeps its warnings. */
function logger() {
  const warnings: string[] = []
  return {
    warnings,
    debug: () => undefined,
    info: () => undefined,
    warning: (message: string) => void warnings.push(message)
  }
}

const WATCHED = { rows: 'visitors', key: 'path', keys: 'paths' }

/** A page of rows named by `keys` (each row its name), more to follow unless told. */
function page(keys: readonly string[], more = true, totals?: string): SeenPage {
  return {
    keys,
    bytes: Buffer.from(JSON.stringify(keys.map(path => ({ path })))),
    rows: keys.length,
    more,
    totals
  }
}

describe('PageWatch: paging that cannot go on, and the rows it carried', () => {
  test('pages that move on are seen without a word', () => {
    const log = logger()
    const watch = new PageWatch(log, WATCHED)
    expect(watch.see(page(['/a', '/b']), 'offset 0')).toBeUndefined()
    expect(watch.see(page(['/c', '/d']), 'offset 2')).toBeUndefined()
    expect(watch.see(page(['/e'], false), 'offset 4')).toBeUndefined()
    expect(log.warnings).toEqual([])
  })

  test('more said to follow with an empty page: stuck, with nothing to lose', () => {
    const watch = new PageWatch(logger(), WATCHED)
    expect(watch.see(page([]), 'offset 0')).toEqual({
      why: 'said more visitors follow offset 0 but sent none',
      keep: true
    })
    // The last page may be empty.
    expect(new PageWatch(logger(), WATCHED).see(page([], false), 'offset 0')).toBeUndefined()
  })

  test('a page row for row one seen before: stuck, and its rows are in the file already', () => {
    const watch = new PageWatch(logger(), WATCHED)
    expect(watch.see(page(['/a', '/b']), 'offset 0')).toBeUndefined()
    expect(watch.see(page(['/c']), 'offset 2')).toBeUndefined()
    expect(watch.see(page(['/a', '/b']), 'offset 3')).toEqual({
      why: 'said more visitors follow offset 3 but sent the same 2 rows as at offset 0, so paging would never end (they are in the file once)',
      keep: false
    })
  })

  test("a page of only the previous page's names, its rows changed: stuck, and its rows are kept", () => {
    const watch = new PageWatch(logger(), WATCHED)
    expect(watch.see(page(['/a', '/b']), 'offset 0')).toBeUndefined()
    const moved: SeenPage = {
      ...page(['/b', '/a']),
      bytes: Buffer.from('[{"path":"/b","n":2},{"path":"/a"}]')
    }
    expect(watch.see(moved, 'offset 2')).toEqual({
      why: 'said more visitors follow offset 2 but sent only paths the page at offset 0 had, so paging would never end (its 2 rows are kept)',
      keep: true
    })
  })

  test('names already seen are warned about once a page, and the page goes on', () => {
    const log = logger()
    const watch = new PageWatch(log, WATCHED)
    expect(watch.see(page(['/a', '/b']), 'offset 0')).toBeUndefined()
    expect(watch.see(page(['/b', '/c', '/c']), 'offset 2')).toBeUndefined()
    expect(watch.see(page(['/d', '/d']), 'offset 5')).toBeUndefined()
    expect(log.warnings).toEqual([
      '2 path(s) came back again in the page at offset 2, e.g. "/b" (already in the page at offset 0): the data moved while paging.',
      '1 path(s) came back again in the page at offset 5, e.g. "/d" (already in the page at offset 2): the data moved while paging.'
    ])
    const first = logger()
    new PageWatch(first, WATCHED).see(page(['/x', '/x'], false), 'offset 0')
    expect(first.warnings).toEqual([
      '1 path(s) came back again in the page at offset 0, e.g. "/x": the data moved while paging.'
    ])
  })

  test('only the page before counts for names: a name two pages back may come again', () => {
    const watch = new PageWatch(logger(), WATCHED)
    watch.see(page(['/a']), 'offset 0')
    watch.see(page(['/b']), 'offset 1')
    expect(
      watch.see({ ...page(['/a']), bytes: Buffer.from('[{"path":"/a","n":2}]') }, 'offset 2')
    ).toBeUndefined()
  })

  test('totals that change while paging are warned about, once a change', () => {
    const log = logger()
    const watch = new PageWatch(log, WATCHED)
    watch.see(page(['/a'], true, 'total 3'), 'offset 0')
    watch.see(page(['/b'], true, 'total 3'), 'offset 1')
    watch.see(page(['/c'], true, 'total 4'), 'offset 2')
    watch.see(page(['/d'], true), 'offset 3')
    watch.see(page(['/e'], false, 'total 4'), 'offset 4')
    expect(log.warnings).toEqual([
      'The totals changed while paging: offset 1 said total 3, offset 2 says total 4. The data moved during the export; rows may be missing or repeated. The first totals are kept.'
    ])
  })
})

describe('nextOffset: after the rows received', () => {
  test('a whole page moves by its rows, silently; a short one while more follow is said', () => {
    const log = logger()
    expect(nextOffset(log, 'The page', { offset: 250, received: 250, limit: 250 })).toBe(500)
    expect(log.warnings).toEqual([])
    expect(nextOffset(log, 'views: the page', { offset: 250, received: 3, limit: 250 })).toBe(253)
    expect(log.warnings).toEqual([
      'views: the page at offset 250 had 3 rows, fewer than limit 250, though more follow; the next page is read from offset 253, so no row is skipped.'
    ])
  })
})

describe('Best and describeCounts', () => {
  test('the best by score, first seen first among equals, at most size of them', () => {
    const best = new Best<string>(3, item => Number(item.slice(1)))
    for (const item of ['a1', 'b5', 'c3', 'd5', 'e2', 'f9', 'g3']) best.add(item)
    expect(best.items()).toEqual(['f9', 'b5', 'd5'])
    expect(new Best<number>(2, n => n).items()).toEqual([])
    const none = new Best<number>(0, n => n)
    none.add(1)
    expect(none.items()).toEqual([])
    const ties = new Best<string>(2, () => 1)
    for (const item of ['x', 'y', 'z']) ties.add(item)
    expect(ties.items()).toEqual(['x', 'y'])
  })

  test('counts as a person reads them', () => {
    expect(describeCounts({ human: 1, ai: 2, total: 3 })).toBe('human 1, ai 2, total 3')
  })
})

describe('PageWatch.moves: whether a page goes on, as far as its names tell', () => {
  test('a page with a name the previous page did not have moves; the first page always', () => {
    const watch = new PageWatch(logger(), WATCHED)
    expect(watch.moves(['/a', '/b'])).toBe(true)
    watch.see(page(['/a', '/b']), 'offset 0')
    expect(watch.moves(['/b', '/c'])).toBe(true)
    expect(watch.moves(['/c'])).toBe(true)
  })

  test('no rows, or only names the previous page had, in any order or repeated, do not', () => {
    const watch = new PageWatch(logger(), WATCHED)
    expect(watch.moves([])).toBe(false)
    watch.see(page(['/a', '/b']), 'offset 0')
    expect(watch.moves([])).toBe(false)
    expect(watch.moves(['/b', '/a'])).toBe(false)
    expect(watch.moves(['/a', '/a'])).toBe(false)
    // Only the previous page counts: a name two pages back is new again.
    watch.see(page(['/c']), 'offset 2')
    expect(watch.moves(['/a'])).toBe(true)
    expect(watch.moves(['/c'])).toBe(false)
  })
})

import { describe, expect, test } from '@jest/globals'
import { analyticsRequest, readPage } from '../../src/service/analytics.js'
import { datasetSpec } from '../../src/service/datasets.js'

const query = {
  projectId: 'docs',
  dateFrom: '2026-02-01',
  dateTo: undefined,
  source: 'contextual',
  status: 'pending'
}

describe('analyticsRequest', () => {
  test('each dataset at its largest page; the feedback filters only where the contract takes them', () => {
    const views = analyticsRequest(datasetSpec('views'), query, { kind: 'offset', offset: 250 })
    expect(views.segments).toEqual(['v1', 'analytics', 'docs', 'views'])
    expect(views.query).toEqual({
      dateFrom: '2026-02-01',
      dateTo: undefined,
      limit: 250,
      offset: 250
    })
    const feedback = analyticsRequest(datasetSpec('feedback'), query, {
      kind: 'cursor',
      cursor: 'c1'
    })
    expect(feedback.query).toMatchObject({
      limit: 100,
      cursor: 'c1',
      source: 'contextual',
      status: 'pending'
    })
    const byPage = analyticsRequest(datasetSpec('feedback-by-page'), query, { kind: 'single' })
    expect(byPage.segments.slice(3)).toEqual(['feedback', 'by-page'])
    expect(byPage.query).toMatchObject({ limit: 100, source: 'contextual' })
    expect(
      analyticsRequest(datasetSpec('assistant'), query, { kind: 'cursor', cursor: undefined }).query
    ).toMatchObject({ limit: 1000 })
    const callers = analyticsRequest(datasetSpec('assistant-callers'), query, { kind: 'single' })
    expect(callers.query).toEqual({ dateFrom: '2026-02-01', dateTo: undefined, limit: undefined })
    expect(
      analyticsRequest(datasetSpec('searches'), query, { kind: 'cursor', cursor: undefined }).query
    ).not.toHaveProperty('source')
  })
})

describe('readPage', () => {
  test('rows keep only the contract fields, in its order; a source only title and url', () => {
    const read = readPage(datasetSpec('assistant'), {
      conversations: [
        {
          pageUrl: null,
          id: 'a',
          timestamp: 't',
          query: 'q',
          response: 'r',
          sources: [{ title: 'T', url: 'U', extra: 1 }],
          resolutionStatus: 'answered',
          queryCategory: null,
          injected: '<script>'
        }
      ],
      nextCursor: null,
      hasMore: false
    })
    expect(read).toEqual({
      kind: 'page',
      page: {
        rows: [
          {
            id: 'a',
            timestamp: 't',
            query: 'q',
            response: 'r',
            sources: [{ title: 'T', url: 'U' }],
            resolutionStatus: 'answered',
            queryCategory: null,
            pageUrl: null
          }
        ],
        more: false,
        nextCursor: null
      }
    })
  })

  test('cursor paging: more while a nextCursor is given (and hasMore, where the answer has it)', () => {
    const searches = (nextCursor: string | null) =>
      readPage(datasetSpec('searches'), { searches: [], totalSearches: 5, nextCursor })
    expect(searches('c2')).toMatchObject({
      page: { more: true, nextCursor: 'c2', totalSearches: 5 }
    })
    expect(searches(null)).toEqual({
      kind: 'page',
      page: { rows: [], more: false, nextCursor: null, totalSearches: 5 }
    })
    const row = {
      id: 'f1',
      path: '/p',
      comment: null,
      createdAt: null,
      source: 'code_snippet',
      status: 'pending'
    }
    const feedback = (hasMore: boolean, nextCursor: string | null) =>
      readPage(datasetSpec('feedback'), { feedback: [row], hasMore, nextCursor })
    expect(feedback(false, 'c')).toEqual({
      kind: 'page',
      page: { rows: [row], more: false, nextCursor: 'c' }
    })
    expect(feedback(false, null)).toEqual({
      kind: 'page',
      page: { rows: [row], more: false, nextCursor: null }
    })
    // More follow, and no cursor to read them by, as the contract allows: a dead end, whose rows
    // are read like any page's.
    expect(feedback(true, null)).toEqual({
      kind: 'page',
      page: { rows: [row], more: false, nextCursor: null, deadEnd: true }
    })
    expect(
      readPage(datasetSpec('searches'), {
        searches: [],
        totalSearches: 5,
        hasMore: true,
        nextCursor: null
      })
    ).toEqual({
      kind: 'page',
      page: { rows: [], more: false, nextCursor: null, deadEnd: true, totalSearches: 5 }
    })
  })

  test('the single datasets: caller stats are one row; by-page says when there is more', () => {
    expect(
      readPage(datasetSpec('assistant-callers'), { web: 1, api: 2, other: 0, total: 3 })
    ).toEqual({
      kind: 'page',
      page: { rows: [{ web: 1, api: 2, other: 0, total: 3 }], more: false, nextCursor: null }
    })
    expect(
      readPage(datasetSpec('feedback-by-page'), { feedback: [], hasMore: true })
    ).toMatchObject({
      page: { more: true }
    })
  })

  test.each([
    ['views', [], 'is not an object'],
    ['views', { views: [], hasMore: false }, 'has no totals object'],
    [
      'views',
      { totals: { human: 1, ai: 1, total: 1.5 }, views: [], hasMore: false },
      'totals.total = 1.5, not a whole number'
    ],
    [
      'views',
      {
        totals: { human: 1, ai: 1, total: 2 },
        views: [{ path: '/a', human: -1, ai: 0, total: 0 }],
        hasMore: false
      },
      'views[0].human = -1'
    ],
    [
      'views',
      { totals: { human: 1, ai: 1, total: 2 }, views: [], hasMore: 'no' },
      'has no hasMore flag'
    ],
    [
      'searches',
      {
        searches: [
          { searchQuery: 'q', hits: 1, ctr: -0.5, topClickedPage: null, lastSearchedAt: 't' }
        ],
        totalSearches: 1,
        nextCursor: null
      },
      'searches[0].ctr = -0.5, not a number of 0 or more'
    ],
    ['searches', { searches: [], totalSearches: '5', nextCursor: null }, 'totalSearches = "5"'],
    [
      'feedback',
      {
        feedback: [
          {
            id: 'x',
            path: '/p',
            comment: null,
            createdAt: null,
            source: 'contextual',
            status: 'pending',
            helpful: 'yes'
          }
        ],
        hasMore: false,
        nextCursor: null
      },
      'feedback[0].helpful = "yes", not true or false'
    ],
    [
      'feedback',
      { feedback: [], hasMore: false, nextCursor: 5 },
      'nextCursor that is neither a string nor null'
    ],
    [
      'assistant',
      {
        conversations: [
          {
            id: 'a',
            timestamp: 't',
            query: 'q',
            response: 'r',
            sources: [{ title: 1 }],
            resolutionStatus: 'x',
            queryCategory: null,
            pageUrl: null
          }
        ],
        hasMore: false,
        nextCursor: null
      },
      'conversations[0].sources'
    ],
    ['assistant-callers', { web: 1, api: 2, other: 0 }, 'has total missing'],
    ['feedback-by-page', { hasMore: false }, 'has no feedback list']
  ] as const)('%s: a malformed answer names the field (%#)', (name, body, said) => {
    const read = readPage(datasetSpec(name), body)
    expect(read.kind).toBe('malformed')
    expect(read.kind === 'malformed' ? read.problem : '').toContain(said)
  })
})

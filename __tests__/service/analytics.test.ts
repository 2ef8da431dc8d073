import { describe, expect, test } from '@jest/globals'
import {
  analyticsRequest,
  CHECK_ANALYTICS_LIMIT,
  createAnalyticsApi,
  isCounts,
  MAX_PAGE_BYTES,
  readPage,
  startOf
} from '../../src/service/analytics.js'
import { datasetSpec } from '../../src/service/datasets.js'
import type { Operation } from '../../src/service/client.js'
import { ServiceError } from '../../src/service/errors.js'

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

describe('what each request says it is', () => {
  test('its place, its limit of bytes, and the words of its failures', () => {
    const views = (offset: number) =>
      analyticsRequest(datasetSpec('views'), query, { kind: 'offset', offset })
    expect(views(0)).toMatchObject({ method: 'GET', action: 'read views of project "docs"' })
    expect(views(250).action).toBe('read views of project "docs" at offset 250')
    const feedback = (cursor: string | undefined) =>
      analyticsRequest(datasetSpec('feedback'), query, { kind: 'cursor', cursor })
    expect(feedback(undefined).action).toBe('read feedback of project "docs"')
    expect(feedback('c2').action).toBe('read feedback of project "docs" (next page)')
    expect(feedback('c2').notFound).toBe('Project "docs" was not found: check the projectId input')
    expect(feedback('c2').badRequestHint).toBe(
      'Check the dateFrom, dateTo and days inputs, and feedback-source and feedback-status'
    )
    expect(views(0).badRequestHint).toBe('Check the dateFrom, dateTo and days inputs')
    expect(views(0).rateLimit).toBe(
      'The service allows 100 analytics requests per organization per hour, shared by every analytics endpoint; the export keeps its place in the resume output.'
    )
    expect(CHECK_ANALYTICS_LIMIT).toMatch(
      /^The service allows 100 .*try again within the next hour\.$/
    )
    expect(views(0).maxBodyBytes).toBe(MAX_PAGE_BYTES)
    expect(MAX_PAGE_BYTES).toBe(8 * 1024 * 1024)
    const assistant = { kind: 'cursor', cursor: undefined } as const
    expect(analyticsRequest(datasetSpec('assistant'), query, assistant).maxBodyBytes).toBe(
      64 * 1024 * 1024
    )
  })

  test('where each dataset starts', () => {
    expect(startOf(datasetSpec('views'))).toEqual({ kind: 'offset', offset: 0 })
    expect(startOf(datasetSpec('searches'))).toEqual({ kind: 'cursor', cursor: undefined })
    expect(startOf(datasetSpec('feedback-by-page'))).toEqual({ kind: 'single' })
  })
})

describe('the reader of every dataset', () => {
  const answering = (body: unknown) => {
    const sent: Operation[] = []
    const client = { request: (op: Operation) => (sent.push(op), Promise.resolve(body)) }
    return { api: createAnalyticsApi(client), sent }
  }
  const searches = datasetSpec('searches')
  const place = { kind: 'cursor', cursor: 'c1' } as const

  test('sends the request as described, with the allowance and signal it is given', async () => {
    const { api, sent } = answering({ searches: [], totalSearches: 0, nextCursor: null })
    const signal = new AbortController().signal
    const page = await api.page(searches, query, place, { limit: 7, signal })
    expect(page).toEqual({ rows: [], more: false, nextCursor: null, totalSearches: 0 })
    expect(sent[0]).toMatchObject({ method: 'GET', query: { limit: 7, cursor: 'c1' }, signal })
    await api.page(searches, query, place, {})
    expect(sent[1]).not.toHaveProperty('signal')
  })

  test('an answer out of contract is the service’s error, naming the request and the field', async () => {
    const { api } = answering({ searches: [], totalSearches: -1, nextCursor: null })
    const error = await api.page(searches, query, place, {}).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).message).toBe(
      'The service\'s answer to the request to read searches of project "docs" (next page) has totalSearches = -1, not a whole number of 0 or more.'
    )
    expect(error).toMatchObject({
      method: 'GET',
      path: '/v1/analytics/docs/searches',
      failure: {
        kind: 'unreadable',
        why: 'has totalSearches = -1, not a whole number of 0 or more'
      }
    })
  })
})

describe('each kind of field, as the contract has it', () => {
  // One dataset per kind, a row that fits but for the field tried.
  const search = { searchQuery: 'q', hits: 1, ctr: 0.5, topClickedPage: null, lastSearchedAt: 't' }
  const conversation = {
    id: 'a',
    timestamp: 't',
    query: 'q',
    response: 'r',
    sources: [],
    resolutionStatus: 'answered',
    queryCategory: null,
    pageUrl: null
  }
  const feedback = { id: 'f', path: '/p', comment: null, createdAt: null, source: 's', status: 's' }
  const read = (name: 'searches' | 'assistant' | 'feedback', row: object) => {
    const list = name === 'assistant' ? 'conversations' : name
    const body = { [list]: [row], totalSearches: 1, hasMore: false, nextCursor: null }
    const page = readPage(datasetSpec(name), body)
    return page.kind === 'page' ? 'fits' : page.problem
  }
  type Case = readonly ['searches' | 'assistant' | 'feedback', object, string]
  const cases: Case[] = [
    ['searches', { hits: 0 }, 'fits'],
    ['searches', { hits: 1.5 }, 'has searches[0].hits = 1.5, not a whole number of 0 or more'],
    ['searches', { hits: '1' }, 'has searches[0].hits = "1", not a whole number of 0 or more'],
    [
      'searches',
      { hits: 2 ** 53 },
      'has searches[0].hits = 9007199254740992, not a whole number of 0 or more'
    ],
    ['searches', { ctr: 0 }, 'fits'],
    ['searches', { ctr: -0.1 }, 'has searches[0].ctr = -0.1, not a number of 0 or more'],
    ['searches', { ctr: '0.5' }, 'has searches[0].ctr = "0.5", not a number of 0 or more'],
    ['searches', { ctr: Infinity }, 'has searches[0].ctr = null, not a number of 0 or more'],
    ['searches', { searchQuery: '' }, 'fits'],
    ['searches', { searchQuery: null }, 'has searches[0].searchQuery = null, not a string'],
    ['searches', { searchQuery: 1 }, 'has searches[0].searchQuery = 1, not a string'],
    ['searches', { topClickedPage: '/p' }, 'fits'],
    ['searches', { topClickedPage: 1 }, 'has searches[0].topClickedPage = 1, not a string or null'],
    [
      'searches',
      { topClickedPage: undefined },
      'has searches[0].topClickedPage missing, not a string or null'
    ],
    ['feedback', { helpful: false }, 'fits'],
    ['feedback', {}, 'fits'],
    ['feedback', { helpful: 'true' }, 'has feedback[0].helpful = "true", not true or false'],
    ['assistant', { sources: [{ title: 'T', url: 'U' }] }, 'fits'],
    ...[
      [{ title: 'T' }],
      [{ title: 'T', url: 1 }],
      [{ url: 'U' }],
      [null],
      ['T'],
      [{ title: 'T', url: 'U' }, { title: 'T' }]
    ].map((sources): Case => [
      'assistant',
      { sources },
      `has conversations[0].sources = ${JSON.stringify(sources)}, not a list of { title, url } strings`
    ]),
    [
      'assistant',
      { sources: 'T' },
      'has conversations[0].sources = "T", not a list of { title, url } strings'
    ]
  ]
  test.each(cases)('%s with %j: %s', (name, field, said) => {
    const base = name === 'searches' ? search : name === 'assistant' ? conversation : feedback
    expect(read(name, { ...base, ...field })).toBe(said)
  })

  test('a row that is not an object, and an answer that is not one', () => {
    for (const row of [null, 'row', 1, ['/a', 1, 1, 2]]) {
      const page = readPage(datasetSpec('views'), {
        totals: { human: 0, ai: 0, total: 0 },
        views: [{ path: '/a', human: 1, ai: 1, total: 2 }, row],
        hasMore: false
      })
      expect(page).toEqual({ kind: 'malformed', problem: 'has views[1] that is not an object' })
    }
    for (const body of [null, 'answer', 1, [{ web: 1, api: 1, other: 1, total: 3 }]])
      expect(readPage(datasetSpec('assistant-callers'), body)).toEqual({
        kind: 'malformed',
        problem: 'is not an object'
      })
    expect(readPage(datasetSpec('assistant-callers'), { web: 1, api: 1, other: 1 })).toEqual({
      kind: 'malformed',
      problem: 'has total missing, not a whole number of 0 or more'
    })
  })
})

describe('paging, by the answer', () => {
  const totals = { human: 3, ai: 1, total: 4 }
  const row = { path: '/a', human: 3, ai: 1, total: 4 }

  test('an offset page: its totals, more by hasMore alone, never a cursor or a dead end', () => {
    const views = (answer: object) =>
      readPage(datasetSpec('views'), { totals, views: [row], ...answer })
    expect(views({ hasMore: true, nextCursor: 'c' })).toEqual({
      kind: 'page',
      page: { rows: [row], more: true, nextCursor: 'c', totals }
    })
    expect(views({ hasMore: false, nextCursor: 7 })).toEqual({
      kind: 'page',
      page: { rows: [row], more: false, nextCursor: null, totals }
    })
    expect(views({ hasMore: true, nextCursor: null })).toEqual({
      kind: 'page',
      page: { rows: [row], more: true, nextCursor: null, totals }
    })
    expect(views({})).toEqual({ kind: 'malformed', problem: 'has no hasMore flag' })
    expect(readPage(datasetSpec('views'), { totals: null, views: [], hasMore: false })).toEqual({
      kind: 'malformed',
      problem: 'has no totals object'
    })
  })

  test('a cursor page of a dataset whose answer has hasMore must say it', () => {
    expect(readPage(datasetSpec('feedback'), { feedback: [], nextCursor: null })).toEqual({
      kind: 'malformed',
      problem: 'has no hasMore flag'
    })
    expect(
      readPage(datasetSpec('feedback'), { feedback: [], hasMore: false, nextCursor: 'c' })
    ).toEqual({ kind: 'page', page: { rows: [], more: false, nextCursor: 'c' } })
  })

  test('isCounts: three whole numbers of 0 or more', () => {
    expect(isCounts(totals)).toBe(true)
    expect(isCounts({ ...totals, ai: -1 })).toBe(false)
    expect(isCounts(null)).toBe(false)
  })
})

import { hostileTables, tableOf } from '../../emulator/analytics-data.js'

/**
 * The analytics the docs-health tests read: a week (the one from 2026-02-15 unless `week` names
 * a day of another) with pages rated down and what readers wrote on them, searches with and
 * without a result opened, and one question asked three ways; hostile reader text in each.
 */

/** Readers' text at its nastiest: commands, a mention, HTML, math, an alert, the key, a comment. */
export const HOSTILE = (key: string) =>
  `::error::pwned @octocat <img src=x onerror=alert(1)> $$\\int_0^1 x$$ [!CAUTION] ${key} <!-- hidden -->\n::add-mask::pwned ##[error]pwned`

const WEEK_BEFORE = '2026-02-09'

export function tables(
  key: string,
  extra: { pages?: number; comment?: string; week?: string } = {}
) {
  const hostile = HOSTILE(key)
  const inWeek = extra.week ?? '2026-02-16'
  const pages = Array.from({ length: extra.pages ?? 0 }, (_, i) => ({
    path: `/generated/page-${i}`,
    thumbsUp: 1,
    thumbsDown: 2 + (i % 5),
    code: 0,
    total: 3 + (i % 5),
    date: inWeek
  }))
  const feedback = (id: string, path: string, comment: string, helpful: boolean) => ({
    id,
    path,
    comment,
    createdAt: `${inWeek}T10:00:00.000Z`,
    source: 'contextual',
    status: 'pending',
    helpful,
    contact: null,
    date: inWeek
  })
  const search = (searchQuery: string, hits: number, ctr: number) => ({
    searchQuery,
    hits,
    ctr,
    topClickedPage: ctr === 0 ? null : '/install',
    lastSearchedAt: `${inWeek}T12:00:00.000Z`,
    date: inWeek
  })
  const question = (i: number, query: string, resolutionStatus: string) => ({
    id: `01JBXK6Q0M00000000000000${String(i).padStart(2, '0')}`,
    timestamp: `${inWeek}T09:30:00.000Z`,
    query,
    response: 'I could not find that in the documentation.',
    sources: [],
    resolutionStatus,
    queryCategory: null,
    pageUrl: 'https://docs.example.com/keys',
    caller: 'web',
    date: inWeek
  })
  const comments = (path: string, n: number) =>
    Array.from({ length: n }, (_, i) =>
      feedback(`fb_${path}_${i}`, path, `${i}: ${extra.comment ?? 'Unclear'}`, false)
    )
  return {
    ...hostileTables({ views: 200 }),
    'feedback-by-page': tableOf([
      { path: '/quickstart', thumbsUp: 2, thumbsDown: 9, code: 0, total: 11, date: inWeek },
      { path: '/api/auth', thumbsUp: 5, thumbsDown: 4, code: 1, total: 10, date: inWeek },
      { path: '/loved', thumbsUp: 8, thumbsDown: 0, code: 0, total: 8, date: inWeek },
      { path: '/last-week', thumbsUp: 0, thumbsDown: 30, code: 0, total: 30, date: WEEK_BEFORE },
      ...pages
    ]),
    feedback: tableOf([
      feedback('fb_1', '/quickstart', hostile, false),
      feedback('fb_2', '/quickstart', 'Step 3 fails with a 401.', false),
      feedback('fb_3', '/quickstart', 'Great page!', true),
      feedback('fb_4', '/api/auth', 'Which scope does the key need?', false),
      ...pages.flatMap(p => comments(p.path, 3))
    ]),
    searches: tableOf([
      search('install', 100, 0.5),
      search('webhook retries', 40, 0),
      search(hostile, 12, 0)
    ]),
    assistant: tableOf([
      question(1, 'How do I rotate my API key?', 'unanswered'),
      question(2, 'how do i rotate my api key', 'unanswered'),
      question(3, '  How do I rotate   my API key ', 'unanswered'),
      question(4, hostile, 'unanswered'),
      question(5, 'What is Mintlify?', 'answered')
    ])
  }
}

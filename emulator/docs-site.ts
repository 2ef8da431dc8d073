/**
 * An ordinary documentation site's month, for the demo, `npm run stand-in` and `local-action`:
 * the pages, searches and questions of an API's docs, and traffic that moves week to week, so a
 * newcomer sees what a normal week looks like (every "change" cell a figure). Deterministic, made
 * by index. Its rows are laid out in weeks: row `i` is item `i >> 2` (a page, a query) in one of
 * the four weeks, on a day of that week, so each item appears once a week and a one-week period compared
 * with the week before finds every item in both. The hostile strings the tests need are in
 * visitors-data.ts (`hostileDataset`) and analytics-data.ts (`hostileTables`).
 */

const HEAD_PAGES = [
  '/quickstart',
  '/introduction',
  '/api-reference/authentication',
  '/guides/rotate-api-keys',
  '/installation',
  '/api-reference/overview',
  '/guides/webhooks',
  '/sdks/node',
  '/api-reference/errors',
  '/guides/rate-limits',
  '/sdks/python',
  '/api-reference/versioning',
  '/guides/custom-domains',
  '/changelog',
  '/guides/pagination',
  '/api-reference/webhooks/events',
  '/guides/migrate-from-v1',
  '/concepts/environments',
  '/sdks/go',
  '/troubleshooting/401-unauthorized'
]
const RESOURCES = ['projects', 'deployments', 'domains', 'members', 'keys', 'webhooks', 'pages']
const VERBS = ['list', 'get', 'create', 'update', 'delete']

/** The path of page `k`, the most read first; past the named ones, the API reference's. */
export function docsPath(k: number): string {
  const named = HEAD_PAGES[k]
  if (named !== undefined) return named
  const n = k - HEAD_PAGES.length
  const resource = RESOURCES[n % RESOURCES.length] ?? 'projects'
  const verb = VERBS[Math.floor(n / RESOURCES.length) % VERBS.length] ?? 'list'
  const round = Math.floor(n / (RESOURCES.length * VERBS.length))
  return `/api-reference/${resource}/${verb}${round === 0 ? '' : `-v${round + 1}`}`
}

const QUERIES = [
  'api key',
  'rate limit',
  'webhooks',
  'how do I rotate an API key',
  'pagination',
  'custom domain',
  'python sdk',
  'delete project',
  'sso',
  'error 429',
  'environment variables',
  'preview deployments'
]

/** A search query readers typed; past the list, one about a reference page. */
export function query(k: number): string {
  return QUERIES[k] ?? `${docsPath(k).split('/').slice(-2).join(' ')} example`
}

const QUESTIONS = [
  'How do I rotate an API key without downtime?',
  'Can I use the API from a browser?',
  'What is the rate limit for the analytics endpoints?',
  'How do I verify a webhook signature in Go?',
  'Does the Python SDK support async?',
  'How do I move a project to another organization?',
  'Why does my custom domain show a certificate error?',
  'Is there a sandbox environment?'
]

/** A question asked of the assistant. */
export function question(k: number): string {
  return QUESTIONS[k % QUESTIONS.length] ?? ''
}

const COMMENTS = [
  'Clear and quick, thanks.',
  'The curl example is missing the Authorization header.',
  'Which SDK version does this need?',
  'Step 3 fails with a 403 for me.',
  'Please add a Python example.',
  'Worked first time.'
]

/** A reader's comment on a page. */
export function comment(k: number): string {
  return COMMENTS[k % COMMENTS.length] ?? ''
}

/** The item (page, query) of row `i`, and its week (0 to 3). */
export function itemOf(i: number): { readonly k: number; readonly week: number } {
  // Turned by the item, so a row's `i % 4` (its feedback's source, its assistant query's caller)
  // is not its week's: a week holds every kind.
  const k = Math.floor(i / 4)
  return { k, week: (i + k) % 4 }
}

/** The calendar index of row `i`: a day of its week (0-27), the days spread over the items. */
export function dayIndexOf(i: number): number {
  const { k, week } = itemOf(i)
  return week * 7 + (k % 7)
}

/**
 * Item `k`'s count in `week`: the popular first (a long tail), moving week to week by up to about
 * a tenth or two, up or down, each item its own way.
 */
export function weekly(k: number, week: number, most: number): number {
  const base = most / (k + 1) ** 0.8
  const drift = Math.sin(k * 1.7 + week * 2.3) * 0.1 + ((k % 3) - 1) * 0.04 * week
  return Math.max(1, Math.round(base * (1 + drift)))
}

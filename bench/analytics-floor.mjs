/* global URL, fetch */
// The floor of the analytics export for `npm run bench`: a bare paging loop over one dataset. It
// reads the same INPUT_* variables as the action, asks for each page with the platform's fetch at
// the same page size, follows `offset` or `nextCursor`, and writes each row as an NDJSON line to
// the same file; no checks, no budget, no summary, no log.
import { createWriteStream, mkdirSync } from 'node:fs'
import { once } from 'node:events'
import { join } from 'node:path'

const PAGING = {
  views: ['views', 'views', 250, 'offset'],
  visitors: ['visitors', 'visitors', 250, 'offset'],
  feedback: ['feedback', 'feedback', 100, 'cursor'],
  searches: ['searches', 'searches', 100, 'cursor'],
  assistant: ['assistant', 'conversations', 1000, 'cursor']
}
const name = process.env.INPUT_DATASETS ?? 'views'
const [path, list, limit, paging] = PAGING[name]
const base = process.env['INPUT_BASE-URL'] ?? 'https://api.mintlify.com'
const project = encodeURIComponent(process.env.INPUT_PROJECTID ?? '')
const dir = join(process.env.GITHUB_WORKSPACE ?? '.', 'mintlify-analytics')
mkdirSync(dir, { recursive: true })
const out = createWriteStream(join(dir, `${name}.ndjson`))
let offset = 0
let cursor
for (;;) {
  const url = new URL(`${base}/v1/analytics/${project}/${path}`)
  url.searchParams.set('limit', String(limit))
  if (paging === 'offset') url.searchParams.set('offset', String(offset))
  else if (cursor !== undefined) url.searchParams.set('cursor', cursor)
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${process.env['INPUT_SECRET-KEY'] ?? ''}` }
  })
  const page = await res.json()
  const rows = page[list]
  if (!out.write(rows.map(r => JSON.stringify(r) + '\n').join(''))) await once(out, 'drain')
  if (paging === 'offset') {
    if (!page.hasMore) break
    offset += rows.length
  } else {
    if (page.nextCursor === null || page.hasMore === false) break
    cursor = page.nextCursor
  }
}
out.end()
await once(out, 'finish')

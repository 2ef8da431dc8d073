/* global URL, fetch */
// The floor of the visitors export for `npm run bench`: a bare paging loop. It reads the same
// INPUT_* variables as the action, asks for each page with the platform's fetch, and writes each
// row as a CSV line to the same file; no checks, no summary, no log.
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { join } from 'node:path'

const base = process.env['INPUT_BASE-URL'] ?? 'https://api.mintlify.com'
const project = encodeURIComponent(process.env.INPUT_PROJECTID ?? '')
const limit = Number(process.env.INPUT_LIMIT ?? 250)
const out = createWriteStream(join(process.env.GITHUB_WORKSPACE ?? '.', 'visitors.csv'))
out.write('path,human,ai,total\r\n')
for (let offset = 0; ; offset += limit) {
  const url = new URL(`${base}/v1/analytics/${project}/visitors`)
  url.searchParams.set('limit', String(limit))
  url.searchParams.set('offset', String(offset))
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${process.env['INPUT_SECRET-KEY'] ?? ''}` }
  })
  const page = await res.json()
  const lines = page.visitors.map(r => `"${r.path}",${r.human},${r.ai},${r.total}\r\n`).join('')
  if (!out.write(lines)) await once(out, 'drain')
  if (!page.hasMore) break
}
out.end()
await once(out, 'finish')

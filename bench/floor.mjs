/* global URL, Buffer */
// The ES-module floor for `npm run bench`: the least an ES module does to make the action's first
// request. It reads the same INPUT_* variables the runner gives the action, sends the same create
// request with node:http (or node:https), reads the answer and exits. Nothing else: no checks, no
// log. Two of them: as an ES module is written, importing the built-ins (the floor the start-up
// target of issue 45 was set against), and with FLOOR_REQUIRE=1 requiring them, as the bundles do
// (src/http/builtins.ts): an import of node:http builds its ES facade, whose lazy getters load
// Node's fetch (undici), 30-50 ms no action needs to spend.
import { createRequire } from 'node:module'

const builtIn =
  process.env.FLOOR_REQUIRE === '1'
    ? name => createRequire(import.meta.url)(name)
    : async name => (await import(name)).default
const http = await builtIn('node:http')
const https = await builtIn('node:https')

const base = new URL(process.env['INPUT_BASE-URL'] ?? 'https://api.mintlify.com')
const project = process.env.INPUT_PROJECTID ?? ''
const body = JSON.stringify({ prompt: process.env.INPUT_PROMPT ?? '' })
const url = new URL(
  `${base.pathname.replace(/\/+$/, '')}/v2/agent/${encodeURIComponent(project)}/job`,
  base
)
const req = (url.protocol === 'https:' ? https : http).request(url, {
  method: 'POST',
  headers: {
    authorization: `Bearer ${process.env['INPUT_SECRET-KEY'] ?? ''}`,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body)
  }
})
req.on('response', res => {
  res.resume()
  res.on('end', () => process.exit(res.statusCode < 300 ? 0 : 1))
})
req.on('error', () => process.exit(1))
req.end(body)

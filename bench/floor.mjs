/* global URL, Buffer */
// The floor for `npm run bench`: the least a script can do to make the action's first request.
// It reads the same INPUT_* variables the runner gives the action, sends the same create request
// with node:http (or node:https), reads the answer and exits. Nothing else: no checks, no log.
// The built-ins are required, as the bundles do (src/http/builtins.ts): an ES import of node:http
// loads Node's fetch too, some 30 ms that no floor needs to spend.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const http = require('node:http')
const https = require('node:https')

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

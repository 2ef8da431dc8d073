import { createRequire } from 'node:module'
import type * as Http from 'node:http'
import type * as Https from 'node:https'
import type * as Tls from 'node:tls'

/**
 * `node:http`, `node:https` and `node:tls` as CommonJS gives them. An ES `import` of a built-in
 * makes its ES facade, which reads every export once, the lazy ones too: `node:http`'s
 * `WebSocket` and its kin load Node's whole `fetch` (undici), some 30 ms before a run's first
 * request (`npm run bench -- startup`). `require` reads only what is used.
 */
const require = createRequire(import.meta.url)

export const http = require('node:http') as typeof Http
export const https = require('node:https') as typeof Https
export const tls = require('node:tls') as typeof Tls

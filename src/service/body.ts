import { readBounded, type HttpHeaders, type HttpResponse } from '../http/stack.js'
import { printable } from '../text/format.js'
import { readKept, type KeptAnswer } from './kept-json.js'

/**
 * Reading what the service sent, bounded: at most `maxBytes` (the stack's one bounded reader),
 * only bodies in no `Content-Encoding` (none is asked for), and as UTF-8 text without a
 * byte-order mark. Anything else is described, printably, for the error that says what came back.
 * An answer that may be large (a build's status) is read to its end and kept in part instead, as
 * `keep` says (kept-json.ts), within its own bound.
 */

export type BodyRead =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'unreadable'; readonly why: string }

const BOM = Buffer.from([0xef, 0xbb, 0xbf])

export async function readBody(
  res: { readonly headers: Pick<HttpHeaders, 'get'>; readonly body: HttpResponse['body'] },
  maxBytes: number,
  keep?: KeptAnswer
): Promise<BodyRead> {
  const encoding = (res.headers.get('content-encoding') ?? 'identity').trim().toLowerCase()
  if (encoding !== '' && encoding !== 'identity') {
    // Not read at all: cancelled, and its connection with it.
    await res.body?.cancel().catch(() => undefined)
    return {
      kind: 'unreadable',
      why: `it came with Content-Encoding "${printable(encoding, 40)}", which was not asked for`
    }
  }
  if (keep !== undefined) return readKept(res.body, keep)
  const read = await readBounded(res.body, maxBytes)
  if (read.kind === 'too-large')
    return { kind: 'unreadable', why: `it is larger than ${read.maxBytes} bytes` }
  if (read.bytes.subarray(0, 3).equals(BOM)) {
    return { kind: 'unreadable', why: 'it starts with a byte-order mark, which JSON must not have' }
  }
  return { kind: 'text', text: read.bytes.toString('utf8') }
}

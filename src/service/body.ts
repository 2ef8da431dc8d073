import { truncate } from '../text/format.js'

/**
 * Reading what the service sent, bounded: at most `maxBytes` (the rest is not read, so an endless
 * answer costs no more memory than that), only bodies in no `Content-Encoding` (none is asked
 * for), and as UTF-8 text without a byte-order mark. Anything else is described, printably, for
 * the error that says what came back.
 */

export type BodyRead =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'unreadable'; readonly why: string }

const BOM = Buffer.from([0xef, 0xbb, 0xbf])

export async function readBody(
  body: AsyncIterable<Buffer | string> & {
    destroy(): unknown
    once(event: 'error', listener: () => void): unknown
  },
  headers: Readonly<Record<string, string | string[] | undefined>>,
  maxBytes: number
): Promise<BodyRead> {
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase()
  if (encoding !== '' && encoding !== 'identity') {
    // Not read at all: destroyed with its "aborted" error caught, or it would end the process.
    body.once('error', () => undefined)
    body.destroy()
    return {
      kind: 'unreadable',
      why: `it came with Content-Encoding "${printable(encoding, 40)}", which was not asked for`
    }
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    size += bytes.length
    if (size > maxBytes) {
      body.destroy()
      return { kind: 'unreadable', why: `it is larger than ${maxBytes} bytes` }
    }
    chunks.push(bytes)
  }
  const all = Buffer.concat(chunks)
  if (all.subarray(0, 3).equals(BOM)) {
    return { kind: 'unreadable', why: 'it starts with a byte-order mark, which JSON must not have' }
  }
  return { kind: 'text', text: all.toString('utf8') }
}

/** Text from outside, shown in a message: control characters as `?`, cut short. */
export function printable(text: string, max: number): string {
  return truncate(text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '?'), max)
}

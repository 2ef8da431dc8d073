import { Readable } from 'node:stream'
import { describe, expect, test } from '@jest/globals'
import { readBody } from '../../src/service/body.js'
import { text } from '../../src/service/kept-json.js'

/** An answer with these headers whose body comes in these chunks. */
function answer(chunks: (string | Buffer)[], headers: Record<string, string> = {}) {
  let cancelled = false
  const body = Object.assign(Readable.from(chunks.map(c => Buffer.from(c))), {
    cancel: () => {
      cancelled = true
      return Promise.resolve()
    }
  })
  return {
    res: { headers: { get: (name: string) => headers[name.toLowerCase()] ?? null }, body },
    cancelled: () => cancelled
  }
}

describe('readBody', () => {
  test('UTF-8 text, joined across chunks (a character split between two included)', async () => {
    const bytes = Buffer.from('{"a":"é"}')
    const { res } = answer([bytes.subarray(0, 7), bytes.subarray(7)])
    expect(await readBody(res, 100)).toEqual({ kind: 'text', text: '{"a":"é"}' })
  })

  test('no body at all is empty text', async () => {
    expect(await readBody({ headers: { get: () => null }, body: null }, 10)).toEqual({
      kind: 'text',
      text: ''
    })
  })

  test('at the limit it is read; one byte over, it is not, and the rest is never read', async () => {
    expect(await readBody(answer(['12345', '67890']).res, 10)).toEqual({
      kind: 'text',
      text: '1234567890'
    })
    const endless = Readable.from(
      (function* () {
        for (let i = 0; i < 1e6; i++) yield Buffer.alloc(1024, 97)
      })()
    )
    const read = await readBody(
      {
        headers: { get: () => null },
        body: Object.assign(endless, { cancel: () => Promise.resolve() })
      },
      4096
    )
    expect(read).toEqual({ kind: 'unreadable', why: 'it is larger than 4096 bytes' })
    expect(endless.destroyed).toBe(true)
  })

  test.each(['gzip', 'br', ' Deflate ', 'x\u0000y'])(
    'a Content-Encoding of %j that was not asked for: not read, cancelled',
    async encoding => {
      const { res, cancelled } = answer(['x'], { 'content-encoding': encoding })
      const read = await readBody(res, 10)
      expect(read.kind).toBe('unreadable')
      expect(read.kind === 'unreadable' && read.why).toMatch(
        /^it came with Content-Encoding "[^"]+", which was not asked for$/
      )
      // Printable: a control character in it is shown as "?".
      expect(JSON.stringify(read)).not.toContain('\\u0000')
      expect(cancelled()).toBe(true)
    }
  )

  test.each(['identity', '', ' IDENTITY '])('Content-Encoding %j is plain', async encoding => {
    expect(await readBody(answer(['{}'], { 'content-encoding': encoding }).res, 10)).toEqual({
      kind: 'text',
      text: '{}'
    })
  })

  test('a byte-order mark is refused: JSON must not have one', async () => {
    expect(await readBody(answer([Buffer.from([0xef, 0xbb, 0xbf]), '{}']).res, 10)).toEqual({
      kind: 'unreadable',
      why: 'it starts with a byte-order mark, which JSON must not have'
    })
  })

  test('with keep: read past maxBytes to its end, kept as its shape says; an encoding still refused', async () => {
    const keep = { shape: { kind: 'record' as const, fields: { a: text(5) } }, maxBytes: 100 }
    const long = `{"b":"${'x'.repeat(50)}","a":"abcdefgh"}`
    expect(await readBody(answer([long]).res, 10, keep)).toEqual({
      kind: 'text',
      text: '{"a":"abcd…"}'
    })
    const { res, cancelled } = answer([long], { 'content-encoding': 'gzip' })
    expect((await readBody(res, 10, keep)).kind).toBe('unreadable')
    expect(cancelled()).toBe(true)
  })
})

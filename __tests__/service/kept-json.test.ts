import { Readable } from 'node:stream'
import { describe, expect, test } from '@jest/globals'
import {
  keptText,
  MAX_KEPT_CHARS,
  readKept,
  text,
  type Keep,
  type KeptAnswer
} from '../../src/service/kept-json.js'

/** A body in these chunks (strings as UTF-8), and whether it was read to its end. */
function body(chunks: readonly (string | Buffer)[]) {
  return Readable.from(chunks.map(c => (typeof c === 'string' ? Buffer.from(c) : c)))
}

const SHAPE: Keep = {
  kind: 'record',
  fields: {
    status: text(10),
    logs: { kind: 'list', keep: 'last', max: 3, of: text(5) },
    files: { kind: 'list', keep: 'first', max: 2, of: text(100) },
    commit: {
      kind: 'record',
      fields: {
        sha: text(100),
        list: {
          kind: 'list',
          keep: 'first',
          max: 2,
          of: { kind: 'record', fields: { a: text(9) } }
        }
      }
    }
  }
}
const answer: KeptAnswer = { shape: SHAPE, maxBytes: 10_000 }

async function keep(json: string | readonly (string | Buffer)[], with_ = answer) {
  const read = await readKept(body(typeof json === 'string' ? [json] : json), with_)
  return read.kind === 'text' ? (JSON.parse(read.text) as unknown) : read
}

describe('readKept keeps what the shape names', () => {
  test('the fields named, their texts cut with …; every other field dropped', async () => {
    expect(
      await keep(
        JSON.stringify({
          status: 'success',
          other: { deep: ['x'.repeat(1000)] },
          commit: {
            sha: 'abc',
            message: 'dropped',
            list: [{ a: 'yes', b: 'no' }, { a: 1 }, { a: 2 }]
          }
        })
      )
    ).toEqual({ status: 'success', commit: { sha: 'abc', list: [{ a: 'yes' }, { a: 1 }] } })
    expect(await keep('{"status":"in_progress_and_more"}')).toEqual({ status: 'in_progre…' })
  })

  test('a list kept by its last items: the last max, whatever its length', async () => {
    const logs = Array.from({ length: 10_001 }, (_, i) => String(i))
    expect(await keep(JSON.stringify({ logs }), { shape: SHAPE, maxBytes: 1e6 })).toEqual({
      logs: ['9998', '9999', '10000']
    })
    expect(await keep('{"logs":["a","b"]}')).toEqual({ logs: ['a', 'b'] })
    expect(await keep('{"logs":["a","b","c","d"]}')).toEqual({ logs: ['b', 'c', 'd'] })
    expect(await keep('{"logs":["a","b","c","d","e","f"]}')).toEqual({ logs: ['d', 'e', 'f'] })
    expect(await keep('{"logs":["123456"]}')).toEqual({ logs: ['1234…'] })
  })

  test('a list kept by its first items; a list of texts keeps only its strings', async () => {
    expect(await keep('{"files":["a",7,{"x":1},["y"],null,"b","c"]}')).toEqual({
      files: ['a', 'b']
    })
    expect(await keep('{"logs":["a",1,"b",{},"c",[],true]}')).toEqual({ logs: ['a', 'b', 'c'] })
  })

  test('another kind where a text, list or record is wanted: kept to say what it was, no more', async () => {
    expect(
      await keep(
        JSON.stringify({
          status: { a: 'x'.repeat(100) },
          logs: 'x'.repeat(100),
          files: {},
          commit: [1, 2]
        })
      )
    ).toEqual({ status: {}, logs: `${'x'.repeat(63)}…`, files: {}, commit: [] })
    expect(await keep('{"status":7,"logs":null,"commit":true}')).toEqual({
      status: 7,
      logs: null,
      commit: true
    })
    expect(await keep('[{"status":"success"}]')).toEqual([])
    expect(await keep('"success"')).toBe('success')
  })

  test('a key given twice counts as JSON.parse counts it, the last', async () => {
    expect(await keep('{"status":"success","status":"failure"}')).toEqual({ status: 'failure' })
    expect(await keep('{"logs":["a"],"logs":["b"]}')).toEqual({ logs: ['b'] })
  })

  test('no key of the prototype is a field: __proto__, constructor, toString', async () => {
    const kept = await keep('{"__proto__":{"status":"success"},"constructor":"x","toString":"y"}')
    expect(kept).toEqual({})
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype)
  })

  test('a key longer than the scanner keeps is no field, even when its start is one', async () => {
    const key = `status${'x'.repeat(MAX_KEPT_CHARS)}`
    expect(
      await keep(JSON.stringify({ [key]: 'success' }), { shape: SHAPE, maxBytes: 1e6 })
    ).toEqual({})
  })

  test('a text longer than the scanner keeps is cut with …, even where the shape allows more', async () => {
    const long = 'é'.repeat(MAX_KEPT_CHARS + 10)
    const shape: Keep = {
      kind: 'record',
      fields: { s: { kind: 'text', maxChars: MAX_KEPT_CHARS * 2 } }
    }
    const kept = (await keep(JSON.stringify({ s: long }), { shape, maxBytes: 1e6 })) as {
      s: string
    }
    expect([kept.s.length, kept.s.endsWith('é…')]).toEqual([MAX_KEPT_CHARS + 1, true])
    expect(text(MAX_KEPT_CHARS * 2)).toEqual({ kind: 'text', maxChars: MAX_KEPT_CHARS })
  })
})

describe('readKept refuses what is not one whole JSON value, within maxBytes', () => {
  test('UTF-8 split across chunks is read whole', async () => {
    const bytes = Buffer.from('{"status":"é😀"}')
    expect(await keep([bytes.subarray(0, 12), bytes.subarray(12, 14), bytes.subarray(14)])).toEqual(
      {
        status: 'é😀'
      }
    )
  })

  test('an answer cut short, or not JSON, is unreadable, saying why', async () => {
    expect(await keep('{"status":"success","logs":["a"')).toEqual({
      kind: 'unreadable',
      why: 'it is not JSON: it ends at character 31, before its value does'
    })
    expect(await keep('<html>')).toEqual({
      kind: 'unreadable',
      why: 'it is not JSON: unexpected "<" at character 0'
    })
    expect(await keep([])).toEqual({ kind: 'unreadable', why: 'it is not JSON: it is empty' })
  })

  test('a byte-order mark is refused, as readBody refuses it, even split across chunks', async () => {
    const why = 'it starts with a byte-order mark, which JSON must not have'
    expect(await keep(['\ufeff{}'])).toEqual({ kind: 'unreadable', why })
    expect(await keep([Buffer.from([0xef]), Buffer.from([0xbb, 0xbf]), '{}'])).toEqual({
      kind: 'unreadable',
      why
    })
    expect(await keep(['{"status":"\ufeff"}'])).toEqual({ status: '\ufeff' })
  })

  test('at maxBytes it is read; one byte over, it is not, and the rest is never read', async () => {
    const json = JSON.stringify({ status: 'success' })
    expect(await keep(json, { shape: SHAPE, maxBytes: json.length })).toEqual({ status: 'success' })
    expect(await keep(json, { shape: SHAPE, maxBytes: json.length - 1 })).toEqual({
      kind: 'unreadable',
      why: `it is larger than ${json.length - 1} bytes`
    })
    let sent = 0
    const endless = Readable.from(
      (function* () {
        yield Buffer.from('{"logs":["')
        for (;;) {
          sent++
          yield Buffer.alloc(1024, 97)
        }
      })()
    )
    expect(await readKept(endless, { shape: SHAPE, maxBytes: 64 * 1024 })).toEqual({
      kind: 'unreadable',
      why: `it is larger than ${64 * 1024} bytes`
    })
    expect(sent).toBeLessThan(70)
  })

  test('a failure of the stream is the stream’s, not a JSON error', async () => {
    const broken = Readable.from(
      (function* () {
        yield Buffer.from('{"status":')
        throw new Error('socket hang up')
      })()
    )
    await expect(readKept(broken, answer)).rejects.toThrow('socket hang up')
  })
})

describe('keptText', () => {
  test.each([
    ['abc', false, 3, 'abc'],
    ['abcd', false, 3, 'ab…'],
    ['abc', true, 10, 'abc…'],
    ['a😀b', false, 3, 'a…'],
    ['ab', false, 1, '…'],
    ['', true, 0, '…']
  ])('%j (cut: %s) kept to %i is %j', (given, cut, max, kept) =>
    expect(keptText(given, cut, max)).toBe(kept)
  )
})

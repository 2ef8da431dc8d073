import { describe, expect, test } from '@jest/globals'
import { judgeResponse } from '../../src/service/answer.js'

const text = (body: string) => ({ kind: 'text', text: body }) as const

describe('judgeResponse', () => {
  test('a 2xx JSON object is the value, whatever the 2xx', () => {
    expect(judgeResponse(200, text('{"id":"j"}'), undefined)).toEqual({
      kind: 'done',
      value: { id: 'j' }
    })
    expect(judgeResponse(299, text('{}'), 5)).toEqual({ kind: 'done', value: {} })
  })

  test.each([
    ['<html>\n<b>proxy</b>', 'is not JSON (an HTML page starting "<html> <b>proxy</b>")'],
    ['oops', 'is not JSON (text starting "oops")'],
    ['[1,2]', 'is JSON but not an object (an array)'],
    ['null', 'is JSON but not an object (null)'],
    ['"s"', 'is JSON but not an object (a string)'],
    ['\u001b[31m::error::x\n', 'is not JSON (text starting "?[31m::error::x")']
  ])('a 2xx whose body is %j is unreadable: it %s', (body, why) => {
    expect(judgeResponse(201, text(body), undefined)).toEqual({
      kind: 'failed',
      failure: { kind: 'unreadable', status: 201, why }
    })
  })

  test('a 2xx whose body could not be read says why', () => {
    const body = { kind: 'unreadable', why: 'it is larger than 10 bytes' } as const
    expect(judgeResponse(200, body, undefined)).toEqual({
      kind: 'failed',
      failure: {
        kind: 'unreadable',
        status: 200,
        why: 'could not be read: it is larger than 10 bytes'
      }
    })
  })

  test.each([
    [199, '{}'],
    [300, '{}'],
    [302, ''],
    [404, '{"error":"Job not found"}'],
    [500, '<html>']
  ])('%d is a status failure, never a value', (status, body) => {
    expect(judgeResponse(status, text(body), undefined)).toMatchObject({
      kind: 'failed',
      failure: { kind: 'status', status }
    })
  })

  test("an error status carries the service's own words and Retry-After", () => {
    expect(judgeResponse(429, text('{"error":"slow down"}'), 5_000)).toEqual({
      kind: 'failed',
      failure: { kind: 'status', status: 429, retryAfterMs: 5_000, said: 'slow down' }
    })
    expect(
      judgeResponse(
        400,
        text('{"error":"bad","details":[{"message":"a"},{"x":1},null]}'),
        undefined
      )
    ).toEqual({ kind: 'failed', failure: { kind: 'status', status: 400, said: 'bad; a' } })
    expect(judgeResponse(500, text(''), undefined)).toEqual({
      kind: 'failed',
      failure: { kind: 'status', status: 500 }
    })
    expect(judgeResponse(502, text('<h1>Bad</h1>'), undefined)).toEqual({
      kind: 'failed',
      failure: {
        kind: 'status',
        status: 502,
        said: '(not JSON: an HTML page starting "<h1>Bad</h1>")'
      }
    })
    expect(judgeResponse(500, text('{"message":"x"}'), undefined)).toEqual({
      kind: 'failed',
      failure: { kind: 'status', status: 500 }
    })
    expect(
      judgeResponse(503, { kind: 'unreadable', why: 'it is larger than 9 bytes' }, undefined)
    ).toEqual({
      kind: 'failed',
      failure: { kind: 'status', status: 503, said: '(it is larger than 9 bytes)' }
    })
  })

  test("the service's words are capped at 500 characters", () => {
    const judged = judgeResponse(400, text(JSON.stringify({ error: 'e'.repeat(900) })), undefined)
    const said =
      judged.kind === 'failed' && judged.failure.kind === 'status' ? judged.failure.said : ''
    expect(said).toHaveLength(500)
    expect(said?.endsWith('…')).toBe(true)
  })
})

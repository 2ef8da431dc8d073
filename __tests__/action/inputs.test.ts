import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { agentAction } from '../../src/agent/action.js'
import { visitorsAction } from '../../src/visitors/action.js'
import { analyticsAction } from '../../src/analytics/action.js'
import { deployAction } from '../../src/deploy/action.js'
import type { Action } from '../../src/action/run-action.js'
import { ActionError, InputError } from '../../src/action/errors.js'
import {
  declaredReader,
  isLoopback,
  optional,
  parseChoice,
  parseToken,
  required,
  parseBaseUrl,
  parseBoolean,
  parseDate,
  parseDuration,
  parseInteger,
  parseList,
  strayInputs
} from '../../src/action/inputs.js'

describe('parseDuration', () => {
  test('durations take ms, s, m and h', () => {
    const b = { minMs: 1, maxMs: 10 * 3_600_000 }
    expect(parseDuration('t', '250ms', b)).toBe(250)
    expect(parseDuration('t', '90s', b)).toBe(90_000)
    expect(parseDuration('t', '30m', b)).toBe(1_800_000)
    expect(parseDuration('t', '1.5h', b)).toBe(5_400_000)
  })

  test('a bare number is refused with the fix, and bounds are named in the unit people write', () => {
    const b = { minMs: 1000, maxMs: 90 * 60_000 }
    expect(() => parseDuration('t', '30', b)).toThrow('add one of ms, s, m, h (for example "30s"')
    expect(() => parseDuration('t', '2h', b)).toThrow('between 1s and 1h 30m')
  })
})

describe('parseBoolean, parseInteger, parseList', () => {
  test('booleans are YAML 1.2 core-schema words only', () => {
    expect(parseBoolean('b', 'True')).toBe(true)
    expect(parseBoolean('b', 'FALSE')).toBe(false)
    expect(() => parseBoolean('b', '')).toThrow(InputError)
    expect(() => parseBoolean('b', 'yes')).toThrow(InputError)
  })
  test('integers are whole, safe and within bounds', () => {
    expect(parseInteger('n', '42', { min: 1, what: 'x' })).toBe(42)
    for (const bad of ['4.0', '1e3', '', ' 7', '9007199254740993', '0'])
      expect(() => parseInteger('n', bad, { min: 1, what: 'x' })).toThrow('Input "n" must be')
  })
  test('lists split on commas and lines, trimmed, blanks dropped', () => {
    expect(parseList(' a, b\n\n c ,')).toEqual(['a', 'b', 'c'])
  })
})

describe('base-url', () => {
  test.each([
    'http://localhost:8080',
    'http://127.0.0.1:1',
    'http://127.9.9.9',
    'http://[::1]:3000'
  ])('%s is loopback and allowed over http', url => {
    expect(parseBaseUrl(url).href.startsWith('http://')).toBe(true)
  })
  test.each(['localhost.evil.com', '128.0.0.1', '::2', '10.0.0.1'])('%s is not loopback', host => {
    expect(isLoopback(host)).toBe(false)
  })
  test('a path prefix is kept', () => {
    expect(parseBaseUrl('https://proxy.example.com/mintlify/').pathname).toBe('/mintlify/')
  })
})

describe('parseDate', () => {
  test.each([
    '2026-02-28',
    '2024-02-29',
    '2026-02-01T00:00:00Z',
    '2026-02-01T12:30Z',
    '2026-02-01T12:30:15.123+05:30',
    '2026-02-01T12:30:15'
  ])('%s is a real date', value => {
    expect(parseDate('d', value).text).toBe(value)
  })
  test.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-2-1',
    '20260201',
    '2026-02-01T25:00Z',
    'yesterday',
    '2026-02-01 10:00'
  ])('%s is rejected', value => {
    expect(() => parseDate('d', value)).toThrow('Input "d" must be a real date')
  })
})

describe('every message and bound, exactly', () => {
  test('required names the input and what to give; optional is undefined for empty', () => {
    expect(() => required('projectId', '', 'the project id')).toThrow(
      new InputError('projectId', 'Input "projectId" is required: give the project id.')
    )
    expect(required('projectId', 'docs', 'x')).toBe('docs')
    expect(optional('')).toBeUndefined()
    expect(optional('x')).toBe('x')
    const error = new InputError('a', 'b')
    expect(error.input).toBe('a')
    expect(error.name).toBe('InputError')
    expect(new ActionError('m').name).toBe('ActionError')
  })

  test.each(['a b', 'a\nb', 'a\tb', ' a'])('a token holding whitespace (%j) is refused', value => {
    expect(() => parseToken('secret-key', value)).toThrow(
      'Input "secret-key" holds whitespace or a line break inside it; a key is one word.'
    )
    expect(() => parseToken('github-token', value)).toThrow('a token is one word')
  })

  test('a token of one word is given back', () => {
    expect(parseToken('secret-key', 'mint_abc')).toBe('mint_abc')
  })

  test('booleans: every accepted spelling, and the message for another', () => {
    for (const t of ['true', 'True', 'TRUE']) expect(parseBoolean('b', t)).toBe(true)
    for (const f of ['false', 'False', 'FALSE']) expect(parseBoolean('b', f)).toBe(false)
    expect(() => parseBoolean('b', 'tRue')).toThrow('Input "b" must be true or false, not "tRue".')
  })

  test('durations: the bounds are inclusive, and every wrong form names the input', () => {
    const b = { minMs: 1000, maxMs: 60_000 }
    expect(parseDuration('t', '1s', b)).toBe(1000)
    expect(parseDuration('t', '1m', b)).toBe(60_000)
    expect(parseDuration('t', '1000ms', b)).toBe(1000)
    expect(parseDuration('t', '1 s', b)).toBe(1000)
    expect(() => parseDuration('t', '999ms', b)).toThrow(
      'Input "t" is "999ms"; it must be between 1s and 1m.'
    )
    expect(() => parseDuration('t', '60001ms', b)).toThrow('between 1s and 1m')
    expect(() => parseDuration('t', '1.5', b)).toThrow(
      'Input "t" is "1.5", a number without a unit: add one of ms, s, m, h (for example "1.5s" or "1.5m").'
    )
    for (const bad of ['', '5 sec', '5S', '-5s', '.5s', '5s ', 's', '1d', '5s5']) {
      expect(() => parseDuration('t', bad, b)).toThrow(
        `Input "t" must be a duration such as "90s", "30m" or "1h" (units: ms, s, m, h), not "${bad}".`
      )
    }
  })

  test('integers: bounds inclusive, signs read, the range said as it is', () => {
    expect(parseInteger('n', '+5', { min: 1, max: 5, what: 'rows' })).toBe(5)
    expect(parseInteger('n', '1', { min: 1, max: 5, what: 'rows' })).toBe(1)
    expect(parseInteger('n', '-3', { min: -3, what: 'x' })).toBe(-3)
    expect(parseInteger('n', '0', { what: 'x' })).toBe(0)
    expect(() => parseInteger('n', '6', { min: 1, max: 5, what: 'rows' })).toThrow(
      'Input "n" must be a whole number from 1 to 5 (rows), not "6".'
    )
    expect(() => parseInteger('n', '-1', { what: 'x' })).toThrow(
      'Input "n" must be a whole number of at least 0 (x), not "-1".'
    )
    expect(() => parseInteger('n', '6', { max: 5, what: 'x' })).toThrow(
      'a whole number from 0 to 5 (x)'
    )
  })

  test('base-url: userinfo, query, fragment and non-loopback http are refused, each with its reason', () => {
    expect(parseBaseUrl('https://api.mintlify.com').href).toBe('https://api.mintlify.com/')
    expect(() => parseBaseUrl('not a url')).toThrow(
      'Input "base-url" must be an absolute URL such as https://api.mintlify.com, not "not a url".'
    )
    for (const url of ['https://user@api.example.com', 'https://:pw@api.example.com']) {
      expect(() => parseBaseUrl(url)).toThrow(
        'Input "base-url" must not carry a user name or password; the key goes in "secret-key".'
      )
    }
    for (const url of ['https://api.example.com/?x=1', 'https://api.example.com/#f']) {
      expect(() => parseBaseUrl(url)).toThrow(
        'Input "base-url" must not have a query or fragment, only scheme, host and an optional path.'
      )
    }
    expect(() => parseBaseUrl('http://api.example.com')).toThrow(
      'Input "base-url" must use https:// so the API key is never sent in clear (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]); got "http://api.example.com".'
    )
    expect(() => parseBaseUrl('ftp://localhost')).toThrow('got "ftp://localhost"')
    expect(() => parseBaseUrl('http://x', 'other')).toThrow('Input "other" must use https://')
  })

  test('loopback is exactly localhost, 127.0.0.0/8 and ::1', () => {
    for (const host of ['localhost', '127.0.0.1', '127.255.255.255', '[::1]', '::1'])
      expect(isLoopback(host)).toBe(true)
    for (const host of ['127.0.0', 'localhostx', '[::2]', '0:0:0:0:0:0:0:2', '1.127.0.0'])
      expect(isLoopback(host)).toBe(false)
  })

  test('a choice is exact, and the message lists every choice', () => {
    expect(() => parseChoice('f', '', ['csv', 'json'])).toThrow('not "".')
    expect(parseChoice('f', 'json', ['csv', 'json'])).toBe('json')
    expect(() => parseChoice('f', 'JSON', ['csv', 'json'])).toThrow(
      'Input "f" must be one of csv, json, not "JSON".'
    )
  })

  test('impossible dates and times are refused; the instant is UTC unless an offset is given', () => {
    for (const bad of [
      '2026-04-31',
      '2025-02-29',
      '2026-02-01T24:00Z',
      '2026-02-01T23:60Z',
      '2026-02-01T23:59:60Z',
      '2026-02-01T12:00+0530x',
      ' 2026-02-01'
    ]) {
      expect(() => parseDate('d', bad)).toThrow(
        `Input "d" must be a real date as YYYY-MM-DD or ISO 8601 (2026-02-01, 2026-02-01T12:00:00Z), not "${bad}".`
      )
    }
    expect(parseDate('d', '2026-02-01').at).toBe(Date.UTC(2026, 1, 1))
    expect(parseDate('d', '2026-02-01T10:20:30').at).toBe(Date.UTC(2026, 1, 1, 10, 20, 30))
    expect(parseDate('d', '2026-02-01T10:20').at).toBe(Date.UTC(2026, 1, 1, 10, 20))
    expect(parseDate('d', '2026-02-01T10:20:30+02:00').at).toBe(Date.UTC(2026, 1, 1, 8, 20, 30))
    expect(parseDate('d', '2026-12-31T23:59:59Z').at).toBe(Date.UTC(2026, 11, 31, 23, 59, 59))
  })
})

describe('inputs, the last edges', () => {
  test('decimals of any length, with and without a unit', () => {
    const b = { minMs: 1, maxMs: 3_600_000 }
    expect(parseDuration('t', '1.25s', b)).toBe(1250)
    expect(() => parseDuration('t', '1.25', b)).toThrow('a number without a unit')
  })

  test('a date-time without an offset is UTC whatever the runner time zone', () => {
    const zone = process.env.TZ
    process.env.TZ = 'America/New_York'
    try {
      expect(parseDate('d', '2026-07-01T10:20').at).toBe(Date.UTC(2026, 6, 1, 10, 20))
      expect(parseDate('d', '2026-07-01').at).toBe(Date.UTC(2026, 6, 1))
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  test.each([
    ' 2026-02-01T10:00Z',
    '2026-02-01T10:00Zx',
    'x2026-02-01T10:00',
    '2026-02-01T10:00+5'
  ])('a date-time with anything around it is refused (%j)', value => {
    expect(() => parseDate('d', value)).toThrow('must be a real date')
  })

  test('a date whose day rolls over into the next month is refused', () => {
    expect(() => parseDate('d', '2026-02-30')).toThrow('must be a real date')
    expect(() => parseDate('d', '2026-12-32')).toThrow('must be a real date')
  })
})

const ACTION_FILES: readonly (readonly [string, Action<never>])[] = [
  ['action.yml', agentAction as Action<never>],
  ['visitors/action.yml', visitorsAction as Action<never>],
  ['analytics/action.yml', analyticsAction as Action<never>],
  ['deploy/action.yml', deployAction as Action<never>]
]

type Declared = Record<string, { default?: string; deprecationMessage?: string }>
const declaredIn = (file: string) =>
  (parse(readFileSync(file, 'utf8')) as { inputs: Declared }).inputs

describe('the inputs each action reads are the ones its action.yml declares, default for default', () => {
  test.each(ACTION_FILES.map(([file, action]) => [file, action.inputs] as const))(
    '%s',
    (file, inputs) => {
      const declared = declaredIn(file)
      // A default the runner evaluates (`${{ github.token }}`) reads as none in the process.
      const expected = Object.fromEntries(
        Object.entries(declared).map(([name, spec]) => {
          const value = spec.default ?? ''
          return [name, value.includes('${{') ? '' : value]
        })
      )
      expect({ ...inputs }).toEqual(expected)
    }
  )

  test.each(ACTION_FILES)(
    '%s: its deprecated inputs, each with the message of action.yml and no default',
    (file, action) => {
      const declared = declaredIn(file)
      const messages = Object.fromEntries(
        Object.entries(declared).flatMap(([name, spec]) =>
          spec.deprecationMessage === undefined ? [] : [[name, spec.deprecationMessage]]
        )
      )
      expect({ ...action.deprecated }).toEqual(messages)
      // Without a default, a value the action reads is one the workflow gave: then it says so.
      for (const name of Object.keys(messages))
        expect([name, action.inputs[name]]).toEqual([name, ''])
    }
  )
})

describe('declaredReader', () => {
  const declared = { given: '', timeout: '30m', 'on-open': 'follow-up' }
  test('an omitted input, an empty one and its default read the same', () => {
    const omitted = declaredReader(() => '', declared)
    const defaulted = declaredReader(name => declared[name as keyof typeof declared], declared)
    for (const name of Object.keys(declared)) expect(omitted(name)).toBe(defaulted(name))
    expect(omitted('timeout')).toBe('30m')
    expect(declaredReader(() => '5m', declared)('timeout')).toBe('5m')
  })
  test('an input the table does not declare is a bug, whatever its name', () => {
    const read = declaredReader(() => 'x', declared)
    for (const name of ['tiemout', 'constructor', '__proto__', 'toString'])
      expect(() => read(name)).toThrow(`Input "${name}" is not declared.`)
  })
})

describe('strayInputs: a with: key the action does not declare, and what it may mean', () => {
  const declared = {
    projectId: '',
    prompt: '',
    timeout: '20m',
    'wait for': '',
    paths: '',
    path: ''
  }
  const stray = (env: Record<string, string>) => strayInputs(env, declared)

  test('declared inputs, as the runner names them, and other variables are not stray', () => {
    expect(
      stray({ INPUT_PROJECTID: 'docs', INPUT_WAIT_FOR: 'x', PATH: '/bin', XINPUT_A: '1' })
    ).toEqual([])
  })

  test.each([
    ['INPUT_PROJECT-ID', 'project-id', 'projectId'],
    ['INPUT_PROJECT_ID', 'project_id', 'projectId'],
    ['INPUT_PROMT', 'promt', 'prompt'],
    ['INPUT_TIMOUT', 'timout', 'timeout'],
    ['INPUT_TMOUT', 'tmout', 'timeout'],
    ['INPUT_TMOT', 'tmot', undefined],
    ['INPUT_PAT', 'pat', 'path'],
    ['INPUT_PATHZ', 'pathz', 'paths'], // a tie: the first declared
    ['INPUT_XYZZY', 'xyzzy', undefined],
    ['INPUT_', '', undefined]
  ])('%s is "%s", which may mean %p', (key, given, meant) => {
    expect(stray({ [key]: 'x' })).toEqual([{ given, meant }])
  })

  test('every stray key is named, in the order given', () => {
    expect(stray({ INPUT_B: '1', INPUT_PROJECTID: 'docs', INPUT_A: '2' })).toEqual([
      { given: 'b', meant: undefined },
      { given: 'a', meant: undefined }
    ])
  })
})

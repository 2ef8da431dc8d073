import { describe, expect, test } from '@jest/globals'
import { InputError } from '../../src/action/errors.js'
import {
  boundedPeriodOf,
  describePeriod,
  isBounded,
  isoDay,
  periodBefore,
  periodBounds,
  periodDates,
  periodOf,
  periodRange,
  readPeriod,
  samePeriod,
  type BoundedPeriod,
  type Period
} from '../../src/export/period.js'

const NOW = Date.parse('2026-11-21T15:30:00Z')
const read = (inputs: Record<string, string>, now = NOW) =>
  readPeriod(name => inputs[name] ?? '', now)
const at = (text: string) => ({ text, at: Date.parse(text) })
const period = (from?: string, to?: string): Period => ({
  from: from === undefined ? undefined : at(from),
  to: to === undefined ? undefined : at(to)
})
const bounded = (from: string, to: string) => period(from, to) as BoundedPeriod

/** The error `run` throws, as the input it names and its message. */
function refusal(run: () => unknown): [string, string] {
  try {
    run()
  } catch (error) {
    if (error instanceof InputError) return [error.input, error.message]
    throw error
  }
  throw new Error('nothing was refused')
}

describe('readPeriod: the inputs dateFrom, dateTo and days', () => {
  test('nothing given: from the start, up to now', () => {
    expect(read({})).toEqual({ from: undefined, to: undefined })
  })

  test('dates as written, each with its instant; either end alone', () => {
    expect(read({ dateFrom: '2026-02-01T10:00:00+02:00', dateTo: '2026-02-02' })).toEqual({
      from: { text: '2026-02-01T10:00:00+02:00', at: Date.parse('2026-02-01T08:00:00Z') },
      to: { text: '2026-02-02', at: Date.parse('2026-02-02T00:00:00Z') }
    })
    expect(read({ dateFrom: '2026-02-01' })).toEqual({ from: at('2026-02-01'), to: undefined })
    expect(read({ dateTo: '2026-02-01' })).toEqual({ from: undefined, to: at('2026-02-01') })
  })

  test('days: the last whole UTC days, today excluded', () => {
    expect(read({ days: '7' })).toEqual(bounded('2026-11-14', '2026-11-21'))
    expect(read({ days: '1' }, Date.parse('2026-03-01T00:00:00Z'))).toEqual(
      bounded('2026-02-28', '2026-03-01')
    )
    expect(read({ days: '3660' }).from?.text).toBe('2016-11-13')
  })

  test.each<[Record<string, string>, string, string]>([
    [
      { days: '7', dateFrom: '2026-01-01' },
      'days',
      'Input "days" cannot be used together with "dateFrom": give either days, or dateFrom/dateTo.'
    ],
    [
      { days: '7', dateTo: '2026-01-01' },
      'days',
      'Input "days" cannot be used together with "dateTo": give either days, or dateFrom/dateTo.'
    ],
    [{ days: '0' }, 'days', 'Input "days" must be a whole number from 1 to 3660'],
    [{ days: '3661' }, 'days', 'Input "days" must be a whole number from 1 to 3660'],
    [{ days: '7d' }, 'days', 'how many whole days back from today, UTC'],
    [{ dateFrom: '2026-02-30' }, 'dateFrom', 'Input "dateFrom" must be a real date'],
    [{ dateTo: '02/01/2026' }, 'dateTo', 'Input "dateTo" must be a real date'],
    [
      { dateFrom: '2026-03-01', dateTo: '2026-02-01' },
      'dateFrom',
      'Input "dateFrom" (2026-03-01) must be before "dateTo" (2026-02-01); dateTo is exclusive.'
    ],
    [
      { dateFrom: '2026-02-01', dateTo: '2026-02-01' },
      'dateFrom',
      'Input "dateFrom" (2026-02-01) must be before "dateTo" (2026-02-01); dateTo is exclusive.'
    ]
  ])('%j is refused, naming %s', (inputs, input, message) => {
    const [named, said] = refusal(() => read(inputs))
    expect(named).toBe(input)
    expect(said).toContain(message)
  })
})

describe('readPeriod: a period of the future is refused, before any request', () => {
  // NOW is 2026-11-21T15:30:00Z.
  test('a start after now: nothing to export yet, today named', () => {
    expect(refusal(() => read({ dateFrom: '2027-01-01' }))).toEqual([
      'dateFrom',
      'Input "dateFrom" (2027-01-01) is in the future: today is 2026-11-21 (UTC), and a period that has not begun has nothing to export yet. Nothing was sent. Give a dateFrom up to today, or "days" for the last whole days.'
    ])
    expect(refusal(() => read({ dateFrom: '2026-11-21T15:31:00Z' }))[0]).toBe('dateFrom')
    // Before the end is looked at: the start is the mistake to say.
    expect(refusal(() => read({ dateFrom: '2027-01-01', dateTo: '2027-02-01' }))[0]).toBe(
      'dateFrom'
    )
  })

  test('a start up to now is kept, today itself included', () => {
    expect(read({ dateFrom: '2026-11-21' }).from).toEqual(at('2026-11-21'))
    expect(read({ dateFrom: '2026-11-21T15:30:00Z' }).from?.text).toBe('2026-11-21T15:30:00Z')
  })

  test('an end after today is refused, saying what to give instead', () => {
    expect(refusal(() => read({ dateFrom: '2026-11-01', dateTo: '2026-11-23' }))).toEqual([
      'dateTo',
      'Input "dateTo" (2026-11-23) is after today, 2026-11-21 (UTC): the days after today have no data, and the period would be said and compared as if they had. Nothing was sent. Leave dateTo empty to export up to now, or give at most 2026-11-22 (dateTo is exclusive, so that keeps today in).'
    ])
    expect(refusal(() => read({ dateTo: '2026-11-22T00:00:01Z' }))[0]).toBe('dateTo')
  })

  test("an end up to tomorrow's date (today kept in) is the period asked", () => {
    expect(read({ dateFrom: '2026-11-01', dateTo: '2026-11-22' })).toEqual(
      bounded('2026-11-01', '2026-11-22')
    )
    expect(read({ dateTo: '2026-11-21T20:00:00Z' }).to?.text).toBe('2026-11-21T20:00:00Z')
  })
})

describe('a period read back from what this action wrote', () => {
  test('each end strictly, either open', () => {
    expect(periodOf('2026-02-01', '2026-02-08', 'resume')).toEqual(
      bounded('2026-02-01', '2026-02-08')
    )
    expect(periodOf(undefined, '2026-02-08', 'resume')).toEqual(period(undefined, '2026-02-08'))
    expect(periodOf('2026-02-01', undefined, 'resume')).toEqual(period('2026-02-01'))
    expect(periodOf(undefined, undefined, 'resume')).toEqual(period())
    expect(boundedPeriodOf('2026-02-01', '2026-02-08', 'x')).toEqual(
      bounded('2026-02-01', '2026-02-08')
    )
  })

  test.each<[() => unknown, string]>([
    [() => periodOf('2026-02-30', undefined, 'resume'), 'Input "resume" must be a real date'],
    [() => periodOf(undefined, 'soon', 'resume'), 'Input "resume" must be a real date'],
    [
      () => periodOf('2026-02-08', '2026-02-01', 'resume'),
      'Input "resume" names a period whose dateFrom (2026-02-08) must be before "dateTo" (2026-02-01); dateTo is exclusive.'
    ],
    [
      () => boundedPeriodOf('2026-02-08', '2026-02-08', 'resume'),
      'Input "resume" names a period whose dateFrom (2026-02-08) must be before "dateTo" (2026-02-08)'
    ],
    [() => boundedPeriodOf('2026-02-08', 'undefined', 'resume'), 'must be a real date']
  ])('%# is refused, naming the input it came from', (run, message) => {
    const [named, said] = refusal(run)
    expect(named).toBe('resume')
    expect(said).toContain(message)
  })
})

describe('the period before', () => {
  test.each([
    [
      ['2026-02-08', '2026-02-15'],
      ['2026-02-01', '2026-02-08']
    ],
    [
      ['2026-03-01', '2026-03-02'],
      ['2026-02-28', '2026-03-01']
    ],
    // Not whole days: instants, the end the period's start as written.
    [
      ['2026-02-10T12:00:00Z', '2026-02-11T00:00:00Z'],
      ['2026-02-10T00:00:00.000Z', '2026-02-10T12:00:00Z']
    ],
    [
      ['2026-02-10', '2026-02-10T12:00:00Z'],
      ['2026-02-09T12:00:00.000Z', '2026-02-10']
    ],
    [
      ['2026-02-10T00:00:00Z', '2026-02-17T00:00:00Z'],
      ['2026-02-03T00:00:00.000Z', '2026-02-10T00:00:00Z']
    ]
  ])('of %j is %j', ([from = '', to = ''], [before = '', end = '']) => {
    const previous = periodBefore(bounded(from, to))
    expect(periodDates(previous)).toEqual({ dateFrom: before, dateTo: end })
    expect(previous.from.at).toBe(Date.parse(before))
    expect(previous.to).toEqual(at(from))
  })
})

describe('a period in words and dates', () => {
  test('the dates as the service and the files take them', () => {
    expect(periodDates(bounded('2026-02-01', '2026-03-01'))).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-03-01'
    })
    expect(periodDates(period())).toEqual({ dateFrom: undefined, dateTo: undefined })
  })

  test.each<[Period, string, string]>([
    [period(), 'the start to now', 'the start to now (exclusive)'],
    [period('2026-02-01'), '2026-02-01 to now', '2026-02-01 to now (exclusive)'],
    [
      period(undefined, '2026-03-01'),
      'the start to 2026-03-01',
      'the start to 2026-03-01 (exclusive)'
    ],
    [
      period('2026-02-01', '2026-03-01'),
      '2026-02-01 to 2026-03-01',
      '2026-02-01 to 2026-03-01 (exclusive)'
    ]
  ])('%j: its bounds and its range', (p, bounds, range) => {
    expect(periodBounds(p)).toBe(bounds)
    expect(periodRange(p)).toBe(range)
  })

  test.each<[Period, string]>([
    [period('2026-02-15', '2026-02-22'), '2026-02-15 to 2026-02-21'],
    [period('2026-02-28', '2026-03-01'), '2026-02-28 to 2026-02-28'],
    [
      period('2026-02-15', '2026-02-22T06:00:00Z'),
      '2026-02-15 to 2026-02-22T06:00:00Z (exclusive)'
    ],
    [
      period('2026-02-15T06:00:00Z', '2026-02-22'),
      '2026-02-15T06:00:00Z to 2026-02-22 (exclusive)'
    ],
    [
      period('2026-02-15T06:00:00Z', '2026-02-22T06:00:00Z'),
      '2026-02-15T06:00:00Z to 2026-02-22T06:00:00Z (exclusive)'
    ],
    [period('2026-02-15'), '2026-02-15 to now (exclusive)'],
    [period(undefined, '2026-02-22'), 'the start to 2026-02-22 (exclusive)'],
    [period('x2026-02-15', '2026-02-22'), 'x2026-02-15 to 2026-02-22 (exclusive)'],
    [period('2026-02-15', '2026-02-22x'), '2026-02-15 to 2026-02-22x (exclusive)']
  ])('as people read it: %j is %s', (p, said) => {
    expect(describePeriod(p)).toBe(said)
  })

  test('both ends, or not; the same dates, or not', () => {
    expect(isBounded(period('2026-02-01', '2026-03-01'))).toBe(true)
    expect(isBounded(period('2026-02-01'))).toBe(false)
    expect(isBounded(period(undefined, '2026-03-01'))).toBe(false)
    const p = period('2026-02-01', '2026-03-01')
    expect(samePeriod(p, period('2026-02-01', '2026-03-01'))).toBe(true)
    expect(samePeriod(p, period('2026-02-02', '2026-03-01'))).toBe(false)
    expect(samePeriod(p, period('2026-02-01', '2026-03-02'))).toBe(false)
    // As written: the same instant written otherwise is another period's marker.
    expect(samePeriod(p, period('2026-02-01T00:00:00Z', '2026-03-01'))).toBe(false)
    expect(samePeriod(period(), period())).toBe(true)
    expect(isoDay(Date.parse('2026-02-01T23:59:59Z'))).toBe('2026-02-01')
  })
})

import { InputError } from '../action/errors.js'
import { parseDate, parseInteger, type DeclaredInputs, type InputReader } from '../action/inputs.js'

/**
 * The period of an export, a report or a summary, as one value: parsed here (from the inputs, or
 * read back from what this action wrote), and rendered here, as the dates the service and the
 * files take and as prose. Its end is exclusive, [from, to). An end that is not given is the
 * service's own default, said in one word: "the start", "now".
 */

/** A date as given (or computed from `days`), and its instant. */
export interface Dated {
  readonly text: string
  readonly at: number
}

export interface Period {
  /** Undefined: from the start of the data. */
  readonly from: Dated | undefined
  /** Exclusive; undefined: up to now. */
  readonly to: Dated | undefined
}

/** A period with both ends, as a report, its marker and a comparison name one. */
export interface BoundedPeriod extends Period {
  readonly from: Dated
  readonly to: Dated
}

export const DAY_MS = 86_400_000

/** The inputs of a period, `dateFrom`, `dateTo` and `days`, that both exports declare. */
export const PERIOD_INPUTS = {
  dateFrom: '',
  dateTo: '',
  days: ''
} as const satisfies DeclaredInputs

/** The words of an end that is not given. */
const OPEN_FROM = 'the start'
const OPEN_TO = 'now'

/**
 * The period of `dateFrom`, `dateTo` and `days`: dates as written, or the last `days` whole UTC
 * days (`dateFrom` = today − days, `dateTo` = today). Dates of the future are refused (`notAhead`).
 */
export function readPeriod(input: InputReader, now: number): Period {
  const rawFrom = input('dateFrom')
  const rawTo = input('dateTo')
  const rawDays = input('days')
  const from = rawFrom === '' ? undefined : parseDate('dateFrom', rawFrom)
  const to = rawTo === '' ? undefined : parseDate('dateTo', rawTo)
  if (rawDays === '') return notAhead(between({ from, to }, 'dateFrom'), now)
  if (from !== undefined || to !== undefined) {
    throw new InputError(
      'days',
      `Input "days" cannot be used together with "${from !== undefined ? 'dateFrom' : 'dateTo'}": give either days, or dateFrom/dateTo.`
    )
  }
  const days = parseInteger('days', rawDays, {
    min: 1,
    max: 3660,
    what: 'how many whole days back from today, UTC'
  })
  const today = Math.floor(now / DAY_MS) * DAY_MS
  return { from: dayAt(today - days * DAY_MS), to: dayAt(today) }
}

/**
 * A period the inputs give must not reach past today, and is refused before any request when it
 * does, rather than clipped: the service answers a period in the future with zeros (each request
 * spent of the hourly allowance), and a clipped period would name another "now" on each run, so a
 * resume could not continue it. A start after now has nothing to export yet; an end after today
 * (`dateTo` exclusive: tomorrow's date is the last that keeps today in) is said as "leave it empty
 * for up to now". Dates as UTC, the service's days.
 */
function notAhead(period: Period, now: number): Period {
  const { from, to } = period
  const today = isoDay(now)
  const tomorrow = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS
  if (from !== undefined && from.at > now) {
    throw new InputError(
      'dateFrom',
      `Input "dateFrom" (${from.text}) is in the future: today is ${today} (UTC), and a period that has not begun has nothing to export yet. Nothing was sent. Give a dateFrom up to today, or "days" for the last whole days.`
    )
  }
  if (to !== undefined && to.at > tomorrow) {
    throw new InputError(
      'dateTo',
      `Input "dateTo" (${to.text}) is after today, ${today} (UTC): the days after today have no data, and the period would be said and compared as if they had. Nothing was sent. Leave dateTo empty to export up to now, or give at most ${isoDay(tomorrow)} (dateTo is exclusive, so that keeps today in).`
    )
  }
  return period
}

/**
 * A period read back from what this action wrote (a resume, a report's marker), as strictly as
 * the inputs it came from: each end a real date, the first before the last; an `InputError`
 * naming `input` otherwise.
 */
export function periodOf(
  dateFrom: string | undefined,
  dateTo: string | undefined,
  input: string
): Period {
  const from = dateFrom === undefined ? undefined : parseDate(input, dateFrom)
  const to = dateTo === undefined ? undefined : parseDate(input, dateTo)
  return between({ from, to }, input)
}

/** `periodOf` for a period that has both ends. */
export function boundedPeriodOf(dateFrom: string, dateTo: string, input: string): BoundedPeriod {
  return between({ from: parseDate(input, dateFrom), to: parseDate(input, dateTo) }, input)
}

/** The period, which must end after it starts; `input` gave it. */
function between<P extends Period>(period: P, input: string): P {
  const { from, to } = period
  if (from === undefined || to === undefined || from.at < to.at) return period
  const why = `(${from.text}) must be before "dateTo" (${to.text}); dateTo is exclusive.`
  throw new InputError(
    input,
    input === 'dateFrom'
      ? `Input "dateFrom" ${why}`
      : `Input "${input}" names a period whose dateFrom ${why}`
  )
}

export function isBounded(period: Period): period is BoundedPeriod {
  return period.from !== undefined && period.to !== undefined
}

/**
 * The period of the same length just before: dates stay dates when the period is whole days, and
 * become ISO 8601 instants otherwise.
 */
export function periodBefore(period: BoundedPeriod): BoundedPeriod {
  const { from, to } = period
  const start = from.at - (to.at - from.at)
  // A period from a day's start (a date) is whole days when it ends at a day's start too.
  const whole = isDay(from) && to.at % DAY_MS === 0
  return {
    from: { text: whole ? isoDay(start) : new Date(start).toISOString(), at: start },
    to: from
  }
}

/** The ends as the service, a file and a resume take them: as written; undefined when not given. */
export function periodDates(period: Period): {
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
} {
  return { dateFrom: period.from?.text, dateTo: period.to?.text }
}

/** The ends as written, for a log line: `2026-02-01 to now`. */
export function periodBounds(period: Period): string {
  return `${period.from?.text ?? OPEN_FROM} to ${period.to?.text ?? OPEN_TO}`
}

/** The ends as written, the last said to be left out, for a summary's heading. */
export function periodRange(period: Period): string {
  return `${periodBounds(period)} (exclusive)`
}

/**
 * The period as people read it: whole days from the first to the last included
 * (`2026-02-15 to 2026-02-21`), or else its range, the end excluded.
 */
export function describePeriod(period: Period): string {
  const { from, to } = period
  if (from === undefined || to === undefined || !isDay(from) || !isDay(to))
    return periodRange(period)
  return `${from.text} to ${isoDay(to.at - DAY_MS)}`
}

/** Two periods that name the same dates, as written. */
export function samePeriod(a: Period, b: Period): boolean {
  return a.from?.text === b.from?.text && a.to?.text === b.to?.text
}

function isDay(date: Dated): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date.text)
}

function dayAt(ms: number): Dated {
  return { text: isoDay(ms), at: ms }
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

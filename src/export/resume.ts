import { InputError } from '../action/errors.js'
import type { Place } from '../service/analytics.js'
import { DATASET_NAMES, datasetSpec, type DatasetName } from '../service/datasets.js'
import { sealMatches, sealOf } from '../text/seal.js'
import { periodDates, periodOf, type Period } from './period.js'

/**
 * The `resume` output and input: where each unfinished dataset of an export stopped, with what
 * the export was asked for (project, period, feedback filters, datasets), so that a later run
 * continues exactly there and nowhere else. It is opaque to people: base64url of a small JSON
 * document, read back strictly (an input is not trusted because this action wrote it once), and
 * sealed: an HMAC-SHA256 of the document keyed with the run's `secret-key`, so a resume edited by
 * one character, or written by anyone without the key, is refused before any request. A rotated
 * key makes an earlier resume unusable: the message says to start the export over.
 */

export interface ResumeScope {
  readonly projectId: string
  readonly period: Period
  readonly source: string | undefined
  readonly status: string | undefined
  readonly datasets: readonly DatasetName[]
}

/** Where a dataset stands between runs: finished, or the place its next page starts. */
export type Standing = { readonly kind: 'done' } | Place

export interface Resume extends ResumeScope {
  readonly places: Readonly<Partial<Record<DatasetName, Standing>>>
}

const VERSION = 1
/** Far more than seven cursors; a longer value is not one this action wrote. */
const MAX_RESUME_CHARS = 64 * 1024
const MAX_CURSOR_CHARS = 4096

/** The document, base64url, then `.` and its seal under `key`. */
export function sealResume(json: string, key: string): string {
  const payload = Buffer.from(json).toString('base64url')
  return `${payload}.${resumeSeal(payload, key)}`
}

function resumeSeal(payload: string, key: string): string {
  return sealOf(key, `mintlify-analytics-resume.${payload}`)
}

export function encodeResume(resume: Resume, key: string): string {
  const places: Record<string, unknown> = {}
  for (const name of resume.datasets) {
    const place = resume.places[name]
    if (place === undefined) continue
    places[name] =
      place.kind === 'done'
        ? 'done'
        : place.kind === 'offset'
          ? { offset: place.offset }
          : place.kind === 'cursor'
            ? { cursor: place.cursor ?? null }
            : 'start'
  }
  const { dateFrom, dateTo } = periodDates(resume.period)
  const doc = {
    v: VERSION,
    project: resume.projectId,
    from: dateFrom ?? null,
    to: dateTo ?? null,
    source: resume.source ?? null,
    status: resume.status ?? null,
    datasets: resume.datasets,
    places
  }
  return sealResume(JSON.stringify(doc), key)
}

/** The resume a run was given, read strictly; `InputError` naming `resume` for anything else. */
export function decodeResume(text: string, key: string): Resume {
  const wrong = (why: string) =>
    new InputError(
      'resume',
      `Input "resume" must be the resume output of an earlier run of this action, unchanged: it ${why}.`
    )
  if (text.length > MAX_RESUME_CHARS) throw wrong(`is longer than ${MAX_RESUME_CHARS} characters`)
  const json = unsealed(text, key, wrong)
  let doc: unknown
  try {
    doc = JSON.parse(json)
  } catch {
    throw wrong('does not decode to the document this action writes')
  }
  const d = doc as Record<string, unknown>
  if (typeof doc !== 'object' || doc === null || d.v !== VERSION)
    throw wrong(`is not a version ${VERSION} resume`)
  const datasets = d.datasets
  if (
    !Array.isArray(datasets) ||
    datasets.length === 0 ||
    !datasets.every(n => DATASET_NAMES.includes(n as DatasetName))
  )
    throw wrong('names no known datasets')
  if (typeof d.project !== 'string') throw wrong('names no project')
  const places = d.places
  if (typeof places !== 'object' || places === null || Array.isArray(places))
    throw wrong('has no places')
  if (new Set(datasets).size !== datasets.length) throw wrong('names a dataset twice')
  const read: Partial<Record<DatasetName, Standing>> = {}
  for (const [name, value] of Object.entries(places)) {
    if (!datasets.includes(name)) throw wrong(`has a place for ${name}, which it does not export`)
    const standing = standingOf(value)
    if (standing === undefined) throw wrong(`has a place for ${name} that is not one`)
    const paging = datasetSpec(name as DatasetName).paging
    // A place's kind is named as the paging it continues ('offset', 'cursor', 'single').
    if (standing.kind !== 'done' && standing.kind !== paging)
      throw wrong(`has ${PLACE_NAME[standing.kind]} for ${name}, which ${PAGING_NAME[paging]}`)
    read[name as DatasetName] = standing
  }
  // The action writes a resume only while a dataset is unfinished (one without a place starts).
  if ((datasets as DatasetName[]).every(name => read[name]?.kind === 'done'))
    throw wrong('says every dataset is done, which no unfinished export does')
  return {
    projectId: d.project,
    // Read as strictly as the inputs it was made of: a resume's period is one this action took.
    period: periodOf(optionalText(d.from, wrong), optionalText(d.to, wrong), 'resume'),
    source: optionalText(d.source, wrong),
    status: optionalText(d.status, wrong),
    datasets: datasets as DatasetName[],
    places: read
  }
}

/** The document of a sealed resume, when its seal is this key's; `wrong` otherwise. */
function unsealed(text: string, key: string, wrong: (why: string) => Error): string {
  const [payload = '', seal, ...more] = text.split('.')
  if (
    seal === undefined ||
    more.length > 0 ||
    ![payload, seal].every(p => /^[A-Za-z0-9_-]+$/.test(p))
  )
    throw wrong('is not base64url text and its seal, as this action writes it')
  // Compared as written, so not even a base64url padding bit of the seal may change.
  if (!sealMatches(seal, resumeSeal(payload, key)))
    throw wrong(
      'was not written by this action with this secret-key (it was changed, or the key was rotated since): leave resume empty to start the export over'
    )
  return Buffer.from(payload, 'base64url').toString('utf8')
}

/** How the message names each place, and each kind of paging. */
const PLACE_NAME = { offset: 'an offset', cursor: 'a cursor', single: 'a "start"' } as const
const PAGING_NAME = {
  offset: 'pages by offset',
  cursor: 'pages by cursor',
  single: 'is read in one request'
} as const

function standingOf(value: unknown): Standing | undefined {
  if (value === 'done') return { kind: 'done' }
  if (value === 'start') return { kind: 'single' }
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as { offset?: unknown; cursor?: unknown }
  if (typeof v.offset === 'number' && Number.isSafeInteger(v.offset) && v.offset >= 0)
    return { kind: 'offset', offset: v.offset }
  if (v.cursor === null) return { kind: 'cursor', cursor: undefined }
  if (typeof v.cursor === 'string' && v.cursor !== '' && v.cursor.length <= MAX_CURSOR_CHARS)
    return { kind: 'cursor', cursor: v.cursor }
  return undefined
}

function optionalText(value: unknown, wrong: (why: string) => Error): string | undefined {
  if (value === null) return undefined
  if (typeof value === 'string') return value
  throw wrong('has a date or filter that is not text')
}

/**
 * Why a resume does not belong to what this run asks for, naming the input that differs, or
 * undefined. A run may leave out the dates (a run with `days` keeps the period the export began
 * with); what it gives must be what the export began with.
 */
export function resumeMismatch(
  resume: Resume,
  asked: ResumeScope,
  datesGiven: boolean
): string | undefined {
  const same = (a: string | undefined, b: string | undefined) => (a ?? '') === (b ?? '')
  const differs = (input: string, then: string | undefined, now: string | undefined) =>
    `Input "resume" continues an export with ${input} "${then ?? ''}", but this run has "${now ?? ''}": give the same ${input}, or leave resume empty to start a new export.`
  if (resume.projectId !== asked.projectId)
    return differs('projectId', resume.projectId, asked.projectId)
  const a = [...resume.datasets].sort().join(', ')
  const b = [...asked.datasets].sort().join(', ')
  if (a !== b) return differs('datasets', a, b)
  const then = periodDates(resume.period)
  const now = periodDates(asked.period)
  if (datesGiven && !same(then.dateFrom, now.dateFrom))
    return differs('dateFrom', then.dateFrom, now.dateFrom)
  if (datesGiven && !same(then.dateTo, now.dateTo))
    return differs('dateTo', then.dateTo, now.dateTo)
  if (!same(resume.source, asked.source))
    return differs('feedback-source', resume.source, asked.source)
  if (!same(resume.status, asked.status))
    return differs('feedback-status', resume.status, asked.status)
  return undefined
}

import { InputError } from '../action/errors.js'
import type { Place } from '../service/analytics.js'
import { DATASET_NAMES, type DatasetName } from '../service/datasets.js'

/**
 * The `resume` output and input: where each unfinished dataset of an export stopped, with what
 * the export was asked for (project, period, feedback filters, datasets), so that a later run
 * continues exactly there and nowhere else. It is opaque to people: base64url of a small JSON
 * document, read back strictly (an input is not trusted because this action wrote it once).
 */

export interface Asked {
  readonly projectId: string
  readonly dateFrom: string | undefined
  readonly dateTo: string | undefined
  readonly source: string | undefined
  readonly status: string | undefined
  readonly datasets: readonly DatasetName[]
}

/** Where a dataset stands between runs: finished, or the place its next page starts. */
export type Standing = { readonly kind: 'done' } | Place

export interface Resume extends Asked {
  readonly places: Readonly<Partial<Record<DatasetName, Standing>>>
}

const VERSION = 1
/** Far more than seven cursors; a longer value is not one this action wrote. */
const MAX_RESUME_CHARS = 64 * 1024
const MAX_CURSOR_CHARS = 4096

export function encodeResume(resume: Resume): string {
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
  const doc = {
    v: VERSION,
    project: resume.projectId,
    from: resume.dateFrom ?? null,
    to: resume.dateTo ?? null,
    source: resume.source ?? null,
    status: resume.status ?? null,
    datasets: resume.datasets,
    places
  }
  return Buffer.from(JSON.stringify(doc)).toString('base64url')
}

/** The resume a run was given, read strictly; `InputError` naming `resume` for anything else. */
export function decodeResume(text: string): Resume {
  const wrong = (why: string) =>
    new InputError(
      'resume',
      `Input "resume" must be the resume output of an earlier run of this action, unchanged: it ${why}.`
    )
  if (text.length > MAX_RESUME_CHARS) throw wrong(`is longer than ${MAX_RESUME_CHARS} characters`)
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw wrong('holds characters base64url does not use')
  let doc: unknown
  try {
    doc = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
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
  const read: Partial<Record<DatasetName, Standing>> = {}
  for (const [name, value] of Object.entries(places)) {
    if (!datasets.includes(name)) throw wrong(`has a place for ${name}, which it does not export`)
    const standing = standingOf(value)
    if (standing === undefined) throw wrong(`has a place for ${name} that is not one`)
    read[name as DatasetName] = standing
  }
  return {
    projectId: d.project,
    dateFrom: optionalText(d.from, wrong),
    dateTo: optionalText(d.to, wrong),
    source: optionalText(d.source, wrong),
    status: optionalText(d.status, wrong),
    datasets: datasets as DatasetName[],
    places: read
  }
}

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
  asked: Asked,
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
  if (datesGiven && !same(resume.dateFrom, asked.dateFrom))
    return differs('dateFrom', resume.dateFrom, asked.dateFrom)
  if (datesGiven && !same(resume.dateTo, asked.dateTo))
    return differs('dateTo', resume.dateTo, asked.dateTo)
  if (!same(resume.source, asked.source))
    return differs('feedback-source', resume.source, asked.source)
  if (!same(resume.status, asked.status))
    return differs('feedback-status', resume.status, asked.status)
  return undefined
}

import { describe, expect, test } from '@jest/globals'
import { InputError } from '../../src/action/errors.js'
import {
  decodeResume,
  encodeResume,
  resumeMismatch,
  sealResume,
  type Resume
} from '../../src/export/resume.js'
import { periodOf } from '../../src/export/period.js'

const KEY = 'mint_test_key_0123456789'

const resume: Resume = {
  projectId: 'docs',
  period: periodOf('2026-02-01', '2026-03-01', 'resume'),
  source: 'contextual',
  status: 'pending,resolved',
  datasets: ['views', 'feedback', 'assistant-callers', 'searches'],
  places: {
    views: { kind: 'offset', offset: 750 },
    feedback: { kind: 'cursor', cursor: 'b64/+=cursor' },
    'assistant-callers': { kind: 'done' },
    searches: { kind: 'cursor', cursor: undefined }
  }
}

function refused(text: string): string {
  try {
    decodeResume(text, KEY)
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('resume')
    return (error as Error).message
  }
  throw new Error('expected the resume to be refused')
}

describe('resume', () => {
  test('comes back exactly as written, as base64url text and its seal', () => {
    const text = encodeResume(resume, KEY)
    expect(text).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    expect(decodeResume(text, KEY)).toEqual(resume)
  })

  test('no dates, no filters, a dataset without a place, offset 0 and the longest cursor: kept', () => {
    const bare: Resume = {
      projectId: 'docs',
      period: { from: undefined, to: undefined },
      source: undefined,
      status: undefined,
      datasets: ['views', 'feedback', 'searches'],
      places: {
        views: { kind: 'offset', offset: 0 },
        searches: { kind: 'cursor', cursor: 'c'.repeat(4096) }
      }
    }
    expect(decodeResume(encodeResume(bare, KEY), KEY)).toEqual(bare)
    expect(resumeMismatch(bare, bare, true)).toBeUndefined()
  })

  test('a single dataset not yet asked keeps its place as not started', () => {
    const text = encodeResume(
      {
        ...resume,
        datasets: ['feedback-by-page'],
        places: { 'feedback-by-page': { kind: 'single' } }
      },
      KEY
    )
    expect(decodeResume(text, KEY).places['feedback-by-page']).toEqual({ kind: 'single' })
  })

  // Sealed with the run's key: these are refused for what the document says.
  const doc = (over: Record<string, unknown>) =>
    sealResume(
      JSON.stringify({
        v: 1,
        project: 'docs',
        from: null,
        to: null,
        source: null,
        status: null,
        datasets: ['views'],
        places: {},
        ...over
      }),
      KEY
    )
  const sealed = (json: string) => sealResume(json, KEY)

  test.each([
    ['text that is not base64url', 'not a resume!', 'is not base64url text and its seal'],
    ['base64url of something else', sealed('hello'), 'does not decode'],
    ['another version', doc({ v: 2 }), 'not a version 1 resume'],
    ['an unknown dataset', doc({ datasets: ['views', 'pwned'] }), 'names no known datasets'],
    ['no datasets', doc({ datasets: [] }), 'names no known datasets'],
    [
      'a place of a dataset it does not export',
      doc({ places: { feedback: 'done' } }),
      'has a place for feedback, which it does not export'
    ],
    ['a negative offset', doc({ places: { views: { offset: -1 } } }), 'that is not one'],
    ['a fractional offset', doc({ places: { views: { offset: 1.5 } } }), 'that is not one'],
    ['an empty cursor', doc({ places: { views: { cursor: '' } } }), 'that is not one'],
    ['a huge cursor', doc({ places: { views: { cursor: 'x'.repeat(5000) } } }), 'that is not one'],
    ['a date that is not text', doc({ from: 12 }), 'not text'],
    ['a date that is no date', doc({ to: '2026-02-30' }), 'must be a real date'],
    [
      'a period that ends before it starts',
      doc({ from: '2026-03-01', to: '2026-02-01' }),
      'names a period whose dateFrom (2026-03-01) must be before "dateTo" (2026-02-01)'
    ],
    ['too long a text', 'A'.repeat(65_537), 'longer than 65536 characters'],
    ['the longest text, not a resume', sealed('A'.repeat(49_000)), 'does not decode'],
    ['the longest text allowed, unsealed: read on past its length', 'A'.repeat(65_536), 'its seal'],
    ['a character base64url lacks before valid ones', ` ${doc({})}`, 'base64url text and its seal'],
    ['null', sealed('null'), 'not a version 1 resume'],
    ['no project', doc({ project: 5 }), 'names no project'],
    ['no places', doc({ places: null }), 'has no places'],
    ['places that are text', doc({ places: 'views' }), 'has no places'],
    ['a place that is null', doc({ places: { views: null } }), 'that is not one'],
    ['a place that is a number', doc({ places: { views: 5 } }), 'that is not one'],
    // Places this action never writes: a kind of place the dataset does not page by, all done.
    [
      'a cursor for an offset dataset',
      doc({ places: { views: { cursor: 'c1' } } }),
      'has a cursor for views, which pages by offset'
    ],
    [
      'an offset for a cursor dataset',
      doc({ datasets: ['feedback'], places: { feedback: { offset: 250 } } }),
      'has an offset for feedback, which pages by cursor'
    ],
    [
      '"start" for an offset dataset (one page, then complete)',
      doc({ places: { views: 'start' } }),
      'has a "start" for views, which pages by offset'
    ],
    [
      'a cursor for a dataset read in one request',
      doc({ datasets: ['feedback-by-page'], places: { 'feedback-by-page': { cursor: null } } }),
      'has a cursor for feedback-by-page, which is read in one request'
    ],
    [
      'every dataset done',
      doc({ datasets: ['views', 'searches'], places: { views: 'done', searches: 'done' } }),
      'says every dataset is done'
    ],
    ['a dataset named twice', doc({ datasets: ['views', 'views'] }), 'names a dataset twice']
  ])('%s is refused, naming the input', (_what, text, said) => {
    expect(refused(text)).toContain(said)
  })

  describe('the seal', () => {
    const written = encodeResume(resume, KEY)
    const [payload = '', seal = ''] = written.split('.')
    const swap = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)
    test.each([
      ['unsealed, as 1.0 wrote it', payload],
      ['a character of the document changed', `${swap(payload, 10)}.${seal}`],
      [
        'the last character of the document changed',
        `${swap(payload, payload.length - 1)}.${seal}`
      ],
      ['the last character of the seal changed', `${payload}.${swap(seal, seal.length - 1)}`],
      ['the seal cut short', `${payload}.${seal.slice(0, -1)}`],
      ['another key', encodeResume(resume, 'mint_rotated_key_0123')],
      ['a second seal', `${written}.${seal}`]
    ])('%s: refused before anything else is read', (_what, text) => {
      expect(refused(text)).toMatch(/seal|not written by this action with this secret-key/)
    })
  })

  test('a resume of other datasets, dates, filters or project is not taken', () => {
    const asked = {
      ...resume,
      datasets: ['searches', 'views', 'assistant-callers', 'feedback'] as const
    }
    expect(
      resumeMismatch(resume, { ...asked, datasets: [...asked.datasets] }, true)
    ).toBeUndefined()
    expect(resumeMismatch(resume, { ...asked, datasets: ['views'] }, true)).toContain(
      'datasets "assistant-callers, feedback, searches, views"'
    )
    expect(
      resumeMismatch(
        resume,
        {
          ...asked,
          datasets: [...asked.datasets],
          period: periodOf('2026-02-01', '2026-03-02', 'dateTo')
        },
        true
      )
    ).toContain('dateTo "2026-03-01", but this run has "2026-03-02"')
    expect(
      resumeMismatch(
        resume,
        {
          ...asked,
          datasets: [...asked.datasets],
          period: periodOf('2026-01-01', '2026-03-01', 'dateFrom')
        },
        true
      )
    ).toContain('dateFrom "2026-02-01", but this run has "2026-01-01"')
    // Without dates given (a run with days), the export's own period is kept.
    const days = periodOf('2026-01-01', undefined, 'dateFrom')
    expect(
      resumeMismatch(resume, { ...asked, datasets: [...asked.datasets], period: days }, false)
    ).toBeUndefined()
    expect(
      resumeMismatch(resume, { ...asked, datasets: [...asked.datasets], status: 'pending' }, false)
    ).toContain('feedback-status')
    expect(
      resumeMismatch(resume, { ...asked, datasets: [...asked.datasets], source: undefined }, false)
    ).toContain('feedback-source')
    expect(
      resumeMismatch(resume, { ...asked, datasets: [...asked.datasets], projectId: 'other' }, false)
    ).toContain('projectId')
  })
})

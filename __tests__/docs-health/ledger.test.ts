import { describe, expect, test } from '@jest/globals'
import { markerSeal } from '../../src/github/hidden-marker.js'
import {
  gapId,
  ledgerLine,
  MAX_TRACKED,
  readLedger,
  type TrackedGap
} from '../../src/docs-health/ledger.js'

const SEAL = markerSeal('mint_test_key', 'acme/docs')
const GAP: TrackedGap = {
  id: gapId('search', 'webhook retries'),
  kind: 'search',
  text: 'webhook retries',
  state: 'handed-over',
  since: '2026-02-15'
}

describe("a gap's identity", () => {
  test('is the same for the same question, search or page in any period, whatever its case or spacing', () => {
    expect(gapId('question', 'How do I rotate my key?')).toBe(
      gapId('question', '  how do i  rotate my key ')
    )
    expect(gapId('search', 'Webhooks')).toBe(gapId('search', 'webhooks'))
    expect(gapId('search', 'webhooks')).not.toBe(gapId('question', 'webhooks'))
    expect(gapId('page', '/api')).not.toBe(gapId('page', '/API'))
    expect(gapId('page', ' /api ')).toBe(gapId('page', '/api'))
    expect(gapId('page', '/api')).toMatch(/^[\w-]{16}$/)
  })
})

const HERE = { projectId: 'docs', issue: 12 }
const read = (gaps: readonly TrackedGap[]) => ({ kind: 'read', gaps })

describe('the ledger line', () => {
  test('round-trips, and a hand-over of the report that holds it takes its number', () => {
    const line = ledgerLine(
      [
        GAP,
        {
          ...GAP,
          id: gapId('page', '/p'),
          kind: 'page',
          text: '/p',
          state: 'merged',
          report: 7,
          pull: 42
        }
      ],
      SEAL,
      HERE
    )
    expect(line).toMatch(/^<!-- mintlify-docs-health-gaps: [\w-]+ seal: [\w-]{22} -->$/)
    const body = `<!-- mintlify-docs-health: … -->\n${line}\n## Report\n\nText a person edited.`
    expect(readLedger(body, SEAL, HERE)).toEqual(
      read([
        { ...GAP, report: 12 },
        {
          ...GAP,
          id: gapId('page', '/p'),
          kind: 'page',
          text: '/p',
          state: 'merged',
          report: 7,
          pull: 42
        }
      ])
    )
  })

  test("survives a person's edit: CRLF line endings, a trailing newline, lines added above or below it", () => {
    const line = ledgerLine([GAP], SEAL, HERE)
    const want = read([{ ...GAP, report: 12 }])
    for (const body of [
      `marker\r\n${line}\r\n## Report\r\n`,
      `marker\r${line}\rtext`,
      `marker\n${line}\n`,
      `marker\nA line a person added.\n\n${line}\n## Report`,
      `marker\n## Report\n\ntext\n${line}`,
      line
    ])
      expect(readLedger(body, SEAL, HERE)).toEqual(want)
  })

  test('missing when no line is a ledger; foreign when none is sealed for this report and project', () => {
    expect(readLedger('## A report of 1.0', SEAL, HERE)).toEqual({ kind: 'missing' })
    expect(readLedger('m\n mintlify-docs-health-gaps: x', SEAL, HERE)).toEqual({ kind: 'missing' })
    expect(readLedger(`m\n<!-- mintlify-docs-health-gaps: x seal: y -->`, SEAL, HERE)).toEqual({
      kind: 'foreign'
    })
    const line = ledgerLine([GAP], SEAL, HERE)
    const data = /gaps: (\S+) seal/.exec(line)?.[1] ?? ''
    const edited = Buffer.from(JSON.stringify([{ ...GAP, state: 'verified' }])).toString(
      'base64url'
    )
    const foreign = { kind: 'foreign' }
    expect(readLedger(`m\n${line.replace(data, edited)}`, SEAL, HERE)).toEqual(foreign)
    // Another report's (another issue), another project's in the same repository, another key's,
    // another repository's: each genuine where it was written, none here.
    for (const other of [
      ledgerLine([GAP], SEAL, { projectId: 'docs', issue: 13 }),
      ledgerLine([GAP], SEAL, { projectId: 'api-docs', issue: 12 }),
      ledgerLine([GAP], markerSeal('another key', 'acme/docs'), HERE),
      ledgerLine([GAP], markerSeal('mint_test_key', 'evil/fork'), HERE)
    ])
      expect(readLedger(`m\n${other}`, SEAL, HERE)).toEqual(foreign)
    // A foreign line above the report's own does not hide it.
    const pasted = ledgerLine([{ ...GAP, state: 'verified' }], SEAL, { projectId: 'x', issue: 12 })
    expect(readLedger(`m\n${pasted}\n${line}`, SEAL, HERE)).toEqual(read([{ ...GAP, report: 12 }]))
    for (const bad of [
      { ...GAP, state: 'done' },
      { ...GAP, pull: -1 },
      { ...GAP, id: '../x' },
      { ...GAP, text: 'x'.repeat(121) },
      null
    ])
      expect(readLedger(`m\n${ledgerLine([bad as TrackedGap], SEAL, HERE)}`, SEAL, HERE)).toEqual(
        foreign
      )
    const notJson = `<!-- mintlify-docs-health-gaps: eyJ4 seal: ${SEAL.of('docs-health-gaps', ['docs', '12', 'eyJ4'])} -->`
    expect(readLedger(notJson, SEAL, HERE)).toEqual(foreign)
    const notList = Buffer.from('{"a":1}').toString('base64url')
    const object = `<!-- mintlify-docs-health-gaps: ${notList} seal: ${SEAL.of('docs-health-gaps', ['docs', '12', notList])} -->`
    expect(readLedger(object, SEAL, HERE)).toEqual(foreign)
  })

  test(`keeps at most ${MAX_TRACKED} gaps`, () => {
    const many = Array.from({ length: MAX_TRACKED + 5 }, (_, i) => ({
      ...GAP,
      id: gapId('search', `q${i}`),
      text: `q${i}`
    }))
    const got = readLedger(`m\n${ledgerLine(many, SEAL, HERE)}`, SEAL, HERE)
    expect(got.kind === 'read' && got.gaps.length).toBe(MAX_TRACKED)
  })
})

describe('each entry, checked field by field', () => {
  const entry = (more: Record<string, unknown>) => ({ ...GAP, state: 'merged', report: 7, ...more })
  const sealedLine = (entries: unknown[]) => ledgerLine(entries as TrackedGap[], SEAL, HERE)
  const accepted = (value: unknown) => readLedger(sealedLine([value]), SEAL, HERE).kind === 'read'

  test.each([
    [
      'id',
      ['abcdefghijklmnop', 'A_b-0123456789xy'],
      ['abcdefghijklmno', 'abcdefghijklmnopq', 'abcdefghijklmno!', 1234567890123456]
    ],
    ['kind', ['question', 'search', 'page'], ['other', '', null]],
    ['text', ['', 'x'.repeat(120)], ['x'.repeat(121), 5, null]],
    ['state', ['new', 'handed-over', 'merged', 'verified', 'still-failing', 'gone'], ['done', '']],
    ['report', [undefined, 1, 2 ** 53 - 1], [0, -1, 1.5, '7', 2 ** 53, null]],
    ['pull', [undefined, 1, 42], [0, -1, 1.5, '7', null]],
    ['page', [undefined, '', '/p', 'x'.repeat(300)], ['x'.repeat(301), 5, null]],
    [
      'tried',
      [undefined, [], [1], Array.from({ length: 20 }, (_, i) => i + 1)],
      [Array.from({ length: 21 }, (_, i) => i + 1), [0], [1, '2'], ['2', 1], '1', null]
    ],
    ['since', ['2026-02-15'], ['x2026-02-15', '2026-02-15x', '2026-2-15', 20260215, null]]
  ])(
    'field %s: the good values are read, the others refuse the whole ledger',
    (field, good, bad) => {
      for (const value of good)
        expect([field, value, accepted(entry({ [field]: value }))]).toEqual([field, value, true])
      for (const value of bad)
        expect([field, value, accepted(entry({ [field]: value }))]).toEqual([field, value, false])
    }
  )

  test('an entry that is not an object refuses the ledger, one bad entry among good ones too', () => {
    for (const value of [null, 5, 'x', [], true]) expect(accepted(value)).toBe(false)
    expect(readLedger(sealedLine([GAP, { ...GAP, state: 'done' }]), SEAL, HERE)).toEqual({
      kind: 'foreign'
    })
    expect(readLedger(sealedLine([{ ...GAP, state: 'done' }, GAP]), SEAL, HERE)).toEqual({
      kind: 'foreign'
    })
  })

  test('only a handed-over entry without its report gets this one', () => {
    const read = readLedger(
      sealedLine([
        { ...GAP, state: 'handed-over', report: 3 },
        { ...GAP, state: 'merged' },
        { ...GAP, state: 'new' }
      ]),
      SEAL,
      HERE
    )
    expect(read.kind === 'read' && read.gaps.map(g => g.report)).toEqual([3, undefined, undefined])
  })

  test("a ledger sealed under another label (a report marker's) is foreign", () => {
    const data = Buffer.from(JSON.stringify([GAP])).toString('base64url')
    const line = `<!-- mintlify-docs-health-gaps: ${data} seal: ${SEAL.of('docs-health', ['docs', '12', data])} -->`
    expect(readLedger(line, SEAL, HERE)).toEqual({ kind: 'foreign' })
    const right = `<!-- mintlify-docs-health-gaps: ${data} seal: ${SEAL.of('docs-health-gaps', ['docs', '12', data])} -->`
    expect(readLedger(right, SEAL, HERE).kind).toBe('read')
  })

  test(`writes at most ${MAX_TRACKED} gaps, and reads at most ${MAX_TRACKED} of a longer sealed list`, () => {
    const many = Array.from({ length: MAX_TRACKED + 5 }, (_, i) => ({ ...GAP, text: `q${i}` }))
    const data = /gaps: (\S+) seal/.exec(ledgerLine(many, SEAL, HERE))?.[1] ?? ''
    expect(JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))).toHaveLength(MAX_TRACKED)
    const longer = Buffer.from(JSON.stringify(many)).toString('base64url')
    const line = `<!-- mintlify-docs-health-gaps: ${longer} seal: ${SEAL.of('docs-health-gaps', ['docs', '12', longer])} -->`
    const read = readLedger(line, SEAL, HERE)
    expect(read.kind === 'read' && read.gaps.length).toBe(MAX_TRACKED)
  })
})

/**
 * Secrets as they can appear in text: as written, and in the encodings a service or a proxy may
 * echo them in (percent-encoded, `\u`-escaped, base64 and base64url at every byte alignment, as
 * in an `Authorization` header echoed back). Redaction removes every one of them. It is called at
 * the edges only, where text leaves the process: `ActionIO` (log, outputs, summary, annotations),
 * GitHub writes (github/octokit.ts), and files (visitors/writers.ts).
 */

/** Shortest secret that is redacted: shorter strings would blank ordinary words. */
const MIN_SECRET_CHARS = 4
/** Shortest encoded form kept: a short base64 fragment would match by chance. */
const MIN_VARIANT_CHARS = 8

/** The secret and each encoded form of it worth looking for, longest first. */
export function secretVariants(secret: string): string[] {
  if (secret.length < MIN_SECRET_CHARS) return []
  const bytes = Buffer.from(secret, 'utf8')
  const escaped = [...secret].map(c => `\\u${c.codePointAt(0)?.toString(16).padStart(4, '0')}`)
  const variants = [
    secret,
    encodeURIComponent(secret),
    escaped.join(''),
    escaped.join('').toUpperCase().replace(/\\U/g, '\\u'),
    ...[0, 1, 2].flatMap(offset => {
      const core = base64Core(bytes, offset)
      return [core, core.replace(/\+/g, '-').replace(/\//g, '_')]
    })
  ]
  const unique = [...new Set(variants)].filter(v => v === secret || v.length >= MIN_VARIANT_CHARS)
  return unique.sort((a, b) => b.length - a.length)
}

/**
 * The part of base64(<offset bytes> + secret) that depends on the secret's bytes alone: the text
 * that stands in any base64 holding the secret at that alignment, whatever surrounds it.
 */
function base64Core(bytes: Buffer, offset: number): string {
  // The slice below ends before any `=` padding, so none needs removing.
  const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
  const total = offset + bytes.length
  const start = [0, 2, 3][offset] ?? 0
  const end = 4 * Math.floor(total / 3) + (total % 3)
  return encoded.slice(start, end)
}

export type Redactor = (text: string) => string

/**
 * A function that replaces every occurrence of each secret, in every form, with `***`, and only
 * that occurrence: the text around it is given back as it was. A form is each of
 * `secretVariants`, with any of its characters written the way text that leaves the process
 * writes them: `\u`-escaped (JSON), percent-encoded (URLs), as an HTML character reference, or
 * escaped for Markdown (`mint\_…`, `<span>&#36;</span>`, a zero-width space put between two
 * characters), so a secret is found wherever an edge redacts, before or after rendering. A
 * secret cut short (`mint_live_9f8…` as `truncate` cuts it, `…e7d6c5b4a` as a chart label is cut,
 * or cut off where the text itself ends or starts, as a field cut to GitHub's length without a
 * mark is: a deployment status's 140-character description) loses the part that is left, once at
 * least 8 characters of it are.
 */
export function redactor(secrets: Iterable<string>): Redactor {
  const variants = [...new Set([...secrets].flatMap(secretVariants))].sort(
    (a, b) => b.length - a.length
  )
  if (variants.length === 0) return text => text
  const index = { secrets: variants.map(indexed), pieces: piecesOf(variants) }
  // Every form of every secret in one pattern, longest first, so each text is read once however
  // many there are (a pass per form was a third of an export's time); `any` also finds what
  // written otherwise than as itself could hide one, so most texts are read once and given back.
  const every = new RegExp(variants.map(escapeRegExp).join('|'), 'g')
  const any = new RegExp([ENCODED_OR_CUT.source, every.source].join('|'))
  const pieceAt = piecesAtEnds(index.pieces)
  // Written as it is, with no `…`: what is left to find is a secret cut off at an end, which
  // begins or ends the text with a piece of one (most texts, read no further). A text shorter
  // than a piece is read from its start twice (a place before it is its start), and holds none.
  const asIs = (text: string) =>
    !pieceAt(text, 0) && !pieceAt(text, text.length - MIN_CUT_CHARS)
      ? text
      : replaceSpans(text, cutShort(readAsIs(text), index))
  return text => {
    if (!any.test(text)) return asIs(text)
    const out = text.replace(every, '***')
    if (!ENCODED_OR_CUT.test(out)) return asIs(out)
    const read = readAsWritten(out)
    return replaceSpans(out, [...found(read, every), ...cutShort(read, index)])
  }
}

/** Past this many pieces (a secret of kilobytes, not a few tokens), a look-up of slices is faster. */
const MAX_PATTERN_PIECES = 5000

/**
 * Whether a piece stands at `at` (a text's start, or MIN_CUT_CHARS before its end; a place before
 * the start is its start). Read in place by a sticky pattern: slicing both ends of every text to
 * look them up cost more than reading the text through. Only a text with none of ENCODED_OR_CUT's
 * characters is asked, and no piece holding one can stand in it. For a secret of kilobytes the
 * pieces are too many for one pattern, and the slices are looked up.
 */
function piecesAtEnds(pieces: ReadonlySet<string>): (text: string, at: number) => boolean {
  const plain = [...pieces].filter(p => !ENCODED_OR_CUT.test(p))
  if (plain.length > MAX_PATTERN_PIECES)
    return (text, at) => pieces.has(text.slice(Math.max(at, 0), Math.max(at, 0) + MIN_CUT_CHARS))
  const piece = new RegExp(plain.map(escapeRegExp).join('|') || '(?!)', 'y')
  return (text, at) => {
    piece.lastIndex = at
    return piece.test(text)
  }
}

/** A literal text as a regular expression that matches it alone. */
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
}

/** A text holds a secret other than as written, or cut short inside it (`…`), only with one of these. */
const ENCODED_OR_CUT = /[%\\&<\u200B…]/
/** The shortest part of a secret that is redacted when the rest was cut off. */
const MIN_CUT_CHARS = 8

/**
 * Every way a character is written in text that leaves the process, read back: `\u0041` (JSON,
 * its backslash maybe escaped again), `%41` (URLs), `&#65;` `&#x41;` `&amp;` (HTML),
 * `\_` `\\_` (Markdown, maybe escaped again), `<span>&#36;</span>` (a dollar sign, as
 * escapeMarkdown writes it); a zero-width space, however written, is read as nothing.
 */
const WRITTEN =
  /<span>&#36;<\/span>|\\+[uU]([0-9a-fA-F]{4})|\\+([!-/:-@[-`{-~])|%([0-9a-fA-F]{2})|&#([0-9]{1,7});|&#[xX]([0-9a-fA-F]{1,6});|&(amp|lt|gt|quot|apos);/g
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** A text as read (`text`), and for each of its characters where it stands in the original. */
interface Read {
  readonly text: string
  /** Where the character at `k` of `text` starts in the original, and where it ends. */
  readonly from: (k: number) => number
  readonly to: (k: number) => number
}

/** A text read as it is written: each character stands for itself. */
function readAsIs(text: string): Read {
  return { text, from: k => k, to: k => k + 1 }
}

function readAsWritten(original: string): Read {
  const parts: string[] = []
  const from: number[] = []
  const to: number[] = []
  const asIs = (start: number, end: number) => {
    parts.push(original.slice(start, end))
    for (let k = start; k < end; k++) {
      from.push(k)
      to.push(k + 1)
    }
  }
  let at = 0
  for (const m of original.matchAll(WRITTEN)) {
    asIs(at, m.index)
    at = m.index + m[0].length
    const chars = readOne(m)
    parts.push(chars)
    for (let k = 0; k < chars.length; k++) {
      from.push(m.index)
      to.push(at)
    }
  }
  asIs(at, original.length)
  // A zero-width space written as itself is read as nothing too.
  const text = parts.join('')
  const mapped = (at: readonly number[]) => (k: number) => at[k] ?? 0
  if (!text.includes('\u200B')) return { text, from: mapped(from), to: mapped(to) }
  const kept = [...text.matchAll(/[^\u200B]/g)].map(m => m.index)
  return {
    text: text.replaceAll('\u200B', ''),
    from: mapped(kept.map(k => from[k] ?? 0)),
    to: mapped(kept.map(k => to[k] ?? 0))
  }
}

function readOne(m: RegExpMatchArray): string {
  const [whole, unicode, escaped, percent, decimal, hex, named] = m
  const code = (digits: string, radix: number) => {
    const n = parseInt(digits, radix)
    return n <= 0x10ffff ? String.fromCodePoint(n) : whole
  }
  if (unicode !== undefined) return code(unicode, 16)
  if (escaped !== undefined) return escaped
  if (percent !== undefined) return code(percent, 16)
  if (decimal !== undefined) return code(decimal, 10)
  if (hex !== undefined) return code(hex, 16)
  if (named !== undefined) return NAMED[named] ?? whole
  return '$'
}

type Span = readonly [start: number, end: number]

/** Where in the original each form of a secret stands, as read (`every`: all of them, `g`). */
function found(read: Read, every: RegExp): Span[] {
  return [...read.text.matchAll(every)].map(m => span(read, m.index, m.index + m[0].length))
}

/** What `cutShort` looks for: each form, and every MIN_CUT_CHARS-long piece of any of them. */
interface CutIndex {
  readonly secrets: readonly Indexed[]
  readonly pieces: ReadonlySet<string>
}

/**
 * Every MIN_CUT_CHARS characters in a row of any form: what is left of a secret cut short holds
 * one where it was cut, so a place where the text holds none is passed over at the cost of one
 * look-up, whatever the number of forms.
 */
function piecesOf(variants: readonly string[]): Set<string> {
  const pieces = new Set<string>()
  for (const v of variants)
    for (let k = 0; k + MIN_CUT_CHARS <= v.length; k++) pieces.add(v.slice(k, k + MIN_CUT_CHARS))
  return pieces
}

/** A variant, and where each of its characters stands in it (for `cutShort`). */
interface Indexed {
  readonly variant: string
  readonly at: ReadonlyMap<string, readonly number[]>
}

function indexed(variant: string): Indexed {
  const at = new Map<string, number[]>()
  for (let k = 0; k < variant.length; k++) {
    const ch = variant[k] ?? ''
    at.set(ch, [...(at.get(ch) ?? []), k])
  }
  return { variant, at }
}

/**
 * What is left of a secret cut short: MIN_CUT_CHARS characters or more of it, not all, that end
 * where it was cut (just before a `…`, or at the end of the text) or start there (just after a
 * `…`, or at the start of the text). Only the places where the character beside the cut stands in
 * the secret are tried, so a text full of `…` costs little.
 */
function cutShort(read: Read, { secrets, pieces }: CutIndex): Span[] {
  const { text } = read
  const spans: Span[] = []
  const headsEndingAt = (end: number) => {
    if (pieces.has(text.slice(end - MIN_CUT_CHARS, end)))
      for (const secret of secrets) spans.push(...headAt(read, secret, end))
  }
  const tailsStartingAt = (start: number) => {
    if (pieces.has(text.slice(start, start + MIN_CUT_CHARS)))
      for (const secret of secrets) spans.push(...tailAt(read, secret, start))
  }
  headsEndingAt(text.length)
  tailsStartingAt(0)
  for (let p = text.indexOf('…'); p >= 0; p = text.indexOf('…', p + 1)) {
    headsEndingAt(p)
    tailsStartingAt(p + 1)
  }
  return spans
}

/** The start of the secret cut off at `end`: text[end - k, end) is v[0, k), so v[k - 1] is the character before it. */
function headAt(read: Read, { variant: v, at }: Indexed, end: number): Span[] {
  const { text } = read
  const heads = (at.get(text[end - 1] ?? '') ?? []).map(i => i + 1)
  const head = longestOf(heads, k => k <= end && text.slice(end - k, end) === v.slice(0, k), v)
  return head === undefined ? [] : [span(read, end - head, end)]
}

/** The end of the secret cut off before `start`: text[start, start + k) is v[len - k, len). */
function tailAt(read: Read, { variant: v, at }: Indexed, start: number): Span[] {
  const { text } = read
  const tails = (at.get(text[start] ?? '') ?? []).map(i => v.length - i)
  const tail = longestOf(tails, k => text.slice(start, start + k) === v.slice(-k), v)
  return tail === undefined ? [] : [span(read, start, start + tail)]
}

/** The largest length in `lengths` from MIN_CUT_CHARS up to, not with, all of `v` that `fits`. */
function longestOf(
  lengths: readonly number[],
  fits: (k: number) => boolean,
  v: string
): number | undefined {
  const fitting = lengths.filter(k => k >= MIN_CUT_CHARS && k < v.length && fits(k))
  return fitting.length === 0 ? undefined : Math.max(...fitting)
}

function span(read: Read, start: number, end: number): Span {
  return [read.from(start), read.to(end - 1)]
}

/** The original with each span (the first of any that overlap) replaced by `***`. */
function replaceSpans(original: string, spans: Span[]): string {
  let out = ''
  let at = 0
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    if (start < at) continue
    out += `${original.slice(at, start)}***`
    at = end
  }
  return out + original.slice(at)
}

/** `text` with every secret, in every form, replaced by `***`. */
export function redact(text: string, secrets: Iterable<string>): string {
  return redactor(secrets)(text)
}

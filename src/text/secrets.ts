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
 * secret cut short (`mint_live_9f8…` as `truncate` cuts it, `…e7d6c5b4a` as a chart label is cut)
 * loses the part that is left, once at least 8 characters of it are.
 */
export function redactor(secrets: Iterable<string>): Redactor {
  const variants = [...new Set([...secrets].flatMap(secretVariants))].sort(
    (a, b) => b.length - a.length
  )
  if (variants.length === 0) return text => text
  const written = new RegExp(variants.map(v => [...v].map(charForms).join(GAP)).join('|'), 'g')
  const cut = new RegExp(
    `(?:${variants.map(v => cutForm(v, 'end')).join('|')})(?=${GAP}…)|(?<=…${GAP})(?:${variants.map(v => cutForm(v, 'start')).join('|')})`,
    'g'
  )
  return text => {
    let out = text
    for (const variant of variants) out = out.split(variant).join('***')
    if (ENCODED.test(out)) out = out.replace(written, '***')
    if (out.includes('…')) out = out.replace(cut, '***')
    return out
  }
}

/** What may stand between two characters of a secret that is still read as one: a zero-width space. */
const GAP = '(?:&#8203;|&#x200[bB];|\\\\u200[bB]|\u200B)*'
/** A text without any of these holds a secret only as written. */
const ENCODED = /[%\\&<\u200B]/
/** The shortest part of a secret that is redacted when the rest was cut off. */
const MIN_CUT_CHARS = 8

/** Every way one character of a secret can be written in text that leaves the process. */
function charForms(ch: string): string {
  const code = ch.codePointAt(0) ?? 0
  const hex = code.toString(16)
  const anyCase = (digits: string) =>
    [...digits].map(d => (/[a-f]/.test(d) ? `[${d}${d.toUpperCase()}]` : d)).join('')
  const forms = [escapeRegExp(ch), `&#0*${code};`, `&#[xX]0*${anyCase(hex)};`]
  if (code < 0x10000) forms.push(`\\\\[uU]${anyCase(hex.padStart(4, '0'))}`)
  if (code < 0x80) forms.push(`%${anyCase(hex.padStart(2, '0'))}`)
  // Escaped for Markdown (`\_`), and that escaped again for JSON or Markdown (`\\_`, `\\\_`).
  if (/[!-/:-@[-`{-~]/.test(ch)) forms.push(`(?:\\\\)+${escapeRegExp(ch)}`)
  const named = NAMED_REFERENCES[ch]
  if (named !== undefined) forms.push(named)
  return `(?:${forms.join('|')})`
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // escapeMarkdown writes a dollar sign as <span>&#36;</span>.
  $: '<span>&#36;</span>'
}

/**
 * What is left of a secret cut at its `end` (its first MIN_CUT_CHARS characters or more) or at
 * its `start` (its last ones), and not all of it, in any written form.
 */
function cutForm(variant: string, cutAt: 'start' | 'end'): string {
  const chars = [...variant].map(charForms)
  if (chars.length <= MIN_CUT_CHARS) return '(?!)'
  if (cutAt === 'end') {
    const head = chars.slice(0, MIN_CUT_CHARS).join(GAP)
    // Each further character is optional, but only after the one before it: the longest wins.
    const more = chars
      .slice(MIN_CUT_CHARS, -1)
      .reduceRight((rest, form) => `(?:${GAP}${form}${rest})?`, '')
    return `${head}${more}`
  }
  const tail = chars.slice(-MIN_CUT_CHARS).join(GAP)
  // Each earlier character is optional, but only before the one after it.
  const more = chars
    .slice(1, -MIN_CUT_CHARS)
    .reduce((rest, form) => `(?:${rest}${form}${GAP})?`, '')
  return `${more}${tail}`
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
}

/** `text` with every secret, in every form, replaced by `***`. */
export function redact(text: string, secrets: Iterable<string>): string {
  return redactor(secrets)(text)
}

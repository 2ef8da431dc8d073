/**
 * Secrets as they can appear in text: as written, and in the encodings a service or a proxy may
 * echo them in (percent-encoded, `\u`-escaped, base64 and base64url at every byte alignment, as
 * in an `Authorization` header echoed back). Redaction removes every one of them.
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

const DECODINGS: readonly ((text: string) => string)[] = [
  text =>
    text.replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16))
    ),
  text =>
    text.replace(/%[0-9a-fA-F]{2}/g, match => {
      try {
        return decodeURIComponent(match)
      } catch {
        return match
      }
    })
]

/** A function that replaces every occurrence of each secret, in every form, with `***`. */
export function redactor(secrets: Iterable<string>): Redactor {
  const variants = [...secrets].flatMap(secretVariants).sort((a, b) => b.length - a.length)
  if (variants.length === 0) return text => text
  const plain = (text: string) => {
    let out = text
    for (const variant of variants) out = out.split(variant).join('***')
    return out
  }
  return text => {
    const out = plain(text)
    // A secret half-escaped (`\u006dint_…`, `mint%5F…`) is found by decoding first; the text is
    // then given decoded, with the secret removed.
    for (const decode of DECODINGS) {
      const decoded = decode(out)
      const cleaned = plain(decoded)
      if (cleaned !== decoded) return cleaned
    }
    return out
  }
}

/** `text` with every secret, in every form, replaced by `***`. */
export function redact(text: string, secrets: Iterable<string>): string {
  return redactor(secrets)(text)
}

/** A parsed JSON value with every string in it (keys too) redacted. */
export function redactDeep(value: unknown, clean: Redactor): unknown {
  if (typeof value === 'string') return clean(value)
  if (Array.isArray(value)) return value.map(item => redactDeep(item, clean))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [clean(k), redactDeep(v, clean)])
    )
  }
  return value
}

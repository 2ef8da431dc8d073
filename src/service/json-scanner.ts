/**
 * A JSON text read as it streams, in pieces of any size, and told as events: what a reader needs
 * to keep part of an answer too large to hold (a build's status with megabytes of logs). The
 * grammar is RFC 8259's, checked as strictly as `JSON.parse` checks it, so a cut or broken answer
 * is an error, never part of a value. A string is told up to `maxChars` characters and flagged
 * `cut` beyond (the rest is read, not kept): memory stays bounded whatever the answer's size.
 */

export interface JsonEvents {
  open(kind: 'object' | 'array'): void
  close(): void
  /** An object's key; `cut` when it was longer than `maxChars`. */
  key(name: string, cut: boolean): void
  /** A string (`cut` when longer than `maxChars`), a number, `true`, `false` or `null`. */
  value(value: string | number | boolean | null, cut: boolean): void
}

export class JsonSyntaxError extends Error {}

/** Longer than any number an answer holds; a longer one is refused, not accumulated. */
export const MAX_NUMBER_CHARS = 1_000
/** Deeper than any answer nests; a deeper one is refused, not stacked. */
export const MAX_DEPTH = 512

/** What comes next, outside a token. */
type Next = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'after' | 'end'

type Token =
  | { kind: 'string'; key: boolean; text: string; cut: boolean; escape: string | undefined }
  | { kind: 'number'; text: string }
  | { kind: 'literal'; word: 'true' | 'false' | 'null'; matched: number }

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t'
}
const LITERALS = { t: 'true', f: 'false', n: 'null' } as const
const LITERAL_VALUES = { true: true, false: false, null: null } as const
/** A string's characters that end a plain run: its end, an escape, a control character. */
// eslint-disable-next-line no-control-regex -- RFC 8259 forbids U+0000 to U+001F in a string
const SPECIAL = /["\\\u0000-\u001f]/g
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

export class JsonScanner {
  private readonly stack: ('object' | 'array')[] = []
  private next: Next = 'value'
  private token: Token | undefined
  /** Characters read before the current piece, for the position in messages. */
  private offset = 0

  constructor(
    private readonly events: JsonEvents,
    private readonly maxChars: number
  ) {}

  write(text: string): void {
    let i = 0
    while (i < text.length)
      i = this.token === undefined ? this.outside(text, i) : this.inside(text, i)
    this.offset += text.length
  }

  /** The text is over: it must have been one whole JSON value. */
  end(): void {
    if (this.token?.kind === 'number') this.endNumber(this.offset)
    if (this.token !== undefined || this.next !== 'end') {
      const what =
        this.offset === 0
          ? 'it is empty'
          : `it ends at character ${this.offset}, before its value does`
      throw new JsonSyntaxError(what)
    }
  }

  /** One character between tokens; where the scan goes on. */
  private outside(text: string, i: number): number {
    const c = text.charAt(i)
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') return i + 1
    const { next } = this
    if (next === 'colon' && c === ':') this.next = 'value'
    else if (next === 'after' && c === ',')
      this.next = this.stack.at(-1) === 'object' ? 'key' : 'value'
    else if ((next === 'after' || next === 'key-or-close') && c === '}') this.close('object', i)
    else if ((next === 'after' || next === 'value-or-close') && c === ']') this.close('array', i)
    else if ((next === 'key' || next === 'key-or-close') && c === '"') this.startString(true)
    else if (next === 'value' || next === 'value-or-close') this.startValue(c, i)
    else throw this.unexpected(c, i)
    return i + 1
  }

  private startValue(c: string, i: number): void {
    if (c === '{' || c === '[') {
      if (this.stack.length >= MAX_DEPTH)
        throw new JsonSyntaxError(`it nests deeper than ${MAX_DEPTH}`)
      this.stack.push(c === '{' ? 'object' : 'array')
      this.next = c === '{' ? 'key-or-close' : 'value-or-close'
      this.events.open(c === '{' ? 'object' : 'array')
    } else if (c === '"') this.startString(false)
    else if (c === '-' || (c >= '0' && c <= '9')) this.token = { kind: 'number', text: c }
    else if (c === 't' || c === 'f' || c === 'n')
      this.token = { kind: 'literal', word: LITERALS[c], matched: 1 }
    else throw this.unexpected(c, i)
  }

  private startString(key: boolean): void {
    this.token = { kind: 'string', key, text: '', cut: false, escape: undefined }
  }

  private close(kind: 'object' | 'array', i: number): void {
    if (this.stack.at(-1) !== kind) throw this.unexpected(kind === 'object' ? '}' : ']', i)
    this.stack.pop()
    this.events.close()
    this.valueDone()
  }

  private valueDone(): void {
    this.token = undefined
    this.next = this.stack.length === 0 ? 'end' : 'after'
  }

  /** Characters of the token under way, from `i`; where the scan goes on. */
  private inside(text: string, i: number): number {
    const token = this.token
    if (token?.kind === 'string') return this.inString(token, text, i)
    if (token?.kind === 'literal') {
      const c = text.charAt(i)
      if (c !== token.word.charAt(token.matched)) throw this.unexpected(c, i)
      token.matched++
      if (token.matched === token.word.length) {
        this.events.value(LITERAL_VALUES[token.word], false)
        this.valueDone()
      }
      return i + 1
    }
    let j = i
    while (j < text.length && /[-+.eE0-9]/.test(text.charAt(j))) j++
    this.appendNumber(text.slice(i, j), i)
    if (j < text.length) this.endNumber(this.offset + j)
    return j
  }

  private inString(token: Extract<Token, { kind: 'string' }>, text: string, i: number): number {
    if (token.escape !== undefined) return this.inEscape(token, text, i)
    SPECIAL.lastIndex = i
    const found = SPECIAL.exec(text)
    const j = found === null ? text.length : found.index
    this.append(token, text.slice(i, j))
    if (found === null) return j
    const c = text.charAt(j)
    if (c === '\\') token.escape = ''
    else if (c !== '"') throw this.unexpected(c, j)
    else {
      if (token.key) this.events.key(token.text, token.cut)
      else this.events.value(token.text, token.cut)
      if (token.key) {
        this.token = undefined
        this.next = 'colon'
      } else this.valueDone()
    }
    return j + 1
  }

  /** After a `\`: one of JSON's escapes, or `u` and four hexadecimal digits. */
  private inEscape(token: Extract<Token, { kind: 'string' }>, text: string, i: number): number {
    const c = text.charAt(i)
    if (token.escape === '') {
      const plain = ESCAPES[c]
      if (c === 'u') token.escape = 'u'
      else if (plain === undefined) throw this.unexpected(c, i)
      else {
        this.append(token, plain)
        token.escape = undefined
      }
      return i + 1
    }
    if (!/[0-9a-fA-F]/.test(c)) throw this.unexpected(c, i)
    token.escape += c
    if (token.escape?.length === 5) {
      this.append(token, String.fromCharCode(parseInt(token.escape.slice(1), 16)))
      token.escape = undefined
    }
    return i + 1
  }

  private append(token: Extract<Token, { kind: 'string' }>, part: string): void {
    if (token.cut || part === '') return
    const room = this.maxChars - token.text.length
    if (part.length > room) token.cut = true
    token.text += part.slice(0, room)
  }

  private appendNumber(part: string, i: number): void {
    const token = this.token as Extract<Token, { kind: 'number' }>
    token.text += part
    if (token.text.length > MAX_NUMBER_CHARS)
      throw new JsonSyntaxError(
        `it has a number of more than ${MAX_NUMBER_CHARS} characters at character ${this.offset + i}`
      )
  }

  private endNumber(at: number): void {
    const { text } = this.token as Extract<Token, { kind: 'number' }>
    if (!NUMBER.test(text))
      throw new JsonSyntaxError(`"${text}" at character ${at - text.length} is no number`)
    this.events.value(Number(text), false)
    this.valueDone()
  }

  private unexpected(c: string, i: number): JsonSyntaxError {
    const shown =
      c >= ' ' && c <= '~'
        ? `"${c}"`
        : `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
    return new JsonSyntaxError(`unexpected ${shown} at character ${this.offset + i}`)
  }
}

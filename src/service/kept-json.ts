import { JsonScanner, JsonSyntaxError, type JsonEvents } from './json-scanner.js'

/**
 * An answer read to its end and kept in part: a shape says which fields matter, how long each of
 * their texts and lists may be, and which end of a list to keep (a build's logs: the last lines,
 * which the summary shows). Everything else is read, checked as JSON and dropped as it streams,
 * so an answer of any size up to `maxBytes` costs no more memory than the shape allows, and a
 * stream that never ends is still stopped at `maxBytes`. What is kept comes back as JSON text,
 * for the answer's judge to read as it reads any answer.
 */

export type Keep =
  /** A string (cut to `maxChars`, ending `…` when cut), number, boolean or null. */
  | { readonly kind: 'text'; readonly maxChars: number }
  /** An array: its first or last `max` items, each kept as `of` (of texts: its strings alone). */
  | {
      readonly kind: 'list'
      readonly keep: 'first' | 'last'
      readonly max: number
      readonly of: Keep
    }
  /** An object: these fields, each kept as its shape says; every other field is dropped. */
  | { readonly kind: 'record'; readonly fields: Readonly<Record<string, Keep>> }

/** What was kept, as JSON text, or why the answer could not be read (body.ts's `BodyRead`). */
type KeptRead =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'unreadable'; readonly why: string }

export interface KeptAnswer {
  readonly shape: Keep
  /** The most bytes read: past it the answer is an error (it may never end). */
  readonly maxBytes: number
}

/** The longest text the scanner holds, and so the longest a shape may keep. */
export const MAX_KEPT_CHARS = 65_536
/** A string where the shape wants a list or a record: kept only to say what it was. */
const PLACEHOLDER_CHARS = 64

const BOM = '\ufeff'

/** Reads `body` to its end (or `maxBytes`), keeping what `answer.shape` says. */
export async function readKept(
  body: AsyncIterable<Uint8Array> | null,
  answer: KeptAnswer
): Promise<KeptRead> {
  const keeper = new Keeper(answer.shape)
  const scanner = new JsonScanner(keeper, MAX_KEPT_CHARS)
  // The mark is kept, so that it can be refused as readBody refuses it.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
  let size = 0
  let started = false
  try {
    for await (const chunk of body ?? []) {
      size += chunk.byteLength
      // Leaving the loop cancels the stream.
      if (size > answer.maxBytes)
        return { kind: 'unreadable', why: `it is larger than ${answer.maxBytes} bytes` }
      const text = decoder.decode(chunk, { stream: true })
      if (!started && text !== '' && text.startsWith(BOM))
        return {
          kind: 'unreadable',
          why: 'it starts with a byte-order mark, which JSON must not have'
        }
      started ||= text !== ''
      scanner.write(text)
    }
    scanner.write(decoder.decode())
    scanner.end()
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error
    return { kind: 'unreadable', why: `it is not JSON: ${error.message}` }
  }
  return { kind: 'text', text: JSON.stringify(keeper.kept) }
}

/** A string as kept: whole, or cut to `max` characters with `…` (never half a surrogate pair). */
export function keptText(text: string, cut: boolean, max: number): string {
  if (!cut && text.length <= max) return text
  const head = text.slice(0, Math.max(0, max - 1))
  return `${/[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head}…`
}

interface Frame {
  /** The shape of this container; undefined when it is read and dropped. */
  readonly keep: Keep | undefined
  readonly value: Record<string, unknown> | unknown[] | undefined
  /** An object's current key, when its value is kept. */
  key: string | undefined
}

/** Every container that is read and dropped, and everything inside it. */
const DROPPED: Frame = { keep: undefined, value: undefined, key: undefined }

/** Builds the kept value from the scanner's events. */
class Keeper implements JsonEvents {
  kept: unknown = null
  private readonly frames: Frame[] = []

  constructor(private readonly root: Keep) {}

  open(kind: 'object' | 'array'): void {
    const keep = this.slot()
    const fits =
      (kind === 'object' && keep?.kind === 'record') || (kind === 'array' && keep?.kind === 'list')
    const value = kind === 'object' ? {} : []
    // A container where a text is kept is kept empty: it says what it was, holding nothing. In a
    // list of texts, only strings are items.
    if (keep !== undefined && (fits || !this.inTexts())) this.put(value)
    this.frames.push(fits ? { keep, value, key: undefined } : DROPPED)
  }

  close(): void {
    const frame = this.frames.pop()
    const keep = frame?.keep
    if (keep?.kind === 'list' && keep.keep === 'last' && Array.isArray(frame?.value))
      frame.value.splice(0, Math.max(0, frame.value.length - keep.max))
  }

  key(name: string, cut: boolean): void {
    const frame = this.frames.at(-1)
    if (frame !== undefined && frame !== DROPPED) frame.key = cut ? undefined : name
  }

  value(value: string | number | boolean | null, cut: boolean): void {
    const keep = this.slot()
    if (keep === undefined) return
    if (typeof value !== 'string') return this.inTexts() ? undefined : this.put(value)
    this.put(keptText(value, cut, keep.kind === 'text' ? keep.maxChars : PLACEHOLDER_CHARS))
  }

  /** Whether the value about to come is an item of a list of texts. */
  private inTexts(): boolean {
    const keep = this.frames.at(-1)?.keep
    return keep?.kind === 'list' && keep.of.kind === 'text'
  }

  /** The shape of the value about to come, or undefined when it is dropped. */
  private slot(): Keep | undefined {
    const frame = this.frames.at(-1)
    if (frame === undefined) return this.root
    const { keep, value } = frame
    if (keep?.kind === 'record') {
      const { key } = frame
      return key !== undefined && Object.hasOwn(keep.fields, key) ? keep.fields[key] : undefined
    }
    if (keep?.kind !== 'list' || !Array.isArray(value)) return undefined
    return keep.keep === 'first' && value.length >= keep.max ? undefined : keep.of
  }

  private put(value: unknown): void {
    const frame = this.frames.at(-1)
    if (frame === undefined) {
      this.kept = value
      return
    }
    const { keep } = frame
    if (Array.isArray(frame.value)) {
      frame.value.push(value)
      // The last `max` of a long list: trimmed now and then, so it never holds twice as many.
      if (keep?.kind === 'list' && keep.keep === 'last' && frame.value.length >= 2 * keep.max)
        frame.value.splice(0, frame.value.length - keep.max)
    } else if (frame.value !== undefined && frame.key !== undefined) frame.value[frame.key] = value
  }
}

/** A text field, for shapes. */
export function text(maxChars: number): Keep {
  return { kind: 'text', maxChars: Math.min(maxChars, MAX_KEPT_CHARS) }
}

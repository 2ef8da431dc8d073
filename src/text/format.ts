/**
 * Small text facts used everywhere, each written once: the message of anything thrown, a cut with
 * a visible ellipsis, one line out of many, and a duration a person reads.
 */

/** The message of a thrown value, whether or not it is an `Error` (a string, a number, null). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The system or library code of a failure (`ECONNREFUSED`, `UND_ERR_SOCKET`), from the error or
 * the causes it wraps (fetch's "fetch failed" and Octokit's errors carry it a level or two down).
 */
export function errorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** `text` cut to at most `max` characters, the last of them `…` when it was cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`
}

/** Every run of whitespace, line breaks included, as one space; trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS

/**
 * A duration as people write it: `500ms`, `1.5s`, `45s`, `2m 5s`, `30m`, `1h 30m`, `24h`. Parts
 * that are zero are left out; under a minute, tenths of a second are kept.
 */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms))
  if (total === 0) return '0s'
  if (total < SECOND_MS) return `${total}ms`
  // Under a minute once rounded to a tenth (59.96 s is 1m, not "60s").
  const tenths = Math.round(total / 100)
  if (tenths * 100 < MINUTE_MS) {
    const s = tenths / 10
    return `${Number.isInteger(s) ? s : s.toFixed(1)}s`
  }
  const seconds = Math.round(total / SECOND_MS)
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return [h > 0 ? `${h}h` : '', m > 0 ? `${m}m` : '', s > 0 ? `${s}s` : '']
    .filter(part => part !== '')
    .join(' ')
}

/** Elapsed time to the second: `0s`, `42s`, `2m 5s`. */
export function formatElapsed(ms: number): string {
  return formatDuration(Math.round(ms / SECOND_MS) * SECOND_MS)
}

/** `text` cut so that, with `note` appended, it fits in `max` characters; the note says it was cut. */
export function cutWithNote(
  text: string,
  max: number,
  note: string
): { readonly text: string; readonly cut: boolean } {
  if (text.length <= max) return { text, cut: false }
  return { text: text.slice(0, Math.max(0, max - note.length)) + note, cut: true }
}

/**
 * Every character .NET's `Char.IsWhiteSpace` accepts, and so every character the Actions runner's
 * `String.TrimStart()` removes before it looks for `::` (actions/runner `ActionCommand.TryParseV2`):
 * U+0009-U+000D, U+0020, U+0085 NEXT LINE, U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F,
 * U+205F, U+3000. JavaScript's `\s` differs both ways (it lacks U+0085, and has U+FEFF).
 */
const DOTNET_WHITESPACE = '\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000'

/**
 * A line the runner could read as a current-syntax command: `::` once every .NET whitespace
 * character before it is trimmed. Format and control characters are skipped too: the runner's
 * `StartsWith("::")` compares by culture, where ICU ignores some of them (U+FEFF, U+00AD).
 */
const COMMAND_START = new RegExp(`^[${DOTNET_WHITESPACE}\\p{Cc}\\p{Cf}]*:[\\p{Cf}]*:`, 'u')

/**
 * Text made safe as one plain line of the runner's log, by the runner's own rules. The runner
 * reads its output with .NET's `StreamReader.ReadLine`, which ends a line at `\r`, `\n` or `\r\n`
 * and nothing else; it reads a line as a workflow command (`::error::`, `::add-mask::`,
 * `::stop-commands::`) when it starts with `::` after `TrimStart()`, and in its older syntax when
 * `##[` stands anywhere in it (`ActionCommand.TryParse`, tried when the first fails). So every line
 * break is written as the two characters `\n` (no text can start a second line), a line that
 * would start with `::` gets a visible `» ` in front, and every `##[` is written `##\[`.
 */
export function asLogLine(text: string): string {
  const one = text.replace(/\r\n|\r|\n/g, '\\n').replaceAll('##[', '##\\[')
  return COMMAND_START.test(one) ? `» ${one}` : one
}

/**
 * The length of the longest run of `char` (one UTF-16 unit) in `text`: what a fence or a
 * delimiter made one longer cannot be found in. One pass, nothing allocated.
 */
export function longestRun(text: string, char: string): number {
  let longest = 0
  for (let at = text.indexOf(char); at !== -1;) {
    let end = at + 1
    while (text[end] === char) end++
    longest = Math.max(longest, end - at)
    at = text.indexOf(char, end)
  }
  return longest
}

/** Text from outside, shown in a message: control characters as `?`, cut short. */
export function printable(text: string, max: number): string {
  return truncate(text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '?'), max)
}

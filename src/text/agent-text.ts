/**
 * Text quoted for the agent: what anonymous readers wrote (a search, a question, a comment) and
 * the page links the analytics hold, put into a prompt. The agent reads it as text and may copy it
 * into what it writes (the documentation, a pull request's description), so it is neutralised for
 * the agent, not for a Markdown page: no zero-width space or character reference breaks a mention
 * here (the agent would copy those into the docs, invisible), and nothing is escaped.
 *
 * - Plain visible text: every format character (Unicode Cf: zero-width characters, the bidi
 *   controls of Trojan Source, CVE-2021-42574, tag characters U+E0000-U+E007F), variation
 *   selectors, private-use and unpaired surrogate code units, and the letters that show as nothing
 *   (Hangul fillers, the combining grapheme joiner) are removed; control characters and every run
 *   of whitespace, line breaks included, are one space. So the text cannot hide words from the
 *   people who read the prompt, nor start a line of its own.
 * - A quote it cannot leave: inline code whose backtick fence is longer than any run of backticks
 *   in it (CommonMark 0.31, 6.1 "Code spans"), so a fake closing quote or fence is text.
 * - Mentions, references and links made inert the way the agent's output needs: inline code is
 *   where GitHub links no `@org/team`, `#12` or `https://…` (its mention and autolink filters skip
 *   `code`), and the prompt asks the agent to keep a reader's words in it wherever it quotes them.
 */

import { codeBlock, codeSpan } from './markdown.js'

/** What a reader of the prompt would not see, or would see as nothing. */
const INVISIBLE =
  /[\p{Cf}\p{Co}\p{Cs}\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u115F\u1160\u3164\uFFA0]|\u034F|[\u17B4\u17B5]|[\u180B-\u180F]/gu

/** Text quoted for the agent, cut at `max` characters with a visible `…`. */
export function quoteForAgent(text: string, max: number): string {
  // Cleaning only removes, so more than this could never be kept.
  const visible = text
    .slice(0, 4 * max)
    .replace(INVISIBLE, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
  const cut = cutAt(visible, max)
  // One line already: the inline code the summaries quote with, its fence longer than any run.
  return cut === '' ? '(empty)' : codeSpan(cut)
}

/** `text` in at most `max` characters, the last a `…` when it was cut; never half a pair. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text
  const end = Math.max(0, max - 1)
  const whole = /[\uD800-\uDBFF]/.test(text.charAt(end - 1)) ? end - 1 : end
  return `${text.slice(0, whole)}…`
}

/** What a block quoted for the agent adds around its text: two fences of at least 3, an info word, line breaks. */
const BLOCK_FRAME_CHARS = 16

/**
 * Text of many lines (a description, a commit message, a diff) quoted for the agent as a fenced
 * code block whose fence is longer than any run of backticks in it (CommonMark 0.31, 4.5 "Fenced
 * code blocks": only a fence of the same character, at least as long, closes it; a line of tildes
 * does not close a backtick fence), so no line of it can end the quote, and nothing in it renders
 * (no mention, link, reference or HTML). Cleaned as `quoteForAgent` cleans, but its lines kept:
 * every line break (`\r\n`, `\r`, NEL, the Unicode line and paragraph separators) is `\n`, other
 * control characters but the tab are a space. The whole block, fences included, is at most `max`
 * characters, the text cut with a `…` line when it had to be; only a slice of the text a little
 * longer than `max` is ever read, so a text of megabytes is never copied.
 */
export function quoteBlockForAgent(
  text: string,
  max: number,
  info = 'text'
): { readonly block: string; readonly cut: boolean } {
  const visible = text
    .slice(0, 4 * max)
    .replace(INVISIBLE, '')
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, ' ')
    .replace(/^\n+|\s+$/g, '')
  let room = max - BLOCK_FRAME_CHARS - info.length
  for (;;) {
    const kept = visible.length <= room ? visible : cutLines(visible, room - 2)
    const block = codeBlock(kept === '' ? '(empty)' : kept, info)
    const cut = kept !== visible || text.length > 4 * max
    if (block.length <= max || room <= 0) return { block: room <= 0 ? '' : block, cut }
    room -= block.length - max
  }
}

/** `text` in at most `max` characters with a last line `…`; never half a surrogate pair. */
function cutLines(text: string, max: number): string {
  if (max <= 0) return ''
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max
  return `${text.slice(0, end)}\n…`
}

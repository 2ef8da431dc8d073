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
  if (cut === '') return '(empty)'
  const fence = '`'.repeat(Math.max(0, ...(cut.match(/`+/g) ?? []).map(run => run.length)) + 1)
  // A space beside a fence that the text starts or ends with a backtick, as CommonMark strips.
  const pad = cut.startsWith('`') || cut.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${cut}${pad}${fence}`
}

/** `text` in at most `max` characters, the last a `…` when it was cut; never half a pair. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text
  const end = Math.max(0, max - 1)
  const whole = /[\uD800-\uDBFF]/.test(text.charAt(end - 1)) ? end - 1 : end
  return `${text.slice(0, whole)}…`
}

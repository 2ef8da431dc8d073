/**
 * Text that came from the service or from users goes into comments and summaries only through
 * these functions, so it cannot add Markdown, HTML, links, @-mentions or #-references to what
 * the action writes. "Markdown" is what GitHub renders ("Writing on GitHub"): CommonMark and GFM
 * (tables, task lists, strikethrough, footnotes, autolinks), alerts, math (`$…$`, `$$…$$`,
 * `` $`…`$ ``), diagrams in fences (Mermaid, GeoJSON, STL), emoji shortcodes, and the references
 * GitHub links after rendering (`@user`, `#12`, `GH-12`, `owner/repo#12`, `user@sha`).
 */

import { longestRun } from './format.js'

// Inline syntax anywhere; block syntax (#, -, +, "1.") only matters at the start, handled below.
// A "#" before a digit is caught apart (its group): GitHub links "#12" after rendering.
// Parentheses are left as they are: they make a link or an image only right after a `]`, which is
// escaped here, and a `\(` would show its backslash wherever the text is read as it is written
// (a log, the demo, an e-mail of the comment). A "1)" at the start is escaped below.
const MARKDOWN_SPECIAL = /(#(?=\p{N}))|[\\`*_[\]#!|~<>&"'$]/gu
const HTML_ENTITY: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  // GitHub's documentation writes a dollar sign beside math as <span>$</span> (its math is found
  // in the text of each element, where a backslash escape is already gone); a parser that finds
  // math in the source (micromark) needs the sign as a reference. This is both.
  $: '<span>&#36;</span>'
}

/** Plain text for a Markdown paragraph or table cell: one line, nothing interpreted. */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/\r?\n|\r/g, ' ')
      // A reference ("#12") is broken by a zero-width space; everything else is escaped.
      .replace(MARKDOWN_SPECIAL, (ch, reference: string | undefined) =>
        reference !== undefined ? '#&#8203;' : (HTML_ENTITY[ch] ?? `\\${ch}`)
      )
      .replace(/^(\s*)([-+=])/, '$1\\$2')
      .replace(/^(\s*\d+)([.)])/, '$1\\$2')
      // "@&#8203;name" renders as "@name" without notifying anyone (the approach Renovate takes).
      .replace(/@/g, '@&#8203;')
      // An autolinked URL or e-mail is not Markdown syntax, but ":" in "https:" can be broken the
      // same way, so bare text never becomes a link.
      .replace(/:\/\//g, '&#58;//')
      // GitHub also links bare "www.example.com".
      .replace(/www\./gi, match => `${match.slice(0, 3)}&#46;`)
      // An emoji shortcode (":rocket:") becomes a picture after rendering; so does "GH-12" a link.
      // GitHub's emoji names made of digits alone are 100 and 1234, so a time (09:30:00) is left.
      // (The name's underscores are escaped by now: "\_".)
      .replace(/:(?=([\w+\\-]+):)/g, (colon, name: string) =>
        /^\d+$/.test(name) && name !== '100' && name !== '1234' ? colon : ':&#8203;'
      )
      .replace(/\b(gh)-(?=\d)/gi, '$1&#8203;-')
  )
}

/**
 * A link whose text is its own target, for an https:// URL the caller has decided to link;
 * anything else is shown as escaped text.
 */
export function linkOrText(url: string | null | undefined, label?: string): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined
  const href = linkTarget(url)
  return href === undefined ? escapeMarkdown(url) : `[${escapeMarkdown(label ?? href)}](${href})`
}

/**
 * An https URL as a Markdown link's target, or undefined for any other text. Percent-encoded by
 * hand: encodeURIComponent leaves ( and ) as they are, and an unbalanced one (or a space) would
 * end the link early, leaving the rest of the URL as text.
 */
export function linkTarget(url: string): string | undefined {
  if (!isHttpsUrl(url)) return undefined
  return new URL(url).href.replace(
    /[()<> [\]]/g,
    ch => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`
  )
}

/**
 * An https URL without credentials, as its href, for a link the action takes from outside (a
 * preview's, a deployment's environment URL); undefined for anything else.
 */
export function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const url = URL.parse(value)
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined
  return url.href
}

export function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Markdown made safe as one table cell, whatever it holds, so that it renders in the cell as it
 * would outside a table. GitHub splits a table's rows into cells before any inline parsing, at
 * every `|` not escaped by a backslash, inside code spans and link destinations too: "It is
 * possible to include a pipe in a cell's content by escaping it, including inside other inline
 * spans" (GitHub Flavored Markdown spec, tables extension, example 200). So a code span cannot
 * protect a cell: `` `a|<img src=x onerror=…>` `` ends the cell at the `|`, and the rest is
 * parsed as Markdown of its own. Every `|` that no backslash escapes becomes `\|`, counting the
 * backslashes before it in pairs as the row's tokenizer does (`\\|` is an escaped backslash, then
 * a `|` that splits); GitHub removes the backslash of `\|` before the cell's inline parsing, in
 * code spans too, so a sha or a link keeps its `|`. (A code span cannot show a backslash right
 * before a `|`: GitHub removes it there whatever is written.) A line break would end the row: it
 * is a space.
 */
export function tableCell(markdown: string): string {
  // One pass, linear: a backslash and the character after it are one token, as in the row's
  // tokenizer, so each `|` matched alone is one that no backslash escapes.
  return markdown
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/\\[\s\S]|\|/g, token => (token === '|' ? '\\|' : token))
}

/** A figure as the action writes one: `48,210`, `-3`, `1.5`, `12%`, `+12%`. */
const FIGURE = /^[+-]?\d[\d,]*(\.\d+)?%?$/

/** What a column of figures may hold besides them: nothing, no match (`—`), a change from 0. */
const NOT_A_FIGURE = new Set(['', '—', 'new'])

/**
 * A Markdown table, one line per row: every table the action writes is made here, so every cell
 * (the header's too) goes through `tableCell` and no writer can forget it. Cells are Markdown,
 * their outside text already escaped by the writer (`escapeMarkdown`, `codeSpan`, `linkOrText`).
 * One rule lines up every table alike: a column whose cells are figures (and blanks, `—`, `new`)
 * is right-aligned (`---:`), so digits line up as in a spreadsheet; every other column is left.
 */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.map(tableCell).join(' | ')} |`
  const rule = head.map((_, i) => (isFigures(rows.map(row => row[i] ?? '')) ? '---:' : '---'))
  return [line(head), line(rule), ...rows.map(line)]
}

/** Cells of one column: at least one figure, and nothing else but blanks, `—` or `new`. */
function isFigures(cells: readonly string[]): boolean {
  return (
    cells.some(cell => FIGURE.test(cell)) &&
    cells.every(cell => FIGURE.test(cell) || NOT_A_FIGURE.has(cell))
  )
}

/**
 * Rows of a two-column Markdown table of facts; values are already Markdown. GitHub's tables need
 * a header row: the first fact is it, so no empty row stands above the table.
 */
export function factsTable(rows: readonly (readonly [string, string])[]): string {
  const [first, ...rest] = rows
  return first === undefined ? '' : table(first, rest).join('\n')
}

/** GitHub rejects comments longer than 65,536 characters; stay well under with a visible cut. */
export const MAX_COMMENT_CHARS = 65_000

export function capComment(body: string, max = MAX_COMMENT_CHARS): string {
  return cutMarkdown(
    body,
    max,
    "\n\n_…cut to fit GitHub's comment limit; the workflow run has the full log._"
  )
}

/**
 * Markdown cut so that, with `note` after it, it is at most `max` long by `size` (characters
 * unless told: a summary counts UTF-8 bytes), and renders nothing the whole would not. A cut inside
 * a line could leave a code span, a link or an escape open, and the outside text after it live:
 * `` `<img src=x onerror=…> `` renders the image once the closing backtick is cut off. Every line
 * the action writes outside a code block closes what it opens (`escapeMarkdown`, `codeSpan`,
 * `linkOrText`, a table row), so the cut falls at the end of a line; inside a fenced code block,
 * where nothing renders, it may fall within one, and the block is closed before the note, so the
 * note is not code. (CommonMark 0.31, 4.5 "Fenced code blocks".)
 */
export function cutMarkdown(
  markdown: string,
  max: number,
  note: string,
  size: (text: string) => number = text => text.length
): string {
  if (size(markdown) <= max) return markdown
  const room = max - size(note)
  const kept: string[] = []
  let used = 0
  let fence: string | undefined
  for (const line of markdown.split('\n')) {
    const after = fenceAfter(fence, line)
    const closing = after === undefined ? 0 : size(after) + 1
    // What the kept lines and this one would take, with the fence that closes the block.
    if (used + size(line) + closing > room) {
      // Within a block the fence stays open: the line's beginning is code, and goes in.
      const start =
        fence !== undefined && after === fence ? prefixOf(line, room - used - closing, size) : ''
      if (start !== '') kept.push(start)
      break
    }
    kept.push(line)
    used += size(line) + 1
    fence = after
  }
  const close = fence === undefined ? [] : [fence]
  return [...kept, ...close].join('\n') + note
}

/** A line that opens a fenced code block: its fence; a backtick fence's info has no backtick. */
const OPENING_FENCE = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})/

/**
 * The fence of the code block open after `line`, given the one open before it: CommonMark's rules
 * for a fence that opens a block, and one that closes it (the same character, at least as many,
 * nothing after it but spaces).
 */
function fenceAfter(open: string | undefined, line: string): string | undefined {
  if (open === undefined) return OPENING_FENCE.exec(line)?.[1]
  const closing = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1]
  return closing !== undefined && closing[0] === open[0] && closing.length >= open.length
    ? undefined
    : open
}

/** The longest beginning of `text` at most `room` long by `size`, never half a surrogate pair. */
function prefixOf(text: string, room: number, size: (text: string) => number): string {
  let lo = 0
  let hi = text.length
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1
    if (size(text.slice(0, mid)) <= room) lo = mid
    else hi = mid - 1
  }
  return /[\uD800-\uDBFF]/.test(text.charAt(lo - 1)) ? text.slice(0, lo - 1) : text.slice(0, lo)
}

/**
 * Text shown exactly as it is, in a fenced code block: nothing in it is rendered (no HTML, links
 * or mentions). The fence is longer than any run of backticks in the text, so the text cannot
 * close it.
 */
export function codeBlock(text: string, language = 'text'): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1))
  return `${fence}${language}\n${text}\n${fence}`
}

/** Text as inline code, one line, with a fence that it cannot close. */
export function codeSpan(text: string): string {
  const one = text.replace(/\r?\n|\r/g, ' ')
  const fence = '`'.repeat(longestRun(one, '`') + 1)
  const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${one}${pad}${fence}`
}

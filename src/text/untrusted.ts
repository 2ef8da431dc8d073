import type { Parser as HtmlParser } from 'htmlparser2'
import { cutWithNote } from './format.js'

/**
 * The edge for what people write. Issue titles, bodies and comments are written by anyone who can
 * open an issue. Before they become a prompt, what a reader of the issue on GitHub cannot see is
 * removed, so the agent is not told things the maintainers who asked for the work never saw.
 *
 * Every step is linear in the length of the text: the text is cut to a bound first, HTML is read
 * by a real tokenizer (htmlparser2) rather than regular expressions, and the few expressions used
 * on the result have no nested or overlapping repetition. htmlparser2's parser keeps its open
 * elements in an array it `unshift`s (dist/esm/Parser.js), so each element costs the depth it
 * opens at: the text is cut where its elements would nest deeper than MAX_TAG_DEPTH, which bounds
 * the parser's work by the length times that depth.
 */

/** The longest prompt the action sends; the contract documents no limit (contracts/README.md). */
export const MAX_PROMPT_CHARS = 100_000
/** How much of a text is looked at at all; cleaning only removes, so more could never be sent. */
export const MAX_UNTRUSTED_CHARS = 4 * MAX_PROMPT_CHARS

/**
 * How deep elements may nest before the rest of the text is cut: real issues nest a dozen deep,
 * and a compiler's log of templates (`vector<pair<int, string>>`, each `<name` an element to an
 * HTML parser) a few hundred.
 */
export const MAX_TAG_DEPTH = 1_000

/** Said where a text was cut for nesting deeper than MAX_TAG_DEPTH. */
export const DEPTH_NOTE = `\n\n[The text was cut here: its HTML nests deeper than ${MAX_TAG_DEPTH} elements.]`

/** Elements GitHub never renders the content of. */
const NEVER_SHOWN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object'])
/** Attributes a reader does not see as text: image descriptions and link or element titles. */
const UNSEEN_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'aria-description'])
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i

// Every format character (Unicode category Cf: zero-width characters, bidirectional controls as in
// Trojan Source, CVE-2021-42574, tag characters U+E0000-U+E007F) and the variation selectors,
// which carry hidden payloads as easily.
const INVISIBLE = /[\p{Cf}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu
// Markdown image descriptions `![alt](` and link titles `](url "title")`.
const IMAGE_ALT = /!\[[^\]\n]*\]\(/g
const LINK_TITLE = /(\]\([^\s()]*)[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))\)/g

/** Loads the HTML tokenizer on first use: only a run with people's text to clean needs it. */
export async function cleanUntrusted(text: string): Promise<string> {
  const { Parser } = await import('htmlparser2')
  // Invisible characters go first, so none can hide a tag from the tokenizer; the tokenizer
  // decodes nothing, so none can come back.
  const visible = text.slice(0, MAX_UNTRUSTED_CHARS).replace(INVISIBLE, '')
  return visibleHtml(Parser, visible).replace(IMAGE_ALT, '![](').replace(LINK_TITLE, '$1)')
}

/**
 * A plain text people read as it is (a job's log in GitHub's log viewer, where no HTML is
 * rendered): only the characters nobody sees are removed.
 */
export function cleanPlain(text: string): string {
  return text.slice(0, MAX_UNTRUSTED_CHARS).replace(INVISIBLE, '')
}

/**
 * The text with HTML comments and every element hidden from readers removed, at any depth: an
 * element with `hidden`, a `display:none` or `visibility:hidden` style, or one GitHub never shows.
 * Visible markup is kept as written, less the attributes no reader sees. `hidden` mirrors the
 * parser's own stack of open elements (every element it opens, it closes, implied ones included):
 * once it holds MAX_TAG_DEPTH, the parser is stopped and the rest of the text is not read.
 */
function visibleHtml(Parser: typeof HtmlParser, text: string): string {
  const out: string[] = []
  const hidden: boolean[] = []
  const inHidden = () => hidden.at(-1) === true
  let tooDeep = false
  const parser: HtmlParser = new Parser(
    {
      onopentag(name, attributes, isImplied) {
        if (hidden.length >= MAX_TAG_DEPTH) {
          tooDeep = true
          parser.pause()
          return
        }
        const hides =
          inHidden() ||
          NEVER_SHOWN.has(name) ||
          'hidden' in attributes ||
          HIDING_STYLE.test(attributes.style ?? '')
        hidden.push(hides)
        if (hides || isImplied) return
        const asWritten = !Object.keys(attributes).some(key => UNSEEN_ATTRIBUTES.has(key))
        out.push(
          asWritten ? text.slice(parser.startIndex, parser.endIndex + 1) : openTag(name, attributes)
        )
      },
      onclosetag(_name, isImplied) {
        const hides = hidden.pop() === true
        if (!hides && !isImplied) out.push(text.slice(parser.startIndex, parser.endIndex + 1))
      },
      ontext(chunk) {
        if (!inHidden()) out.push(chunk)
      }
    },
    { decodeEntities: false, lowerCaseTags: true, recognizeSelfClosing: true }
  )
  parser.end(text)
  return tooDeep ? `${out.join('')}${DEPTH_NOTE}` : out.join('')
}

function openTag(name: string, attributes: Record<string, string>): string {
  const kept = Object.entries(attributes)
    .filter(([key]) => !UNSEEN_ATTRIBUTES.has(key))
    .map(([key, value]) =>
      value === '' ? ` ${key}` : ` ${key}="${value.replace(/"/g, '&quot;')}"`
    )
  return `<${name}${kept.join('')}>`
}

/** Caps a prompt at `max` characters, saying visibly that it was cut. */
export function capPrompt(
  prompt: string,
  max = MAX_PROMPT_CHARS
): { prompt: string; cut: boolean } {
  const capped = cutWithNote(
    prompt,
    max,
    `\n\n[The issue text was cut at ${max} characters by the action.]`
  )
  return { prompt: capped.text, cut: capped.cut }
}

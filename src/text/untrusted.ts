import { cutWithNote } from './format.js'

/**
 * Issue titles, bodies and comments are written by anyone who can open an issue. Before they
 * become a prompt, what a reader of the issue cannot see is removed, so the agent is not told
 * things the maintainers who labelled the issue never saw.
 */

/** The longest prompt the action sends; the contract documents no limit (contracts/README.md). */
export const MAX_PROMPT_CHARS = 100_000

// Zero-width characters and bidirectional controls (Trojan Source, CVE-2021-42574).
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g
// HTML comments, including one left open to the end of the text.
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g
// Elements GitHub renders hidden: <details> keeps its summary visible, so only elements that hide
// their whole content are removed: anything with a `hidden` attribute or display:none.
const HIDDEN_ELEMENT =
  /<([a-z][a-z0-9]*)\b[^>]*(?:\bhidden\b|display\s*:\s*none)[^>]*>[\s\S]*?<\/\1\s*>/gi

export function sanitizeUntrusted(text: string): string {
  return text.replace(HTML_COMMENT, '').replace(HIDDEN_ELEMENT, '').replace(INVISIBLE, '')
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

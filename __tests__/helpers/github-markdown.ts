import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { math, mathHtml } from 'micromark-extension-math'

/**
 * Markdown rendered the way GitHub renders it, as near as a library can: CommonMark with GFM
 * (tables, task lists, strikethrough, footnotes, literal autolinks) and math (`$…$`, `$$…$$`),
 * HTML passed through as GitHub passes its allowed tags; then GitHub's filters on the rendered
 * text, which link what no Markdown parser sees: `@user`, `#12`, `GH-12`, `:emoji:`.
 */
export function renderGitHub(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfm(), math()],
    htmlExtensions: [gfmHtml(), mathHtml()]
  })
}

/** What GitHub's post-render filters would turn into a mention, a reference or a picture. */
const TEXT_FILTERS: readonly [string, RegExp][] = [
  ['mention', /(?<![\w`])@[A-Za-z0-9][\w-]*/],
  ['issue reference', /(?<![\w&])#\d+/],
  ['GH- reference', /\bGH-\d+/i],
  // Names from GitHub's emoji list: letters first, or one of the few that start with a digit or
  // sign (a time such as 04:32:26 is no emoji).
  ['emoji shortcode', /:(?:[a-z_][\w+-]*|[+-]1|100|1234|8ball|[123](?:st|nd|rd)_place_medal):/i]
]

export interface Rendered {
  /** Every element name in the HTML. */
  readonly tags: ReadonlySet<string>
  /** The text a reader sees, entities decoded, zero-width spaces left in. */
  readonly text: string
  /** Which of GitHub's text filters would fire on it. */
  readonly filtered: readonly string[]
}

export function rendered(markdown: string): Rendered {
  const html = renderGitHub(markdown)
  const tags = new Set(
    [...html.matchAll(/<\/?([a-z][a-z0-9-]*)/gi)].map(m => m[1]?.toLowerCase() ?? '')
  )
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
  return { tags, text, filtered: TEXT_FILTERS.filter(([, re]) => re.test(text)).map(([n]) => n) }
}

/**
 * Which of GitHub's text filters would fire outside code: GitHub's mention and reference filters
 * skip the text of `pre`, `code` and `a` elements (html-pipeline's `IGNORE_PARENTS`).
 */
export function filteredOutsideCode(markdown: string): readonly string[] {
  const html = renderGitHub(markdown).replace(/<(pre|code|a)\b[\s\S]*?<\/\1>/g, '')
  return rendered(html).filtered
}

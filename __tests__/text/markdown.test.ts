import { describe, expect, test } from '@jest/globals'
import {
  capComment,
  codeBlock,
  codeSpan,
  escapeMarkdown,
  factsTable,
  linkOrText
} from '../../src/text/markdown.js'
import { rendered } from '../helpers/github-markdown.js'

describe('escapeMarkdown and links', () => {
  test('block syntax at the start is escaped', () => {
    expect(escapeMarkdown('- item')).toBe('\\- item')
    expect(escapeMarkdown('1. first')).toBe('1\\. first')
  })
  test('only https URLs are linked', () => {
    expect(linkOrText('https://github.com/a/b/pull/1')).toBe(
      '[https&#58;//github.com/a/b/pull/1](https://github.com/a/b/pull/1)'
    )
    expect(linkOrText('http://github.com/a/b/pull/1')).toBe('http&#58;//github.com/a/b/pull/1')
    expect(linkOrText(null)).toBeUndefined()
  })
})

describe('capComment and factsTable', () => {
  test('a comment over the limit is cut with a visible note, to the limit exactly', () => {
    const cut = capComment('y'.repeat(70_000))
    expect(cut).toHaveLength(65_000)
    expect(cut).toContain("cut to fit GitHub's comment limit")
    expect(capComment('short')).toBe('short')
  })
  test('facts become a two-column table', () => {
    expect(factsTable([['Job', 'j']])).toBe('| Job | j |\n| --- | --- |')
    expect(
      factsTable([
        ['Job', 'j'],
        ['Status', 's']
      ])
    ).toBe('| Job | j |\n| --- | --- |\n| Status | s |')
    expect(factsTable([])).toBe('')
  })
  test('mentions and bare URLs in text do nothing', () => {
    expect(escapeMarkdown('@org/team see https://evil.example')).toBe(
      '@&#8203;org/team see https&#58;//evil.example'
    )
  })
})

describe('codeBlock and codeSpan', () => {
  test('the fence is longer than any backtick run in the text, so the text cannot close it', () => {
    expect(codeBlock('a')).toBe('```text\na\n```')
    expect(codeBlock('x\n````\n<b>', 'json')).toBe('`````json\nx\n````\n<b>\n`````')
    expect(codeSpan('GET /x')).toBe('`GET /x`')
    expect(codeSpan('a `b` c')).toBe('``a `b` c``')
    expect(codeSpan('`edge`')).toBe('`` `edge` ``')
    expect(codeSpan('two\nlines')).toBe('`two lines`')
  })
})

/** Nasty text for every construct GitHub renders ("Writing on GitHub"), and a few besides. */
const HOSTILE_MARKDOWN = [
  '$x^2$',
  'cost $5 and $6',
  '$$ \\sum_i x_i $$',
  '$`a+b`$',
  '> [!WARNING]',
  '> [!CAUTION] pwned',
  'text[^1] [^1]: the note',
  '```mermaid graph TD; A-->B ```',
  '~~~geojson {} ~~~',
  '```math x ```',
  '```stl solid ```',
  ':rocket: :+1: :-1: :white_check_mark:',
  'GH-12 gh-7',
  'acme/docs#12 and #34',
  'user@1234567 acme/docs@1234567',
  'a@b.com mailto:a@b.com xmpp:a@b.com',
  'https://evil.example www.evil.example <https://evil.example>',
  '<b>bold</b><sub>x</sub><sup>y</sup><ins>u</ins><details><summary>s</summary></details>',
  '<!-- hidden -->',
  '**b** __b__ *i* _i_ ~~s~~ ~s~',
  '- [ ] task',
  '* [x] done',
  '+ item',
  '1) item',
  '2. item',
  '# heading',
  '===',
  '---',
  '| a | b |',
  '![img](https://evil.example/i.png)',
  '[link](https://evil.example) [ref][1] [1]: https://evil.example',
  '&copy; &#169; &#x27;',
  'back\\slash \\* \\$',
  '`code` ``co`de``',
  '@everyone @acme/team',
  '\'single\' "double"',
  '\\(x\\) \\[x\\]',
  '12:30 a:b http://x'
]

describe('escapeMarkdown against GitHub Markdown', () => {
  test.each(HOSTILE_MARKDOWN)(
    '%j renders as the text itself, in a paragraph and in a table',
    input => {
      for (const markdown of [
        escapeMarkdown(input),
        `| h |\n| --- |\n| ${escapeMarkdown(input)} |`
      ]) {
        const out = rendered(markdown)
        const allowed = ['p', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td']
        expect([...out.tags].filter(tag => !allowed.includes(tag))).toEqual([])
        expect(out.filtered).toEqual([])
        expect(out.text.replace(/\u200b/g, '')).toContain(input)
      }
    }
  )

  test('a line break cannot start a block', () => {
    const out = rendered(escapeMarkdown('ok\n# heading\n> [!NOTE]\n$$\nx\n$$'))
    expect([...out.tags]).toEqual(['p', 'span'])
    expect(out.text.replace(/\u200b/g, '')).toBe('ok # heading > [!NOTE] $$ x $$')
  })
})

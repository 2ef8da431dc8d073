import { describe, expect, test } from '@jest/globals'
import {
  capComment,
  codeBlock,
  codeSpan,
  escapeMarkdown,
  factsTable,
  httpsUrl,
  isHttpsUrl,
  linkOrText,
  MAX_COMMENT_CHARS,
  cutMarkdown,
  table,
  tableCell
} from '../../src/text/markdown.js'
import { renderGitHub, rendered } from '../helpers/github-markdown.js'

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
  test('a comment over the limit is cut at a line with a visible note, under the limit', () => {
    const cut = capComment('y'.repeat(99).concat('\n').repeat(700))
    expect(cut.length).toBeLessThanOrEqual(65_000)
    expect(cut.length).toBeGreaterThan(64_800)
    expect(cut).toMatch(/^(y{99}\n)+y{99}\n\n_…cut to fit GitHub's comment limit/)
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

/** The cells of each row of the first table GitHub renders from `markdown`, as HTML. */
function cellsOf(markdown: string): string[][] {
  const html = renderGitHub(markdown)
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(row =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(cell => cell[1] ?? '')
  )
}

/** What GitHub renders of `markdown` alone, as a paragraph: what its cell must show. */
function inParagraph(markdown: string): string {
  return renderGitHub(markdown).replace(/^<p>|<\/p>\n?$/g, '')
}

const IMG = '<img src=x onerror=alert(1)>'

/**
 * Cells that are inert Markdown on their own (a writer's code span, escaped text, a link), each
 * holding what would end a cell early: a `|` in a code span, after one backslash, after two, a
 * line break, a link whose address holds `|`.
 */
const NASTY_CELLS: readonly [string, string][] = [
  ['a code span holding |', codeSpan(`a|${IMG}`)],
  ['a code span holding two |', codeSpan(`a|b|${IMG}|`)],
  ['a code span holding \\|', codeSpan(`a\\\\|${IMG}`)],
  ['escaped text holding \\|', escapeMarkdown(`a\\|${IMG}`)],
  ['escaped text holding \\\\|', escapeMarkdown(`a\\\\|${IMG}`)],
  ['a code span over a line break', `\`a\n|${IMG}\``],
  ['a link whose address holds |', linkOrText('https://x.example/a|b?c=|&d=e') ?? ''],
  ['a link after a code span', `${codeSpan('|')} ${linkOrText('https://x.example/|') ?? ''}`],
  ['a trailing backslash', 'a\\'],
  ['an already escaped pipe', 'a \\| b']
]

describe('table: a cell is one cell, whatever Markdown it holds', () => {
  test.each(NASTY_CELLS)('%s renders whole in its cell, as it does alone', (_what, cell) => {
    const lines = table(['a', 'b', 'c'], [[cell, 'one', 'two']])
    expect(lines).toHaveLength(3)
    // In the header, and first of three columns: a cell split early would push the rest of it
    // into the next columns, where GitHub renders it.
    for (const markdown of [lines.join('\n'), table([cell, 'b', 'c'], []).join('\n')]) {
      const rows = cellsOf(markdown)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(row).toHaveLength(3)
      const shown = rows.at(-1)?.[0] ?? ''
      expect(shown).toBe(inParagraph(cell))
      expect([...rendered(markdown).tags].filter(tag => tag === 'img')).toEqual([])
    }
  })

  test('a sha holding | still shows as code, whole', () => {
    const markdown = factsTable([
      ['Status', 'failure'],
      ['Commit', codeSpan(`abc|${IMG}`)]
    ])
    expect(cellsOf(markdown)).toEqual([
      ['Status', 'failure'],
      ['Commit', '<code>abc|&lt;img src=x onerror=alert(1)&gt;</code>']
    ])
  })

  test('a code span cannot show a backslash right before |: GitHub removes it, and the cell holds', () => {
    expect(cellsOf(factsTable([['k', codeSpan('a\\|b')]]))).toEqual([['k', '<code>a|b</code>']])
  })

  test('exactly: every | no backslash escapes gets one, counting backslashes in pairs', () => {
    expect(tableCell('a|b')).toBe('a\\|b')
    expect(tableCell('a\\|b')).toBe('a\\|b')
    expect(tableCell('a\\\\|b')).toBe('a\\\\\\|b')
    expect(tableCell('a\\\\\\|b')).toBe('a\\\\\\|b')
    expect(tableCell('\\x|')).toBe('\\x\\|')
    expect(tableCell('||')).toBe('\\|\\|')
    expect(tableCell('a\r\nb\rc\nd')).toBe('a b c d')
    expect(tableCell('a\\\nb')).toBe('a\\ b')
  })

  test('a long run of backslashes is read in one pass', () => {
    const cell = `${'\\'.repeat(200_001)}|`
    const started = performance.now()
    expect(tableCell(cell)).toBe(`${'\\'.repeat(200_001)}|`)
    expect(tableCell(`${cell}|`)).toBe(`${cell}\\|`)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  test('rows, header, delimiter and alignment, exactly', () => {
    expect(
      table(
        ['', 'n', 'x'],
        [
          ['a', '1', ''],
          ['b|c', '2', 'd']
        ]
      )
    ).toEqual(['|  | n | x |', '| --- | ---: | --- |', '| a | 1 |  |', '| b\\|c | 2 | d |'])
    expect(table(['h'], [])).toEqual(['| h |', '| --- |'])
  })

  test('one rule for every table: a column of figures is right-aligned, any other left', () => {
    const rule = (cells: readonly string[]) =>
      table(
        ['c'],
        cells.map(cell => [cell])
      )[1]
    // Counts, decimals, percentages, changes, and the blanks a column of changes holds.
    for (const figures of [
      ['48,210', '7'],
      ['1.5'],
      ['12%', '0%'],
      ['+12%', '-3%', 'new', '—', '']
    ])
      expect(rule(figures)).toBe('| ---: |')
    // Text, text that starts with a digit, a column with no figure at all: left.
    for (const other of [['48,210', 'Human'], ['2026-02-15'], ['12s'], ['—', ''], ['1 of 3'], []])
      expect(rule(other)).toBe('| --- |')
  })
})

describe('cutMarkdown: a cut leaves nothing open', () => {
  /** A summary of every kind of line that holds outside text: code spans, a table, code blocks. */
  const DOCUMENT = [
    '## Files',
    '',
    ...Array.from({ length: 6 }, (_, i) => `- ${codeSpan(`f${i}${IMG}.mdx`)}, ${codeSpan(IMG)}`),
    '',
    factsTable([
      ['Commit', codeSpan(`a|${IMG}`)],
      ['Link', linkOrText(`https://x.example/${IMG}`) ?? '']
    ]),
    '',
    codeBlock(`${IMG}\n~~~\n\`\`\`\n${IMG}`),
    '',
    '~~~~',
    `${IMG} ${'x'.repeat(40)}`,
    '~~~~',
    `${IMG.replace('<', '\\<')} [a](https://x.example/${IMG.replace(/[<> ]/g, '_')})`
  ].join('\n')
  const NOTE = '\n\n_cut_'

  test('at every length, nothing renders that the whole would not, and the note is no code', () => {
    const whole = rendered(DOCUMENT).tags
    for (let max = NOTE.length; max < DOCUMENT.length; max += 3) {
      const cut = cutMarkdown(DOCUMENT, max, NOTE)
      expect(cut.length).toBeLessThanOrEqual(max)
      expect(cut.endsWith(NOTE)).toBe(true)
      const tags = rendered(cut).tags
      expect([...tags].filter(tag => !whole.has(tag) && tag !== 'em')).toEqual([])
      expect(tags.has('img')).toBe(false)
      expect(renderGitHub(cut)).toMatch(/<p><em>cut<\/em><\/p>\n?$/)
    }
  })

  test('at a line end outside a code block; within one, inside a line, and the block closed', () => {
    expect(cutMarkdown('`a`\n`b<i>`', 8, '!')).toBe('`a`!')
    expect(cutMarkdown('x\n```\nabcdefghij', 13, '!')).toBe('x\n```\nab\n```!')
    expect(cutMarkdown('x\n```\nabcdefghij', 11, '!')).toBe('x\n```\n```!')
    expect(cutMarkdown('x\n~~~\nabc\n~~~\nlong line', 14, '!')).toBe('x\n~~~\nabc\n~~~!')
    expect(cutMarkdown('abc', 3, '!')).toBe('abc')
    expect(cutMarkdown('abcd', 3, '!')).toBe('!')
  })

  test("a fence is closed only by a fence of its character, at least as long, as CommonMark's", () => {
    const after = (text: string, max: number) => cutMarkdown(text, max, '')
    // `~~~` does not close a backtick block, nor ``` a longer one: each is code, kept as such.
    expect(after('````\n~~~\n```\n````\nzz', 19)).toBe('````\n~~~\n```\n````')
    expect(after('````\n~~~\n```\nzzzzzzz', 19)).toBe('````\n~~~\n```\nz\n````')
    // Indented by four, or with info after it, a fence closes nothing.
    expect(after('```\n    ```\n``` x\nzzzzzz', 23)).toBe('```\n    ```\n``` x\nz\n```')
    // A backtick fence whose info holds a backtick opens nothing: a line of text, cut whole.
    expect(after('``` a`b\nzzzz', 10)).toBe('``` a`b')
    expect(after('   ~~~ js\nzzzzzzz', 16)).toBe('   ~~~ js\nzz\n~~~')
    expect(after('    ~~~\nzzzz', 10)).toBe('    ~~~')
    // Indented by three, it does; so does one with spaces after it, but not one after text.
    expect(after('```\n   ```\nzzzz', 14)).toBe('```\n   ```')
    expect(after('```\n```  \nzzzz', 13)).toBe('```\n```  ')
    expect(after('```\nx ```\nzzzzzz', 15)).toBe('```\nx ```\nz\n```')
    // A closing fence that does not fit is not cut into: the block is closed by its own fence.
    expect(after('```\nab\n`````\nz', 10)).toBe('```\nab\n```')
  })

  test('counts by the size it is given, never splitting a surrogate pair', () => {
    const bytes = (text: string) => Buffer.byteLength(text)
    expect(cutMarkdown('```\na😀bcdefgh', 13, '!', bytes)).toBe('```\na\n```!')
    expect(cutMarkdown('```\na😀bcdefgh', 14, '!', bytes)).toBe('```\na😀\n```!')
    expect(cutMarkdown('é\né', 4, '!', bytes)).toBe('é!')
    expect(cutMarkdown('é\né', 5, '', bytes)).toBe('é\né')
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
  '12:30 a:b http://x',
  // Parentheses are not escaped: with every bracket escaped, they can make no link or image.
  '[x](javascript:alert(1)) ![a](https://evil.example/i.png "t")',
  '[a] (https://evil.example) [b](<https://evil.example>) (https://evil.example) [c]: (https://evil.example)',
  '(https://evil.example) www.evil.example) (www.evil.example/(x))',
  '1) item (exclusive)'
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

describe('markdown.ts, exactly', () => {
  test.each([
    [
      '\\`*_[]()#!|~<>&"\'$',
      '\\\\\\`\\*\\_\\[\\]()\\#\\!\\|\\~&lt;&gt;&amp;&quot;&#39;<span>&#36;</span>'
    ],
    ['- a', '\\- a'],
    ['the start to now (exclusive)', 'the start to now (exclusive)'],
    ['  + a', '  \\+ a'],
    ['= a', '\\= a'],
    ['a - b', 'a - b'],
    ['12. a', '12\\. a'],
    ['3) a', '3\\) a'],
    ['a 3. b', 'a 3. b'],
    ['a\r\nb\rc\nd', 'a b c d'],
    ['@a @b', '@&#8203;a @&#8203;b'],
    ['WWW.x www.y', 'WWW&#46;x www&#46;y'],
    ['a:b :+1: x:-y a: b', 'a:b :&#8203;+1: x:-y a: b'],
    // Nothing to neutralise in a time or a number: no zero-width space.
    ['09:30:00 on 2026-02-16T09:30:00.000Z, 1:2:3', '09:30:00 on 2026-02-16T09:30:00.000Z, 1:2:3'],
    [
      ':100: :1234: :8ball: :white_check_mark:',
      ':&#8203;100: :&#8203;1234: :&#8203;8ball: :&#8203;white\\_check\\_mark:'
    ],
    [
      '#12, owner/repo#3, #١٢ and # x, C#',
      '#&#8203;12, owner/repo#&#8203;3, #&#8203;١٢ and \\# x, C\\#'
    ],
    ['GH-1 gh-2 xgh-3 GH-a', 'GH&#8203;-1 gh&#8203;-2 xgh-3 GH-a'],
    ['ftp://x', 'ftp&#58;//x']
  ])('escapeMarkdown(%j) is %j', (text, escaped) => {
    expect(escapeMarkdown(text)).toBe(escaped)
  })

  test('linkOrText links https only, with the URL as its text unless labelled, and encodes what would end the link', () => {
    expect(linkOrText('https://x.example/a(b) c<d>')).toBe(
      '[https&#58;//x.example/a%28b%29%20c%3Cd%3E](https://x.example/a%28b%29%20c%3Cd%3E)'
    )
    expect(linkOrText('https://x.example/p', 'PR #1')).toBe('[PR #&#8203;1](https://x.example/p)')
    expect(linkOrText('javascript:alert(1)')).toBe('javascript:alert(1)')
    expect(linkOrText('not a url')).toBe('not a url')
    expect(linkOrText('')).toBeUndefined()
    expect(linkOrText(undefined)).toBeUndefined()
  })

  test('isHttpsUrl is true for https URLs only', () => {
    expect(isHttpsUrl('https://x')).toBe(true)
    expect(isHttpsUrl('HTTPS://X')).toBe(true)
    expect(isHttpsUrl('http://x')).toBe(false)
    expect(isHttpsUrl('https:/')).toBe(false)
    expect(isHttpsUrl('x')).toBe(false)
  })

  test('capComment: at the limit whole, over it cut at a line with the note', () => {
    expect(capComment('y'.repeat(10), 10)).toBe('y'.repeat(10))
    const note = "\n\n_…cut to fit GitHub's comment limit; the workflow run has the full log._"
    const body = `a\n${'y'.repeat(20)}\n${'b'.repeat(100)}`
    expect(capComment(body, 22 + note.length)).toBe(`a\n${'y'.repeat(20)}${note}`)
    expect(capComment(body, 21 + note.length)).toBe(`a${note}`)
    expect(capComment(body, 2 + note.length)).toBe(`a${note}`)
    expect(MAX_COMMENT_CHARS).toBe(65_000)
  })

  test('codeBlock and codeSpan fences', () => {
    expect(codeBlock('a``b')).toBe('```text\na``b\n```')
    expect(codeBlock('a```b')).toBe('````text\na```b\n````')
    expect(codeSpan('')).toBe('``')
    expect(codeSpan('a')).toBe('`a`')
    expect(codeSpan('a``b')).toBe('```a``b```')
    expect(codeSpan('a`')).toBe('`` a` ``')
    expect(codeSpan('r\r\nn\rm')).toBe('`r n m`')
  })
})

test('a link whose URL holds an unbalanced parenthesis or bracket stays one link to that URL', () => {
  const markdown = linkOrText('https://github.com/acme/docs/pull/1)](https://evil.example)') ?? ''
  const shown = rendered(markdown)
  expect(renderGitHub(markdown).match(/<a /g)).toHaveLength(1)
  expect(renderGitHub(markdown)).toContain(
    'href="https://github.com/acme/docs/pull/1%29%5D%28https://evil.example%29"'
  )
  expect(shown.text).not.toMatch(/\]\(/)
})

describe('httpsUrl', () => {
  test.each([
    ['https://acme.mintlify.app', 'https://acme.mintlify.app/'],
    ['http://acme.mintlify.app', undefined],
    ['https://user:pw@acme.mintlify.app', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
    [null, undefined]
  ])('%j is %j', (value, url) => expect(httpsUrl(value)).toBe(url))
})

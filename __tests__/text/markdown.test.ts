import { describe, expect, test } from '@jest/globals'
import {
  capComment,
  codeBlock,
  codeSpan,
  escapeMarkdown,
  factsTable,
  linkOrText
} from '../../src/text/markdown.js'

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

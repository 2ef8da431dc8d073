import { describe, expect, test } from '@jest/globals'
import {
  changePrompt,
  MAX_DESCRIPTION_CHARS,
  type ChangePromptOptions
} from '../../src/changes/prompt.js'
import type { Change, ChangedFile, CodePull } from '../../src/changes/read.js'
import { quoteBlockForAgent } from '../../src/text/agent-text.js'

const SHA = 'a'.repeat(40)
const OPTIONS: ChangePromptOptions = { standing: '', maxChars: 50_000, repository: 'acme/api' }

function file(path: string, patch: string | undefined): ChangedFile {
  return { path, status: 'modified', additions: 1, deletions: 1, patch }
}

function pull(number: number, fields: Partial<CodePull> = {}): CodePull {
  return {
    number,
    title: 'T',
    body: '',
    url: `https://github.com/acme/api/pull/${number}`,
    author: 'o',
    mergeSha: SHA,
    files: [],
    filesLeftOut: 0,
    ...fields
  }
}

function change(pulls: CodePull[]): Change {
  return { pulls, commits: [], head: SHA, requests: 3, notes: [] }
}

const long = (c: string, n: number) => `+${c.repeat(n)}`

/** The fenced blocks of a prompt, fences included. */
function blocks(text: string): string[] {
  return text.match(/^(`{3,})(?:text|diff)\n[\s\S]*?\n\1$/gm) ?? []
}

const CUT_DIFF = '  (diff cut to keep the change within the limit)'
const LEFT_OUT_DIFF = '  (diff left out to keep the change within the limit)'

function note(maxChars: number, files: string): string {
  return `To keep the change within ${maxChars} characters, ${files} cut or left out, or went unlisted, as marked above; read them in the code repository when you need them.`
}

describe('changePrompt: sharing the cap', () => {
  test('a description gets at most MAX_DESCRIPTION_CHARS, however much room is left', () => {
    const body = 'b'.repeat(10_000)
    const { text, cut } = changePrompt(change([pull(1, { body })]), {
      ...OPTIONS,
      maxChars: 100_000
    })
    const { block } = quoteBlockForAgent(body, MAX_DESCRIPTION_CHARS)
    expect(text).toContain(`Description:\n${block}\n(cut to keep the change within the limit)\n`)
    expect(cut).toEqual([])
  })

  test('descriptions take at most half of the room, the diffs the rest', () => {
    const { text, cut } = changePrompt(
      change([pull(1, { body: 'b'.repeat(20_000), files: [file('a.ts', long('x', 50_000))] })]),
      { ...OPTIONS, maxChars: 3000 }
    )
    const [description = '', diff = ''] = blocks(text)
    expect(description.length).toBeGreaterThan(800)
    expect(diff.length).toBe(description.length)
    expect(text.length).toBeLessThanOrEqual(3000)
    expect(cut).toEqual(['a.ts (pull request #1)'])
    expect(text).toContain(`${diff}\n${CUT_DIFF}\n`)
    expect(text).toContain(`\n\n${note(3000, '1 file had its diff')}\n\n`)
  })

  test('the diffs share evenly: a short one whole, the long ones cut to the same length', () => {
    const { text, cut } = changePrompt(
      change([
        pull(1, {
          files: [
            file('a.ts', long('a', 20_000)),
            file('s.ts', '+s'),
            file('b.ts', long('b', 30_000)),
            file('c.ts', long('c', 9_000))
          ]
        })
      ]),
      { ...OPTIONS, maxChars: 12_000 }
    )
    const lengths = blocks(text).map(b => b.length)
    expect(lengths[1]).toBe('```diff\n+s\n```'.length)
    expect(lengths[0]).toBeGreaterThan(3000)
    // The same share, give or take the character that does not divide evenly.
    for (const length of [lengths[2], lengths[3]])
      expect(Math.abs((length ?? 0) - (lengths[0] ?? 0))).toBeLessThanOrEqual(1)
    expect(cut).toEqual([
      'a.ts (pull request #1)',
      'b.ts (pull request #1)',
      'c.ts (pull request #1)'
    ])
    expect(text).toContain(`\n\n${note(12_000, '3 files had their diffs')}\n\n`)
    expect(text.length).toBeLessThanOrEqual(12_000)
    expect(text.length).toBeGreaterThan(12_000 - 200)
  })

  test('a diff whose room is under 400 characters is left out, not cut to a stub; a tiny one stays', () => {
    const files = [
      ...Array.from({ length: 10 }, (_, i) => file(`f${i}.ts`, long('x', 5000))),
      file('s.ts', '+s')
    ]
    const { text, cut } = changePrompt(change([pull(1, { files })]), {
      ...OPTIONS,
      maxChars: 6000
    })
    expect(text.split('\n').filter(line => line === LEFT_OUT_DIFF)).toHaveLength(10)
    expect(text).toContain(`- \`f0.ts\` (modified, +1 -1)\n${LEFT_OUT_DIFF}\n- \`f1.ts\``)
    expect(text).toContain('- `s.ts` (modified, +1 -1)\n```diff\n+s\n```')
    expect(cut).toEqual(files.slice(0, 10).map(f => `${f.path} (pull request #1)`))
    expect(text).toContain(`\n\n${note(6000, '10 files had their diffs')}\n\n`)
  })

  test('a description whose room is under 80 characters is left out; a short one stays whole', () => {
    const pulls = [
      ...Array.from({ length: 10 }, (_, i) => pull(i + 1, { body: 'b'.repeat(5000) })),
      pull(11, { body: 'ok' })
    ]
    const { text, cut } = changePrompt(change(pulls), { ...OPTIONS, maxChars: 4000 })
    const leftOut =
      'Description:\n(left out to keep the change within the limit)\nFiles changed (0):'
    expect(text.split(leftOut)).toHaveLength(11)
    expect(text).toContain('Description:\n```text\nok\n```\nFiles changed (0):')
    expect(cut).toEqual([])
    expect(text).not.toContain('To keep the change within')
    expect(text.length).toBeLessThanOrEqual(4000)
  })
})

describe('changePrompt: the cap, to the character', () => {
  const paths = (n: number) =>
    Array.from({ length: n }, (_, i) => file(`src/f${String(i).padStart(4, '0')}.ts`, undefined))

  test('files too many to list and a huge diff: never a character over the cap', () => {
    const huge = file('a.ts', long('x', 200_000))
    for (const maxChars of [1_600, 2_000, 5_000, 12_345, 29_999]) {
      const { text } = changePrompt(
        change([pull(1, { body: 'b'.repeat(20_000), files: [huge, ...paths(2000)] })]),
        { ...OPTIONS, maxChars }
      )
      expect(text.length).toBeLessThanOrEqual(maxChars)
      expect(text).toMatch(/\n- and \d+ more, not listed to keep the change within the limit\n/)
    }
  })

  test('a list cut to what fits lists as many files as fit, the same number in each', () => {
    for (let maxChars = 4000; maxChars < 4200; maxChars++) {
      const { text, cut } = changePrompt(
        change([pull(1, { files: paths(300) }), pull(2, { files: paths(300) })]),
        {
          ...OPTIONS,
          maxChars
        }
      )
      const listed = text.split('\n').filter(line => line.startsWith('- `src/f')).length
      const line =
        '- `src/f0000.ts` (modified, +1 -1; GitHub gives no diff of it (binary or too large))'
      expect(text.length).toBeLessThanOrEqual(maxChars)
      expect(maxChars - text.length).toBeLessThan(2 * (line.length + 1) + 120)
      expect(listed % 2).toBe(0)
      expect(listed).toBeGreaterThan(0)
      expect(cut).toHaveLength(600 - listed)
      expect(text).toContain(
        `\n- and ${300 - listed / 2} more, not listed to keep the change within the limit\n`
      )
    }
  })
})

describe('changePrompt: the least room a piece is quoted in', () => {
  /** Every fenced block of the prompt of `pieces`, for each cap from 1300 to 2600 characters. */
  function sweep(pieces: Partial<CodePull>): Set<string> {
    const seen = new Set<string>()
    for (let maxChars = 1300; maxChars < 2600; maxChars++) {
      const { text } = changePrompt(change([pull(1, pieces)]), { ...OPTIONS, maxChars })
      expect(text.length).toBeLessThanOrEqual(maxChars)
      for (const block of blocks(text)) seen.add(block)
    }
    return seen
  }

  test('a description given exactly 80 characters is quoted, cut; with less it is left out', () => {
    const body = 'b'.repeat(5000)
    const seen = [...sweep({ body })]
    expect(seen).toContain(quoteBlockForAgent(body, 80).block)
    expect(seen).not.toContain(quoteBlockForAgent(body, 79).block)
  })

  test('a diff given exactly 400 characters is quoted, cut; with less it is left out', () => {
    const patch = long('x', 5000)
    const seen = [...sweep({ files: [file('a.ts', patch)] })]
    expect(seen).toContain(quoteBlockForAgent(patch, 400, 'diff').block)
    expect(seen).not.toContain(quoteBlockForAgent(patch, 399, 'diff').block)
  })
})

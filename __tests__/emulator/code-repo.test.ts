import { describe, expect, test } from '@jest/globals'
import { addedFile, CodeRepo } from '../../emulator/code-repo.js'

describe('CodeRepo', () => {
  test('seeded: three merged pull requests numbered from 1, then a push without one', () => {
    const code = new CodeRepo(Date.parse('2026-11-23T12:00:00Z'))
    expect([...code.pulls.keys()]).toEqual([1, 2, 3])
    expect(code.pulls.get(3)?.files).toHaveLength(120)
    expect(code.pullsOf(code.main)).toEqual([])
    expect(code.commits.get(code.root)?.date).toBe('2026-11-23T09:01:00.000Z')
  })

  test('a merge: branch commits, then a merge commit whose second parent is the branch', () => {
    const code = new CodeRepo()
    const { before, after, pull } = code.merge({
      files: [addedFile('a.ts'), addedFile('b.ts')],
      branchCommits: 2
    })
    const merge = code.commits.get(after)
    expect(merge?.parents).toEqual([before, pull?.commits.at(-1)])
    expect(pull?.commits.map(sha => code.commits.get(sha)?.files.map(f => f.path))).toEqual([
      ['a.ts'],
      ['b.ts']
    ])
    expect(code.range(code.resolve(before)!, code.resolve('main')!).map(c => c.sha)).toEqual([
      ...(pull?.commits ?? []),
      after
    ])
  })

  test('a squash: one commit, which is the merge commit', () => {
    const code = new CodeRepo()
    const { before, after, pull } = code.merge({ style: 'squash', files: [addedFile('a.ts')] })
    expect(pull?.commits).toEqual([after])
    expect(code.commits.get(after)?.parents).toEqual([before])
  })

  test('refs: main, a SHA, a unique beginning of one', () => {
    const code = new CodeRepo()
    expect(code.resolve('main')?.sha).toBe(code.main)
    expect(code.resolve(code.root.slice(0, 7))?.sha).toBe(code.root)
    expect(code.resolve('nope')).toBeUndefined()
  })
})

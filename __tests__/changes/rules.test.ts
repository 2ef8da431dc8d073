import { describe, expect, test } from '@jest/globals'
import { pathRules } from '../../src/changes/rules.js'

/** The paths of `paths` the rules count. */
function counted(rules: string, paths: readonly string[]): string[] {
  const r = pathRules(rules)
  return paths.filter(path => r.counts(path))
}

describe("pathRules: gitignore's meaning", () => {
  test('no rule: every file counts', () => {
    for (const text of ['', '\n\n', '# only a comment\n  \n#another']) {
      const rules = pathRules(text)
      expect(rules.everything).toBe(true)
      expect(rules.counts('anything/at/all.ts')).toBe(true)
    }
  })

  test("the issue's example: src/api/** then !**/*.test.ts", () => {
    const rules = pathRules('src/api/**\n!**/*.test.ts\n')
    expect(rules.everything).toBe(false)
    expect(rules.counts('src/api/a.ts')).toBe(true)
    expect(rules.counts('src/api/deep/er/b.ts')).toBe(true)
    expect(rules.counts('src/api/a.test.ts')).toBe(false)
    expect(rules.counts('src/other/a.ts')).toBe(false)
    expect(rules.counts('lib/src/api/a.ts')).toBe(false)
  })

  test('a name without a slash matches at any depth', () => {
    expect(counted('openapi.yaml', ['openapi.yaml', 'a/b/openapi.yaml', 'a/openapi.yml'])).toEqual([
      'openapi.yaml',
      'a/b/openapi.yaml'
    ])
  })

  test('a rule with a slash in it is anchored at the root', () => {
    expect(counted('api/v1.yaml', ['api/v1.yaml', 'x/api/v1.yaml'])).toEqual(['api/v1.yaml'])
  })

  test('a trailing slash matches a directory (everything under it), not a file of that name', () => {
    expect(counted('schemas/', ['schemas/a.json', 'x/schemas/b/c.json', 'schemas'])).toEqual([
      'schemas/a.json',
      'x/schemas/b/c.json'
    ])
  })

  test('comments and blank lines are no rules; \\# is a name', () => {
    expect(counted('# src/\n\n\r\n#x.ts\n\\#y.ts', ['src/a.ts', '#x.ts', '#y.ts'])).toEqual([
      '#y.ts'
    ])
  })

  test('the last matching rule wins', () => {
    expect(counted('*.ts\n!*.ts', ['a.ts'])).toEqual([])
    expect(counted('!*.ts\n*.ts', ['a.ts'])).toEqual(['a.ts'])
    expect(
      counted('src/**\n!src/gen/**\nsrc/gen/api.ts', ['src/a.ts', 'src/gen/b.ts', 'src/gen/api.ts'])
    ).toEqual(['src/a.ts', 'src/gen/api.ts'])
  })

  test('unlike git, a later ! takes a file back even under a directory an earlier rule took', () => {
    expect(counted('src/\n!src/a.ts', ['src/a.ts', 'src/b.ts'])).toEqual(['src/b.ts'])
    expect(
      counted('src/api/**\n!**/*.test.ts', ['src/api/deep/a.test.ts', 'src/api/deep/a.ts'])
    ).toEqual(['src/api/deep/a.ts'])
  })

  test('a rule that names a directory takes the files under it, at any depth', () => {
    expect(counted('gen\n!gen/keep.ts', ['a/gen/x.ts', 'gen/keep.ts', 'gen'])).toEqual([
      'a/gen/x.ts',
      'gen'
    ])
  })

  test('\\! is a name starting with !, not an exclusion', () => {
    expect(counted('\\!important.ts', ['!important.ts', 'important.ts'])).toEqual(['!important.ts'])
  })

  test('case matters, as it does to git on GitHub', () => {
    expect(counted('README.md', ['README.md', 'readme.md'])).toEqual(['README.md'])
  })

  test('Windows line ends and a byte-order mark', () => {
    expect(counted('\uFEFFsrc/**\r\n!**/*.md\r\n', ['src/a.ts', 'src/b.md'])).toEqual(['src/a.ts'])
  })

  test('a path no repository holds counts for nothing, and throws nothing', () => {
    const rules = pathRules('**')
    for (const path of ['', '/etc/passwd', '../up.ts', './here.ts'])
      expect(rules.counts(path)).toBe(false)
    expect(rules.counts('ok.ts')).toBe(true)
  })

  test('the rules, as given, for a summary', () => {
    expect(pathRules('# c\nsrc/**\n\n!**/*.test.ts').lines).toEqual(['src/**', '!**/*.test.ts'])
  })
})
